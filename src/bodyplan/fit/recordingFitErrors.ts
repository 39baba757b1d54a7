import { ForwardKinematics } from '../kinematics/kinematics.ts';
import type { BodyModel } from '../kinematics/model.ts';
import { mapPoint } from '../observations/mapper.ts';
import type { IkRecording } from '../ik/ikRecording.ts';
import { solvedPoseAt, type SolvedFrames } from '../ik/solvedFrames.ts';
import { computeFitErrors } from './fitErrors.ts';

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
  const fk = new ForwardKinematics(model, { trackDofFrames: false, incremental: false });
  const projected = new Float64Array(2);
  for (let f = 0; f < frameCount; f++) {
    const pose = solvedPoseAt(solved, f);
    fk.compute(pose.dofs, pose.rootPosition, pose.rootQuat);
    const points = recording.frames[f]!.points;
    for (let j = 0; j < jointCount; j++) {
      let sum = 0;
      let seen = 0;
      recording.mappers.forEach((mapper, c) => {
        const at = 2 * (c * jointCount + j);
        const u = points[at]!;
        const v = points[at + 1]!;
        if (!Number.isFinite(u) || !Number.isFinite(v) || !mapPoint(mapper, fk.keypoints, 3 * j, projected)) return;
        sum += Math.sqrt((projected[0]! - u) ** 2 + (projected[1]! - v) ** 2);
        seen++;
      });
      if (seen > 0) errors[f * jointCount + j] = sum / seen;
    }
  }
  return errors;
}
