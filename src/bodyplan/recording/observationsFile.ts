import type { BodyModel } from '../kinematics/model.ts';
import { pinholeCamera, type Mapper } from '../observations/mapper.ts';
import type { Frame2D } from '../ik/solve2d.ts';
import { plural } from '../format/plural.ts';

/** 2D observations as read from a file: the views and, per frame, the points and optional weights. */
interface Observations2D {
  mappers: Mapper[];
  frames: Frame2D[];
}

export type Observations2DResult = { ok: true; value: Observations2D } | { ok: false; message: string };

/** Observed coordinates beyond this are refused, so that squared residuals fit a 64-bit float (as for 3D targets). */
export const MAX_OBSERVED_COORDINATE = 1e150;

/** How far R·Rᵀ may be from the identity (entry-wise): calibration files store float32 rotations. */
const ROTATION_TOLERANCE = 1e-4;

/** Whether a parsed targets document holds 2D observations (a "mapper" or a "cameras" key). */
export function isObservations2D(record: Record<string, unknown>): boolean {
  return Object.hasOwn(record, 'mapper') || Object.hasOwn(record, 'cameras');
}

/**
 * Reads one of the three 2D observation shapes (one camera, X-Y, several cameras) from an already parsed JSON object:
 * - `{"mapper": camera | {"type": "xy"}, "frames": [[[u, v] | null, … one per joint], …]}`
 * - `{"cameras": [camera, …], "frames": [[[[u, v] | null, … one per joint], … one per camera], …]}`
 * where a camera is `{"type": "camera", "fx", "fy", "cx", "cy", "world2cam_pos": [3],
 * "world2cam_rot_mat": [9, row-major]}`; and an optional `"weights"` shaped like "frames" without
 * its last axis. Other top-level keys are ignored. Every failure names the frame, camera and joint.
 */
export function readObservations2D(record: Record<string, unknown>, model: BodyModel): Observations2DResult {
  try {
    return { ok: true, value: read(record, model) };
  } catch (error) {
    if (error instanceof ObservationsError) return { ok: false, message: error.message };
    throw error;
  }
}

class ObservationsError extends Error {}

function fail(message: string): never {
  throw new ObservationsError(message);
}

