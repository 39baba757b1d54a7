import type { RetargetReport } from '../../../bodyplan/retarget/report/retargetReport.ts';
import { formatNumber } from '../model/formatNumber.ts';
import { BreakableName } from '../panels/BreakableName.tsx';
import { useRecording, useStudioStore } from '../store/useStudio.ts';

/**
 * The report card of the last retarget (computeRetargetReport; fields as the README's "Retarget
 * report fields"): the totals, the tracking error per mapped link, and the worst frames as buttons
 * that seek the timeline to them. Frames are numbered from 1 here, as the timeline numbers them (the
 * report file counts from 0; `data-frame` holds that index).
 */
export function RetargetReportCard({ report }: { report: RetargetReport }) {
  const recordings = useStudioStore().recording;
  const frame = useRecording((s) => s.frame);
  const skating = report.foot_skating_cm;
  const penetration = report.ground_penetration_mm;
  const floating = report.floating_frames;
  const gaps = report.source_gaps;
  return (
    <section className="retarget-report" aria-labelledby="retarget-report-title">
      <h3 id="retarget-report-title">Report card</h3>
      <dl className="retarget-totals" aria-label="Report totals">
        <dt>Scale</dt>
        <dd data-measure="scale">
          {report.scale.limbs.length === 0
            ? `× ${formatNumber(report.scale.factor, 3)}`
            : `per limb (${report.scale.limbs[0]!.source_from}): ${report.scale.limbs.map((limb) => `${limb.limb} × ${formatNumber(limb.factor, 3)}`).join(', ')}; the pelvis's path × ${formatNumber(report.scale.factor, 3)}`}
        </dd>
        <dt>Source gaps</dt>
        <dd data-measure="source_gaps">
          {gaps.gaps === 0
            ? 'none'
            : `${gaps.gaps} gap${gaps.gaps === 1 ? '' : 's'}, ${gaps.missing_frames} missing frames, ${gaps.filled_frames} filled (gaps of at most ${gaps.max_filled_gap} frames)`}
        </dd>
        <dt>Mislabelled targets</dt>
        <dd data-measure="rejected_targets">
          {report.rejected_targets.length === 0
            ? 'none'
            : report.rejected_targets.map((r) => `${r.link}: ${r.frames} frames left out (${r.segment} off by ${formatNumber(r.off_cm, 3)} cm)`).join('; ')}
        </dd>
        <dt>Foot skating</dt>
        <dd data-measure="foot_skating_cm">
          {formatNumber(skating.total, 3)} cm in total, at most {formatNumber(skating.max_per_contact, 3)} cm in one contact
        </dd>
        <dt>Ground penetration</dt>
        <dd data-measure="ground_penetration_mm">
          {penetration.link === null ? 'none' : `${formatNumber(penetration.max, 3)} mm at most (${penetration.link}, frame ${penetration.frame}), ${penetration.frames} frames below the floor`}
        </dd>
        <dt>Floating frames</dt>
        <dd data-measure="floating_frames">
          {floating.count} (both feet above {formatNumber(floating.height_cm, 3)} cm while the source had contact)
        </dd>
        <dt>Joint-limit violations</dt>
        <dd data-measure="limit_violations">
          {report.limit_violations.length === 0 ? 'none' : report.limit_violations.map((v) => `${v.joint}: ${formatNumber(v.max_excess, 3)} ${v.unit} past its ${v.side} limit (${v.frames} frames)`).join('; ')}
        </dd>
        <dt>Velocity violations</dt>
        <dd data-measure="velocity_violations">
          {report.velocity_violations.length === 0 ? 'none' : report.velocity_violations.map((v) => `${v.joint}: ${formatNumber(v.max_speed, 3)} ${v.unit} (limit ${formatNumber(v.limit, 3)}${v.limit_from === 'default' ? ', default' : ''}; ${v.frames} frames)`).join('; ')}
        </dd>
        <dt>Acceleration spikes</dt>
        <dd data-measure="acceleration_spikes">{report.acceleration_spikes.joints.length === 0 ? 'none' : report.acceleration_spikes.joints.map((s) => `${s.joint} (${s.frames} frames)`).join('; ')}</dd>
      </dl>
      <table aria-label="Tracking error per link">
        <thead>
          <tr>
            <th scope="col">Link</th>
            <th scope="col">RMS / max (cm)</th>
          </tr>
        </thead>
        <tbody>
          {report.tracking_error_cm.map((link) => (
            <tr key={link.link}>
              <th scope="row">
                <BreakableName name={link.link} />
              </th>
              <td>
                {formatNumber(link.rms, 3)} / {formatNumber(link.max, 3)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4>Worst frames</h4>
      {report.worst_frames.length === 0 ? (
        <p className="studio-muted">No frame scores above zero.</p>
      ) : (
        <ol className="retarget-worst" aria-label="Worst frames">
          {report.worst_frames.map((w) => (
            <li key={w.frame}>
              <button type="button" data-frame={w.frame} aria-current={w.frame === frame ? 'true' : undefined} onClick={() => recordings.seek(w.frame)}>
                Frame {w.frame + 1} ({formatNumber(w.time, 3)} s)
              </button>{' '}
              <span className="studio-muted">
                score {formatNumber(w.score, 3)}: {w.why.join('; ')}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
