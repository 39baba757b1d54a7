// Test-only: a person filmed by a lab's four calibrated cameras, built from the humanoid example plan,
// for the fits that must start far from the answer (issue 38). The subject stands 1.5 m from the
// origin, turned 120°, and moves; the cameras stand 3-4 m away with real lens distortion; each
// observation gets pixel noise on the distorted image and is put back through its lens, as a
// calibrated recording holds it (calibratedRecording.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasErrors } from '../format/diagnostics.ts';
import { loadBodyPlan } from '../format/load.ts';
import type { BodyPlan } from '../format/schema.ts';
import type { Frame2D } from '../ik/solve2d.ts';
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { compileBodyPlan, type BodyModel } from '../kinematics/model.ts';
import { neutralPoseOf, type Pose } from '../kinematics/pose.ts';
import { distortPixel, undistortPixel, type LensDistortion } from '../observations/lensDistortion.ts';
import { lookAtCamera } from '../observations/lookAtCamera.ts';
import { mapPoint, type PinholeCamera } from '../observations/mapper.ts';

export const HUMANOID_PLAN_PATH = join(import.meta.dirname, '..', '..', '..', 'public', 'bodyplans', 'humanoid.json');

export function readHumanoidPlan(): BodyPlan {
  const { document, diagnostics } = loadBodyPlan(readFileSync(HUMANOID_PLAN_PATH, 'utf8'));
  if (document === null || hasErrors(diagnostics)) throw new Error(`${HUMANOID_PLAN_PATH} does not load`);
  return document;
}

/**
 * The humanoid without the twists no keypoint can show: the chest's turn about the spine (the lower
 * spine's does the same) and each forearm's turn about itself (no keypoint beside its axis). With
 * them, a solve may trade one twist for the other at no cost, so two fits of the same pose can differ
 * by tens of degrees in those DOFs while every keypoint agrees: a test comparing angles uses this plan.
 */
export function humanoidWithoutHiddenTwists(): BodyPlan {
  const plan = readHumanoidPlan();
  const hidden = new Set(['chest', 'left_elbow', 'right_elbow']);
  for (const joint of plan.joints) {
    if (hidden.has(joint.name)) joint.dofs = (joint.dofs ?? []).filter((dof) => !(dof.axis?.[0] === 0 && dof.axis?.[1] === 0 && dof.axis?.[2] === 1));
  }
  return plan;
}

/** Where the subject stands (its pelvis, 0.95 m up) and which way it faces. */
export const SUBJECT_POSITION = [1.5, -0.6, 0.95];
export const SUBJECT_HEADING_DEG = 120;

const INTRINSICS = { fx: 1450, fy: 1450, cx: 960, cy: 540 };
const AIM = [SUBJECT_POSITION[0]!, SUBJECT_POSITION[1]!, 0.9];

/** Four cameras around the subject, 3 to 4 m from it, at head and knee heights. */
export const HUMAN_CAMERAS: readonly PinholeCamera[] = [
  [3.4, 0.3, 1.7],
  [-0.6, 3.2, 1.2],
  [-3.1, -1.2, 2.2],
  [0.9, -3.6, 0.6],
].map(([dx, dy, z]) => lookAtCamera([AIM[0]! + dx!, AIM[1]! + dy!, z!], AIM, [0, 0, 1], INTRINSICS));

export const HUMAN_LENSES: readonly LensDistortion[] = [
  { k1: -0.21, k2: 0.08, p1: 0.001, p2: -0.0008, k3: 0 },
  { k1: -0.18, k2: 0.05, p1: -0.0005, p2: 0.0004, k3: 0 },
  { k1: 0.12, k2: -0.03, p1: 0.0007, p2: 0.0002, k3: 0 },
  { k1: -0.25, k2: 0.11, p1: 0, p2: 0.001, k3: -0.01 },
];

