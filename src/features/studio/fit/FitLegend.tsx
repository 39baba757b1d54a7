import { errorScaleGradient } from '../../../bodyplan/fit/errorColorScale.ts';
import { formatNumber } from '../ik/NumberField.tsx';

/** The error colour scale in the plan's length units, and how many keypoints the current frame does not observe. */
export function FitLegend({ scaleMax, missingNames }: { scaleMax: number; missingNames: readonly string[] }) {
  const n = missingNames.length;
  return (
    <div className="fit-legend" aria-label="Error colour scale">
      <div className="fit-legend-bar" style={{ background: errorScaleGradient() }} aria-hidden="true" />
      <p className="fit-legend-ends">
        <span>0</span>
        <span data-scale-max={scaleMax}>{formatNumber(scaleMax, 4)} plan units and more</span>
      </p>
      <p className="studio-muted">
        Error: distance from the model&apos;s keypoint to its target, in the plan&apos;s units; the darkest colour is the 95th
        percentile of every error (or their maximum when that percentile is below a thousandth of the plan's size). Striped cells: not observed.
      </p>
      <p className="fit-missing" data-missing={n} title={missingNames.join(', ')}>
        {n} not observed in this frame{n > 0 ? ` (${missingNames.slice(0, 4).join(', ')}${n > 4 ? ', …' : ''}): no marker` : ''}
      </p>
    </div>
  );
}
