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
