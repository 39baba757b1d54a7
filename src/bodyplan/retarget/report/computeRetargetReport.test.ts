import { describe, expect, it } from 'vitest';
import { computeRetargetReport } from './computeRetargetReport.ts';
import { standingClip } from './testing/standingClip.ts';

const FPS = 30;
const FRAMES = 60;

describe('computeRetargetReport on the G1-like test humanoid', () => {
  it('a still pose on the floor has nothing wrong anywhere', () => {
    const { model, trajectory, targets } = standingClip(FRAMES, FPS);
    const report = computeRetargetReport(model, trajectory, targets);
    expect(report.frames).toBe(FRAMES);
    expect(report.fps).toBe(FPS);
    expect(report.foot_skating_cm.total).toBe(0);
    expect(report.foot_skating_cm.feet.map((f) => f.contacts)).toEqual([1, 1]);
    expect(report.ground_penetration_mm).toEqual({ max: 0, frame: -1, link: null, frames: 0 });
    expect(report.floating_frames.count).toBe(0);
    expect(report.limit_violations).toEqual([]);
    expect(report.velocity_violations).toEqual([]);
    expect(report.acceleration_spikes.joints).toEqual([]);
    expect(report.tracking_error_cm.map((t) => t.max)).toEqual([0, 0, 0, 0, 0]);
    expect(report.worst_frames).toEqual([]);
    for (const values of Object.values(report.per_frame)) expect(values).toEqual(new Array(FRAMES).fill(0));
  });

  it('a foot sliding 3 cm during one contact is 3 cm of skating on that foot', () => {
    // The root (and so both feet) moves 0.3 cm a frame along x over frames 11-20; only the left
    // foot is in contact then (the right one is "in the air" in the source), so only it skates.
    const { model, trajectory, targets } = standingClip(
      FRAMES,
      FPS,
      (f) => ({ root: [0.003 * Math.min(Math.max(f - 10, 0), 10), 0, 0] }),
      (f, foot) => foot === 0 || f < 5 || f > 25,
    );
    const report = computeRetargetReport(model, trajectory, targets);
    const [left, right] = report.foot_skating_cm.feet;
    expect(left!.link).toBe('left_ankle_roll_link');
    expect(left!.max_per_contact).toBeCloseTo(3, 1);
    expect(left!.total).toBeCloseTo(3, 1);
    expect(right!.total).toBe(0);
    expect(right!.contacts).toBe(2);
    expect(report.foot_skating_cm.max_per_contact).toBeCloseTo(3, 1);
    expect(report.per_frame.skating_cm[15]).toBeCloseTo(0.3, 3);
    expect(report.per_frame.skating_cm[25]).toBe(0);
  });

  it('a pelvis lowered so the feet sit 7 mm under the floor is 7 mm of penetration, on those frames', () => {
    // Measured at the sole (the toe link below the ankle): the ankle link's own origin stays 3.4 cm up.
    const { model, trajectory, targets } = standingClip(FRAMES, FPS, (f) => ({ root: [0, 0, f >= 20 && f < 25 ? -0.007 : 0] }));
    const report = computeRetargetReport(model, trajectory, targets);
    expect(report.ground_penetration_mm.max).toBeCloseTo(7, 6);
    expect(report.ground_penetration_mm.frame).toBe(20);
    expect(report.ground_penetration_mm.link).toBe('left_ankle_roll_link');
    expect(report.ground_penetration_mm.frames).toBe(5);
    expect(report.per_frame.penetration_mm.slice(19, 26)).toEqual([0, 7, 7, 7, 7, 7, 0]);
  });

  it('a knee 0.1 rad past its limit for 5 frames is named, with 0.1 rad and 5 frames', () => {
    // Straight (0, inside the G1's [-0.0873, 2.8798]) all along, -0.1873 on frames 30-34: slow enough not to be a speed or acceleration fault.
    const { model, trajectory, targets } = standingClip(FRAMES, FPS, (f) => ({ dofs: { left_knee_joint: f >= 30 && f < 35 ? -0.1873 : 0 } }));
    const report = computeRetargetReport(model, trajectory, targets);
    expect(report.limit_violations).toHaveLength(1);
    const [knee] = report.limit_violations;
    expect(knee).toMatchObject({ joint: 'left_knee_joint', frames: 5, unit: 'rad', side: 'lower', worst_frame: 30 });
    expect(knee!.max_excess).toBeCloseTo(0.1, 9);
    expect(report.velocity_violations).toEqual([]);
    expect(report.acceleration_spikes.joints).toEqual([]);
  });

  it('a joint stepping at 30 rad/s at 30 fps is over the default 20 rad/s, and not over a robot limit of 40', () => {
    const step = (f: number) => ({ dofs: { left_shoulder_pitch_joint: f <= 40 ? -0.5 : 0.5 } });
    const { model, trajectory, targets } = standingClip(FRAMES, FPS, step);
    const report = computeRetargetReport(model, trajectory, targets);
    expect(report.velocity_violations).toHaveLength(1);
    const [arm] = report.velocity_violations;
    expect(arm).toMatchObject({ joint: 'left_shoulder_pitch_joint', limit: 20, limit_from: 'default', unit: 'rad/s', frames: 1, worst_frame: 41 });
    expect(arm!.max_speed).toBeCloseTo(30, 9);
    expect(report.per_frame.velocity_ratio[41]).toBe(1.5);
    // The same step is an acceleration spike on both sides of it: (±1 rad) × 30² = 900 rad/s².
    expect(report.acceleration_spikes.joints).toEqual([{ joint: 'left_shoulder_pitch_joint', unit: 'rad/s²', frames: 2, max: expect.closeTo(900, 6) as number, worst_frame: 40 }]);

    const withRobotLimit = computeRetargetReport(model, trajectory, targets, { velocityLimits: new Map([['left_shoulder_pitch_joint', 40]]) });
    expect(withRobotLimit.velocity_violations).toEqual([]);
  });

  it('both feet 8 cm up while the source stands is floating; while the source is in the air it is not', () => {
    const lifted = (f: number) => ({ root: [0, 0, f >= 10 && f < 20 ? 0.08 : 0] as [number, number, number] });
    const { model, trajectory, targets } = standingClip(FRAMES, FPS, lifted, (f) => f < 15 || f >= 20);
    const report = computeRetargetReport(model, trajectory, targets);
    expect(report.floating_frames).toEqual({ count: 5, height_cm: 5, ranges: [[10, 14]] });
  });

  it('the worst frame is the one with the injected fault, and says why', () => {
    // A slow slide all along (0.1 cm a frame) and one frame with the feet 7 mm under the floor.
    const { model, trajectory, targets } = standingClip(FRAMES, FPS, (f) => ({ root: [0.001 * f, 0, f === 37 ? -0.007 : 0] }));
    const report = computeRetargetReport(model, trajectory, targets, { worstFrameCount: 3 });
    expect(report.worst_frames).toHaveLength(3);
    const [worst] = report.worst_frames;
    expect(worst!.frame).toBe(37);
    expect(worst!.time).toBeCloseTo(37 / FPS, 12);
    expect(worst!.why[0]).toBe('left_ankle_roll_link 7.0 mm below the floor');
    expect(worst!.why).toContain('left_ankle_roll_link slid 0.10 cm while in contact');
    expect(report.per_frame.score.indexOf(Math.max(...report.per_frame.score))).toBe(37);
  });

  it('refuses a trajectory and targets of different clips, and a foot the robot does not have', () => {
    const { model, trajectory, targets } = standingClip(10, FPS);
    const shorter = standingClip(9, FPS).targets;
    expect(() => computeRetargetReport(model, trajectory, shorter)).toThrow('the trajectory has 10 frames and the targets 9; they must be of the same clip');
    expect(() => computeRetargetReport(model, trajectory, { ...targets, footLinks: ['left_foot', 'right_ankle_roll_link'] })).toThrow('foot link "left_foot" is not a link of this robot');
    expect(() => computeRetargetReport(model, { ...trajectory, columns: trajectory.columns.slice(0, 20), values: new Float64Array(200) }, targets)).toThrow(
      'the trajectory has 20 columns; this robot needs 36 (root x y z, quaternion w x y z, 29 joints)',
    );
  });
});