/** A deterministic Gaussian source: the same recording on every run. */
export function gaussianNoise(seed: number): () => number {
  let state = seed >>> 0;
  const uniform = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state + 0.5) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

/**
 * The true pose of frame f: every DOF swinging smoothly (each at its own rate and phase) over up to
 * 0.6 rad each side of neutral, within 90 % of its limits, the pelvis swaying a few centimetres, at
 * the subject's place and heading.
 */
export function humanTruthPose(model: BodyModel, frame: number): Pose {
  const pose = neutralPoseOf(model);
  for (let d = 0; d < model.dofCount; d++) {
    const neutral = model.dofNeutral[d]!;
    const low = Math.max(model.dofLower[d]!, neutral - 0.6);
    const high = Math.min(model.dofUpper[d]!, neutral + 0.6);
    const middle = (low + high) / 2;
    const half = 0.45 * (high - low);
    pose.dofs[d] = middle + half * Math.sin(0.11 * frame * (1 + (d % 5) * 0.3) + d * 1.7);
  }
  pose.rootPosition.set([SUBJECT_POSITION[0]! + 0.03 * Math.sin(0.2 * frame), SUBJECT_POSITION[1]!, SUBJECT_POSITION[2]! + 0.02 * Math.cos(0.2 * frame)]);
  const half = ((SUBJECT_HEADING_DEG * Math.PI) / 180 + 0.05 * Math.sin(0.1 * frame)) / 2;
  pose.rootQuat.set([Math.cos(half), 0, 0, Math.sin(half)]);
  return pose;
}

export interface HumanRecording {
  model: BodyModel;
  cameras: PinholeCamera[];
  truth: Pose[];
  /** Undistorted observations, `points[2(v·n + k)]`, as the solver takes them. */
  frames: Frame2D[];
  /** The true keypoints of each frame (3 per joint). */
  keypoints: Float64Array[];
}

/**
 * `slowdown` films the same motion at that many times the frame rate (frame f shows the pose of
 * humanTruthPose's frame f / slowdown): at 1 keypoints move up to about 80 px a frame, at 4 about 20,
 * as a lab's 100-200 fps cameras see a person.
 */
export function humanFourCameraRecording(frameCount: number, noisePx: number, seed = 1, plan: BodyPlan = readHumanoidPlan(), slowdown = 1): HumanRecording {
  const model = compileBodyPlan(plan);
  const n = model.jointCount;
  const fk = new ForwardKinematics(model);
  const noise = gaussianNoise(seed);
  const ideal = new Float64Array(2);
  const measured = new Float64Array(2);
  const truth: Pose[] = [];
  const frames: Frame2D[] = [];
  const keypoints: Float64Array[] = [];
  for (let f = 0; f < frameCount; f++) {
    const pose = humanTruthPose(model, f / slowdown);
    fk.compute(pose.dofs, pose.rootPosition, pose.rootQuat);
    const points = new Float64Array(2 * HUMAN_CAMERAS.length * n).fill(NaN);
    const weights = new Float64Array(HUMAN_CAMERAS.length * n);
    HUMAN_CAMERAS.forEach((camera, v) => {
      for (let k = 0; k < n; k++) {
        if (!mapPoint(camera, fk.keypoints, 3 * k, ideal)) continue;
        distortPixel(camera, HUMAN_LENSES[v]!, ideal[0]!, ideal[1]!, measured);
        measured[0]! += noisePx * noise();
        measured[1]! += noisePx * noise();
        if (!undistortPixel(camera, HUMAN_LENSES[v]!, measured[0]!, measured[1]!, ideal)) continue;
        points.set(ideal, 2 * (v * n + k));
        weights[v * n + k] = 1;
      }
    });
    truth.push(pose);
    frames.push({ points, weights });
    keypoints.push(Float64Array.from(fk.keypoints));
  }
  return { model, cameras: [...HUMAN_CAMERAS], truth, frames, keypoints };
}
