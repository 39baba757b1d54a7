// Test-only: the four-camera person of humanFourCameraRecording.ts as a lab hands it to
// `bodyplan ik --calibration`: a calibration.toml (cameras camA-camD) and one DeepLabCut CSV per
// camera, after a test has spoiled some of the observations (a lost leg, a label jump, spikes).
import { aniposeCalibrationToml } from '../../bodyplan/testing/aniposeCalibrationToml.ts';
import type { HumanRecording } from '../../bodyplan/testing/humanFourCameraRecording.ts';
import { matrixToRodrigues } from '../../bodyplan/observations/rodrigues.ts';
import type { IkFrame } from './ikTestFiles.ts';

export const HUMAN_CAMERA_NAMES = ['camA', 'camB', 'camC', 'camD'] as const;

/** One observation as the tracker reports it: pixel and likelihood, or null when it saw nothing. */
export interface Tracked {
  u: number;
  v: number;
  likelihood: number;
}

/** Per camera, frame and joint (the plan's order): what the tracker reports. Tests edit it before writing. */
export type TrackedViews = (Tracked | null)[][][];

/** The recording's observations with likelihood 0.95 (the frames are undistorted: the calibration written has no lens). */
export function trackedViews(recording: HumanRecording): TrackedViews {
  const n = recording.model.jointCount;
  return HUMAN_CAMERA_NAMES.map((_, v) =>
    recording.frames.map((frame) =>
      Array.from({ length: n }, (_, k) => {
        const at = v * n + k;
        const u = frame.points[2 * at]!;
        const w = frame.points[2 * at + 1]!;
        return Number.isFinite(u) && Number.isFinite(w) && frame.weights![at]! > 0 ? { u, v: w, likelihood: 0.95 } : null;
      }),
    ),
  );
}

/** Writes calibration.toml and `trial-camX.csv` per camera with `file`; returns the command line's --calibration and --targets arguments. */
export function writeHumanCameraFiles(recording: HumanRecording, views: TrackedViews, file: (name: string, content: string) => string): string[] {
  const cameras = recording.cameras.map((camera, v) => ({
    name: HUMAN_CAMERA_NAMES[v]!,
    size: [1920, 1080] as [number, number],
    fx: camera.fx,
    fy: camera.fy,
    cx: camera.cx,
    cy: camera.cy,
    distortion: { k1: 0, k2: 0, p1: 0, p2: 0, k3: 0 },
    rotation: Array.from(matrixToRodrigues(camera.world2camRot)),
    translation: Array.from(camera.world2camPos),
  }));
  const args = ['--calibration', file('calibration.toml', aniposeCalibrationToml(cameras))];
  const parts = recording.model.jointNames;
  views.forEach((frames, v) => {
    const header = [
      ['scorer', ...parts.flatMap(() => ['DLC_resnet50', 'DLC_resnet50', 'DLC_resnet50'])],
      ['bodyparts', ...parts.flatMap((p) => [p, p, p])],
      ['coords', ...parts.flatMap(() => ['x', 'y', 'likelihood'])],
    ];
    const rows = frames.map((joints, f) => [String(f), ...joints.flatMap((t) => (t === null ? ['', '', '0.01'] : [String(t.u), String(t.v), String(t.likelihood)]))]);
    args.push('--targets', file(`trial-${HUMAN_CAMERA_NAMES[v]}.csv`, `${[...header, ...rows].map((row) => row.join(',')).join('\n')}\n`));
  });
  return args;
}

/** The largest difference in degrees between solved and true DOF angles over `frames` and the DOFs `dofs`. */
export function worstAngleErrorDeg(solved: readonly IkFrame[], recording: HumanRecording, frames: readonly number[], dofs: readonly number[]): number {
  let worst = 0;
  for (const f of frames) {
    for (const d of dofs) worst = Math.max(worst, Math.abs(solved[f]!.dofs[d]! - recording.truth[f]!.dofs[d]!));
  }
  return (worst * 180) / Math.PI;
}

/** The flat DOF indices of the named joints. */
export function dofsOfJoints(recording: HumanRecording, joints: readonly string[]): number[] {
  const { model } = recording;
  return Array.from({ length: model.dofCount }, (_, d) => d).filter((d) => joints.includes(model.jointNames[model.dofJoint[d]!]!));
}
