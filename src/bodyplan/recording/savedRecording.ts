/**
 * Writes a 2D recording as the several-camera JSON the Studio and `bodyplan ik --targets` open
 * (observationsFile.ts), with the camera names and the exclusions the user made
 * (savedExclusions.ts), so a diagnosis acted on can be saved, reopened and solved again the same way.
 * The observations are written as the solver has them: a calibrated recording's are already
 * undistorted, so its pinhole cameras fit them exactly (the lens, used only to draw over the
 * original images, is not kept).
 */
import type { Frame2D } from '../ik/solve2d.ts';
import { formatExclusion, type Exclusion } from '../observations/exclusions.ts';
import type { Mapper } from '../observations/mapper.ts';

export interface RecordingToSave {
  mappers: readonly Mapper[];
  frames: readonly Frame2D[];
  /** One per view, as the calibration calls them. */
  cameraNames: readonly string[];
  exclusions: readonly Exclusion[];
  /** The recording's frame rate when known (null: none is written). */
  fps: number | null;
}

export function savedRecordingJson(recording: RecordingToSave, jointCount: number): string {
  const { mappers, frames, cameraNames, exclusions, fps } = recording;
  const n = jointCount;
  const views = mappers.length;
  const several = mappers.every((m) => m.type === 'camera');
  if (!several && views !== 1) throw new Error('an X-Y view is saved alone: a recording with several views has pinhole cameras only');
  const perView = <T>(value: (at: number) => T) => {
    const byView = Array.from({ length: views }, (_, v) => Array.from({ length: n }, (_, k) => value(v * n + k)));
    return several ? byView : byView[0]!;
  };
  const point = (frame: Frame2D) => (at: number) => {
    const u = frame.points[2 * at]!;
    const w = frame.points[2 * at + 1]!;
    return Number.isFinite(u) && Number.isFinite(w) ? [u, w] : null;
  };
  const weight = (frame: Frame2D) => (at: number) => (frame.weights === undefined ? 1 : frame.weights[at]!);
  const cameras = several
    ? { cameras: mappers.map((m) => (m.type === 'camera' ? { type: 'camera', fx: m.fx, fy: m.fy, cx: m.cx, cy: m.cy, world2cam_pos: Array.from(m.world2camPos), world2cam_rot_mat: Array.from(m.world2camRot) } : m)) }
    : { mapper: { type: 'xy' } };
  const lines = [
    ...Object.entries({ ...cameras, names: cameraNames, ...(fps === null ? {} : { fps }), exclusions: exclusions.map(formatExclusion) }).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`),
    // One line per frame keeps a long recording's file readable and diffable.
    `"frames": [\n${frames.map((frame) => `  ${JSON.stringify(perView(point(frame)))}`).join(',\n')}\n]`,
    `"weights": [\n${frames.map((frame) => `  ${JSON.stringify(perView(weight(frame)))}`).join(',\n')}\n]`,
  ];
  return `{\n${lines.join(',\n')}\n}\n`;
}
