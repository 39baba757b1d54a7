// Test and benchmark data: a 2D recording of the NeuroMechFly plan made by projecting the forward
// kinematics of known angles through known cameras, so a solve can be checked against the truth.
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { compileBodyPlan, type BodyModel } from '../kinematics/model.ts';
import { lookAtCamera } from '../observations/lookAtCamera.ts';
import { mapPoint, type PinholeCamera } from '../observations/mapper.ts';
import type { IkRecording } from '../ik/ikRecording.ts';
import type { Frame2D } from '../ik/solve2d.ts';
import { readFlyBodyPlan } from './flyFixtures.ts';

export interface SyntheticFlyOptions {
  frames: number;
  /** 2 to 6 cameras around the fly. */
  cameras: number;
  /** DOF names driven from `from` to `to` radians over the recording (a ramp), on top of a gentle sway of every DOF. */
  ramps: { dof: string; from: number; to: number }[];
  /** Frames whose observations of the front-left leg's distal keypoints come from a pose with its
   * coxa roll `outlierRadians` (default 1) off: a mislabelled frame. */
  outlierFrames?: number[];
  outlierRadians?: number;
  /** Pixels added to every observation of one camera (a miscalibrated camera). */
  shift?: { camera: number; pixels: [number, number] };
}

export interface SyntheticFly {
  model: BodyModel;
  cameras: PinholeCamera[];
  /** The true DOF values per frame. */
  truth: Float64Array[];
  recording: Extract<IkRecording, { kind: '2d' }>;
}

const INTRINSICS = { fx: 2000, fy: 2000, cx: 640, cy: 512 };
const EYES = [[0, -25, 12], [25, 5, 12], [-20, 18, 10], [0, 25, -10], [-25, -5, 5], [10, -10, 25]];
const LOOK_AT = [-0.5, 0, -0.8];
const OUTLIER_DOF = 'c_thorax-lf_coxa-roll';
const OUTLIER_JOINTS = ['lf_trochanterfemur_tibia', 'lf_tibia_tarsus', 'lf_claw'];

export function syntheticFlyRecording(options: SyntheticFlyOptions): SyntheticFly {
  const model = compileBodyPlan(readFlyBodyPlan());
  const cameras = EYES.slice(0, options.cameras).map((eye) => lookAtCamera(eye, LOOK_AT, [0, 0, 1], INTRINSICS));
  const dofIndex = (name: string) => {
    const d = model.dofNames.indexOf(name);
    if (d < 0) throw new RangeError(`no DOF named "${name}" in the fly plan`);
    return d;
  };
  const ramps = options.ramps.map((ramp) => ({ ...ramp, d: dofIndex(ramp.dof) }));
  const outliers = new Set(options.outlierFrames ?? []);
  const outlierDof = dofIndex(OUTLIER_DOF);
  const outlierJoints = new Set(OUTLIER_JOINTS.map((name) => model.jointNames.indexOf(name)));
  const fk = new ForwardKinematics(model);
  const n = model.jointCount;
  const mapped = new Float64Array(2);
  const truth: Float64Array[] = [];
  const frames: Frame2D[] = [];
  for (let f = 0; f < options.frames; f++) {
    const t = options.frames === 1 ? 0 : f / (options.frames - 1);
    const dofs = Float64Array.from(model.dofNeutral, (neutral, d) => neutral + 0.15 * Math.sin(2 * Math.PI * t + 0.7 * d));
    for (const ramp of ramps) dofs[ramp.d] = ramp.from + (ramp.to - ramp.from) * t;
    truth.push(dofs);
    fk.compute(dofs);
    const keypoints = Float64Array.from(fk.keypoints);
    if (outliers.has(f)) {
      const wrong = Float64Array.from(dofs);
      wrong[outlierDof]! += options.outlierRadians ?? 1;
      fk.compute(wrong);
      for (const k of outlierJoints) keypoints.set(fk.keypoints.subarray(3 * k, 3 * k + 3), 3 * k);
    }
    const points = new Float64Array(2 * cameras.length * n).fill(NaN);
    cameras.forEach((camera, c) => {
      for (let k = 0; k < n; k++) {
        if (!mapPoint(camera, keypoints, 3 * k, mapped)) continue;
        const shifted = options.shift?.camera === c ? options.shift.pixels : [0, 0];
        points[2 * (c * n + k)] = mapped[0]! + shifted[0]!;
        points[2 * (c * n + k) + 1] = mapped[1]! + shifted[1]!;
      }
    });
    frames.push({ points });
  }
  return { model, cameras, truth, recording: { kind: '2d', mappers: cameras, frames } };
}
