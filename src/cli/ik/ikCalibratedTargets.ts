import type { BodyModel } from '../../bodyplan/kinematics/model.ts';
import type { IkRecording } from '../../bodyplan/ik/ikRecording.ts';
import { readCalibratedTables, type CalibratedDeepLabCutOptions, type NamedTable } from '../../bodyplan/recording/calibratedDeepLabCut.ts';
import { parseCamRegex } from '../../bodyplan/recording/cameraFileMatching.ts';
import type { LabReadOptions } from '../../bodyplan/recording/labFiles/readLabFile.ts';
import { readTargetsFile, type OpenPoseSettings } from './ikLabTargets.ts';
import { readTextFile, UsageError } from '../io.ts';

export interface CalibratedTargets {
  recording: IkRecording;
  /** Each view's camera name, as the calibration calls it (what --exclude and --min-likelihood name). */
  cameraNames: string[];
  /** The files' frame rate, when one states it. */
  fps: number | null;
  /** Lines for stderr: which file went to which camera, then anything the user should know ("warning: " first when it may be wrong). */
  notes: string[];
}

/**
 * `--calibration calibration.toml --targets a.csv --targets b.csv ...`: an anipose calibration and
 * one DeepLabCut CSV per camera, each matched to its camera by file name (see
 * bodyplan/recording/calibratedDeepLabCut.ts), or by `--cam-regex` (anipose's cam_regex). Cameras without a file take no part. Throws
 * UsageError (exit 2) naming the file and place of any problem.
 */
export async function readCalibratedTargets(calibrationFile: string, targetFiles: readonly string[], model: BodyModel, options: CalibratedDeepLabCutOptions, labOptions: LabReadOptions, openPose: OpenPoseSettings = {}): Promise<CalibratedTargets> {
  // A bad pattern is the command line's mistake: said before any file is read.
  if (options.camRegex !== undefined) {
    const parsed = parseCamRegex(options.camRegex);
    if (!parsed.ok) throw new UsageError(`--cam-regex: ${parsed.message}`);
  }
  const calibration = { name: calibrationFile, text: readTextFile(calibrationFile, '--calibration') };
  const files: NamedTable[] = [];
  for (const name of targetFiles) {
    const read = await readTargetsFile(name, labOptions, openPose);
    if (read.table === null || read.table.kind !== '2d') {
      const what = read.table === null ? 'not a tracker\'s 2D output' : `a ${read.table.format} file of 3D points, which needs no calibration`;
      throw new UsageError(`--targets "${name}": ${what}: with a calibration each file is one camera's 2D keypoints (DeepLabCut CSV or .h5, SLEAP .h5 or .slp, an OpenPose JSON folder)`);
    }
    files.push({ name, table: read.table });
  }
  const read = readCalibratedTables(calibration, files, model, options);
  if (!read.ok) {
    if (read.role === 'calibration') throw new UsageError(`--calibration "${read.file}": ${read.message}`);
    throw new UsageError(read.file === null ? `--targets ${read.message}` : `--targets "${read.file}": ${read.message}`);
  }
  const { cameras, matches, combined, unmatchedParts, jointsWithoutPart, tableNotes } = read.value;

  const notes = matches.map(({ file, camera, ignoringCase, rule, extracted }) => {
    const { name, section } = cameras[camera]!;
    const how = rule === 'name' ? (ignoringCase ? ' (its name matched ignoring case)' : '') : ` (${rule} read "${extracted}")`;
    return `"${file}" -> camera "${name}" [${section}]${how}`;
  });
  notes.push(...tableNotes);
  for (const { file, parts } of unmatchedParts) notes.push(`"${file}": parts feeding no joint: ${parts.join(', ')} (--parts mapping.json maps part names to joint names)`);
  if (jointsWithoutPart.length > 0) notes.push(`joints without a part in any file (left unobserved): ${jointsWithoutPart.join(', ')}`);
  const unused = cameras.filter((_, c) => !matches.some((m) => m.camera === c)).map((c) => `"${c.name}"`);
  if (unused.length > 0) notes.push(`calibration cameras without a --targets file (not used): ${unused.join(', ')}`);

  const length = combined.frames.length;
  if (combined.frameCounts.some((count) => count !== length)) {
    const counts = combined.cameras.map((c, v) => `"${cameras[c]!.name}" ${combined.frameCounts[v]}`).join(', ');
    notes.push(
      `warning: the files differ in length (frames per camera: ${counts}): frames are aligned by index over the longest (${length}), ` +
        'and a camera whose file ended is unobserved in the frames after its end',
    );
  }
  if (combined.notUndistorted > 0) {
    notes.push(
      `warning: ${combined.notUndistorted} observation${combined.notUndistorted === 1 ? '' : 's'} lie where the camera's lens model cannot be inverted ` +
        '(far outside its calibrated field): left unobserved',
    );
  }
  return { recording: { kind: '2d', mappers: combined.mappers, frames: combined.frames }, fps: read.value.fps ?? null, cameraNames: combined.cameras.map((c) => cameras[c]!.name), notes };
}
