import { ForwardKinematics } from '../kinematics/kinematics.ts';
import type { BodyModel } from '../kinematics/model.ts';
import { mapPoint } from '../observations/mapper.ts';
import type { IkRecording } from '../ik/ikRecording.ts';
import { solvedPoseAt, type SolvedFrames } from '../ik/solvedFrames.ts';

/**
 * Each camera's RMS reprojection error in each solved frame, over the keypoints it sees there
 * (frame-major: frame f, camera c at `[f * cameras + c]`; NaN where the camera sees nothing): one
 * lane per camera under the angle plot, where a camera that disagrees with the others, for a
 * moment or throughout, shows. Empty for 3D targets.
 */
export function cameraFrameErrors(model: BodyModel, recording: IkRecording, solved: SolvedFrames): Float32Array {
  if (recording.kind !== '2d') return new Float32Array(0);
  const cameras = recording.mappers.length;
  const n = model.jointCount;
  const frameCount = Math.min(recording.frames.length, solved.count);
  const out = new Float32Array(frameCount * cameras).fill(NaN);
  const fk = new ForwardKinematics(model, { trackDofFrames: false, incremental: false });
  const projected = new Float64Array(2);
  for (let f = 0; f < frameCount; f++) {
    const pose = solvedPoseAt(solved, f);
    fk.compute(pose.dofs, pose.rootPosition, pose.rootQuat);
    const points = recording.frames[f]!.points;
    recording.mappers.forEach((mapper, c) => {
      let sum = 0;
      let seen = 0;
      for (let j = 0; j < n; j++) {
        const u = points[2 * (c * n + j)]!;
        const v = points[2 * (c * n + j) + 1]!;
        if (!Number.isFinite(u) || !Number.isFinite(v) || !mapPoint(mapper, fk.keypoints, 3 * j, projected)) continue;
        sum += (projected[0]! - u) ** 2 + (projected[1]! - v) ** 2;
        seen++;
      }
      if (seen > 0) out[f * cameras + c] = Math.sqrt(sum / seen);
    });
  }
  return out;
}
