// Test-only: the marker motion behind the committed .trc, .c3d and DeepLabCut 3D files
// (test-data/lab-files/{trc,c3d,deeplabcut3d}/, issue 39). The humanoid example plan moves as in
// humanFourCameraRecording.ts, filmed at 100 Hz; each joint carries a marker named after it,
// jittered by 1.5 mm of noise as a marker system's reconstruction is, with the gaps a lab sees: an
// occluded wrist for 12 frames, a toe tip lost for one frame, the head top for three. The
// generator scripts write these positions; the readers' tests compare what they read with them.
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { compileBodyPlan } from '../kinematics/model.ts';
import { gaussianNoise, humanTruthPose, readHumanoidPlan } from './humanFourCameraRecording.ts';

export const MARKER_MOTION_FPS = 100;
export const MARKER_MOTION_FRAMES = 100;
const NOISE_M = 0.0015;
/** humanTruthPose's frames per recorded frame: at 100 Hz a person moves about 4 times slower per frame. */
const SLOWDOWN = 4;

/** Which marker is missing in which frames (0-based, inclusive). */
export const MARKER_MOTION_GAPS: readonly { marker: string; first: number; last: number }[] = [
  { marker: 'left_wrist', first: 30, last: 41 },
  { marker: 'right_toe_tip', first: 57, last: 57 },
  { marker: 'head_top', first: 80, last: 82 },
];

export interface HumanMarkerMotion {
  /** The humanoid's joint names, in its order. */
  markers: string[];
  frameCount: number;
  fps: number;
  /** Z-up, metres, 3 * (frame * markers.length + marker); NaN in the gaps. */
  positions: Float64Array;
}

export function humanMarkerMotion(): HumanMarkerMotion {
  const model = compileBodyPlan(readHumanoidPlan());
  const fk = new ForwardKinematics(model);
  const noise = gaussianNoise(39);
  const n = model.jointCount;
  const positions = new Float64Array(3 * n * MARKER_MOTION_FRAMES);
  for (let f = 0; f < MARKER_MOTION_FRAMES; f++) {
    const pose = humanTruthPose(model, f / SLOWDOWN);
    fk.compute(pose.dofs, pose.rootPosition, pose.rootQuat);
    for (let i = 0; i < 3 * n; i++) positions[3 * n * f + i] = fk.keypoints[i]! + NOISE_M * noise();
  }
  const markers = [...model.jointNames];
  for (const gap of MARKER_MOTION_GAPS) {
    const m = markers.indexOf(gap.marker);
    for (let f = gap.first; f <= gap.last; f++) positions.fill(NaN, 3 * (f * n + m), 3 * (f * n + m) + 3);
  }
  return { markers, frameCount: MARKER_MOTION_FRAMES, fps: MARKER_MOTION_FPS, positions };
}
