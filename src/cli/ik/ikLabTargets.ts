import type { BodyModel } from '../../bodyplan/kinematics/model.ts';
import type { IkRecording } from '../../bodyplan/ik/ikRecording.ts';
import type { Mapper } from '../../bodyplan/observations/mapper.ts';
import type { PartMapping } from '../../bodyplan/recording/readers/partMatching.ts';
import { DEFAULT_LIKELIHOOD_THRESHOLD } from '../../bodyplan/recording/readers/deepLabCut.ts';
import { readLabFile, type LabFileRead, type LabReadOptions } from '../../bodyplan/recording/labFiles/readLabFile.ts';
import type { KeypointTable2D, LabTable } from '../../bodyplan/recording/labFiles/labTables.ts';
import { keypointTableFrames } from '../../bodyplan/recording/labFiles/keypointTableFrames.ts';
import { markerTableTargets } from '../../bodyplan/recording/labFiles/markerTableTargets.ts';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readBinaryFile, readTextFile, UsageError } from '../io.ts';
import { readOpenPoseFolder } from '../../bodyplan/recording/labFiles/openPoseFolder.ts';
import { partMatchNote } from './ikCsvTargets.ts';

/** How to read an OpenPose folder: which person, which keypoint names. */
export interface OpenPoseSettings {
  person?: number | 'largest';
  keypointSet?: string;
  /** --keypoint-names: the names of a model of none of the known sets. */
  names?: string[];
}

/**
 * A `--targets` file read by its content (see labFiles/readLabFile.ts), or a folder of OpenPose
 * per-frame JSON files; UsageError naming the file when it cannot be.
 */
export async function readTargetsFile(path: string, options: LabReadOptions, openPose: OpenPoseSettings = {}): Promise<Extract<LabFileRead, { ok: true }>> {
  if (isDirectory(path)) return { ok: true, table: readOpenPoseTargets(path, openPose) };
  const read = await readLabFile({ name: path, bytes: readBinaryFile(path, '--targets') }, options);
  if (!read.ok) throw new UsageError(`--targets "${path}": ${read.message}`);
  return read;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    // A path that cannot be read is reported by readBinaryFile, with its reason.
    return false;
  }
}

/** Frames an OpenPose folder may hold (a 100,000-frame video is ~4.5 GB of JSON: far past MAX_INPUT_BYTES anyway). */
const MAX_OPENPOSE_FILES = 200_000;
/** And all of them together: the text is held while the table is built. */
const MAX_OPENPOSE_CHARS = 512_000_000;

/**
 * The `*.json` files directly inside `folder` (OpenPose's `--write_json` output: one per frame), read
 * as one camera's keypoints. Only regular files in that folder are read: no subfolders, and no
 * symbolic links (which could lead outside the folder the user gave).
 */
function readOpenPoseTargets(folder: string, settings: OpenPoseSettings): KeypointTable2D {
  const names = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.json'))
    .map((entry) => entry.name);
  if (names.length === 0) throw new UsageError(`--targets "${folder}": a folder, but with no .json files in it: a folder is one camera's OpenPose output (one <video>_<frame>_keypoints.json per frame)`);
  if (names.length > MAX_OPENPOSE_FILES) throw new UsageError(`--targets "${folder}": ${names.length} JSON files, over the ${MAX_OPENPOSE_FILES} frames read from one folder`);
  let total = 0;
  const files = names.map((name) => {
    const text = readTextFile(join(folder, name), '--targets');
    total += text.length;
    if (total > MAX_OPENPOSE_CHARS) throw new UsageError(`--targets "${folder}": its JSON files hold over ${MAX_OPENPOSE_CHARS / 1e6} million characters, more than is read from one folder`);
    return { name, text };
  });
  const read = readOpenPoseFolder(files, settings);
  if (!read.ok) throw new UsageError(`--targets "${folder}": ${read.message}`);
  return read.value;
}

export interface LabTargets {
  recording: IkRecording;
  fps: number | null;
  /** For stderr: what the reader chose and which names did not meet a joint. */
  notes: string[];
}

/**
 * A lab table as the solver's recording: 3D markers as targets; one camera's 2D keypoints through
 * the view the user gave (--camera or --xy), which a 2D file cannot do without.
 */
export function labTableTargets(path: string, table: LabTable, model: BodyModel, options: { mapping?: PartMapping; likelihoodThreshold?: number; view: Mapper | null }): LabTargets {
  const notes = (table.notes ?? []).map((note) => `"${path}" (${table.format}): ${note}`);
  const fps = table.fps ?? null;
  if (table.kind === '3d') {
    if (options.view !== null) throw new UsageError(`--targets "${path}": a ${table.format} file holds 3D points: --camera and --xy only apply to 2D pixels`);
    const read = markerTableTargets(table, model, options.mapping);
    if (!read.ok) throw new UsageError(`--targets "${path}": ${read.message}`);
    const note = partMatchNote(read.value.unmatchedMarkers, read.value.jointsWithoutMarker);
    if (note !== null) notes.push(note);
    return { recording: { kind: '3d', targets: read.value.targets, weights: null }, fps, notes };
  }
  if (options.view === null) {
    throw new UsageError(`--targets "${path}": a ${table.format} file holds one camera's 2D pixels: give the camera they were taken with (--camera camera.json), --xy for an X-Y view, or --calibration calibration.toml with one file per camera`);
  }
  const read = keypointTableFrames(table, model, { likelihoodThreshold: options.likelihoodThreshold ?? DEFAULT_LIKELIHOOD_THRESHOLD, mapping: options.mapping });
  if (!read.ok) throw new UsageError(`--targets "${path}": ${read.message}`);
  const note = partMatchNote(read.value.unmatchedParts, read.value.jointsWithoutPart);
  if (note !== null) notes.push(note);
  return { recording: { kind: '2d', mappers: [options.view], frames: read.value.frames }, fps, notes };
}
