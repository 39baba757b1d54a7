import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ForwardKinematics } from '../src/bodyplan/kinematics/kinematics.ts';
import { loadBodyPlan } from '../src/bodyplan/format/load.ts';
import { examplesDir } from './studioCanvas.ts';

/** The planar two-link arm and a short 3D recording of it, for the specs that need any solved recording. */
export const planarArmText = readFileSync(join(examplesDir, 'planar-two-link-arm.json'), 'utf8');
export const PLANAR_ARM_FPS = 12;
export const PLANAR_ARM_FRAMES = 6;

/** The arm's keypoints at known poses (shoulder swing, elbow bend), one frame each, by FK. */
export function planarArmRecording(): number[][][] {
  const fk = new ForwardKinematics(loadBodyPlan(planarArmText).model!);
  return Array.from({ length: PLANAR_ARM_FRAMES }, (_, i) => {
    fk.compute(Float64Array.from([-0.6 + 0.25 * i, 0.3 + 0.2 * i]));
    return [0, 1, 2].map((j) => Array.from(fk.keypoints.subarray(3 * j, 3 * j + 3)));
  });
}
