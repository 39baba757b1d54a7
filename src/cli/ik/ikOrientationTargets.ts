import type { Locator } from '../../bodyplan/format/parse.ts';
import type { OrientationFrames } from '../../bodyplan/ik/ikRecording.ts';

export type OrientationFramesResult = { ok: true; value: OrientationFrames | null } | { ok: false; message: string };

/**
 * The targets file's optional link orientations (issue 43), beside "frames" and "weights":
 * "orientations": one entry per frame, each one entry per joint in body-plan order, null or a
 * quaternion [w, x, y, z] in the world frame (the orientation the joint's frame, after its own DOFs,
 * should have); "orientation_weight": the weight of every orientation term, per radian² (default 1).
 * A quaternion is normalised, so [2, 0, 0, 0] is the identity; one of length zero (or near it), or
 * with a non-finite number, has no direction and is refused where it stands.
 */
export function readOrientationFrames(record: Record<string, unknown>, locator: Locator, frameCount: number, jointNames: readonly string[]): OrientationFramesResult {
  const at = (pointer: string, message: string): OrientationFramesResult => {
    const { line, column } = locator.position(locator.offsetOf(pointer));
    return { ok: false, message: `line ${line}, column ${column}: ${message}` };
  };
  const weight = record.orientation_weight ?? 1;
  if (typeof weight !== 'number' || !(weight > 0) || !Number.isFinite(weight)) {
    return at('/orientation_weight', `"orientation_weight" must be a positive number (the weight of each orientation term, per radian²), got ${JSON.stringify(weight)}`);
  }
  const frames = record.orientations;
  if (frames === undefined) {
    return record.orientation_weight === undefined ? { ok: true, value: null } : at('/orientation_weight', '"orientation_weight" is given but there are no "orientations"');
  }
  const n = jointNames.length;
  if (!Array.isArray(frames) || frames.length !== frameCount) {
    return at('/orientations', `"orientations" must be an array with one entry per frame (${frameCount}), like "frames"`);
  }
  const quats: Float64Array[] = [];
  for (let f = 0; f < frames.length; f++) {
    const frame: unknown = frames[f];
    if (!Array.isArray(frame) || frame.length !== n) {
      return at(`/orientations/${f}`, `orientations[${f}] must be an array of ${n} entries, one per joint in body-plan order (null or [w, x, y, z])`);
    }
    const out = new Float64Array(4 * n).fill(NaN);
    for (let j = 0; j < n; j++) {
      const quat: unknown = frame[j];
      if (quat === null) continue;
      const where = `orientations[${f}][${j}] (joint "${jointNames[j]}")`;
      if (!Array.isArray(quat) || quat.length !== 4 || !quat.every((v) => typeof v === 'number' && Number.isFinite(v))) {
        return at(`/orientations/${f}/${j}`, `${where} must be a quaternion [w, x, y, z] of 4 finite numbers or null, got ${JSON.stringify(quat)}`);
      }
      const values = quat as number[];
      const norm = Math.hypot(...values);
      if (!(norm > MIN_NORM)) return at(`/orientations/${f}/${j}`, `${where} has length ${norm}: a quaternion [w, x, y, z] needs a non-zero length to give an orientation`);
      values.forEach((v, i) => (out[4 * j + i] = v / norm));
    }
    quats.push(out);
  }
  return { ok: true, value: { quats, weight } };
}

/** Shorter quaternions are refused: their direction would be mostly rounding. */
const MIN_NORM = 1e-9;
