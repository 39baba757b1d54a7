import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBodyPlan } from '../format/load.ts';
import { lookAtCamera } from '../observations/lookAtCamera.ts';
import { mapPoint } from '../observations/mapper.ts';
import { solvedStride } from '../ik/ikRecording.ts';
import { solvedFrames } from '../ik/solvedFrames.ts';
import { fitErrorsOf } from './fitErrors.ts';
import { recordingFitErrors } from './recordingFitErrors.ts';

// The planar arm, straight along x: shoulder (0,0,0), elbow (0.3,0,0), hand (0.55,0,0).
const arm = loadBodyPlan(readFileSync(join(import.meta.dirname, '..', '..', '..', 'public', 'bodyplans', 'planar-two-link-arm.json'), 'utf8')).model!;
const straight = () => {
  const data = new Float64Array(solvedStride(arm));
  data[arm.dofCount + 3] = 1;
  return solvedFrames(arm, data);
};
const intrinsics = { fx: 1000, fy: 1000, cx: 320, cy: 240 };
const front = lookAtCamera([0.3, -2, 0], [0.3, 0, 0], [0, 0, 1], intrinsics);
const side = lookAtCamera([3, 0, 0.2], [0.3, 0, 0], [0, 0, 1], intrinsics);
// Looks away from the arm: every keypoint is behind it.
const behind = lookAtCamera([0.3, 2, 0], [0.3, 4, 0], [0, 0, 1], intrinsics);

function observed(cameras: ReturnType<typeof lookAtCamera>[], keypoints: number[][]): Float64Array {
  const points = new Float64Array(2 * cameras.length * arm.jointCount).fill(NaN);
  const out = new Float64Array(2);
  cameras.forEach((camera, c) =>
    keypoints.forEach((p, j) => {
      if (mapPoint(camera, p, 0, out)) points.set(out, 2 * (c * arm.jointCount + j));
    }),
  );
  return points;
}

describe('fit errors of a solved recording, as the segment workers measure them', () => {
  it('2D: the pixel distance from the projected keypoint, averaged over the cameras in front of which it is observed', () => {
    const points = observed([front, side, behind], [[0, 0, 0], [0.3, 0, 0], [0.55, 0, 0]]);
    // The hand seen 3 px to the right and 4 px down by the front camera only; the elbow not by the side camera.
    points[2 * 2] = points[2 * 2]! + 3;
    points[2 * 2 + 1] = points[2 * 2 + 1]! + 4;
    points[2 * (arm.jointCount + 1)] = NaN;
    points[2 * (arm.jointCount + 1) + 1] = NaN;
    // The camera facing away has observations, but the arm is behind it: they do not count.
    for (let j = 0; j < arm.jointCount; j++) points.set([100, 100], 2 * (2 * arm.jointCount + j));
    const errors = recordingFitErrors(arm, { kind: '2d', mappers: [front, side, behind], frames: [{ points }] }, straight());
    expect(errors[0]).toBeCloseTo(0, 9);
    expect(errors[1]).toBeCloseTo(0, 9);
    expect(errors[2]).toBeCloseTo(5 / 2, 9);
  });

  it('3D: the distance to the target; NaN where nothing observes the joint; the heat-map rows are the observed joints', () => {
    const targets = [Float64Array.of(NaN, NaN, NaN, 0.3, 0.1, 0, 0.55, 0, 0)];
    const errors = recordingFitErrors(arm, { kind: '3d', targets, weights: null }, straight());
    expect(Array.from(errors).map((e) => (Number.isNaN(e) ? 'NaN' : Number(e.toFixed(6))))).toEqual(['NaN', 0.1, 0]);
    expect(fitErrorsOf(arm.jointCount, errors)).toMatchObject({ frameCount: 1, jointCount: 3, keypoints: [1, 2] });
  });
});
