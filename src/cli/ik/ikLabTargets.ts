import type { BodyModel } from '../../bodyplan/kinematics/model.ts';
import type { IkRecording } from '../../bodyplan/ik/ikRecording.ts';
import type { Mapper } from '../../bodyplan/observations/mapper.ts';
import type { PartMapping } from '../../bodyplan/recording/readers/partMatching.ts';
import { DEFAULT_LIKELIHOOD_THRESHOLD } from '../../bodyplan/recording/readers/deepLabCut.ts';
import { readLabFile, type LabFileRead, type LabReadOptions } from '../../bodyplan/recording/labFiles/readLabFile.ts';
import type { LabTable } from '../../bodyplan/recording/labFiles/labTables.ts';
import { keypointTableFrames } from '../../bodyplan/recording/labFiles/keypointTableFrames.ts';
import { markerTableTargets } from '../../bodyplan/recording/labFiles/markerTableTargets.ts';
import { readBinaryFile, UsageError } from '../io.ts';
import { partMatchNote } from './ikCsvTargets.ts';

/** A `--targets` file read by its content (see labFiles/readLabFile.ts); UsageError naming the file when it cannot be. */
export async function readTargetsFile(path: string, options: LabReadOptions): Promise<Extract<LabFileRead, { ok: true }>> {
  const read = await readLabFile({ name: path, bytes: readBinaryFile(path, '--targets') }, options);
  if (!read.ok) throw new UsageError(`--targets "${path}": ${read.message}`);
  return read;
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
