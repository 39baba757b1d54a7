/**
 * Observations a user has taken out of a 2D solve: a whole camera, or one keypoint in one camera, over
 * a range of frames (`camB:80-109`, `camB/rh_tarsus:80-109`). Written the same way on the command line
 * (`--exclude`), in a saved recording and in exports, so a diagnosis acted on in the Studio can be
 * repeated in a batch. Excluding sets the observations' weights to 0 in a copy of the frames: the
 * points stay (a view can still draw them, greyed) and the recording as loaded is kept.
 */
import type { Frame2D } from '../ik/solve2d.ts';

export interface Exclusion {
  /** The camera's name in the calibration. */
  camera: string;
  /** One keypoint (a joint name), or null for every keypoint of the camera. */
  keypoint: string | null;
  /** First and last frame excluded (0-based frame indices, inclusive). */
  from: number;
  to: number;
}

export type ParsedExclusion = { ok: true; exclusion: Exclusion } | { ok: false; message: string };

const FORM = 'CAMERA:FROM-TO or CAMERA/KEYPOINT:FROM-TO (frames counted from 0, both included; one frame: CAMERA:FRAME)';

/** Reads `camB:80-109`, `camB/rh_tarsus:80-109` or `camB:80`; the camera and keypoint are names, not indices. */
export function parseExclusion(text: string): ParsedExclusion {
  const colon = text.lastIndexOf(':');
  if (colon < 0) return { ok: false, message: `exclusion "${text}": expected ${FORM}` };
  const who = text.slice(0, colon);
  const range = text.slice(colon + 1);
  const slash = who.indexOf('/');
  const camera = slash < 0 ? who : who.slice(0, slash);
  const keypoint = slash < 0 ? null : who.slice(slash + 1);
  if (camera === '' || keypoint === '') return { ok: false, message: `exclusion "${text}": a camera${keypoint === '' ? ' and a keypoint' : ''} name is missing; expected ${FORM}` };
  const match = /^(\d+)(?:-(\d+))?$/.exec(range);
  if (match === null) return { ok: false, message: `exclusion "${text}": "${range}" is not a frame range; expected ${FORM}` };
  const from = Number(match[1]);
  const to = match[2] === undefined ? from : Number(match[2]);
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to)) return { ok: false, message: `exclusion "${text}": frame numbers are too large` };
  if (to < from) return { ok: false, message: `exclusion "${text}": the range ends (${to}) before it starts (${from})` };
  return { ok: true, exclusion: { camera, keypoint, from, to } };
}

/** The inverse of parseExclusion: `camB:80-109`, `camB/rh_tarsus:80`. */
export function formatExclusion({ camera, keypoint, from, to }: Exclusion): string {
  return `${camera}${keypoint === null ? '' : `/${keypoint}`}:${from === to ? from : `${from}-${to}`}`;
}

export interface AppliedExclusions {
  /** The frames with excluded observations' weights set to 0 (frames untouched are shared, not copied). */
  frames: Frame2D[];
  /** Observations that had a point and a weight above 0 and were excluded. */
  excludedObservations: number;
}

export interface ExclusionNames {
  /** The recording's views' camera names, in view order. */
  cameras: readonly string[];
  /** The plan's joint names, in joint order (a keypoint is a joint). */
  joints: readonly string[];
}

/**
 * Checks that every exclusion names a camera of the recording and a joint of the plan; a message per
 * one that does not, listing the names there are (so a typo is found, not silently ignored).
 */
export function checkExclusions(exclusions: readonly Exclusion[], names: ExclusionNames): string[] {
  const problems: string[] = [];
  for (const e of exclusions) {
    if (!names.cameras.includes(e.camera)) {
      problems.push(`exclusion "${formatExclusion(e)}": no camera is called "${e.camera}" (cameras: ${names.cameras.join(', ')})`);
    } else if (e.keypoint !== null && !names.joints.includes(e.keypoint)) {
      problems.push(`exclusion "${formatExclusion(e)}": no keypoint is called "${e.keypoint}" (${listSome(names.joints)})`);
    }
  }
  return problems;
}

function listSome(names: readonly string[]): string {
  const shown = names.slice(0, 12).join(', ');
  return names.length > 12 ? `keypoints: ${shown}, … ${names.length - 12} more` : `keypoints: ${shown}`;
}

/**
 * Applies checked exclusions (checkExclusions first: an unknown name is ignored here) to 2D frames laid
 * out as solve2d.ts's Frame2D (`weights[v·n + k]`). Ranges past the recording's end are clipped.
 */
export function applyExclusions(frames: readonly Frame2D[], exclusions: readonly Exclusion[], names: ExclusionNames): AppliedExclusions {
  const n = names.joints.length;
  const out = frames.slice();
  const copied = new Set<number>();
  let excludedObservations = 0;
  for (const e of exclusions) {
    const view = names.cameras.indexOf(e.camera);
    const joint = e.keypoint === null ? -1 : names.joints.indexOf(e.keypoint);
    if (view < 0 || (e.keypoint !== null && joint < 0)) continue;
    const last = Math.min(e.to, frames.length - 1);
    for (let f = e.from; f <= last; f++) {
      let frame = out[f]!;
      if (!copied.has(f)) {
        const weights = frame.weights === undefined ? new Float64Array(frame.points.length / 2).fill(1) : frame.weights.slice();
        frame = { points: frame.points, weights };
        out[f] = frame;
        copied.add(f);
      }
      const weights = frame.weights!;
      const first = joint < 0 ? 0 : joint;
      const end = joint < 0 ? n : joint + 1;
      for (let k = first; k < end; k++) {
        const at = view * n + k;
        if (weights[at]! > 0 && Number.isFinite(frame.points[2 * at]!) && Number.isFinite(frame.points[2 * at + 1]!)) excludedObservations++;
        weights[at] = 0;
      }
    }
  }
  return { frames: out, excludedObservations };
}
