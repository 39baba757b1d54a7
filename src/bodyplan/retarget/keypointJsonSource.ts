import { parseJson } from '../format/parse.ts';
import type { RawSource } from './sourceConventions.ts';

/** The most positions (frames × keypoints × 3) a keypoint file may hold, as for a BVH (bvhReader.ts). */
const MAX_POSITIONS = 50_000_000;

export type KeypointJsonResult = { ok: true; value: RawSource } | { ok: false; message: string };

/**
 * The 3D keypoint JSON the Studio and `bodyplan ik` read (recording/recording.ts):
 * `{"fps": 30, "joints": ["Hips", …], "frames": [[[x, y, z] | null, …], …]}`, as a retarget
 * source. A retarget maps by name, so "joints" (the keypoint names, in each frame's order) is
 * required, and "fps" too (contacts and speeds are per second). Positions are in the file's axes
 * and unit; the up axis and the unit are detected from the body's size (sourceConventions.ts) or set.
 * A null or missing keypoint is NaN. Errors say which frame and entry.
 */
export function readKeypointJson(text: string): KeypointJsonResult {
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const first = parsed.diagnostics[0];
    return { ok: false, message: first ? `not valid JSON: line ${first.line}, column ${first.column}: ${first.message}` : 'not valid JSON' };
  }
  const record = parsed.value;
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return { ok: false, message: 'expected an object {"fps": 30, "joints": [names], "frames": [...]}' };
  const { fps, joints, frames } = record as Record<string, unknown>;
  if (!Array.isArray(joints) || joints.length === 0 || !joints.every((name) => typeof name === 'string' && name !== '')) {
    return { ok: false, message: '"joints" must name each keypoint of a frame, in order (a retarget maps keypoints to robot links by name)' };
  }
  if (new Set(joints).size !== joints.length) return { ok: false, message: `"joints" names a keypoint twice ("${joints.find((name, i) => joints.indexOf(name) !== i)}")` };
  if (typeof fps !== 'number' || !(fps > 0) || !Number.isFinite(fps)) return { ok: false, message: '"fps" must be the frame rate, a positive number: a retarget needs it (its speeds and contacts are per second)' };
  if (!Array.isArray(frames) || frames.length === 0) return { ok: false, message: '"frames" must be a non-empty array of frames, each [x, y, z] or null per keypoint' };
  const n = joints.length;
  if (frames.length * n * 3 > MAX_POSITIONS) return { ok: false, message: `${frames.length} frames × ${n} keypoints is ${frames.length * n * 3} numbers; at most ${MAX_POSITIONS} can be read` };
  const positions = new Float64Array(frames.length * n * 3).fill(NaN);
  for (let f = 0; f < frames.length; f++) {
    const frame: unknown = frames[f];
    if (!Array.isArray(frame) || frame.length !== n) return { ok: false, message: `frames[${f}] must be an array of ${n} entries (one per name in "joints"), got ${Array.isArray(frame) ? `${frame.length}` : typeof frame}` };
    for (let k = 0; k < n; k++) {
      const point: unknown = frame[k];
      if (point === null) continue;
      if (!Array.isArray(point) || point.length !== 3 || !point.every((v) => typeof v === 'number' && Number.isFinite(v))) {
        return { ok: false, message: `frames[${f}][${k}] ("${joints[k]}") must be [x, y, z] of 3 finite numbers or null` };
      }
      positions.set(point as number[], 3 * (f * n + k));
    }
  }
  return { ok: true, value: { names: [...(joints as string[])], parents: joints.map(() => -1), fps, frameCount: frames.length, positions } };
}
