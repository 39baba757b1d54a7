import { describe, expect, it } from 'vitest';
import { computeRetargetReport } from './computeRetargetReport.ts';
import { formatRetargetReport } from './formatRetargetReport.ts';
import { standingClip } from './testing/standingClip.ts';

describe('formatRetargetReport', () => {
  it('says "none" for every fault of a still pose', () => {
    const { model, trajectory, targets } = standingClip(60, 30);
    expect(formatRetargetReport(computeRetargetReport(model, trajectory, targets))).toBe(
      [
        'Report card: 60 frames at 30 fps',
        '  feet measured at: left_ankle_roll_link (lowest of left_ankle_roll_link, left_toe_link); right_ankle_roll_link (lowest of right_ankle_roll_link, right_toe_link)',
        '  foot skating: 0.00 cm in total',
        '  ground penetration: none',
        '  floating: none',
        '  joint limits: none',
        '  joint speeds: none',
        '  acceleration spikes: none',
        '  tracking error: 0 cm on all 5 mapped links',
        '  worst frames: none',
        '  source gaps: none',
        '  mislabelled targets: none',
        '',
      ].join('\n'),
    );
  });

  it('names each fault, where and how bad, and the worst frames by their main reason', () => {
    // Feet sink 7 mm on frame 37, the left knee 0.1 rad past its limit on frames 30-34 (the left
    // foot is up in the source, so its swing is not skating), an arm jumps 1 rad into frame 41.
    const { model, trajectory, targets } = standingClip(
      60,
      30,
      (f) => ({ root: [0, 0, f === 37 ? -0.007 : 0], dofs: { left_knee_joint: f >= 30 && f < 35 ? -0.1873 : 0, left_shoulder_pitch_joint: f <= 40 ? -0.5 : 0.5 } }),
      (_, foot) => foot === 1,
    );
    const lines = formatRetargetReport(computeRetargetReport(model, trajectory, targets, { velocityLimits: new Map([['left_shoulder_pitch_joint', 25]]) })).split('\n');
    expect(lines[3]).toMatch(/^ {2}ground penetration: at most 7\.0 mm \((left|right)_ankle_roll_link, frame 37\), 1 frame below the floor$/);
    expect(lines[5]).toBe('  joint limits: left_knee_joint 0.100 rad past its lower limit (5 frames)');
    expect(lines[6]).toBe('  joint speeds: left_shoulder_pitch_joint 30.0 rad/s (limit 25; 1 frame)');
    expect(lines[7]).toBe('  acceleration spikes: left_shoulder_pitch_joint 900 rad/s² (2 frames)');
    expect(lines[9]).toBe(
      '  worst frames: 41 (left_shoulder_pitch_joint acceleration 3.00× the spike threshold); 40 (left_shoulder_pitch_joint acceleration 3.00× the spike threshold); 30 (left_knee_joint 0.100 rad past its limit); and 7 more',
    );
  });
});
