import type { BodyModel } from '../kinematics/model.ts';
import { splitCsv } from './csv.ts';
import { parseJson } from '../format/parse.ts';
import { plural } from '../format/plural.ts';
import { scanRecordingJson, type ScannedRecording } from './recordingScan.ts';

/**
 * Keypoint recordings for IK playback: JSON `{"frames": [[[x, y, z] | null, ...], ...], "fps"?, "joints"?}`
 * (entries in body-plan joint order, or in the order of the "joints" names), CSV `frame,joint,x,y,z`
 * (joint by name or 0-based index; RFC 4180 quoting, see csv.ts), and QuickIK's fly fixtures file, whose `target_ego` frames are
 * for `joints[1:]` (named by its `leg_joint_names`). Every failure says where.
 */

export const FIXTURE_FRAME_SETS = ['real_frames', 'synthetic_frames', 'native_rate_frames'] as const;
export type FixtureFrameSet = (typeof FIXTURE_FRAME_SETS)[number];

export interface Recording {
  /** Per frame, 3 numbers per body-plan joint; NaN where the joint has no observation. */
  frames: Float64Array[];
  /** A label per frame: the file's frame numbers, or 0, 1, 2, ... */
  frameNumbers: number[];
  fps: number;
  /** True when the file stated its frame rate; otherwise `fps` is DEFAULT_FPS, a guess the user may correct. */
  fpsFromFile?: boolean;
  format: 'json' | 'csv' | 'fly-fixtures';
  matchedBy: 'order' | 'name';
  /** Joint names (or indices) in the file that the body plan does not have; their points are ignored. */
  unmatched: string[];
  /** Body-plan joints observed in at least one frame. */
  observedJoints: number;
  /** For the fly fixtures file: the frame sets it holds and their sizes, and the one read. */
  frameSets?: { name: FixtureFrameSet; count: number }[];
  frameSet?: FixtureFrameSet;
}

export type RecordingResult = { ok: true; value: Recording } | { ok: false; message: string };

export interface RecordingOptions {
  /** Which frames of the fly fixtures file to read (default: real_frames). */
  frameSet?: FixtureFrameSet;
  /** Used when the content does not say what it is (".csv" means CSV). */
  fileName?: string;
}

export const DEFAULT_FPS = 30;

export function parseRecording(text: string, model: BodyModel, options: RecordingOptions = {}): RecordingResult {
  const trimmed = text.trimStart();
  if (trimmed === '') return fail('the recording is empty');
  const looksJson = trimmed.startsWith('{') || trimmed.startsWith('[');
  if (!looksJson || /\.csv$/i.test(options.fileName ?? '')) return parseCsvRecording(text, model);
  return parseJsonRecording(text, model, options);
}

function fail(message: string): RecordingResult {
  return { ok: false, message };
}

function parseJsonRecording(text: string, model: BodyModel, options: RecordingOptions): RecordingResult {
  const scanned = scanRecordingJson(text);
  const fast = scanned && recordingFromScan(scanned, model);
  if (fast) return fast;
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const first = parsed.diagnostics[0];
    return fail(first ? `not valid JSON: line ${first.line}, column ${first.column}: ${first.message}` : 'not valid JSON');
  }
  const value = parsed.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('expected an object {"frames": [...], "fps": 30}');
  const record = value as Record<string, unknown>;
  if (FIXTURE_FRAME_SETS.some((set) => Array.isArray(record[set]))) return parseFlyFixtures(record, model, options.frameSet ?? 'real_frames');

  const header = recordingHeader(record, model);
  if (typeof header === 'string') return fail(header);
  if (!Array.isArray(record.frames)) return fail('"frames" must be an array of frames, each one [x, y, z] or null per joint');
  const { fps, fpsFromFile, columns, matchedBy, unmatched } = header;
  const frames = readPointFrames(record.frames, columns, model, 'frames', matchedBy === 'order');
  if (typeof frames === 'string') return fail(frames);
  return finish({ frames, frameNumbers: frames.map((_, f) => f), fps, fpsFromFile, format: 'json', matchedBy, unmatched }, model);
}

