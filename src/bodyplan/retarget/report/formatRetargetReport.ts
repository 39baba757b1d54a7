import type { RetargetReport } from './retargetReport.ts';

/** How many joints, links or frames a summary line names before "and N more". */
const NAMED = 3;

/**
 * The report card as a few lines of text for the terminal (`bodyplan retarget` prints it on
 * stderr; the JSON has everything). Each measure gets one line that says its worst case and where.
 */
export function formatRetargetReport(report: RetargetReport): string {
  const skating = report.foot_skating_cm;
  const worstFoot = [...skating.feet].sort((a, b) => b.max_per_contact - a.max_per_contact)[0];
  const penetration = report.ground_penetration_mm;
  const floating = report.floating_frames;
  const worstLink = [...report.tracking_error_cm].sort((a, b) => b.rms - a.rms)[0];
  const lines = [
    `Report card: ${plural(report.frames, 'frame')} at ${round(report.fps, 3)} fps`,
    `  feet measured at: ${report.foot_points.map((p) => (p.measured_at.length === 1 ? `${p.foot} (its origin)` : `${p.foot} (lowest of ${p.measured_at.join(', ')})`)).join('; ')}`,
    `  foot skating: ${skating.total.toFixed(2)} cm in total${worstFoot !== undefined && worstFoot.max_per_contact > 0 ? `, at most ${worstFoot.max_per_contact.toFixed(2)} cm in one contact (${worstFoot.link}, from frame ${worstFoot.worst_contact_start})` : ''}`,
    `  ground penetration: ${penetration.link === null ? 'none' : `at most ${penetration.max.toFixed(1)} mm (${penetration.link}, frame ${penetration.frame}), ${plural(penetration.frames, 'frame')} below the floor`}`,
    `  floating: ${floating.count === 0 ? 'none' : `${plural(floating.count, 'frame')} with both feet above ${round(floating.height_cm, 1)} cm (${floating.ranges.slice(0, NAMED).map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`)).join(', ')}${more(floating.ranges.length)})`}`,
    `  joint limits: ${named(report.limit_violations.map((v) => `${v.joint} ${v.max_excess.toFixed(3)} ${v.unit} past its ${v.side} limit (${plural(v.frames, 'frame')})`))}`,
    `  joint speeds: ${named(report.velocity_violations.map((v) => `${v.joint} ${v.max_speed.toFixed(1)} ${v.unit} (limit ${round(v.limit, 3)}${v.limit_from === 'default' ? ', default' : ''}; ${plural(v.frames, 'frame')})`))}`,
    `  acceleration spikes: ${named(report.acceleration_spikes.joints.map((s) => `${s.joint} ${s.max.toFixed(0)} ${s.unit} (${plural(s.frames, 'frame')})`))}`,
    `  tracking error: ${worstLink === undefined ? 'no mapped links' : worstLink.max === 0 ? `0 cm on all ${plural(report.tracking_error_cm.length, 'mapped link')}` : `worst ${worstLink.link}: ${worstLink.rms.toFixed(2)} cm RMS, ${worstLink.max.toFixed(2)} cm at most (frame ${worstLink.worst_frame})`}`,
    `  worst frames: ${report.worst_frames.length === 0 ? 'none' : report.worst_frames.slice(0, NAMED).map((w) => `${w.frame} (${w.why[0] ?? ''})`).join('; ') + more(report.worst_frames.length)}`,
    `  source gaps: ${sourceGaps(report.source_gaps)}`,
    `  mislabelled targets: ${named(report.rejected_targets.map((t) => `${t.link} on ${t.ranges.slice(0, NAMED).map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`)).join(', ')}${more(t.ranges.length)} (${t.segment} off by ${t.off_cm.toFixed(1)} cm; the solve followed a fill from ${t.filled_from})`))}`,
  ];
  return `${lines.join('\n')}\n`;
}

/** "none", or the count of gaps in the mapped markers, how many of their frames were filled, and the markers with the longest. */
function sourceGaps(gaps: RetargetReport['source_gaps']): string {
  if (gaps.gaps === 0) return 'none';
  const longest = [...gaps.sources].sort((a, b) => b.longest - a.longest).map((s) => `${s.source} ${plural(s.longest, 'frame')} from frame ${s.longest_from}`);
  return `${plural(gaps.gaps, 'gap')} in ${plural(gaps.sources.length, 'mapped marker')}, ${gaps.missing_frames} marker-frames missing, ${gaps.filled_frames} filled (gaps of at most ${gaps.max_filled_gap} frames); longest: ${named(longest)}`;
}

function named(items: string[]): string {
  return items.length === 0 ? 'none' : items.slice(0, NAMED).join('; ') + more(items.length);
}

function more(count: number): string {
  return count > NAMED ? `; and ${count - NAMED} more` : '';
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function round(value: number, digits: number): number {
  return Number(value.toFixed(digits));
}
