import { splitCsv } from './csv.ts';
import type { BodyModel } from '../kinematics/model.ts';
import { parseJson, type Locator } from '../format/parse.ts';
import { DEFAULT_FPS, parseRecording, type FixtureFrameSet, type Recording } from './recording.ts';
import type { Mapper, PinholeCamera } from '../observations/mapper.ts';
import { isObservations2D, readObservations2D } from './observationsFile.ts';
import { readAniposeCsv } from './readers/anipose.ts';
import { bvhTargets, type BvhMotion } from './readers/bvhTargets.ts';
import { DEFAULT_LIKELIHOOD_THRESHOLD } from './readers/deepLabCut.ts';
import type { PartMapping } from './readers/partMatching.ts';
import type { IkRecording } from '../ik/ikRecording.ts';
import type { NamedTable, NamedText } from './calibratedDeepLabCut.ts';
import { studioCalibrated, studioRecordingFromTable } from './studioTableRecording.ts';
import { readLabText } from './labFiles/readLabFile.ts';
import { openPoseTablesByFolder } from './studioOpenPose.ts';
import type { LabFileBytes } from './labFiles/labTables.ts';
import type { LensDistortion } from '../observations/lensDistortion.ts';
import type { Exclusion } from '../observations/exclusions.ts';
import { readSavedExclusions } from './savedExclusions.ts';

/**
 * Every recording the Studio opens, told apart by content (and the file name for CSV and BVH):
 * the 3D keypoint JSON/CSV and fly fixtures (recording/recording.ts), the CLI's 2D observation
 * JSON (one camera, an X-Y view or several cameras), anipose 3D CSV, DeepLabCut 2D CSV (through a
 * camera the user opened) and BVH motion (already read into plain frames, see readers/bvhTargets.ts);
 * and several files chosen together: an anipose calibration.toml with one DeepLabCut CSV per camera.
 */

type StudioRecordingFormat = '3d' | '2d-json' | 'anipose' | 'deeplabcut' | 'bvh' | 'markers';

export interface StudioLoadOptions {
  /** Cameras the user opened (a cameras JSON), for a DeepLabCut CSV. */
  cameras: { fileName: string; mappers: PinholeCamera[]; names: string[] } | null;
  /** Which of those cameras a DeepLabCut CSV was filmed with (unless its file name names one). */
  cameraIndex: number;
  likelihoodThreshold: number;
  /** BVH: world positions are multiplied by this (BVH files are often in centimetres). */
  bvhScale: number;
  mapping: PartMapping;
  frameSet?: FixtureFrameSet;
  /** A multi-animal DeepLabCut file's individual or a SLEAP track to read (undefined: the file's only one). */
  individual?: string;
  /** OpenPose JSON: which person of each frame (an index, default 0, or the largest box). */
  openPosePerson?: number | 'largest';
  /** OpenPose JSON of a model of none of the known keypoint sets: its keypoint names, in order. */
  openPoseNames?: string[];
  /** A .trc or .c3d file's vertical axis (undefined: .trc Y-up as OpenSim writes it; .c3d as its POINT:Y_SCREEN says). */
  upAxis?: 'y' | 'z';
  /** anipose's cam_regex for a calibration's per-camera files; empty or absent: the default rules (cameraFileMatching.ts). */
  camRegex?: string;
}

export const DEFAULT_LOAD_OPTIONS: StudioLoadOptions = {
  cameras: null,
  cameraIndex: 0,
  likelihoodThreshold: DEFAULT_LIKELIHOOD_THRESHOLD,
  bvhScale: 1,
  mapping: {},
};

export interface StudioRecording {
  format: StudioRecordingFormat;
  /** The playback view of the recording (3D targets; all NaN for 2D observations). */
  recording: Recording;
  /** What the solver gets. */
  ikRecording: IkRecording;
  /** The file's part names when it matched parts to joints by name (CSV readers, BVH), else null. */
  parts: string[] | null;
  /** For a DeepLabCut CSV: the camera it was read through. */
  cameraUsed: number | null;
  /** For a calibration with per-camera CSVs: each view's camera name (the calibration's). */
  cameraNames?: string[];
  /** For a calibration: each view's lens. The observations are undistorted; drawings over the camera's images distort back. */
  lenses?: LensDistortion[];
  /** Things the user should know about how the files were read (which file went to which camera, padding). */
  notes?: string[];
  /**
   * A saved 2D JSON's `"exclusions"` (savedExclusions.ts): observations the user took out of the
   * solve. Not applied to `ikRecording`: the solve applies them (applyExclusions), so the points stay drawable.
   */
  exclusions?: Exclusion[];
}

export type StudioRecordingResult = { ok: true; value: StudioRecording } | { ok: false; message: string };

/** A recording's content: text, or BVH motion the features layer read with three's BVHLoader (or its error). */
export type RecordingContent = string | { bvh: BvhMotion } | { bvhError: string } | { calibrated: NamedText[] };

/** Files with binary content (a lab's HDF5 or C3D): read by content in the reading worker (studioLabFiles.ts). */
export interface LabFilesContent {
  files: LabFileBytes[];
}