/** "fps" and "joints" of a recording JSON object, or what is wrong with them. */
function recordingHeader(
  record: Record<string, unknown>,
  model: BodyModel,
): { fps: number; fpsFromFile: boolean; columns: number[]; matchedBy: Recording['matchedBy']; unmatched: string[] } | string {
  const fpsFromFile = record.fps !== undefined;
  const fps = record.fps === undefined ? DEFAULT_FPS : record.fps;
  if (typeof fps !== 'number' || !(fps > 0) || !Number.isFinite(fps)) return `"fps" must be a positive number, got ${preview(fps)}`;
  if (record.joints === undefined) return { fps, fpsFromFile, columns: Array.from({ length: model.jointCount }, (_, j) => j), matchedBy: 'order', unmatched: [] };
  if (!Array.isArray(record.joints) || !record.joints.every((n) => typeof n === 'string')) return '"joints" must be an array of joint names';
  const { columns, unmatched } = columnsByName(record.joints as string[], model);
  if (columns.every((c) => c < 0)) return `none of the "joints" names is a joint of this body plan (first: "${String(record.joints[0])}")`;
  return { fps, fpsFromFile, columns, matchedBy: 'name', unmatched };
}

/**
 * The scanned (fast) path of a recording JSON; null when a frame has the wrong number of entries,
 * so the full parser reports which.
 */
function recordingFromScan(scanned: ScannedRecording, model: BodyModel): RecordingResult | null {
  const header = recordingHeader(scanned.members, model);
  if (typeof header === 'string') return fail(header);
  const { fps, fpsFromFile, columns, matchedBy, unmatched } = header;
  const frames: Float64Array[] = [];
  for (const entries of scanned.frames) {
    const count = entries.length / 3;
    if (matchedBy === 'order' && count !== columns.length) return null;
    const out = new Float64Array(3 * model.jointCount).fill(NaN);
    for (let i = 0; i < count && i < columns.length; i++) {
      const joint = columns[i]!;
      if (joint >= 0) out.set(entries.subarray(3 * i, 3 * i + 3), 3 * joint);
    }
    frames.push(out);
  }
  return finish({ frames, frameNumbers: frames.map((_, f) => f), fps, fpsFromFile, format: 'json', matchedBy, unmatched }, model);
}

function parseFlyFixtures(record: Record<string, unknown>, model: BodyModel, frameSet: FixtureFrameSet): RecordingResult {
  const frameSets = FIXTURE_FRAME_SETS.filter((set) => Array.isArray(record[set])).map((name) => ({ name, count: (record[name] as unknown[]).length }));
  const entries = record[frameSet];
  if (!Array.isArray(entries)) return fail(`this fixtures file has no "${frameSet}" (it has ${frameSets.map((s) => s.name).join(', ')})`);
  const names = record.leg_joint_names;
  let columns: number[];
  let unmatched: string[] = [];
  let matchedBy: Recording['matchedBy'];
  if (Array.isArray(names) && names.every((n) => typeof n === 'string')) {
    ({ columns, unmatched } = columnsByName(names as string[], model));
    matchedBy = 'name';
    if (columns.every((c) => c < 0)) return fail(`none of the fixtures' leg_joint_names is a joint of this body plan (first: "${String(names[0])}"): open the fly body plan first`);
  } else {
    // The fixtures' convention: target_ego lists joints[1:] (the root has no keypoint).
    columns = Array.from({ length: model.jointCount - 1 }, (_, j) => j + 1);
    matchedBy = 'order';
  }
  const targets: unknown[] = [];
  const frameNumbers: number[] = [];
  for (let f = 0; f < entries.length; f++) {
    const entry: unknown = entries[f];
    const target = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).target_ego : undefined;
    if (!Array.isArray(target)) return fail(`${frameSet}[${f}].target_ego must be an array of [x, y, z] points`);
    targets.push(target);
    const number = (entry as Record<string, unknown>).frame;
    frameNumbers.push(typeof number === 'number' ? number : f);
  }
  const frames = readPointFrames(targets, columns, model, `${frameSet}[].target_ego`, true);
  if (typeof frames === 'string') return fail(frames);
  return finish({ frames, frameNumbers, fps: DEFAULT_FPS, format: 'fly-fixtures', matchedBy, unmatched, frameSets, frameSet }, model);
}

/** Reads frames of points whose i-th entry belongs to joint columns[i] (-1: not in the plan). */
function readPointFrames(rawFrames: unknown[], columns: number[], model: BodyModel, where: string, strictLength: boolean): Float64Array[] | string {
  const frames: Float64Array[] = [];
  for (let f = 0; f < rawFrames.length; f++) {
    const frame: unknown = rawFrames[f];
    const at = where.includes('[]') ? where.replace('[]', `[${f}]`) : `${where}[${f}]`;
    if (!Array.isArray(frame)) return `${at} must be an array of [x, y, z] or null`;
    if (strictLength && frame.length !== columns.length) {
      return `${at} has ${frame.length} entries, but ${columns.length} are expected (one per joint${columns.length === model.jointCount ? ' of the body plan' : ''}, null for a missing keypoint)`;
    }
    const out = new Float64Array(3 * model.jointCount).fill(NaN);
    for (let i = 0; i < frame.length && i < columns.length; i++) {
      const point: unknown = frame[i];
      if (point === null) continue;
      if (!Array.isArray(point) || point.length !== 3 || !point.every((v) => typeof v === 'number' && Number.isFinite(v))) {
        return `${at}[${i}] must be [x, y, z] of 3 finite numbers or null, got ${preview(point)}`;
      }
      const joint = columns[i]!;
      if (joint >= 0) out.set(point as number[], 3 * joint);
    }
    frames.push(out);
  }
  return frames;
}

