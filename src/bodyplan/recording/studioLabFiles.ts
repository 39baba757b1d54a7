/**
 * Files the Studio reads asynchronously, in its reading worker: one binary lab file (HDF5 support
 * loads on demand), or several chosen together: an anipose calibration.toml and one 2D keypoint file
 * per camera.
 */

import type { BodyModel } from '../kinematics/model.ts';
import type { LabFileBytes } from './labFiles/labTables.ts';
import { readLabFile } from './labFiles/readLabFile.ts';
import type { NamedTable } from './calibratedDeepLabCut.ts';
import { readStudioRecording, type StudioLoadOptions, type StudioRecordingResult } from './studioRecordingFile.ts';
import { studioCalibrated, studioRecordingFromTable } from './studioTableRecording.ts';

/**
 * Files chosen together, or one file that is not text: one file is read by content (a binary lab
 * file, or text handed to readStudioRecording); several are an anipose calibration.toml and one 2D
 * keypoint file per camera (DeepLabCut CSV or .h5, SLEAP), each going to the camera its name names.
 */
export async function readStudioFiles(files: readonly LabFileBytes[], model: BodyModel, options: StudioLoadOptions): Promise<StudioRecordingResult> {
  const labOptions = { individual: options.individual, upAxis: options.upAxis };
  if (files.length === 1) {
    const file = files[0]!;
    const read = await readLabFile(file, labOptions);
    if (!read.ok) return read;
    if (read.table === null) return readStudioRecording(file.name, read.text, model, options);
    return studioRecordingFromTable(file.name, read.table, model, options);
  }
  const calibrations = files.filter((f) => /\.toml$/i.test(f.name));
  const others = files.filter((f) => !/\.toml$/i.test(f.name));
  if (calibrations.length !== 1 || others.length === 0) {
    const found = calibrations.length === 0 ? 'no .toml file' : calibrations.length > 1 ? `${calibrations.length} .toml files` : 'no keypoint file';
    return { ok: false, message: `several files at once are an anipose calibration.toml and one 2D keypoint file per camera (DeepLabCut CSV or .h5, SLEAP), named after its camera; these have ${found}` };
  }
  const calibrationText = new TextDecoder().decode(calibrations[0]!.bytes);
  const tables: NamedTable[] = [];
  for (const file of others) {
    const read = await readLabFile(file, labOptions);
    if (!read.ok) return { ok: false, message: `${file.name}: ${read.message}` };
    if (read.table === null || read.table.kind !== '2d') {
      const what = read.table === null ? 'not a tracker\'s 2D keypoints' : `a ${read.table.format} file of 3D points, which needs no calibration`;
      return { ok: false, message: `${file.name}: ${what}: with a calibration each file is one camera's 2D keypoints (DeepLabCut CSV or .h5, SLEAP .h5 or .slp)` };
    }
    tables.push({ name: file.name, table: read.table });
  }
  return studioCalibrated({ name: calibrations[0]!.name, text: calibrationText }, tables, model, options);
}

