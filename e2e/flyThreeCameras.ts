import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cameraJson } from './cameraJson.ts';
import { ForwardKinematics } from '../src/bodyplan/kinematics/kinematics.ts';
import { loadBodyPlan } from '../src/bodyplan/format/load.ts';
import { lookAtCamera } from '../src/bodyplan/observations/lookAtCamera.ts';
import { mapPoint, type PinholeCamera } from '../src/bodyplan/observations/mapper.ts';

/**
 * A 2D recording of the NeuroMechFly plan seen by three cameras, made here: FK keypoints of known,
 * smoothly moving leg angles projected through three look-at cameras, with two planted faults a
 * fit check must find: every point of one camera shifted by 40 px in one frame (an outlier frame)
 * and two keypoints' observations swapped in one camera in another frame (a label swap).
 */
export const flyPath = join(import.meta.dirname, '..', 'test-data', 'neuromechfly', 'neuromechfly_ypr_legs.json');
export const flyText = readFileSync(flyPath, 'utf8');
const model = loadBodyPlan(flyText).model!;
export const flyJointCount = model.jointCount;

export const FLY_FRAMES = 200;
export const FLY_FPS = 100;
export const OUTLIER_FRAME = 61;
export const OUTLIER_CAMERA = 1;
export const OUTLIER_SHIFT_PX = 40;
export const SWAP_FRAME = 138;
export const SWAP_CAMERA = 2;
/** Two keypoints far apart in the image: the left and right front tibia-tarsus joints. */
export const SWAPPED = ['lf_tibia_tarsus', 'rf_tibia_tarsus'].map((name) => model.jointNames.indexOf(name)) as [number, number];

const intrinsics = { fx: 900, fy: 900, cx: 320, cy: 240 };
// The fly spans about 3 × 3 × 1.4 plan units around (-0.6, 0, -0.7), z up.
const centre = [-0.6, 0, -0.6];
export const flyCameras: PinholeCamera[] = [
  lookAtCamera([-0.6, -9, 1.5], centre, [0, 0, 1], intrinsics),
  lookAtCamera([8, 2, 2], centre, [0, 0, 1], intrinsics),
  lookAtCamera([-7, 5, 3], centre, [0, 0, 1], intrinsics),
];

/** Pixel noise of up to ±0.6 px (deterministic), as a detector's: a fit's usual error is then about half a pixel. */
const noise = (f: number, c: number, j: number, axis: number) => 0.6 * Math.sin(12.9898 * f + 78.233 * c + 37.719 * j + 4.581 * axis) * Math.cos(3.17 * f * (axis + 1) + j);

/** Known angles: each DOF swings slowly (periods of 60 to 110 frames) by up to 0.25 rad about neutral. */
export function flyAngles(frame: number): Float64Array {
  return Float64Array.from(model.dofNeutral, (neutral, d) => neutral + 0.25 * Math.sin((2 * Math.PI * frame) / (60 + ((7 * d) % 50)) + d));
}

export function flyObservationsJson(): string {
  const fk = new ForwardKinematics(model);
  const n = model.jointCount;
  const out = new Float64Array(2);
  const frames = Array.from({ length: FLY_FRAMES }, (_, f) => {
    fk.compute(flyAngles(f));
    const views = flyCameras.map((camera, c) =>
      Array.from({ length: n }, (_, j) => {
        if (!mapPoint(camera, fk.keypoints, 3 * j, out)) throw new Error('a test camera sees a keypoint behind it');
        return [out[0]! + noise(f, c, j, 0), out[1]! + noise(f, c, j, 1)];
      }),
    );
    if (f === OUTLIER_FRAME) for (const point of views[OUTLIER_CAMERA]!) point[0]! += OUTLIER_SHIFT_PX;
    if (f === SWAP_FRAME) {
      const view = views[SWAP_CAMERA]!;
      const [a, b] = SWAPPED;
      [view[a], view[b]] = [view[b]!, view[a]!];
    }
    return views;
  });
  const cameras = flyCameras.map(cameraJson);
  return JSON.stringify({ cameras, frames, fps: FLY_FPS });
}