export function readStudioRecording(fileName: string, content: RecordingContent, model: BodyModel, options: StudioLoadOptions): StudioRecordingResult {
  if (typeof content !== 'string') {
    if ('calibrated' in content) return readCalibrated(content.calibrated, model, options);
    if ('bvhError' in content) return { ok: false, message: content.bvhError };
    const read = bvhTargets(content.bvh, model, { scale: options.bvhScale, mapping: options.mapping });
    if (!read.ok) return read;
    const fps = content.bvh.frameTime > 0 ? 1 / content.bvh.frameTime : DEFAULT_FPS;
    return {
      ok: true,
      value: {
        format: 'bvh',
        recording: { ...playbackOf(read.value.targets, model, fps, 'name', read.value.unmatchedParts, 'csv'), fpsFromFile: content.bvh.frameTime > 0 },
        ikRecording: { kind: '3d', targets: read.value.targets, weights: null },
        parts: read.value.parts,
        cameraUsed: null,
      },
    };
  }
  // The lab formats that are text (.trc, DeepLabCut's 2D and 3D CSVs) are read as tables, like their binary kin.
  const lab = readLabText(content, { individual: options.individual, upAxis: options.upAxis });
  if (!lab.ok) return lab;
  if (lab.table !== null) return studioRecordingFromTable(fileName, lab.table, model, options);
  const trimmed = content.trimStart();
  if (/\.csv$/i.test(fileName) || !(trimmed.startsWith('{') || trimmed.startsWith('['))) {
    const kind = csvKind(content);
    if (kind === 'anipose') return readAnipose(content, model, options);
  } else {
    const parsed = parseJson(content);
    const record = objectOf(parsed.value);
    if (parsed.ok && record !== null && isObservations2D(record)) return read2dJson(record, parsed.locator, model);
  }
  const read = parseRecording(content, model, { fileName, frameSet: options.frameSet });
  if (!read.ok) return read;
  return { ok: true, value: { format: '3d', recording: read.value, ikRecording: { kind: '3d', targets: read.value.frames, weights: null }, parts: null, cameraUsed: null } };
}

/**
 * A cameras file: `{"cameras": [camera, …], "names"?: ["name", …]}` (a 2D recording with
 * "cameras" works too; its frames are ignored) or one camera object.
 */
export function readCamerasFile(text: string, model: BodyModel): { ok: true; value: { mappers: PinholeCamera[]; names: string[] } } | { ok: false; message: string } {
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const first = parsed.diagnostics[0]!;
    return { ok: false, message: `not valid JSON: line ${first.line}, column ${first.column}: ${first.message}` };
  }
  const value = parsed.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, message: 'expected an object {"cameras": [camera, …]} or one camera object' };
  const record = value as Record<string, unknown>;
  const cameras = Object.hasOwn(record, 'cameras') ? record.cameras : [Object.hasOwn(record, 'mapper') ? record.mapper : record];
  const read = readObservations2D({ cameras, frames: [] }, model);
  if (!read.ok) return read;
  const mappers = read.value.mappers.filter((m): m is PinholeCamera => m.type === 'camera');
  if (mappers.length !== read.value.mappers.length) return { ok: false, message: 'only pinhole cameras go in a cameras file (an X-Y view needs none)' };
  const names = record.names;
  if (names !== undefined && (!Array.isArray(names) || names.length !== mappers.length || !names.every((n) => typeof n === 'string' && n !== ''))) {
    return { ok: false, message: `"names" must be an array of ${mappers.length} non-empty camera names, one per camera` };
  }
  return { ok: true, value: { mappers, names: (names as string[] | undefined) ?? mappers.map((_, c) => `camera ${c + 1}`) } };
}

function csvKind(text: string): 'deeplabcut' | 'anipose' | null {
  const split = splitCsv(text);
  const first = split.ok ? split.records[0] : undefined;
  if (!first) return null;
  if (['scorer', 'individuals', 'bodyparts', 'coords'].includes(first.fields[0]!.toLowerCase())) return 'deeplabcut';
  if (first.fields.some((name) => /^.+_(x|y|z)$/.test(name))) return 'anipose';
  return null;
}

function jsonObject(text: string): Record<string, unknown> | null {
  const parsed = parseJson(text);
  return parsed.ok ? objectOf(parsed.value) : null;
}

const objectOf = (value: unknown): Record<string, unknown> | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null);

function read2dJson(record: Record<string, unknown>, locator: Locator, model: BodyModel): StudioRecordingResult {
  const read = readObservations2D(record, model);
  if (!read.ok) return read;
  const saved = readSavedExclusions(record, locator, read.value.mappers.length, model.jointNames);
  if (!saved.ok) return saved;
  const named = record.names !== undefined || record.exclusions !== undefined;
  const fps = typeof record.fps === 'number' && record.fps > 0 && Number.isFinite(record.fps) ? record.fps : DEFAULT_FPS;
  const { mappers, frames } = read.value;
  const observed = observedJoints2d(mappers, frames, model.jointCount);
  return {
    ok: true,
    value: {
      format: '2d-json',
      recording: { ...playbackOf(frames.map(() => null), model, fps, 'order', [], 'json'), observedJoints: observed, fpsFromFile: fps === record.fps },
      ikRecording: { kind: '2d', mappers, frames },
      parts: null,
      cameraUsed: null,
      ...(named ? { cameraNames: saved.value.cameraNames, exclusions: saved.value.exclusions } : {}),
    },
  };
}

