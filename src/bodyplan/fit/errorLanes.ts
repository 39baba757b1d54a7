import { errorScaleOf, type ErrorScale } from './errorColorScale.ts';
import { summarize } from './summaries.ts';

/**
 * Per camera, its reprojection error over the frames, then the all-camera RMS, on one colour scale.
 * The timeline draws one lane per camera; the RMS row is kept so the scale covers it too.
 */
export interface ErrorLanes {
  /** Per lane, the error in each frame (NaN where nothing was seen). */
  values: Float64Array[];
  /** Per lane, its label: the cameras' names (the calibration's, as the views and files call them), then "RMS". */
  names: string[];
  /** One log scale over every lane, so one camera's outlier reads the same in its lane and in the RMS. */
  scale: ErrorScale;
}

/** The scale's resolution (pixels): errors below it are all the lightest colour. */
const RESOLUTION = 1e-3;

/**
 * The lanes from cameraFrameErrors' frame-major table (frame f, camera c at `[f * cameras + c]`)
 * and the solve's all-camera RMS per frame; null when there is no camera or the table does not
 * cover the solve frame for frame (an earlier solve's table, a 3D recording).
 */
export function errorLanes(cameraErrors: ArrayLike<number>, cameraNames: readonly string[], allCameraRms: Float64Array): ErrorLanes | null {
  const frameCount = allCameraRms.length;
  const cameras = cameraNames.length;
  if (cameras <= 0 || cameraErrors.length !== frameCount * cameras) return null;
  const perCamera = Array.from({ length: cameras }, (_, c) => Float64Array.from({ length: frameCount }, (_, f) => cameraErrors[f * cameras + c]!));
  const values = [...perCamera, allCameraRms];
  const joined = new Float64Array(values.length * frameCount);
  values.forEach((lane, l) => joined.set(lane, l * frameCount));
  return { values, names: [...cameraNames, 'RMS'], scale: errorScaleOf(summarize(joined), RESOLUTION) };
}
