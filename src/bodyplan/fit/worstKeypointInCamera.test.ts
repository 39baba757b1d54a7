import { describe, expect, it } from 'vitest';
import { loadBodyPlan } from '../format/load.ts';
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { lookAtCamera } from '../observations/lookAtCamera.ts';
import { mapPoint } from '../observations/mapper.ts';
import { solvedStride } from '../ik/ikRecording.ts';
import { solvedFrames } from '../ik/solvedFrames.ts';
import { keypointsSeenByCamera } from '../observations/keypointsSeenByCamera.ts';
import { worstKeypointInCamera } from './worstKeypointInCamera.ts';

// A five-segment arm: enough keypoints per camera for "the usual error" to mean something.
const links = ['shoulder', 'elbow', 'wrist', 'knuckle', 'tip'];
const plan = {
  fixed_base: true,
  joints: [
    { name: 'base', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
    ...links.map((name, i) => ({ name, parent: i === 0 ? 'base' : links[i - 1], offset_pos: [0.3, 0, 0.1], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0 }] })),
  ],
};
const model = loadBodyPlan(JSON.stringify(plan)).model!;
const n = model.jointCount;
const intrinsics = { fx: 800, fy: 800, cx: 320, cy: 240 };
const cameras = [lookAtCamera([4, 0, 1], [0.8, 0, 0.3], [0, 0, 1], intrinsics), lookAtCamera([0.8, 4, 1], [0.8, 0, 0.3], [0, 0, 1], intrinsics)];
const angles = Float64Array.of(0.1, -0.2, 0.3, 0.1, -0.1);

/** One frame seen by both cameras at the true pose, with a small deterministic noise (±0.4 px); the base is unlabelled. */
function observed(): Float64Array {
  const fk = new ForwardKinematics(model);
  fk.compute(angles);
  const out = new Float64Array(2);
  const points = new Float64Array(2 * cameras.length * n).fill(NaN);
  cameras.forEach((camera, c) => {
    for (let j = 1; j < n; j++) {
      mapPoint(camera, fk.keypoints, 3 * j, out);
      points[2 * (c * n + j)] = out[0]! + 0.4 * Math.sin(7 * j + c);
      points[2 * (c * n + j) + 1] = out[1]! + 0.4 * Math.cos(5 * j + c);
    }
  });
  return points;
}

const stride = solvedStride(model);
const data = new Float64Array(stride);
data.set(angles);
data[model.dofCount + 3] = 1;
const solved = solvedFrames(model, data);
const wrist = model.jointNames.indexOf('wrist');

describe("the keypoint to offer when excluding from a camera's flagged frame", () => {
  it('names the keypoint a tracker put 40 px off in that camera, with its error and the usual one; not in the other camera', () => {
    const points = observed();
    points[2 * (1 * n + wrist)]! += 40;
    const recording = { kind: '2d' as const, mappers: cameras, frames: [{ points }] };
    const worst = worstKeypointInCamera(model, recording, solved, 0, 1, 1);
    expect(worst?.joint).toBe(wrist);
    expect(model.jointNames[worst!.joint]).toBe('wrist');
    expect(worst!.error).toBeGreaterThan(39);
    expect(worst!.error).toBeLessThan(41);
    expect(worst!.usual).toBeLessThan(0.6);
    expect(worstKeypointInCamera(model, recording, solved, 0, 0, 1)).toBeNull();
  });

  it('names none when the whole view is off (every keypoint 30 px), when nothing is above a pixel, or when the bad point is already excluded', () => {
    const shifted = observed();
    for (let j = 1; j < n; j++) shifted[2 * (1 * n + j)]! += 30;
    expect(worstKeypointInCamera(model, { kind: '2d', mappers: cameras, frames: [{ points: shifted }] }, solved, 0, 1, 1)).toBeNull();

    expect(worstKeypointInCamera(model, { kind: '2d', mappers: cameras, frames: [{ points: observed() }] }, solved, 0, 1, 1)).toBeNull();

    const points = observed();
    points[2 * (1 * n + wrist)]! += 40;
    const weights = new Float64Array(cameras.length * n).fill(1);
    weights[1 * n + wrist] = 0;
    expect(worstKeypointInCamera(model, { kind: '2d', mappers: cameras, frames: [{ points, weights }] }, solved, 0, 1, 1)).toBeNull();
  });

  it('offers, per camera, the keypoints it labels in some frame: not the unlabelled base, not a part one camera never saw', () => {
    const first = observed();
    const second = observed();
    // Camera 2 never sees the tip; camera 1 sees it in the second frame only.
    const tip = model.jointNames.indexOf('tip');
    first[2 * tip] = NaN;
    first[2 * (n + tip)] = NaN;
    second[2 * (n + tip)] = NaN;
    const frames = [{ points: first }, { points: second }];
    expect(keypointsSeenByCamera(frames, 0, n).map((j) => model.jointNames[j])).toEqual(links);
    expect(keypointsSeenByCamera(frames, 1, n).map((j) => model.jointNames[j])).toEqual(links.slice(0, -1));
  });
});
