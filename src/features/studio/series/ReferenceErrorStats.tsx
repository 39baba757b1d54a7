import { useMemo, useState } from 'react';
import { referenceErrorStats } from '../../../bodyplan/series/referenceErrorStats.ts';
import { unitSuffix, type DofControl } from '../model/dofControls.ts';
import type { AngleUnit } from '../model/dofControls.ts';

interface ReferenceErrorStatsProps {
  /** Per plotted DOF with a reference: solve minus reference per frame, in model units (NaN: no reference there). */
  differences: readonly { control: DofControl; values: ArrayLike<number> }[];
  /** Model units to display units, per DOF (degrees or radians for hinges). */
  scaleOf: (control: DofControl) => number;
  unit: AngleUnit;
  onSeek: (frame: number) => void;
}

const shown = (value: number) => (Number.isFinite(value) ? String(Number(value.toPrecision(4))) : '–');
/** How many frames over the threshold are listed per DOF. */
const LISTED = 20;

/**
 * Against a reference angle file: per DOF, the median, 95th percentile and maximum of the absolute
 * difference in the Studio's angle unit, and the frames where it exceeds a threshold the user sets
 * (each a link to the frame).
 */
export function ReferenceErrorStats({ differences, scaleOf, unit, onSeek }: ReferenceErrorStatsProps) {
  const [threshold, setThreshold] = useState(unit === 'deg' ? 5 : 0.1);
  const rows = useMemo(
    () =>
      differences.map(({ control, values }) => ({ control, ...referenceErrorStats(values, scaleOf(control), threshold), suffix: unitSuffix(control.kind, unit) })),
    [differences, scaleOf, threshold, unit],
  );
  if (rows.length === 0) return null;
  return (
    <div className="series-reference-stats">
      <label>
        Threshold ({unit === 'deg' ? '°' : 'rad'} for hinges){' '}
        <input type="number" min={0} step="any" className="series-fps" value={threshold} onChange={(e) => Number(e.target.value) >= 0 && setThreshold(Number(e.target.value))} />
      </label>
      <table className="fit-keypoints">
        <caption>|Solve − reference| per DOF</caption>
        <thead>
          <tr>
            <th scope="col">DOF</th>
            <th scope="col">Median</th>
            <th scope="col">95th pct.</th>
            <th scope="col">Max</th>
            <th scope="col">Frames over</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ control, summary, over, suffix }) => (
            <tr key={control.index} data-dof={control.index} data-over={over.length}>
              <th scope="row">
                {control.label} ({suffix})
              </th>
              <td>{shown(summary.median)}</td>
              <td>{shown(summary.p95)}</td>
              <td>{shown(summary.max)}</td>
              <td>
                {over.length === 0
                  ? 'none'
                  : over.slice(0, LISTED).map((f) => (
                      <button key={f} type="button" className="fit-link" onClick={() => onSeek(f)}>
                        {f + 1}
                      </button>
                    ))}
                {over.length > LISTED ? ` … (${over.length} in all)` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
