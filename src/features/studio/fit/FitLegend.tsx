import { errorScaleGradient, errorScaleTicks, type ErrorScale } from '../../../bodyplan/fit/errorColorScale.ts';
import { formatNumber } from '../model/formatNumber.ts';

/**
 * The error colour scale in the errors' unit, with numeric ticks where their colours are (the scale
 * is logarithmic, so the ticks are not evenly spaced), and how many keypoints the current frame does
 * not observe.
 */
export function FitLegend({ scale, missingNames, unit }: { scale: ErrorScale; missingNames: readonly string[]; unit: 'plan units' | 'px' | 'view units' }) {
  const n = missingNames.length;
  const ticks = errorScaleTicks(scale);
  return (
    <div className="fit-legend" aria-label="Error colour scale">
      <div className="fit-legend-bar" style={{ background: errorScaleGradient() }} aria-hidden="true" />
      <ol className="fit-legend-ticks" aria-label={`Scale ticks (${unit})`}>
        {ticks.map(({ value, t }) => (
          <li key={value} data-value={value} style={{ left: `${(100 * t).toFixed(2)}%` }}>
            {formatNumber(value, 3)}
          </li>
        ))}
      </ol>
      <p className="fit-legend-ends">
        <span data-scale-low={scale.low}>
          {formatNumber(scale.low, 3)} {unit} or less
        </span>
        <span data-scale-max={scale.high}>
          {formatNumber(scale.high, 4)} {unit} (largest)
        </span>
      </p>
      <p className="studio-muted">
        Error: {unit === 'plan units' ? "distance from the model's keypoint to its target, in the plan's units" : `distance in the image from the model's projected keypoint to the observed point, averaged over the cameras that see it, in ${unit}`}. The
        scale is logarithmic, from a twentieth of the usual error (95th percentile: <span data-scale-usual={scale.usual}>{formatNumber(scale.usual, 3)}</span> {unit}) to the largest, so an outlier
        many times the usual error is darker than every ordinary one. Striped cells: not observed.
      </p>
      <p className="fit-missing" data-missing={n} title={missingNames.join(', ')}>
        {n} not observed in this frame{n > 0 ? ` (${missingNames.slice(0, 4).join(', ')}${n > 4 ? ', …' : ''}): no marker` : ''}
      </p>
    </div>
  );
}
