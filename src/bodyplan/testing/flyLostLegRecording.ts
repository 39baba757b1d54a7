// Test data: issue 38's user case as a recording the solver takes directly: a fly walking in front of
// four cameras (camA…camD) where the tracker loses camB's right hind leg for 30 frames, its three
// distal points sitting on the left hind leg at full confidence (as a tracker that swaps two similar
// legs leaves them). Made from known angles, so a test can say which frames' angles came out wrong.
// The Studio's browser test (e2e/flyFourCamerasLostLeg.ts) films the same scene into anipose files.
import type { IkRecording } from '../ik/ikRecording.ts';
import type { Frame2D } from '../ik/solve2d.ts';
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { neutralPoseOf } from '../kinematics/pose.ts';
import { lookAtCamera } from '../observations/lookAtCamera.ts';
import { mapPoint, type PinholeCamera } from '../observations/mapper.ts';
import { flyModel } from './calibratedFlyRecording.ts';

export const LOST_LEG_FRAMES = 140;
/** camB (camera 1) loses the leg over frames 80-109, inclusive. */
export const LOST_LEG = { camera: 1, name: 'camB', from: 80, to: 109 } as const;
const LOST_JOINTS = ['rh_trochanterfemur_tibia', 'rh_tibia_tarsus', 'rh_claw'];

/** Four cameras 8 units around the fly, level with it and above (pinhole: the lens is not what is tested). */
export const LOST_LEG_CAMERAS: readonly PinholeCamera[] = [0, 1, 2, 3].map((c) => {
  const angle = -Math.PI / 2 + (c * Math.PI) / 2 + 0.3;
  return lookAtCamera([8 * Math.cos(angle), 8 * Math.sin(angle), 3 + c], [-0.5, 0, -0.8], [0, 0, 1], { fx: 2000, fy: 2000, cx: 640, cy: 512 });
});

/** The true angles of frame `frame`: each DOF swings slowly (periods of 60 to 110 frames) by up to 0.25 rad about neutral. */
export function lostLegTruthAngles(frame: number): Float64Array {
  return Float64Array.from(flyModel.dofNeutral, (neutral, d) => neutral + 0.25 * Math.sin((2 * Math.PI * frame) / (60 + ((7 * d) % 50)) + d));
}

/**
 * How the tracker loses the leg: `swapped` puts its points on the left hind leg's; `frozen` keeps
 * them where they were in the last frame before the run (a tracker that stops updating a part it no
 * longer finds, or a filter that holds its last position).
 */
export type LostLeg = 'swapped' | 'frozen';

/** The recording (root untracked, every other joint seen by every camera), with camB's lost leg. */
export function flyLostLegRecording(how: LostLeg = 'swapped'): Extract<IkRecording, { kind: '2d' }> {
  const n = flyModel.jointCount;
  const fk = new ForwardKinematics(flyModel);
  const pose = neutralPoseOf(flyModel);
  const pixel = new Float64Array(2);
  const lost = LOST_JOINTS.map((name) => flyModel.jointNames.indexOf(name));
  const stand = LOST_JOINTS.map((name) => flyModel.jointNames.indexOf(name.replace(/^rh_/, 'lh_')));
  const frames: Frame2D[] = [];
  for (let f = 0; f < LOST_LEG_FRAMES; f++) {
    pose.dofs.set(lostLegTruthAngles(f));
    fk.compute(pose.dofs, pose.rootPosition, pose.rootQuat);
    const points = new Float64Array(2 * LOST_LEG_CAMERAS.length * n).fill(NaN);
    LOST_LEG_CAMERAS.forEach((camera, c) => {
      for (let k = 1; k < n; k++) if (mapPoint(camera, fk.keypoints, 3 * k, pixel)) points.set(pixel, 2 * (c * n + k));
      if (c !== LOST_LEG.camera || f < LOST_LEG.from || f > LOST_LEG.to) return;
      const last = frames[LOST_LEG.from - 1]!.points;
      for (const [i, k] of lost.entries()) {
        const at = 2 * (c * n + k);
        if (how === 'swapped') points.copyWithin(at, 2 * (c * n + stand[i]!), 2 * (c * n + stand[i]!) + 2);
        else points.set(last.subarray(at, at + 2), at);
      }
    });
    frames.push({ points });
  }
  return { kind: '2d', mappers: [...LOST_LEG_CAMERAS], frames };
}
