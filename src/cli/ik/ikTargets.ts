import type { BodyModel } from '../../bodyplan/kinematics/model.ts';
import { isObservations2D, readObservations2D } from '../../bodyplan/recording/observationsFile.ts';
import type { IkRecording } from '../../bodyplan/ik/ikRecording.ts';
import { parseJson, type Locator } from '../../bodyplan/format/parse.ts';
import { readSavedExclusions } from '../../bodyplan/recording/savedExclusions.ts';
import type { Exclusion } from '../../bodyplan/observations/exclusions.ts';
import { readOrientationFrames } from './ikOrientationTargets.ts';

/** Targets of `bodyplan ik`: per frame, 3 numbers per joint (NaN for a missing keypoint) and optional weights. */
interface IkTargetFrames {
  targets: Float64Array[];
  weights: Float64Array[] | null;
}

/**
 * Larger target coordinates are refused: a squared distance of 2e150 summed over a million joints
 * still fits a 64-bit float, so rms_error cannot overflow and read as a perfect fit.
 */
const MAX_TARGET_COORDINATE = 1e150;
const AXES = ['x', 'y', 'z'] as const;

type IkTargetsResult = { ok: true; value: IkTargetFrames } | { ok: false; message: string };
/**
 * `fps`: the file's "fps" (frames per second), null when it has none. For 2D observations, `saved`:
 * the file's camera names and exclusions (a recording saved after acting on a diagnosis, see
 * recording/savedExclusions.ts), applied by the solve like --exclude; null for 3D targets.
 */
export type IkRecordingResult = { ok: true; value: IkRecording; fps: number | null; saved: { cameraNames: string[]; exclusions: Exclusion[] } | null } | { ok: false; message: string };

/**
 * Reads the --targets file: 3D targets (see parseIkTargets), or 2D observations when the object has
 * a "mapper" or "cameras" key (see recording/observationsFile.ts).
 */
export function parseIkRecording(text: string, model: BodyModel): IkRecordingResult {
  const parsed = parseTargetsObject(text);
  if (!parsed.ok) return parsed;
  const fps = parsed.value.fps ?? null;
  // The rate goes into the output, so a wrong one is an error rather than passed on.
  if (fps !== null && !(typeof fps === 'number' && fps > 0 && Number.isFinite(fps))) {
    return { ok: false, message: `"fps" must be a positive number of frames per second, got ${JSON.stringify(fps)}` };
  }
  if (isObservations2D(parsed.value)) {
    const read = readObservations2D(parsed.value, model);
    if (!read.ok) return read;
    const saved = readSavedExclusions(parsed.value, parsed.locator, read.value.mappers.length, model.jointNames);
    return saved.ok ? { ok: true, value: { kind: '2d', ...read.value }, fps, saved: saved.value } : saved;
  }
  const targets = targetsFromObject(parsed.value, model);
  if (!targets.ok) return targets;
  const orientations = readOrientationFrames(parsed.value, parsed.locator, targets.value.targets.length, model.jointNames);
  if (!orientations.ok) return orientations;
  return { ok: true, value: { kind: '3d', ...targets.value, orientations: orientations.value }, fps, saved: null };
}

function parseTargetsObject(text: string): { ok: true; value: Record<string, unknown>; locator: Locator } | { ok: false; message: string } {
  // The same strict, located parser as body plans: syntax errors, duplicate keys and numbers
  // that overflow a float are reported with their line and column.
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const shown = parsed.diagnostics.slice(0, 3).map((d) => `line ${d.line}, column ${d.column}: ${d.message}`);
    const more = parsed.diagnostics.length > 3 ? ` (and ${parsed.diagnostics.length - 3} more)` : '';
    return { ok: false, message: `not valid JSON: ${shown.join('; ')}${more}` };
  }
  const value = parsed.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: 'expected an object {"frames": [...]}' };
  }
  return { ok: true, value: value as Record<string, unknown>, locator: parsed.locator };
}

function targetsFromObject(record: Record<string, unknown>, model: BodyModel): IkTargetsResult {
  const frames = record.frames;
  if (!Array.isArray(frames)) return { ok: false, message: '"frames" must be an array of frames (one [x, y, z] or null per joint)' };
  const n = model.jointCount;
  const targets: Float64Array[] = [];
  for (let f = 0; f < frames.length; f++) {
    const out = new Float64Array(3 * n);
    const message = readTargetFrame(frames[f], f, model.jointNames, out, 0);
    if (message !== null) return { ok: false, message };
    targets.push(out);
  }

  if (record.weights === undefined) return { ok: true, value: { targets, weights: null } };
  const weightFrames = record.weights;
  if (!Array.isArray(weightFrames) || weightFrames.length !== frames.length) {
    return { ok: false, message: `"weights" must be an array with one entry per frame (${frames.length}), like "frames"` };
  }
  const weights: Float64Array[] = [];
  for (let f = 0; f < weightFrames.length; f++) {
    const frame: unknown = weightFrames[f];
    if (!Array.isArray(frame) || frame.length !== n) {
      return { ok: false, message: `weights[${f}] must be an array of ${n} numbers, one per joint` };
    }
    const out = new Float64Array(n);
    for (let j = 0; j < n; j++) {
      const weight: unknown = frame[j];
      if (typeof weight !== 'number' || !Number.isFinite(weight) || weight < 0) {
        return { ok: false, message: `weights[${f}][${j}] (joint "${model.jointNames[j]}") must be a finite number >= 0, got ${preview(weight)}` };
      }
      out[j] = weight;
    }
    weights.push(out);
  }
  return { ok: true, value: { targets, weights } };
}

/**
 * Reads frame `f` of "frames" (one [x, y, z] or null per joint) into `out` from index `at` (3 numbers
 * per joint, NaN for null); returns what is wrong with it, or null when nothing is.
 */
export function readTargetFrame(frame: unknown, f: number, jointNames: readonly string[], out: Float64Array, at: number): string | null {
  const n = jointNames.length;
  const shapeHint = `one entry per joint in body-plan order (${n} joint${n === 1 ? '' : 's'}), null for a missing keypoint`;
  if (!Array.isArray(frame)) return `frames[${f}] must be an array: ${shapeHint}`;
  if (frame.length !== n) return `frames[${f}] has ${frame.length} entries, but the body plan has ${n} joints: ${shapeHint}`;
  for (let j = 0; j < n; j++) {
    const point: unknown = frame[j];
    if (point === null) {
      out.fill(NaN, at + 3 * j, at + 3 * j + 3);
      continue;
    }
    if (!Array.isArray(point) || point.length !== 3 || !point.every((v) => typeof v === 'number' && Number.isFinite(v))) {
      return `frames[${f}][${j}] (joint "${jointNames[j]}") must be [x, y, z] of 3 finite numbers or null, got ${preview(point)}`;
    }
    const axis = (point as number[]).findIndex((v) => Math.abs(v) > MAX_TARGET_COORDINATE);
    if (axis !== -1) {
      return `frames[${f}][${j}] (joint "${jointNames[j]}") ${AXES[axis]} = ${point[axis]} is too large: target coordinates must be within ±${MAX_TARGET_COORDINATE}, so that squared distances fit a 64-bit float`;
    }
    out.set(point as number[], at + 3 * j);
  }
  return null;
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
