/**
 * One multi-camera 2D recording from per-camera files (one DeepLabCut CSV per camera, as anipose
 * lays them out) and the calibration they were filmed with: the solver's cameras × frames shape,
 * with every observation undistorted through its camera's lens so the pinhole objective is exact.
 */

import type { CalibratedCamera } from '../observations/aniposeCalibration.ts';
import { isDistortionFree, undistortPixel } from '../observations/lensDistortion.ts';
import type { PinholeCamera } from '../observations/mapper.ts';
import type { Frame2D } from '../ik/solve2d.ts';

/** One camera's frames as a single-view reader gives them (2 numbers and 1 weight per joint). */
export interface CameraView {
  /** Index into the calibration's cameras. */
  camera: number;
  frames: readonly Frame2D[];
}

export interface CalibratedRecording {
  /** The cameras that have a view, in calibration order: the recording's views. */
  cameras: number[];
  mappers: PinholeCamera[];
  /** Per frame: `points[2·(v·n + k)]`, `weights[v·n + k]` for view v and joint k (NaN / 0 when unobserved). */
  frames: Frame2D[];
  /** Per view (same order as `cameras`): how many frames its file had. Shorter views are padded as unobserved. */
  frameCounts: number[];
  /** Observations dropped because the lens model cannot be inverted at their pixel (far outside the calibrated field). */
  notUndistorted: number;
}

/**
 * Combines per-camera views, aligned by frame index. When the files differ in length the recording
 * is as long as the longest and the missing frames of the others are unobserved (not truncated:
 * the caller says so). Weights default to 1 where a view has none.
 */
export function combineCalibratedViews(calibration: readonly CalibratedCamera[], views: readonly CameraView[], jointCount: number): CalibratedRecording {
  const ordered = [...views].sort((a, b) => a.camera - b.camera);
  const n = jointCount;
  const viewCount = ordered.length;
  const length = Math.max(0, ...ordered.map((v) => v.frames.length));
  const frames: Frame2D[] = [];
  const pixel = new Float64Array(2);
  let notUndistorted = 0;
  for (let f = 0; f < length; f++) {
    const points = new Float64Array(2 * viewCount * n).fill(NaN);
    const weights = new Float64Array(viewCount * n);
    ordered.forEach((view, v) => {
      const frame = view.frames[f];
      if (frame === undefined) return;
      const { camera, distortion } = calibration[view.camera]!;
      const plain = isDistortionFree(distortion);
      for (let k = 0; k < n; k++) {
        const u = frame.points[2 * k]!;
        const w = frame.points[2 * k + 1]!;
        if (!Number.isFinite(u) || !Number.isFinite(w)) continue;
        const at = v * n + k;
        if (plain) {
          pixel[0] = u;
          pixel[1] = w;
        } else if (!undistortPixel(camera, distortion, u, w, pixel)) {
          notUndistorted++;
          continue;
        }
        points[2 * at] = pixel[0]!;
        points[2 * at + 1] = pixel[1]!;
        weights[at] = frame.weights === undefined ? 1 : frame.weights[k]!;
      }
    });
    frames.push({ points, weights });
  }
  return {
    cameras: ordered.map((v) => v.camera),
    mappers: ordered.map((v) => calibration[v.camera]!.camera),
    frames,
    frameCounts: ordered.map((v) => v.frames.length),
    notUndistorted,
  };
}
