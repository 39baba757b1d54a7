/**
 * An anipose calibration plus one DeepLabCut CSV per camera, read into one multi-camera 2D
 * recording: what `bodyplan ik --calibration … --targets … --targets …` and the Studio's "Load
 * recording" (calibration and CSVs chosen together) both read. Each file goes to its camera by file
 * name (cameraFileMatching.ts); each file's parts are matched to joints on their own, so files from
 * different scorers mix; observations are undistorted (calibratedRecording.ts).
 */

import type { BodyModel } from '../kinematics/model.ts';
import { readAniposeCalibration, type CalibratedCamera } from '../observations/aniposeCalibration.ts';
import { combineCalibratedViews, type CalibratedRecording, type CameraView } from './calibratedRecording.ts';
import { matchFilesToCameras, type CameraFileMatch } from './cameraFileMatching.ts';
import { splitCsv } from './csv.ts';
import { DEFAULT_LIKELIHOOD_THRESHOLD, deepLabCutCsvTable } from './readers/deepLabCut.ts';
import type { KeypointTable2D } from './labFiles/labTables.ts';
import { keypointTableFrames } from './labFiles/keypointTableFrames.ts';
import type { PartMapping } from './readers/partMatching.ts';

export interface NamedText {
  /** The file's path or name, as the user gave it. */
  name: string;
  text: string;
}

export interface CalibratedDeepLabCutOptions {
  mapping?: PartMapping;
  /** DeepLabCut's likelihood cut-off; undefined: the reader's default. */
  likelihoodThreshold?: number;
  /** In multi-animal files: the individual to read. */
  individual?: string;
  /** anipose's cam_regex (one capture group: the camera's name in each file name); undefined: see cameraFileMatching.ts. */
  camRegex?: string;
}

interface CalibratedDeepLabCut {
  cameras: CalibratedCamera[];
  /** Per file, in the order given: its camera. */
  matches: CameraFileMatch[];
  combined: CalibratedRecording;
  /** Every file's part names, each once, in order of first appearance. */
  parts: string[];
  /** Per file (given order) with any: its parts that feed no joint. */
  unmatchedParts: { file: string; parts: string[] }[];
  /** Joints no file's part feeds. */
  jointsWithoutPart: string[];
  /** The first file's frame rate, when one states it. */
  fps: number | undefined;
  /** What the readers said (which individual, which person …), each led by its file. */
  tableNotes: string[];
}

/** Where a failure lies: in the calibration, in one CSV, or in matching files to cameras. */
export type CalibratedDeepLabCutResult =
  | { ok: true; value: CalibratedDeepLabCut }
  | { ok: false; message: string; role: 'calibration' | 'targets' | 'matching'; file: string | null };

export function readCalibratedDeepLabCut(calibration: NamedText, files: readonly NamedText[], model: BodyModel, options: CalibratedDeepLabCutOptions = {}): CalibratedDeepLabCutResult {
  const tables: NamedTable[] = [];
  for (const { name, text } of files) {
    const fail = (message: string): CalibratedDeepLabCutResult => ({ ok: false, message, role: 'targets', file: name });
    if (!name.toLowerCase().endsWith('.csv')) return fail('with a calibration each recording file is one camera\'s DeepLabCut CSV (a file ending in .csv)');
    if (!isDeepLabCut(text)) {
      return fail('not a DeepLabCut CSV: with a calibration each file is one camera\'s 2D pixels, whose header rows are scorer, bodyparts and coords (an anipose CSV of 3D points needs no calibration)');
    }
    const table = deepLabCutCsvTable(text, { individual: options.individual });
    if (!table.ok) return fail(table.message);
    tables.push({ name, table: table.value });
  }
  return readCalibratedTables(calibration, tables, model, options);
}

/** One camera's keypoints, read from a file of any lab format (DeepLabCut CSV or .h5, SLEAP, OpenPose …). */
export interface NamedTable {
  name: string;
  table: KeypointTable2D;
}

/**
 * The calibration and one keypoint table per camera: each table goes to its camera by its file's
 * name, its parts are matched to joints on their own (so files from different trackers mix), and
 * its observations are undistorted.
 */
export function readCalibratedTables(calibration: NamedText, files: readonly NamedTable[], model: BodyModel, options: CalibratedDeepLabCutOptions = {}): CalibratedDeepLabCutResult {
  const read = readAniposeCalibration(calibration.text);
  if (!read.ok) return { ok: false, message: read.message, role: 'calibration', file: calibration.name };
  const cameras = read.value;
  const matched = matchFilesToCameras(files.map((f) => f.name), cameras.map((c) => c.name), { camRegex: options.camRegex });
  if (!matched.ok) return { ok: false, message: matched.message, role: 'matching', file: null };

  const views: CameraView[] = [];
  const parts: string[] = [];
  const seenParts = new Set<string>();
  const unmatchedParts: { file: string; parts: string[] }[] = [];
  const fedJoints = new Set<number>();
  for (let i = 0; i < files.length; i++) {
    const { name, table } = files[i]!;
    const frames = keypointTableFrames(table, model, { likelihoodThreshold: options.likelihoodThreshold ?? DEFAULT_LIKELIHOOD_THRESHOLD, mapping: options.mapping });
    if (!frames.ok) return { ok: false, message: frames.message, role: 'targets', file: name };
    views.push({ camera: matched.value[i]!.camera, frames: frames.value.frames });
    for (const part of frames.value.parts) {
      if (!seenParts.has(part)) {
        seenParts.add(part);
        parts.push(part);
      }
    }
    if (frames.value.unmatchedParts.length > 0) unmatchedParts.push({ file: name, parts: frames.value.unmatchedParts });
    model.jointNames.forEach((name, j) => !frames.value.jointsWithoutPart.includes(name) && fedJoints.add(j));
  }
  return {
    ok: true,
    value: {
      cameras,
      matches: matched.value,
      combined: combineCalibratedViews(cameras, views, model.jointCount),
      parts,
      unmatchedParts,
      jointsWithoutPart: model.jointNames.filter((_, j) => !fedJoints.has(j)),
      fps: files.find((f) => f.table.fps !== undefined)?.table.fps,
      tableNotes: files.flatMap((f) => (f.table.notes ?? []).map((note) => `"${f.name}" (${f.table.format}): ${note}`)),
    },
  };
}

/** DeepLabCut's first header row starts with scorer (or, in some exports, individuals / bodyparts / coords). */
function isDeepLabCut(text: string): boolean {
  const split = splitCsv(text);
  const first = split.ok ? split.records[0] : undefined;
  // A file that does not split as CSV is left to the reader, which gives the line and column.
  if (!split.ok) return true;
  return first !== undefined && ['scorer', 'individuals', 'bodyparts', 'coords'].includes(first.fields[0]!.toLowerCase());
}
