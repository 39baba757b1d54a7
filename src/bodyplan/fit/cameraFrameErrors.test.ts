import { describe, expect, it } from 'vitest';
import { loadBodyPlan } from '../format/load.ts';
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { lookAtCamera } from '../observations/lookAtCamera.ts';
import { mapPoint } from '../observations/mapper.ts';
import { solvedStride } from '../ik/ikRecording.ts';
import { solvedFrames } from '../ik/solvedFrames.ts';
import { cameraFrameErrors } from './cameraFrameErrors.ts';
import { applyExclusions } from '../observations/exclusions.ts';

const plan = {
  fixed_base: true,
  joints: [
    { name: 'base', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
    { name: 'arm', parent: 'base', offset_pos: [0, 0, 0.5], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0 }] },
    { name: 'hand', parent: 'arm', offset_pos: [0.5, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
  ],
};

describe('per-camera error per frame', () => {
  it('names the camera and the frame whose observations were shifted, and is NaN where a camera sees nothing', () => {
    const model = loadBodyPlan(JSON.stringify(plan)).model!;
    const n = model.jointCount;
    const intrinsics = { fx: 500, fy: 500, cx: 320, cy: 240 };
    const cameras = [lookAtCamera([3, 0, 1], [0, 0, 0.5], [0, 0, 1], intrinsics), lookAtCamera([0, 3, 1], [0, 0, 0.5], [0, 0, 1], intrinsics), lookAtCamera([-2, -2, 2], [0, 0, 0.5], [0, 0, 1], intrinsics)];
    const fk = new ForwardKinematics(model);
    const angles = [0, 0.2, 0.4];
    const out = new Float64Array(2);
    const frames = angles.map((angle, f) => {
      fk.compute(Float64Array.of(angle));
      const points = new Float64Array(2 * cameras.length * n);
      cameras.forEach((camera, c) => {
        for (let j = 0; j < n; j++) {
          mapPoint(camera, fk.keypoints, 3 * j, out);
          points[2 * (c * n + j)] = out[0]! + (f === 1 && c === 2 ? 20 : 0);
          points[2 * (c * n + j) + 1] = out[1]!;
        }
      });
      if (f === 2) points.fill(NaN, 0, 2 * n);
      return { points };
    });
    // The solve found the true angles.
    const stride = solvedStride(model);
    const data = new Float64Array(stride * angles.length);
    angles.forEach((angle, f) => {
      data[f * stride] = angle;
      data[f * stride + model.dofCount + 3] = 1;
    });
    const errors = cameraFrameErrors(model, { kind: '2d', mappers: cameras, frames }, solvedFrames(model, data));
    expect(errors).toHaveLength(3 * 3);
    expect(errors[1 * 3 + 2]).toBeCloseTo(20, 4);
    for (const [f, c] of [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [2, 1], [2, 2]] as const) expect(errors[f * 3 + c]).toBeLessThan(1e-6);
    expect(errors[2 * 3 + 0]).toBeNaN();

    // The shifted camera excluded in frame 1 (camC:1): it is out of the fit, so not measured there; the rest is unchanged.
    const names = { cameras: ['camA', 'camB', 'camC'], joints: model.jointNames };
    const { frames: excluded } = applyExclusions(frames, [{ camera: 'camC', keypoint: null, from: 1, to: 1 }], names);
    const after = cameraFrameErrors(model, { kind: '2d', mappers: cameras, frames: excluded }, solvedFrames(model, data));
    expect(after[1 * 3 + 2]).toBeNaN();
    expect(Array.from(after).map((e, i) => (i === 1 * 3 + 2 ? 'excluded' : e))).toEqual(Array.from(errors).map((e, i) => (i === 1 * 3 + 2 ? 'excluded' : e)));
  });
});
