import type { BodyModel } from '../kinematics/model.ts';
import type { IkRecording } from '../ik/ikRecording.ts';
import type { SolvedFrames } from '../ik/solvedFrames.ts';
import { computeFitErrors } from './fitErrors.ts';
import { visitReprojections } from './reprojections.ts';

/**
 * Each keypoint's error in each solved frame, frame-major (see FitErrors), in the observations'
 * units: for 3D targets the distance to the target; for 2D observations the distance in the image
 * between the projected keypoint and the observed point, averaged over the cameras that see it in
 * front of them (pixels for cameras). NaN where nothing observes the keypoint. Computed where the
 * frames were solved (a segment worker), so the page only gathers the results.
 */
export function recordingFitErrors(model: BodyModel, recording: IkRecording, solved: SolvedFrames): Float32Array {
  if (recording.kind === '3d') return computeFitErrors(model, recording.targets, solved).errors;
  const jointCount = model.jointCount;
  const frameCount = Math.min(recording.frames.length, solved.count);
  const errors = new Float32Array(frameCount * jointCount).fill(NaN);
  const sums = new Float64Array(jointCount);
  const seen = new Uint32Array(jointCount);
  visitReprojections(model, recording, solved, {
    point(_f, _c, j, squared) {
      sums[j]! += Math.sqrt(squared);
      seen[j]!++;
    },
    endFrame(f) {
      for (let j = 0; j < jointCount; j++) if (seen[j]! > 0) errors[f * jointCount + j] = sums[j]! / seen[j]!;
      sums.fill(0);
      seen.fill(0);
    },
  });
  return errors;
}
