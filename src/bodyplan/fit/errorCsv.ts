import { csvRow } from '../recording/csv.ts';
import type { BodyModel } from '../kinematics/model.ts';
import { fitErrorAt, type FitErrors } from './fitErrors.ts';

/**
 * The fit's errors as a long CSV, one row per frame and keypoint (the header `frame,joint,error`
 * says so): the recording's frame number, the joint's name, and the distance in the plan's units
 * (7 significant digits: the errors are single precision), empty where the keypoint was not observed in that frame. Only joints observed somewhere are listed.
 */
export function fitErrorsToCsv(model: BodyModel, fit: FitErrors, frameNumbers: readonly number[]): string {
  const lines = [csvRow(['frame', 'joint', 'error'])];
  for (let f = 0; f < fit.frameCount; f++) {
    for (const joint of fit.keypoints) {
      const error = fitErrorAt(fit, f, joint);
      lines.push(csvRow([frameNumbers[f] ?? f, model.jointNames[joint]!, Number.isFinite(error) ? Number(error.toPrecision(7)) : '']));
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Each camera's RMS error per frame (cameraFrameErrors' frame-major table) as a long CSV, one row per
 * frame and camera (`frame,camera,error`), the camera by its name (the calibration's), so the rows
 * can be matched to the files and to an exclusion (`camB:80-109`); empty where the camera saw nothing.
 */
export function cameraErrorsToCsv(cameraErrors: ArrayLike<number>, cameraNames: readonly string[], frameNumbers: readonly number[]): string {
  const cameras = cameraNames.length;
  const lines = [csvRow(['frame', 'camera', 'error'])];
  const frameCount = cameras === 0 ? 0 : Math.floor(cameraErrors.length / cameras);
  for (let f = 0; f < frameCount; f++) {
    cameraNames.forEach((name, c) => {
      const error = cameraErrors[f * cameras + c]!;
      lines.push(csvRow([frameNumbers[f] ?? f, name, Number.isFinite(error) ? Number(error.toPrecision(7)) : '']));
    });
  }
  return `${lines.join('\n')}\n`;
}
