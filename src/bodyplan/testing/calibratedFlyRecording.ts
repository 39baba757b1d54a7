// Test data: a lab's 3-camera recording of the NeuroMechFly plan as anipose and DeepLabCut would
// leave it (a calibration.toml with lens distortion, one DeepLabCut CSV per camera), made from the
// known angles of QuickIK's synthetic frames, so that a solve can be checked against the truth. The
// CLI test and the Studio's browser test read the same recording.
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { compileBodyPlan, type BodyModel } from '../kinematics/model.ts';
import { neutralPoseOf } from '../kinematics/pose.ts';
import { distortPixel, type LensDistortion } from '../observations/lensDistortion.ts';
import { lookAtCamera } from '../observations/lookAtCamera.ts';
import { mapPoint, pinholeCamera, type PinholeCamera } from '../observations/mapper.ts';
import { matrixToRodrigues, rodriguesToMatrix } from '../observations/rodrigues.ts';
import type { TestCamera } from './aniposeCalibrationToml.ts';
import { readFlyBodyPlan, readFlyFixtures } from './flyFixtures.ts';

export const flyModel: BodyModel = compileBodyPlan(readFlyBodyPlan());
const fixtures = readFlyFixtures();

/** The true DOF angles (flat DOF order) of QuickIK's synthetic fly frame `frame`. */
export function flyTruthAngles(frame: number): number[] {
  return fixtures.synthetic_frames[frame]!.ground_truth_dof_angles_per_leg.flat();
}

/**
 * A camera around the fly, as a lab's anipose calibration would hold it: off-centre principal point,
 * slightly unequal focal lengths, the given lens.
 */
function labCamera(name: string, angle: number, distortion: LensDistortion): TestCamera {
  const view = lookAtCamera([8 * Math.cos(angle), 8 * Math.sin(angle), 4], [-0.5, 0, -0.8], [0, 0, 1], { fx: 2000, fy: 2000, cx: 640, cy: 512 });
  return { name, size: [1280, 1024], fx: 2000, fy: 1995, cx: 651.5, cy: 498.25, distortion, rotation: Array.from(matrixToRodrigues(view.world2camRot)), translation: Array.from(view.world2camPos) };
}

/**
 * Three cameras with realistic barrel lenses and tangential terms, named so that one name is
 * contained in another ("cam1" in "cam10"): file-to-camera matching must take the longest.
 */
export const labFlyCameras: readonly TestCamera[] = [
  labCamera('cam1', -Math.PI / 2, { k1: -0.31, k2: 0.14, p1: 1.2e-3, p2: -8e-4, k3: -0.03 }),
  labCamera('cam2', Math.PI / 6, { k1: -0.22, k2: 0.09, p1: -6e-4, p2: 5e-4, k3: 0 }),
  labCamera('cam10', (5 * Math.PI) / 6, { k1: -0.27, k2: 0.05, p1: 4e-4, p2: 9e-4, k3: 0.02 }),
];

export const pinholeOfTestCamera = (c: TestCamera): PinholeCamera => pinholeCamera(c.fx, c.fy, c.cx, c.cy, c.translation, rodriguesToMatrix(c.rotation));

/** What the camera's lens shows of synthetic frame `frame`'s true pose: per joint a pixel, the root joint untracked (null). */
export function observedFlyPixels(camera: TestCamera, frame: number): ([number, number] | null)[] {
  const fk = new ForwardKinematics(flyModel);
  const truth = neutralPoseOf(flyModel);
  truth.dofs.set(flyTruthAngles(frame));
  fk.compute(truth.dofs, truth.rootPosition, truth.rootQuat);
  const pinhole = pinholeOfTestCamera(camera);
  const ideal = new Float64Array(2);
  const seen = new Float64Array(2);
  return Array.from({ length: flyModel.jointCount }, (_, k) => {
    if (k === 0 || !mapPoint(pinhole, fk.keypoints, 3 * k, ideal)) return null;
    distortPixel(pinhole, camera.distortion, ideal[0]!, ideal[1]!, seen);
    return [seen[0]!, seen[1]!];
  });
}

/**
 * A DeepLabCut CSV of the fly (header rows scorer / bodyparts / coords, then one row per frame) from
 * per-frame pixels as observedFlyPixels gives them, with an extra part that feeds no joint. `partOf`
 * renames the joints' parts (another scorer's labels).
 */
export function flyDeepLabCutCsv(scorer: string, frames: ([number, number] | null)[][], partOf = (joint: string) => joint): string {
  const parts = [...flyModel.jointNames.slice(1).map(partOf), 'tracking_marker'];
  const header = [
    ['scorer', ...parts.flatMap(() => [scorer, scorer, scorer])],
    ['bodyparts', ...parts.flatMap((p) => [p, p, p])],
    ['coords', ...parts.flatMap(() => ['x', 'y', 'likelihood'])],
  ];
  const rows = frames.map((pixels, f) => [
    String(f),
    ...flyModel.jointNames.slice(1).flatMap((_, j) => {
      const point = pixels[j + 1];
      return point === null || point === undefined ? ['', '', '0.01'] : [String(point[0]), String(point[1]), '0.97'];
    }),
    '12.5', '40.25', '0.99',
  ]);
  return `${[...header, ...rows].map((row) => row.join(',')).join('\n')}\n`;
}
