import { describe, expect, it } from 'vitest';
import { compileBodyPlan } from '../kinematics/model.ts';
import type { BodyPlan } from '../format/schema.ts';
import { isObservations2D, readObservations2D } from './observationsFile.ts';

const PLAN: BodyPlan = {
  fixed_base: true,
  joints: [
    { name: 'shoulder', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0 }] },
    { name: 'Hand', parent: 'shoulder', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
  ],
};
const model = compileBodyPlan(PLAN);
const CAMERA = { type: 'camera', fx: 800, fy: 800, cx: 320, cy: 240, world2cam_pos: [0, 0, 5], world2cam_rot_mat: [1, 0, 0, 0, 1, 0, 0, 0, 1] };

function error(record: Record<string, unknown>): string {
  const result = readObservations2D(record, model);
  if (result.ok) throw new Error('expected an error');
  return result.message;
}

describe('readObservations2D: the three shapes', () => {
  it('one camera: points per joint, null missing, camera parameters kept', () => {
    const result = readObservations2D({ mapper: CAMERA, frames: [[[1, 2], null]], fps: 30 }, model);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [camera] = result.value.mappers;
    expect(camera).toMatchObject({ type: 'camera', fx: 800, fy: 800, cx: 320, cy: 240 });
    expect(camera?.type === 'camera' && Array.from(camera.world2camPos)).toEqual([0, 0, 5]);
    const points = result.value.frames[0]!.points;
    expect(Array.from(points.subarray(0, 2))).toEqual([1, 2]);
    expect(Number.isNaN(points[2]) && Number.isNaN(points[3])).toBe(true);
    expect(result.value.frames[0]!.weights).toBeUndefined();
  });

  it('an X-Y view, with weights per joint', () => {
    const result = readObservations2D({ mapper: { type: 'xy' }, frames: [[[1, 2], [3, 4]]], weights: [[0.5, 0]] }, model);
    expect(result.ok && result.value.mappers).toEqual([{ type: 'xy' }]);
    expect(result.ok && Array.from(result.value.frames[0]!.weights!)).toEqual([0.5, 0]);
  });

  it('several cameras: frames[f][camera][joint], weights[f][camera][joint], laid out camera-major', () => {
    const result = readObservations2D(
      { cameras: [CAMERA, { ...CAMERA, type: undefined, cx: 0 }], frames: [[[[1, 2], [3, 4]], [null, [7, 8]]]], weights: [[[1, 2], [3, 4]]] },
      model,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.mappers).toHaveLength(2);
    expect(result.value.mappers[1]).toMatchObject({ type: 'camera', cx: 0 });
    expect(Array.from(result.value.frames[0]!.points).map((v) => (Number.isNaN(v) ? null : v))).toEqual([1, 2, 3, 4, null, null, 7, 8]);
    expect(Array.from(result.value.frames[0]!.weights!)).toEqual([1, 2, 3, 4]);
  });

  it('is told apart from 3D targets by its "mapper" or "cameras" key', () => {
    expect(isObservations2D({ mapper: {}, frames: [] })).toBe(true);
    expect(isObservations2D({ cameras: [], frames: [] })).toBe(true);
    expect(isObservations2D({ frames: [] })).toBe(false);
  });
});

describe('readObservations2D: every malformed file gets a located one-line error', () => {
  it.each([
    [{ mapper: CAMERA, cameras: [CAMERA], frames: [] }, 'give either "mapper" (one view) or "cameras" (several), not both'],
    [{ mapper: { type: 'fisheye' }, frames: [] }, 'mapper.type must be "camera" or "xy", got "fisheye"'],
    [{ mapper: { ...CAMERA, fx: '800' }, frames: [] }, 'mapper.fx must be a finite number, got "800"'],
    [{ mapper: { ...CAMERA, fy: 0 }, frames: [] }, 'mapper.fy must not be 0'],
    [{ mapper: { ...CAMERA, k1: 0.1 }, frames: [] }, 'mapper: unknown camera key "k1"'],
    [{ mapper: { type: 'xy', fx: 1 }, frames: [] }, 'mapper: an "xy" view takes no parameters, got "fx"'],
    [{ mapper: { ...CAMERA, world2cam_pos: [0, 0] }, frames: [] }, 'mapper.world2cam_pos must be the world origin in camera coordinates (3 finite numbers), got [0,0]'],
    [{ mapper: { ...CAMERA, world2cam_rot_mat: [1, 0, 0, 0, 1, 0, 0, 0, 2] }, frames: [] }, 'mapper.world2cam_rot_mat is not a rotation: R·Rᵀ differs from the identity by up to 3.00'],
    [{ mapper: { ...CAMERA, world2cam_rot_mat: [1, 0, 0, 0, 1, 0, 0, 0, -1] }, frames: [] }, 'mapper.world2cam_rot_mat is not a rotation: its determinant is negative (a reflection)'],
    [{ cameras: [], frames: [] }, '"cameras" must be a non-empty array of cameras'],
    [{ cameras: [CAMERA, 3], frames: [] }, 'cameras[1] must be an object'],
    [{ mapper: CAMERA }, '"frames" must be an array of frames'],
    [{ mapper: CAMERA, frames: [[[1, 2]]] }, 'frames[0] has 1 entry, but the body plan has 2 joints'],
    [{ mapper: CAMERA, frames: [[[1, 2], null], [[1, 2], [1, 2, 3]]] }, 'frames[1][1] (joint "Hand") must be [u, v] of 2 finite numbers or null, got [1,2,3]'],
    [{ mapper: { type: 'xy' }, frames: [[[1, 'a'], null]] }, 'frames[0][0] (joint "shoulder") must be [x, y] of 2 finite numbers or null, got [1,"a"]'],
    [{ mapper: CAMERA, frames: [[[1, 2e151], null]] }, 'frames[0][0] (joint "shoulder") [1,2e+151] is too large'],
    [{ cameras: [CAMERA, CAMERA], frames: [[[null, null]]] }, 'frames[0] has 1 entry, but there are 2 cameras'],
    [{ cameras: [CAMERA, CAMERA], frames: [[[null, null], [null]]] }, 'frames[0][1] (camera 1) has 1 entry, but the body plan has 2 joints'],
    [{ cameras: [CAMERA, CAMERA], frames: [[[null, null], [null, [1]]]] }, 'frames[0][1][1] (camera 1, joint "Hand") must be [u, v] of 2 finite numbers or null, got [1]'],
    [{ mapper: CAMERA, frames: [[null, null]], weights: [] }, '"weights" must be an array with one entry per frame (1), like "frames"'],
    [{ mapper: CAMERA, frames: [[null, null]], weights: [[1, -1]] }, 'weights[0][1] (joint "Hand") must be a finite number >= 0, got -1'],
    [{ cameras: [CAMERA, CAMERA], frames: [[[null, null], [null, null]]], weights: [[[1, 1], [1, null]]] }, 'weights[0][1][1] (camera 1, joint "Hand") must be a finite number >= 0, got null'],
  ] as [Record<string, unknown>, string][])('%j', (record, message) => {
    const text = error(record);
    expect(text).toContain(message);
    expect(text).not.toContain('\n');
  });
});
