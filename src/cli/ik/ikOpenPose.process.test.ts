import { describe, expect, it } from 'vitest';
import { runCli } from '../testing/runCli.ts';
import { temporaryFiles } from '../testing/ikTestFiles.ts';

/**
 * Issue 39: an OpenPose folder of a model of none of the known keypoint sets (here 3 keypoints per
 * person) is refused with the way out, and read with --keypoint-names; the folder's frames are solved
 * through --xy, each keypoint feeding the joint of its name.
 */
const file = temporaryFiles('bodyplan-ik-openpose-');
const PLAN = file('arm.json', {
  fixed_base: true,
  joints: [
    { name: 'shoulder', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
    { name: 'elbow', parent: 'shoulder', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0 }] },
    { name: 'wrist', parent: 'elbow', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
  ],
});
/** The arm bent by `angle` at the elbow, seen from above (x, y), as OpenPose writes one person's keypoints. */
const frame = (angle: number) => ({ version: 1.3, people: [{ person_id: [-1], pose_keypoints_2d: [0, 0, 0.9, 1, 0, 0.9, 1 + Math.cos(angle), Math.sin(angle), 0.9] }] });
const ANGLES = [0.1, 0.3, 0.5];
// The frames alone in their folder, as OpenPose writes them.
const frameFile = temporaryFiles('bodyplan-ik-openpose-frames-');
const folder = ANGLES.map((angle, f) => frameFile(`arm_${String(f).padStart(12, '0')}_keypoints.json`, frame(angle)))[0]!.replace(/\/[^/]+$/, '');
const names = file('names.json', ['shoulder', 'elbow', 'wrist']);

describe('bodyplan ik --targets <OpenPose folder> --keypoint-names', () => {
  it('refuses a model of no known set with the way out, then reads it with the names file and recovers the elbow angle', async () => {
    const refused = await runCli(['ik', PLAN, '--targets', folder, '--xy']);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr.trim()).toMatch(/: 3 keypoints per person fit none of the known keypoint sets \(BODY_25, BODY_25B, COCO, HALPE_26\): give the names in a mapping file \(--keypoint-names names\.json; in the Studio: OpenPose keypoint names\)$/);

    const solved = await runCli(['ik', PLAN, '--targets', folder, '--xy', '--keypoint-names', names, '--iterations', '40', '--neutral-weight', '0']);
    expect(solved.code, solved.stderr).toBe(0);
    const frames = (JSON.parse(solved.stdout) as { frames: { dofs: number[] }[] }).frames;
    expect(frames.map((f) => f.dofs[0]!)).toHaveLength(3);
    frames.forEach((f, i) => expect(Math.abs(f.dofs[0]! - ANGLES[i]!)).toBeLessThan(1e-4));

    const bad = await runCli(['ik', PLAN, '--targets', folder, '--xy', '--keypoint-names', file('bad-names.json', { names: 'shoulder' })]);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toMatch(/^bodyplan ik: --keypoint-names ".*bad-names\.json": expected a JSON array of keypoint names in the model's order/);
  }, 60_000);
});
