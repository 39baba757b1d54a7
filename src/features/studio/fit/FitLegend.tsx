import { errorScaleGradient } from '../../../bodyplan/fit/errorColorScale.ts';
import { formatNumber } from '../ik/NumberField.tsx';

/** The error colour scale in the errors' unit, and how many keypoints the current frame does not observe. */
export function FitLegend({ scaleMax, missingNames, unit }: { scaleMax: number; missingNames: readonly string[]; unit: 'plan units' | 'px' | 'view units' }) {
  const n = missingNames.length;
  return (
    <div className="fit-legend" aria-label="Error colour scale">
      <div className="fit-legend-bar" style={{ background: errorScaleGradient() }} aria-hidden="true" />
      <p className="fit-legend-ends">
        <span>0</span>
        <span data-scale-max={scaleMax}>{formatNumber(scaleMax, 4)} {unit} and more</span>
      </p>
      <p className="studio-muted">
        Error: {unit === 'plan units' ? "distance from the model's keypoint to its target, in the plan's units" : `distance in the image from the model's projected keypoint to the observed point, averaged over the cameras that see it, in ${unit}`}; the darkest colour is the 95th
        percentile of every error (or their maximum when that percentile is below a thousandth of the plan's size). Striped cells: not observed.
      </p>
      <p className="fit-missing" data-missing={n} title={missingNames.join(', ')}>
        {n} not observed in this frame{n > 0 ? ` (${missingNames.slice(0, 4).join(', ')}${n > 4 ? ', …' : ''}): no marker` : ''}
      </p>
    </div>
  );
}
