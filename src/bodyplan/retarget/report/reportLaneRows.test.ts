import { describe, expect, it } from 'vitest';
import { computeRetargetReport } from './computeRetargetReport.ts';
import { flaggedRows, FLOATING_CSS, reportCellCss, reportLaneRows, SHOWN_FROM } from './reportLaneRows.ts';
import { standingClip } from './testing/standingClip.ts';

const FPS = 30;
const FRAMES = 60;
/** The rows flagged other than Tracking (these faults move the hands or the pelvis off their targets too, which Tracking rightly shows). */
const faultRows = (...args: Parameters<typeof flaggedRows>) => flaggedRows(...args).filter((name) => name !== 'Tracking');

describe('reportLaneRows: the Retarget report lane’s rows', () => {
  it('names three rows, and a still pose on the floor colours no cell', () => {
    const { model, trajectory, targets } = standingClip(FRAMES, FPS);
    const report = computeRetargetReport(model, trajectory, targets);
    const rows = reportLaneRows(report.per_frame);
    expect(rows.map((r) => `${r.name}: ${r.measures}`)).toEqual(['Feet: skating, floor', 'Joints: limits, speed', 'Tracking: cm off target']);
    for (const row of rows) expect(row.severity).toHaveLength(FRAMES);
    for (let f = 0; f < FRAMES; f++) expect(flaggedRows(rows, report.per_frame, f)).toEqual([]);
  });

  it('colours the frames of each injected fault in its row, and only those', () => {
    // Feet 7 mm under the floor on frames 20-24; the knee 0.1 rad past its limit on 30-34; the arm stepping at 30 rad/s into frame 41.
    const { model, trajectory, targets } = standingClip(FRAMES, FPS, (f) => ({
      root: [0, 0, f >= 20 && f < 25 ? -0.007 : 0],
      dofs: { left_knee_joint: f >= 30 && f < 35 ? -0.1873 : 0, left_shoulder_pitch_joint: f <= 40 ? -0.5 : 0.5 },
    }));
    const report = computeRetargetReport(model, trajectory, targets);
    const [feet, joints] = reportLaneRows(report.per_frame);
    expect(feet!.severity[22]).toBe(1);
    expect(feet!.readout(22)).toBe('skating 0.00 cm, 7.0 mm below the floor');
    expect(feet!.severity[25]).toBe(0);
    expect(joints!.severity[32]).toBe(1);
    // 1.5× the velocity limit is 0.75 of the scale; the acceleration (900 rad/s², 3× the threshold) all of it.
    expect(joints!.severity[41]).toBe(1);
    expect(joints!.readout(41)).toBe('0.000 past a limit, 1.50× speed limit, 3.00× spike threshold');
    const rows = reportLaneRows(report.per_frame);
    expect(faultRows(rows, report.per_frame, 22)).toEqual(['Feet']);
    expect(faultRows(rows, report.per_frame, 32)).toEqual(['Joints']);
    expect(faultRows(rows, report.per_frame, 41)).toEqual(['Joints']);
    expect(faultRows(rows, report.per_frame, 10)).toEqual([]);
  });

  it('shows floating frames in the Feet row in their own colour', () => {
    const { model, trajectory, targets } = standingClip(FRAMES, FPS, (f) => ({ root: [0, 0, f >= 10 && f < 20 ? 0.08 : 0] }), (f) => f < 15 || f >= 20);
    const report = computeRetargetReport(model, trajectory, targets);
    const rows = reportLaneRows(report.per_frame);
    expect(rows[0]!.readout(12)).toBe('skating 0.00 cm, floating');
    // The pelvis is 8 cm off its target as well.
    expect(flaggedRows(rows, report.per_frame, 12)).toEqual(['Feet', 'Tracking']);
    // Still lifted, but the source is in the air too: not floating.
    expect(flaggedRows(rows, report.per_frame, 17)).toEqual(['Tracking']);
  });

  it('reportCellCss: blank below the threshold, amber to dark red above it, blue for floating', () => {
    expect(reportCellCss(0)).toBeNull();
    expect(reportCellCss(SHOWN_FROM * 0.99)).toBeNull();
    expect(reportCellCss(Number.NaN)).toBeNull();
    expect(reportCellCss(SHOWN_FROM)).toBe('hsl(45 90% 62%)');
    expect(reportCellCss(1)).toBe('hsl(0 90% 32%)');
    expect(reportCellCss(5)).toBe('hsl(0 90% 32%)');
    expect(reportCellCss(0, true)).toBe(FLOATING_CSS);
  });
});
