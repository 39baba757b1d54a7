import { splitCsv } from '../../bodyplan/recording/csv.ts';
import type { BodyModel } from '../../bodyplan/kinematics/model.ts';
import type { Mapper } from '../../bodyplan/observations/mapper.ts';
import { readObservations2D } from '../../bodyplan/recording/observationsFile.ts';
import { readAniposeCsv } from '../../bodyplan/recording/readers/anipose.ts';
import { readDeepLabCutCsv } from '../../bodyplan/recording/readers/deepLabCut.ts';
import { matchParts, type PartMapping } from '../../bodyplan/recording/readers/partMatching.ts';
import type { IkRecording } from '../../bodyplan/ik/ikRecording.ts';
import { parseJson } from '../../bodyplan/format/parse.ts';

type CsvFormat = 'deeplabcut' | 'anipose';

export interface CsvTargetOptions {
  mapping?: PartMapping;
  /** DeepLabCut: the likelihood cut-off; anipose: the lowest `_score` kept. Undefined: each reader's default. */
  likelihoodThreshold?: number;
  /** The view a DeepLabCut file's pixels were measured in (--camera or --xy); null when none was given. */
  view: Mapper | null;
}

export interface CsvRecording {
  format: CsvFormat;
  recording: IkRecording;
  /** Parts of the file that feed no joint. */
  unmatchedParts: string[];
  /** Joints of the plan that no part of the file feeds. */
  jointsWithoutPart: string[];
}

type Result<T> = { ok: true; value: T } | { ok: false; message: string };

const DEEPLABCUT_HEADER = ['scorer', 'individuals', 'bodyparts', 'coords'];
const ANIPOSE_COLUMN = /^.+_(x|y|z)$/;

/**
 * Which recording CSV `text` is, from its first record: DeepLabCut's header rows start with
 * scorer / individuals / bodyparts / coords; anipose's one header row has `<part>_x`-style columns.
 */
function detectCsvFormat(text: string): Result<CsvFormat> {
  const split = splitCsv(text);
  if (!split.ok) return { ok: false, message: `line ${split.line}, column ${split.column}: ${split.message}` };
  const first = split.records[0];
  if (first === undefined) return { ok: false, message: 'the CSV file is empty: expected DeepLabCut header rows (scorer, bodyparts, coords) or an anipose header (<part>_x, <part>_y, <part>_z)' };
  if (DEEPLABCUT_HEADER.includes(first.fields[0]!.toLowerCase())) return { ok: true, value: 'deeplabcut' };
  if (first.fields.some((name) => ANIPOSE_COLUMN.test(name))) return { ok: true, value: 'anipose' };
  return {
    ok: false,
    message: `line ${first.line}: not a recording CSV: the first row starts neither DeepLabCut's header (scorer, bodyparts, coords rows) nor has anipose's <part>_x, <part>_y, <part>_z columns (first field "${first.fields[0]}")`,
  };
}

/**
 * Reads a DeepLabCut 2D CSV (through `options.view`) or an anipose 3D CSV into the frames the JSON
 * targets give: anipose → 3D targets weighted by `_score`; DeepLabCut → one view's 2D observations
 * weighted by likelihood. Errors carry the reader's line and column.
 */
export function readCsvRecording(text: string, model: BodyModel, options: CsvTargetOptions): Result<CsvRecording> {
  const format = detectCsvFormat(text);
  if (!format.ok) return format;
  if (format.value === 'anipose') {
    if (options.view !== null) return { ok: false, message: 'an anipose CSV holds 3D points: --camera and --xy only apply to a DeepLabCut (2D) CSV' };
    const read = readAniposeCsv(text, model, { mapping: options.mapping, minScore: options.likelihoodThreshold });
    if (!read.ok) return read;
    const { targets, weights, parts, unmatchedParts } = read.value;
    return finish('anipose', { kind: '3d', targets, weights }, parts, unmatchedParts, model, options.mapping);
  }
  if (options.view === null) return { ok: false, message: 'a DeepLabCut CSV holds 2D pixels: give the camera they were taken with (--camera camera.json) or --xy for an X-Y view' };
  const read = readDeepLabCutCsv(text, model, { mapping: options.mapping, likelihoodThreshold: options.likelihoodThreshold });
  if (!read.ok) return read;
  const { frames, parts, unmatchedParts } = read.value;
  return finish('deeplabcut', { kind: '2d', mappers: [options.view], frames }, parts, unmatchedParts, model, options.mapping);
}

function finish(format: CsvFormat, recording: IkRecording, parts: string[], unmatchedParts: string[], model: BodyModel, mapping: PartMapping | undefined): Result<CsvRecording> {
  // The reader already matched these parts without error; matching again gives the joints they feed.
  const matched = matchParts(parts, model, mapping);
  if (!matched.ok) return matched;
  const fed = new Set(matched.value.jointOfPart);
  const jointsWithoutPart = model.jointNames.filter((_, j) => !fed.has(j));
  return { ok: true, value: { format, recording, unmatchedParts, jointsWithoutPart } };
}

/** The one stderr note about parts and joints that did not meet, or null when every part and joint did. */
export function partMatchNote(unmatchedParts: readonly string[], jointsWithoutPart: readonly string[]): string | null {
  const pieces: string[] = [];
  if (unmatchedParts.length > 0) pieces.push(`parts feeding no joint: ${unmatchedParts.join(', ')}`);
  if (jointsWithoutPart.length > 0) pieces.push(`joints without a part (left unobserved): ${jointsWithoutPart.join(', ')}`);
  return pieces.length === 0 ? null : `${pieces.join('; ')} (--parts mapping.json maps part names to joint names)`;
}

/** A `--parts` file: `{"part name": "joint name" | null, ...}`. */
export function parsePartMapping(text: string): Result<PartMapping> {
  const object = parseObject(text, '{"part name": "joint name" | null, ...}');
  if (!object.ok) return object;
  for (const [part, joint] of Object.entries(object.value)) {
    if (joint !== null && typeof joint !== 'string') {
      return { ok: false, message: `part "${part}" must map to a joint name (a string) or null, got ${JSON.stringify(joint)}` };
    }
  }
  return { ok: true, value: object.value as PartMapping };
}

/** A `--camera` file: one camera object in the 2D targets file's "mapper" shape ("type" may be left out). */
export function parseCameraFile(text: string, model: BodyModel): Result<Mapper> {
  const object = parseObject(text, '{"type": "camera", "fx", "fy", "cx", "cy", "world2cam_pos": [3], "world2cam_rot_mat": [9]}');
  if (!object.ok) return object;
  const camera = { type: 'camera', ...object.value };
  if (camera.type !== 'camera') return { ok: false, message: `"type" must be "camera" (use --xy for an X-Y view), got ${JSON.stringify(camera.type)}` };
  const read = readObservations2D({ mapper: camera, frames: [] }, model);
  return read.ok ? { ok: true, value: read.value.mappers[0]! } : read;
}

function parseObject(text: string, shape: string): Result<Record<string, unknown>> {
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const first = parsed.diagnostics[0]!;
    return { ok: false, message: `not valid JSON: line ${first.line}, column ${first.column}: ${first.message}` };
  }
  const value = parsed.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, message: `expected an object ${shape}` };
  return { ok: true, value: value as Record<string, unknown> };
}
