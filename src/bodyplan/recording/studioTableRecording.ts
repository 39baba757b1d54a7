/**
 * A table any lab format was read into (labFiles/), as the recording the Studio plays and solves:
 * one file's 3D markers or one camera's 2D keypoints, or a calibration with one keypoint table per
 * camera (read as the CLI's `ik --calibration … --targets …`).
 */

import type { BodyModel } from '../kinematics/model.ts';
import type { Mapper } from '../observations/mapper.ts';
import { DEFAULT_FPS, type Recording } from './recording.ts';
import type { LabTable } from './labFiles/labTables.ts';
import { keypointTableFrames } from './labFiles/keypointTableFrames.ts';
import { markerTableTargets } from './labFiles/markerTableTargets.ts';
import { readCalibratedTables, type NamedTable, type NamedText } from './calibratedDeepLabCut.ts';
import type { StudioLoadOptions, StudioRecordingResult } from './studioRecordingFile.ts';

/** One lab table as a recording: 3D markers as targets; one camera's 2D keypoints through a camera the user opened. */
export function studioRecordingFromTable(fileName: string, table: LabTable, model: BodyModel, options: StudioLoadOptions): StudioRecordingResult {
  const notes = table.notes?.map((note) => `${table.format}: ${note}`);
  const fps = table.fps ?? DEFAULT_FPS;
  if (table.kind === '3d') {
    const read = markerTableTargets(table, model, options.mapping);
    if (!read.ok) return read;
    const { targets, frameNumbers, markers, unmatchedMarkers } = read.value;
    const recording: Recording = { ...playbackOf(targets, model, fps, unmatchedMarkers), frameNumbers, fpsFromFile: table.fps !== undefined };
    return { ok: true, value: { format: 'markers', recording, ikRecording: { kind: '3d', targets, weights: null }, parts: markers, cameraUsed: null, ...(notes ? { notes } : {}) } };
  }
  const cameras = options.cameras;
  if (cameras === null || cameras.mappers.length === 0) {
    return { ok: false, message: `a ${table.format} holds 2D pixels: open the cameras JSON ({"cameras": [camera, …]}) it was filmed with first, or choose it together with an anipose calibration.toml and the other cameras' files` };
  }
  const named = cameraNamedIn(fileName, cameras.names);
  const camera = named ?? Math.min(Math.max(0, options.cameraIndex), cameras.mappers.length - 1);
  const read = keypointTableFrames(table, model, { likelihoodThreshold: options.likelihoodThreshold, mapping: options.mapping });
  if (!read.ok) return read;
  const mappers: Mapper[] = [cameras.mappers[camera]!];
  const { frames, parts, unmatchedParts } = read.value;
  const labels = read.value.frameLabels.map((label, f) => (/^\d+$/.test(label) ? Number(label) : f));
  const recording: Recording = {
    ...playbackOf(frames.map(() => null), model, fps, unmatchedParts),
    frameNumbers: labels,
    observedJoints: observedJoints2d(mappers, frames, model.jointCount),
    fpsFromFile: table.fps !== undefined,
  };
  return { ok: true, value: { format: 'deeplabcut', recording, ikRecording: { kind: '2d', mappers, frames }, parts, cameraUsed: camera, ...(notes ? { notes } : {}) } };
}

/** The calibration and its cameras' keypoint tables, read as the CLI's `ik --calibration … --targets …`. */
export function studioCalibrated(calibration: NamedText, tables: readonly NamedTable[], model: BodyModel, options: StudioLoadOptions): StudioRecordingResult {
  const read = readCalibratedTables(calibration, tables, model, {
    mapping: options.mapping,
    likelihoodThreshold: options.likelihoodThreshold,
    camRegex: options.camRegex?.trim() ? options.camRegex.trim() : undefined,
  });
  if (!read.ok) return { ok: false, message: read.file === null ? read.message : `${read.file}: ${read.message}` };
  const { cameras, matches, combined, parts, unmatchedParts, fps, tableNotes } = read.value;
  const { mappers, frames } = combined;
  const notes = matches.map(({ file, camera, ignoringCase, rule, extracted }) => {
    const how = rule === 'name' ? (ignoringCase ? ' (name matched ignoring case)' : '') : ` (${rule} read "${extracted}")`;
    return `${file} → camera "${cameras[camera]!.name}"${how}`;
  });
  notes.push(...tableNotes);
  if (combined.frameCounts.some((count) => count !== frames.length)) {
    const counts = combined.cameras.map((c, v) => `${cameras[c]!.name} ${combined.frameCounts[v]}`).join(', ');
    notes.push(`The files differ in length (${counts} frames): frames are aligned by index; a camera is unobserved after its file ends.`);
  }
  if (combined.notUndistorted > 0) notes.push(`${combined.notUndistorted} observations lie where the lens model cannot be inverted: left unobserved.`);
  const unmatched = [...new Set(unmatchedParts.flatMap((u) => u.parts))];
  const recording: Recording = {
    ...playbackOf(frames.map(() => null), model, fps ?? DEFAULT_FPS, unmatched),
    observedJoints: observedJoints2d(mappers, frames, model.jointCount),
    fpsFromFile: fps !== undefined,
  };
  return {
    ok: true,
    value: { format: 'deeplabcut', recording, ikRecording: { kind: '2d', mappers, frames }, parts, cameraUsed: null, cameraNames: combined.cameras.map((c) => cameras[c]!.name), lenses: combined.cameras.map((c) => cameras[c]!.distortion), notes },
  };
}

/** The camera a file name names (its name appears in the file name, case-insensitively; the longest wins), or null. */
export function cameraNamedIn(fileName: string, names: readonly string[]): number | null {
  const lower = fileName.toLowerCase();
  let best: number | null = null;
  names.forEach((name, c) => {
    if (lower.includes(name.toLowerCase()) && (best === null || name.length > names[best]!.length)) best = c;
  });
  return best;
}

/** The playback Recording (see studioRecordingFile.ts's): 3D targets, or for 2D one shared all-NaN frame. */
function playbackOf(targets: (Float64Array | null)[], model: BodyModel, fps: number, unmatched: string[]): Recording {
  const unobserved = new Float64Array(3 * model.jointCount).fill(NaN);
  const frames = targets.map((t) => t ?? unobserved);
  let observedJoints = 0;
  for (let j = 0; j < model.jointCount; j++) {
    if (frames.some((frame) => !Number.isNaN(frame[3 * j]!))) observedJoints++;
  }
  return { frames, frameNumbers: frames.map((_, f) => f), fps, format: 'csv', matchedBy: 'name', unmatched, observedJoints };
}

function observedJoints2d(mappers: Mapper[], frames: { points: Float64Array }[], n: number): number {
  let observed = 0;
  for (let j = 0; j < n; j++) {
    if (frames.some((frame) => mappers.some((_, c) => !Number.isNaN(frame.points[2 * (c * n + j)]!)))) observed++;
  }
  return observed;
}