function columnsByName(names: string[], model: BodyModel): { columns: number[]; unmatched: string[] } {
  const index = new Map(model.jointNames.map((name, j) => [name, j]));
  const columns = names.map((name) => index.get(name) ?? -1);
  return { columns, unmatched: names.filter((_, i) => columns[i]! < 0) };
}

function parseCsvRecording(text: string, model: BodyModel): RecordingResult {
  const split = splitCsv(text);
  if (!split.ok) return fail(`not valid CSV: line ${split.line}, column ${split.column}: ${split.message}`);
  const index = new Map(model.jointNames.map((name, j) => [name, j]));
  let fields = ['frame', 'joint', 'x', 'y', 'z'];
  let headerSeen = false;
  const byFrame = new Map<number, Float64Array>();
  const unmatched = new Set<string>();
  let byName = false;
  for (const { line, fields: cells } of split.records) {
    if (!headerSeen) {
      headerSeen = true;
      const lower = cells.map((c) => c.toLowerCase());
      if (lower.includes('joint') && lower.includes('x')) {
        for (const needed of ['frame', 'joint', 'x', 'y', 'z']) {
          if (!lower.includes(needed)) return fail(`line ${line}: the CSV header has no "${needed}" column (expected frame,joint,x,y,z)`);
        }
        fields = lower;
        continue;
      }
    }
    if (cells.length < fields.length) return fail(`line ${line}: ${cells.length} fields, expected ${fields.length} (${fields.join(',')})`);
    const cell = (name: string) => cells[fields.indexOf(name)]!;
    const frame = Number(cell('frame'));
    if (cell('frame') === '' || !Number.isInteger(frame)) return fail(`line ${line}: frame must be an integer, got "${cell('frame')}"`);
    const jointText = cell('joint');
    let joint = index.get(jointText);
    if (joint === undefined && /^\d+$/.test(jointText)) {
      joint = Number(jointText);
      if (joint >= model.jointCount) return fail(`line ${line}: joint index ${joint} is out of range (the body plan has ${plural(model.jointCount, 'joint')})`);
    } else if (joint !== undefined) byName = true;
    const coords = ['x', 'y', 'z'].map(cell);
    const missing = coords.every((c) => c === '' || c.toLowerCase() === 'nan' || c.toLowerCase() === 'null');
    const point = coords.map(Number);
    if (!missing && !point.every((v, k) => coords[k] !== '' && Number.isFinite(v))) {
      return fail(`line ${line}: x, y and z must be numbers (or all empty for a missing keypoint), got "${coords.join(',')}"`);
    }
    if (joint === undefined) {
      unmatched.add(jointText);
      continue;
    }
    let out = byFrame.get(frame);
    if (!out) byFrame.set(frame, (out = new Float64Array(3 * model.jointCount).fill(NaN)));
    if (!missing) out.set(point, 3 * joint);
  }
  if (byFrame.size === 0) return fail(unmatched.size > 0 ? `no CSV row names a joint of this body plan (first: "${[...unmatched][0]}")` : 'the CSV has no data rows (expected frame,joint,x,y,z)');
  const frameNumbers = [...byFrame.keys()].sort((a, b) => a - b);
  const frames = frameNumbers.map((n) => byFrame.get(n)!);
  return finish({ frames, frameNumbers, fps: DEFAULT_FPS, format: 'csv', matchedBy: byName ? 'name' : 'order', unmatched: [...unmatched] }, model);
}

function finish(partial: Omit<Recording, 'observedJoints'>, model: BodyModel): RecordingResult {
  if (partial.frames.length === 0) return fail('the recording has no frames');
  let observedJoints = 0;
  for (let j = 0; j < model.jointCount; j++) {
    if (partial.frames.some((frame) => Number.isFinite(frame[3 * j]!))) observedJoints++;
  }
  if (observedJoints === 0) return fail('no frame observes any joint of this body plan');
  return { ok: true, value: { ...partial, observedJoints } };
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