/**
 * Files chosen together, all text: one calibration.toml (anipose's) and one 2D keypoint file per
 * camera (DeepLabCut CSVs), each going to the camera its file name names, read as the CLI's
 * `ik --calibration … --targets …`. Binary files (.h5) come through studioLabFiles.ts instead.
 */
function readCalibrated(files: readonly NamedText[], model: BodyModel, options: StudioLoadOptions): StudioRecordingResult {
  if (files.length === 0) return { ok: false, message: 'no recording files here: OpenPose *_keypoints.json folders, tracker CSV or .h5 files, and a calibration .toml were looked for' };
  const openPose = openPoseTablesByFolder(files, { person: options.openPosePerson, names: options.openPoseNames });
  if (!openPose.ok) return openPose;
  const calibrations = openPose.rest.filter((f) => /\.toml$/i.test(f.name));
  const others = openPose.rest.filter((f) => !/\.toml$/i.test(f.name));
  // One camera's OpenPose folder alone: read through a camera the user opened, like one DeepLabCut file.
  if (calibrations.length === 0 && others.length === 0 && openPose.tables.length === 1) {
    const { name, table } = openPose.tables[0]!;
    return studioRecordingFromTable(name, table, model, options);
  }
  if (calibrations.length !== 1 || others.length + openPose.tables.length === 0) {
    const found = calibrations.length === 0 ? 'no .toml file' : calibrations.length > 1 ? `${calibrations.length} .toml files` : 'no CSV file';
    return { ok: false, message: `several files at once are an anipose calibration.toml and one DeepLabCut CSV (or .h5, or OpenPose folder) per camera, named after its camera; these have ${found}` };
  }
  const tables: NamedTable[] = [...openPose.tables];
  for (const file of others) {
    const read = readLabText(file.text, { individual: options.individual });
    if (!read.ok) return { ok: false, message: `${file.name}: ${read.message}` };
    if (read.table === null || read.table.kind !== '2d') {
      return { ok: false, message: `${file.name}: not a DeepLabCut CSV: with a calibration each file is one camera's 2D pixels, whose header rows are scorer, bodyparts and coords (an anipose CSV of 3D points needs no calibration)` };
    }
    tables.push({ name: file.name, table: read.table });
  }
  return studioCalibrated(calibrations[0]!, tables, model, options);
}

function readAnipose(text: string, model: BodyModel, options: StudioLoadOptions): StudioRecordingResult {
  const read = readAniposeCsv(text, model, { mapping: options.mapping });
  if (!read.ok) return read;
  const { targets, weights, parts, unmatchedParts } = read.value;
  return { ok: true, value: { format: 'anipose', recording: playbackOf(targets, model, DEFAULT_FPS, 'name', unmatchedParts, 'csv'), ikRecording: { kind: '3d', targets, weights }, parts, cameraUsed: null } };
}

/**
 * The playback Recording: the 3D targets when there are any; for 2D observations every frame is
 * one shared all-NaN array (nothing is observed in 3D), so a long 2D recording costs no memory here.
 */
function playbackOf(targets: (Float64Array | null)[], model: BodyModel, fps: number, matchedBy: Recording['matchedBy'], unmatched: string[], format: Recording['format']): Recording {
  const unobserved = new Float64Array(3 * model.jointCount).fill(NaN);
  const frames = targets.map((t) => t ?? unobserved);
  let observedJoints = 0;
  for (let j = 0; j < model.jointCount; j++) {
    if (frames.some((frame) => !Number.isNaN(frame[3 * j]!))) observedJoints++;
  }
  return { frames, frameNumbers: frames.map((_, f) => f), fps, format, matchedBy, unmatched, observedJoints };
}

function observedJoints2d(mappers: Mapper[], frames: { points: Float64Array }[], n: number): number {
  let observed = 0;
  for (let j = 0; j < n; j++) {
    if (frames.some((frame) => mappers.some((_, c) => !Number.isNaN(frame.points[2 * (c * n + j)]!)))) observed++;
  }
  return observed;
}

/** A saved part → joint table: `{"part name": "joint name" | null, …}` (null: the part feeds no joint). */
export function parsePartMappingJson(text: string): { ok: true; value: PartMapping } | { ok: false; message: string } {
  const record = jsonObject(text);
  if (record === null) {
    const parsed = parseJson(text);
    const first = parsed.ok ? null : parsed.diagnostics[0];
    return { ok: false, message: first ? `not valid JSON: line ${first.line}, column ${first.column}: ${first.message}` : 'expected an object {"part name": "joint name" | null, …}' };
  }
  for (const [part, joint] of Object.entries(record)) {
    if (joint !== null && typeof joint !== 'string') return { ok: false, message: `part "${part}" must map to a joint name (a string) or null, got ${JSON.stringify(joint)}` };
  }
  return { ok: true, value: record as PartMapping };
}
