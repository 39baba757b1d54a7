import { ForwardKinematics } from '../src/bodyplan/kinematics/kinematics.ts';
import { neutralPoseOf } from '../src/bodyplan/kinematics/pose.ts';
import { lookAtCamera } from '../src/bodyplan/observations/lookAtCamera.ts';
import { mapPoint } from '../src/bodyplan/observations/mapper.ts';
import { matrixToRodrigues } from '../src/bodyplan/observations/rodrigues.ts';
import { aniposeCalibrationToml, type TestCamera } from '../src/bodyplan/testing/aniposeCalibrationToml.ts';
import { flyDeepLabCutCsv, flyModel, pinholeOfTestCamera } from '../src/bodyplan/testing/calibratedFlyRecording.ts';

/**
 * The recording, made here: a fly walking in front of four calibrated cameras (camA…camD, an
 * anipose calibration.toml and one DeepLabCut CSV each), where the tracker loses camB's right hind
 * leg over frames 80-109: there its three distal points sit on the left hind leg (as a tracker that
 * swaps two similar legs leaves them, at full confidence). The files are generated in memory by
 * `lostLegFiles()`, from known angles, so the test and this description cannot drift apart.
 */
export const FRAMES = 140;
export const LOST = { camera: 'camB', from: 80, to: 109 };
export const LOST_JOINTS = ['rh_trochanterfemur_tibia', 'rh_tibia_tarsus', 'rh_claw'];

/** Four cameras 8 units around the fly, level with it and above, no lens distortion (the calibration spec covers lenses). */
export const FOUR_CAMERAS: readonly TestCamera[] = ['camA', 'camB', 'camC', 'camD'].map((name, c) => {
  const angle = -Math.PI / 2 + (c * Math.PI) / 2 + 0.3;
  const view = lookAtCamera([8 * Math.cos(angle), 8 * Math.sin(angle), 3 + c], [-0.5, 0, -0.8], [0, 0, 1], { fx: 2000, fy: 2000, cx: 640, cy: 512 });
  const distortion = { k1: 0, k2: 0, p1: 0, p2: 0, k3: 0 };
  return { name, size: [1280, 1024], fx: 2000, fy: 2000, cx: 640, cy: 512, distortion, rotation: Array.from(matrixToRodrigues(view.world2camRot)), translation: Array.from(view.world2camPos) };
});

/** Known angles: each DOF swings slowly (periods of 60 to 110 frames) by up to 0.25 rad about neutral. */
function angles(frame: number): Float64Array {
  return Float64Array.from(flyModel.dofNeutral, (neutral, d) => neutral + 0.25 * Math.sin((2 * Math.PI * frame) / (60 + ((7 * d) % 50)) + d));
}

/** Per camera, per frame, each joint's pixel (the root untracked: null), with the lost leg's `lostJoints` in camB. */
function pixels(lostJoints: readonly string[]): ([number, number] | null)[][][] {
  const fk = new ForwardKinematics(flyModel);
  const pose = neutralPoseOf(flyModel);
  const out = new Float64Array(2);
  const lost = lostJoints.map((name) => flyModel.jointNames.indexOf(name));
  const other = lostJoints.map((name) => flyModel.jointNames.indexOf(name.replace(/^rh_/, 'lh_')));
  return FOUR_CAMERAS.map((camera) => {
    const pinhole = pinholeOfTestCamera(camera);
    return Array.from({ length: FRAMES }, (_, f) => {
      pose.dofs.set(angles(f));
      fk.compute(pose.dofs, pose.rootPosition, pose.rootQuat);
      const seen = Array.from({ length: flyModel.jointCount }, (_, k): [number, number] | null => {
        if (k === 0 || !mapPoint(pinhole, fk.keypoints, 3 * k, out)) return null;
        return [out[0]!, out[1]!];
      });
      if (camera.name === LOST.camera && f >= LOST.from && f <= LOST.to) lost.forEach((k, i) => (seen[k] = seen[other[i]!]!));
      return seen;
    });
  });
}

/**
 * calibration.toml and the four CSVs, named after their cameras as anipose names them, for setInputFiles.
 * `lostJoints`: the right hind leg's points the tracker put on the left hind leg (one, e.g. only the
 * claw, is a single mislabelled keypoint rather than a lost leg).
 */
export function lostLegFiles(lostJoints: readonly string[] = LOST_JOINTS): { name: string; mimeType: string; buffer: Buffer }[] {
  const calibration = { name: 'calibration.toml', mimeType: 'application/toml', buffer: Buffer.from(aniposeCalibrationToml(FOUR_CAMERAS)) };
  const csvs = pixels(lostJoints).map((frames, c) => ({ name: `walk-${FOUR_CAMERAS[c]!.name}.csv`, mimeType: 'text/csv', buffer: Buffer.from(flyDeepLabCutCsv('DLC_resnet50_walk', frames)) }));
  return [calibration, ...csvs];
}
