import type { BodyModel } from '../../bodyplan/kinematics/model.ts';
import type { IkRecording } from '../../bodyplan/ik/ikRecording.ts';
import { readAniposeCalibration } from '../../bodyplan/observations/aniposeCalibration.ts';
import { combineCalibratedViews, type CameraView } from '../../bodyplan/recording/calibratedRecording.ts';
import { matchFilesToCameras } from '../../bodyplan/recording/cameraFileMatching.ts';
import { readDeepLabCutCsv } from '../../bodyplan/recording/readers/deepLabCut.ts';
import { matchParts, type PartMapping } from '../../bodyplan/recording/readers/partMatching.ts';
import { readTextFile, UsageError } from '../io.ts';
import { detectCsvFormat } from './ikCsvTargets.ts';

export interface CalibratedTargetOptions {
  mapping?: PartMapping;
  /** DeepLabCut's likelihood cut-off; undefined: the reader's default. */
  likelihoodThreshold?: number;
}

export interface CalibratedTargets {
  recording: IkRecording;
  /** Lines for stderr: which file went to which camera, then anything the user should know. */
  notes: string[];
}

/**
 * `--calibration calibration.toml --targets a.csv --targets b.csv ...`: an anipose calibration and
 * one DeepLabCut CSV per camera, each matched to its camera by file name (see
 * cameraFileMatching.ts). The files may come from different scorers: each file's parts are matched
 * to joints by name on their own. Cameras without a file take no part. Observations are
 * undistorted through their camera's lens before the solve. Throws UsageError (exit 2) naming the
 * file and place of any problem.
 */
export function readCalibratedTargets(calibrationFile: string, targetFiles: readonly string[], model: BodyModel, options: CalibratedTargetOptions): CalibratedTargets {
  const calibration = readAniposeCalibration(readTextFile(calibrationFile, '--calibration'));
  if (!calibration.ok) throw new UsageError(`--calibration "${calibrationFile}": ${calibration.message}`);
  const cameras = calibration.value;
  const matched = matchFilesToCameras(targetFiles, cameras.map((c) => c.name));
  if (!matched.ok) throw new UsageError(`--targets ${matched.message}`);

  const notes = matched.value.map(({ file, camera, ignoringCase }) => {
    const { name, section } = cameras[camera]!;
    return `"${file}" -> camera "${name}" [${section}]${ignoringCase ? ' (its name matched ignoring case)' : ''}`;
  });
  const views: CameraView[] = [];
  const fedJoints = new Set<number>();
  for (const { file, camera } of matched.value) {
    if (!file.toLowerCase().endsWith('.csv')) throw new UsageError(`--targets "${file}": with --calibration each --targets file is one camera's DeepLabCut CSV (a file ending in .csv)`);
    const text = readTextFile(file, '--targets');
    const format = detectCsvFormat(text);
    if (!format.ok) throw new UsageError(`--targets "${file}": ${format.message}`);
    if (format.value !== 'deeplabcut') {
      throw new UsageError(`--targets "${file}": an anipose CSV holds 3D points; with --calibration each --targets file is one camera's DeepLabCut CSV (2D pixels)`);
    }
    const read = readDeepLabCutCsv(text, model, options);
    if (!read.ok) throw new UsageError(`--targets "${file}": ${read.message}`);
    views.push({ camera, frames: read.value.frames });
    if (read.value.unmatchedParts.length > 0) notes.push(`"${file}": parts feeding no joint: ${read.value.unmatchedParts.join(', ')} (--parts mapping.json maps part names to joint names)`);
    // The reader matched these parts without error; matching again says which joints they feed.
    const parts = matchParts(read.value.parts, model, options.mapping);
    if (parts.ok) parts.value.jointOfPart.forEach((joint) => joint >= 0 && fedJoints.add(joint));
  }

  const unfed = model.jointNames.filter((_, j) => !fedJoints.has(j));
  if (unfed.length > 0) notes.push(`joints without a part in any file (left unobserved): ${unfed.join(', ')}`);
  const unused = cameras.filter((_, c) => !matched.value.some((m) => m.camera === c)).map((c) => `"${c.name}"`);
  if (unused.length > 0) notes.push(`calibration cameras without a --targets file (not used): ${unused.join(', ')}`);

  const combined = combineCalibratedViews(cameras, views, model.jointCount);
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
  return { recording: { kind: '2d', mappers: combined.mappers, frames: combined.frames }, notes };
}
