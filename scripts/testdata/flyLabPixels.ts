// Test data for issue 39's HDF5 readers: an anipose-style session of the NeuroMechFly plan (cameras
// A-D, the four-camera rig of e2e/flyFourCamerasLostLeg.ts under anipose's single-letter names),
// projected from known angles. Writes test-data/lab-files/deeplabcut/calibration.toml and
// fly-session.json (per camera, per frame, per part: x, y, likelihood as DeepLabCut would report
// them; the 3D keypoints), which write_deeplabcut_h5.py and write_sleap.py turn into the lab files.
// Run: npx tsx scripts/testdata/flyLabPixels.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FOUR_CAMERAS } from '../../e2e/flyFourCamerasLostLeg.ts';
import { ForwardKinematics } from '../../src/bodyplan/kinematics/kinematics.ts';
import { neutralPoseOf } from '../../src/bodyplan/kinematics/pose.ts';
import { mapPoint } from '../../src/bodyplan/observations/mapper.ts';
import { aniposeCalibrationToml } from '../../src/bodyplan/testing/aniposeCalibrationToml.ts';
import { flyModel, pinholeOfTestCamera } from '../../src/bodyplan/testing/calibratedFlyRecording.ts';
import { mulberry32 } from '../../src/testing/mulberry32.ts';

const FRAMES = 50;
const OUT_DIR = join(import.meta.dirname, '../../test-data/lab-files/deeplabcut');
/** anipose's documented naming: cameras A-D, videos `<trial>-cam<X>`. */
const CAMERAS = FOUR_CAMERAS.map((camera) => ({ ...camera, name: camera.name.replace(/^cam/, '') }));

const random = mulberry32(39);
const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const round = (v: number, digits: number) => Number(v.toFixed(digits));

/** Known angles: every DOF swings slowly about neutral (as the e2e lost-leg recording does). */
function angles(frame: number): Float64Array {
  return Float64Array.from(flyModel.dofNeutral, (neutral, d) => neutral + 0.25 * Math.sin((2 * Math.PI * frame) / (60 + ((7 * d) % 50)) + d));
}

const fk = new ForwardKinematics(flyModel);
const pose = neutralPoseOf(flyModel);
/** Per frame, the tracked joints' 3D positions (the root is not a keypoint). */
const keypoints3d: number[][][] = Array.from({ length: FRAMES }, (_, f) => {
  pose.dofs.set(angles(f));
  fk.compute(pose.dofs, pose.rootPosition, pose.rootQuat);
  return flyModel.jointNames.slice(1).map((_, j) => [0, 1, 2].map((axis) => fk.keypoints[3 * (j + 1) + axis]!));
});

/**
 * What DeepLabCut reports per camera: the projection plus ~0.7 px of noise with likelihoods near 1;
 * camera B loses the left front claw for frames 20-24 (a confident-looking guess far off, likelihood
 * 0.02-0.05: DeepLabCut always writes a position); camera C has one frame (31) where the left hind
 * tibia_tarsus is NaN (as a filtered or converted file carries missing points).
 */
const parts = flyModel.jointNames.slice(1);
const cameras = CAMERAS.map((camera) => {
  const pinhole = pinholeOfTestCamera(camera);
  const out = new Float64Array(2);
  const frames = keypoints3d.map((points, f) =>
    points.map((point, j): [number, number, number] | null => {
      if (!mapPoint(pinhole, point, 0, out)) return null;
      let x = out[0]! + 0.7 * gaussian();
      let y = out[1]! + 0.7 * gaussian();
      let likelihood = 0.999 - 0.08 * random() ** 3;
      if (camera.name === 'B' && parts[j] === 'lf_claw' && f >= 20 && f <= 24) {
        x += 140 + 10 * random();
        y -= 90;
        likelihood = 0.02 + 0.03 * random();
      }
      if (camera.name === 'C' && parts[j] === 'lh_tibia_tarsus' && f === 31) return null;
      return [round(x, 2), round(y, 2), round(likelihood, 4)];
    }),
  );
  return { name: camera.name, frames };
});

mkdirSync(OUT_DIR, { recursive: true });
writeFileSync(join(OUT_DIR, 'calibration.toml'), aniposeCalibrationToml(CAMERAS));
const session = {
  about: 'Written by scripts/testdata/flyLabPixels.ts: the fly of e2e/flyFourCamerasLostLeg.ts seen by cameras A-D; null = NaN.',
  trial: 'trial1',
  scorer: 'DLC_resnet50_flyJan1shuffle1_100000',
  fps: 100,
  parts,
  cameras,
  /** Triangulated keypoints (calibration units) with 0.01 of noise, for the 3D files. */
  keypoints3d: keypoints3d.map((points) => points.map((point) => point.map((v) => round(v + 0.01 * gaussian(), 4)))),
};
writeFileSync(join(OUT_DIR, 'fly-session.json'), `${JSON.stringify(session)}\n`);
console.log(`wrote ${OUT_DIR}/fly-session.json (${FRAMES} frames, ${parts.length} parts, cameras ${CAMERAS.map((c) => c.name).join(', ')}) and calibration.toml`);
