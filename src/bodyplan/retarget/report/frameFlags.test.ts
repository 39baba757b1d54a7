import { describe, expect, it } from 'vitest';
import { computeRetargetReport } from './computeRetargetReport.ts';
import { retargetFrameFlags } from './frameFlags.ts';
import { standingClip } from './testing/standingClip.ts';
import { trajectoryPoses } from './trajectoryPoses.ts';

const FPS = 30;
const FRAMES = 60;

function flagsOf(...args: Parameters<typeof standingClip>) {
  const { model, trajectory, targets } = standingClip(...args);
  const report = computeRetargetReport(model, trajectory, targets);
  const poses = trajectoryPoses(model, trajectory);
  return (f: number) => retargetFrameFlags(model, poses, targets, report, f);
}

describe('retargetFrameFlags: what the 3D view colours on a frame', () => {
  it('a still pose on the floor: both feet in contact, no joint flagged', () => {
    const at = flagsOf(FRAMES, FPS);
    expect(at(10)).toEqual({
      feet: [
        { joint: expect.any(Number) as number, link: 'left_ankle_roll_link', state: 'contact' },
        { joint: expect.any(Number) as number, link: 'right_ankle_roll_link', state: 'contact' },
      ],
      joints: [],
    });
    expect(at(-1)).toEqual({ feet: [], joints: [] });
    expect(at(FRAMES)).toEqual({ feet: [], joints: [] });
  });

  it('a foot sliding while in contact is skating; the other, in the air, is not listed', () => {
    const at = flagsOf(
      FRAMES,
      FPS,
      (f) => ({ root: [0.003 * Math.min(Math.max(f - 10, 0), 10), 0, 0] }),
      (f, foot) => foot === 0 || f < 5 || f > 25,
    );
    expect(at(15).feet.map((foot) => [foot.link, foot.state])).toEqual([['left_ankle_roll_link', 'skating']]);
    expect(at(25).feet.map((foot) => [foot.link, foot.state])).toEqual([['left_ankle_roll_link', 'contact']]);
  });

  it('feet under the floor are below it on those frames only', () => {
    const at = flagsOf(FRAMES, FPS, (f) => ({ root: [0, 0, f >= 20 && f < 25 ? -0.007 : 0] }));
    expect(at(22).feet.map((foot) => foot.state)).toEqual(['below', 'below']);
    expect(at(25).feet.map((foot) => foot.state)).toEqual(['contact', 'contact']);
  });

  it('a knee past its limit, an arm over its speed and its acceleration spike are flagged on their frames, by DOF', () => {
    const at = flagsOf(FRAMES, FPS, (f) => ({ dofs: { left_knee_joint: f >= 30 && f < 35 ? -0.1873 : 0, left_shoulder_pitch_joint: f <= 40 ? -0.5 : 0.5 } }));
    expect(at(32).joints.map((j) => [j.dof, j.problem])).toEqual([['left_knee_joint', 'limit']]);
    expect(at(41).joints.map((j) => [j.dof, j.problem])).toEqual([['left_shoulder_pitch_joint', 'speed']]);
    // The step is an acceleration spike on both sides of it: over speed into frame 41, a spike on frame 40 (900 rad/s² > 300).
    expect(at(40).joints.map((j) => [j.dof, j.problem])).toEqual([['left_shoulder_pitch_joint', 'spike']]);
    expect(at(42).joints).toEqual([]);
  });
});