function read(record: Record<string, unknown>, model: BodyModel): Observations2D {
  if (Object.hasOwn(record, 'mapper') && Object.hasOwn(record, 'cameras')) fail('give either "mapper" (one view) or "cameras" (several), not both');
  const several = Object.hasOwn(record, 'cameras');
  let mappers: Mapper[];
  if (several) {
    const cameras = record.cameras;
    if (!Array.isArray(cameras) || cameras.length === 0) fail('"cameras" must be a non-empty array of cameras');
    mappers = cameras.map((camera, c) => readMapper(camera, `cameras[${c}]`, true));
  } else {
    mappers = [readMapper(record.mapper, 'mapper', false)];
  }
  const n = model.jointCount;
  const views = mappers.length;
  const units = (c: number) => (mappers[c]!.type === 'xy' ? '[x, y]' : '[u, v]');
  const frames = record.frames;
  if (!Array.isArray(frames)) fail(`"frames" must be an array of frames (${several ? 'per camera, ' : ''}one point or null per joint)`);
  const jointHint = `one entry per joint in body-plan order (${plural(n, 'joint')}), null for a missing keypoint`;

  /** The per-joint array of frame f, view c (the frame itself for one mapper). */
  const jointsOf = (frame: unknown, path: string, c: number, what: string): unknown[] => {
    if (!several) {
      if (!Array.isArray(frame)) fail(`${path} must be an array: ${what}`);
      if (frame.length !== n) fail(`${path} has ${plural(frame.length, 'entry', 'entries')}, but the body plan has ${plural(n, 'joint')}: ${what}`);
      return frame;
    }
    if (!Array.isArray(frame)) fail(`${path} must be an array with one entry per camera (${views})`);
    if (frame.length !== views) fail(`${path} has ${plural(frame.length, 'entry', 'entries')}, but there are ${views} cameras`);
    const joints: unknown = frame[c];
    if (!Array.isArray(joints)) fail(`${path}[${c}] (camera ${c}) must be an array: ${what}`);
    if (joints.length !== n) fail(`${path}[${c}] (camera ${c}) has ${plural(joints.length, 'entry', 'entries')}, but the body plan has ${plural(n, 'joint')}: ${what}`);
    return joints;
  };
  const where = (path: string, c: number, j: number) => `${several ? `${path}[${c}][${j}] (camera ${c}, ` : `${path}[${j}] (`}joint "${model.jointNames[j]}")`;

  const result: Frame2D[] = [];
  for (let f = 0; f < frames.length; f++) {
    const points = new Float64Array(2 * views * n);
    for (let c = 0; c < views; c++) {
      const joints = jointsOf(frames[f], `frames[${f}]`, c, jointHint);
      for (let j = 0; j < n; j++) {
        const at = 2 * (c * n + j);
        const point: unknown = joints[j];
        if (point === null) {
          points[at] = points[at + 1] = NaN;
          continue;
        }
        if (!Array.isArray(point) || point.length !== 2 || !point.every((v) => typeof v === 'number' && Number.isFinite(v))) {
          fail(`${where(`frames[${f}]`, c, j)} must be ${units(c)} of 2 finite numbers or null, got ${preview(point)}`);
        }
        const [u, v] = point as [number, number];
        if (Math.abs(u) > MAX_OBSERVED_COORDINATE || Math.abs(v) > MAX_OBSERVED_COORDINATE) {
          fail(`${where(`frames[${f}]`, c, j)} ${preview(point)} is too large: observed coordinates must be within ±${MAX_OBSERVED_COORDINATE}`);
        }
        points[at] = u;
        points[at + 1] = v;
      }
    }
    result.push({ points });
  }

  if (record.weights === undefined) return { mappers, frames: result };
  const weights = record.weights;
  if (!Array.isArray(weights) || weights.length !== frames.length) {
    fail(`"weights" must be an array with one entry per frame (${frames.length}), like "frames"`);
  }
  const weightHint = `one number >= 0 per joint (${n})`;
  for (let f = 0; f < weights.length; f++) {
    const out = new Float64Array(views * n);
    for (let c = 0; c < views; c++) {
      const joints = jointsOf(weights[f], `weights[${f}]`, c, weightHint);
      for (let j = 0; j < n; j++) {
        const weight: unknown = joints[j];
        if (typeof weight !== 'number' || !Number.isFinite(weight) || weight < 0) {
          fail(`${where(`weights[${f}]`, c, j)} must be a finite number >= 0, got ${preview(weight)}`);
        }
        out[c * n + j] = weight;
      }
    }
    result[f]!.weights = out;
  }
  return { mappers, frames: result };
}

const CAMERA_KEYS = ['type', 'fx', 'fy', 'cx', 'cy', 'world2cam_pos', 'world2cam_rot_mat'];

/** A mapper object; in "cameras", a missing "type" means a camera. */
function readMapper(value: unknown, path: string, typeOptional: boolean): Mapper {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail(`${path} must be an object {"type": "camera", "fx", "fy", "cx", "cy", "world2cam_pos", "world2cam_rot_mat"} or {"type": "xy"}, got ${preview(value)}`);
  }
  const record = value as Record<string, unknown>;
  const type = record.type ?? (typeOptional ? 'camera' : undefined);
  if (type === 'xy') {
    const extra = Object.keys(record).filter((key) => key !== 'type');
    if (extra.length > 0) fail(`${path}: an "xy" view takes no parameters, got "${extra[0]}"`);
    return { type: 'xy' };
  }
  if (type !== 'camera') fail(`${path}.type must be "camera" or "xy", got ${preview(record.type)}`);
  const unknown = Object.keys(record).find((key) => !CAMERA_KEYS.includes(key));
  if (unknown !== undefined) fail(`${path}: unknown camera key "${unknown}" (expected ${CAMERA_KEYS.slice(1).join(', ')})`);
  const scalar = (key: string, nonZero: boolean): number => {
    const v = record[key];
    if (typeof v !== 'number' || !Number.isFinite(v)) fail(`${path}.${key} must be a finite number, got ${preview(v)}`);
    if (nonZero && v === 0) fail(`${path}.${key} must not be 0 (a focal length in pixels)`);
    return v;
  };
  const vector = (key: string, length: number, what: string): number[] => {
    const v = record[key];
    if (!Array.isArray(v) || v.length !== length || !v.every((x) => typeof x === 'number' && Number.isFinite(x))) {
      fail(`${path}.${key} must be ${what} (${length} finite numbers), got ${preview(v)}`);
    }
    return v as number[];
  };
  const fx = scalar('fx', true);
  const fy = scalar('fy', true);
  const cx = scalar('cx', false);
  const cy = scalar('cy', false);
  const t = vector('world2cam_pos', 3, 'the world origin in camera coordinates');
  const r = vector('world2cam_rot_mat', 9, 'a row-major 3×3 rotation');
  let worst = 0;
  for (let a = 0; a < 3; a++) {
    for (let b = 0; b < 3; b++) {
      const dot = r[3 * a]! * r[3 * b]! + r[3 * a + 1]! * r[3 * b + 1]! + r[3 * a + 2]! * r[3 * b + 2]!;
      worst = Math.max(worst, Math.abs(dot - (a === b ? 1 : 0)));
    }
  }
  const det =
    r[0]! * (r[4]! * r[8]! - r[5]! * r[7]!) - r[1]! * (r[3]! * r[8]! - r[5]! * r[6]!) + r[2]! * (r[3]! * r[7]! - r[4]! * r[6]!);
  if (worst > ROTATION_TOLERANCE || det < 0) {
    fail(`${path}.world2cam_rot_mat is not a rotation: ${det < 0 ? 'its determinant is negative (a reflection)' : `R·Rᵀ differs from the identity by up to ${worst.toPrecision(3)}`}`);
  }
  return pinholeCamera(fx, fy, cx, cy, t, r);
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
