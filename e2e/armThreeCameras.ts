import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ForwardKinematics } from '../src/bodyplan/kinematics/kinematics.ts';
import { loadBodyPlan } from '../src/bodyplan/format/load.ts';
import { lookAtCamera } from '../src/bodyplan/observations/lookAtCamera.ts';
import { mapPoint, type PinholeCamera } from '../src/bodyplan/observations/mapper.ts';

/**
 * A 2D recording of the seven-DOF rail arm seen by three cameras, made here: FK keypoints of known
 * poses (the neutral pose plus small offsets) projected through three look-at cameras.
 */
export const armPath = join(import.meta.dirname, '..', 'public', 'bodyplans', 'seven-dof-rail-arm.json');
export const armText = readFileSync(armPath, 'utf8');
export const armModel = loadBodyPlan(armText).model!;
const model = armModel;
export const armJointCount = model.jointCount;

/** Known poses: the neutral pose plus small offsets, so each frame is a short warm-started step. */
const poses = [0, 1, 2, 3].map((f) => Array.from(model.dofNeutral, (neutral, d) => neutral + 0.05 * (f + 1) * Math.sin(d + f)));
const fk = new ForwardKinematics(model);
export const armKeypoints = poses.map((pose) => {
  fk.compute(Float64Array.from(pose));
  return Float64Array.from(fk.keypoints.subarray(0, 3 * armJointCount));
});
// Three cameras around the arm (about 0.9 tall, standing on z = 0), looking at its middle, z up.
const intrinsics = { fx: 800, fy: 800, cx: 320, cy: 240 };
export const armCameras: PinholeCamera[] = [
  lookAtCamera([2.5, 0, 0.5], [0, 0, 0.5], [0, 0, 1], intrinsics),
  lookAtCamera([0, 2.5, 1], [0, 0, 0.5], [0, 0, 1], intrinsics),
  lookAtCamera([-1.8, -1.8, 1.5], [0, 0, 0.5], [0, 0, 1], intrinsics),
];
export const cameraJson = (c: PinholeCamera) => ({
  type: 'camera',
  fx: c.fx,
  fy: c.fy,
  cx: c.cx,
  cy: c.cy,
  world2cam_pos: Array.from(c.world2camPos),
  world2cam_rot_mat: Array.from(c.world2camRot),
});

/** Where joint `j` of frame `f` is in camera `c`'s image. */
export const armPixel = (c: number, f: number, j: number): [number, number] => {
  const out = new Float64Array(2);
  if (!mapPoint(armCameras[c]!, armKeypoints[f]!, 3 * j, out)) throw new Error('test camera sees a point behind it');
  return [out[0]!, out[1]!];
};

/** The observations file: the cameras, then per frame per camera each joint's pixel. */
export const armObservations = {
  cameras: armCameras.map(cameraJson),
  frames: armKeypoints.map((_, f) => armCameras.map((_, c) => Array.from({ length: armJointCount }, (_, j) => armPixel(c, f, j)))),
};
