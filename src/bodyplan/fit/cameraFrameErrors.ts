import type { BodyModel } from '../kinematics/model.ts';
import type { IkRecording } from '../ik/ikRecording.ts';
import type { SolvedFrames } from '../ik/solvedFrames.ts';
import { visitReprojections } from './reprojections.ts';

/**
 * Each camera's RMS reprojection error in each solved frame, over the keypoints it sees there
 * (frame-major: frame f, camera c at `[f * cameras + c]`; NaN where the camera sees nothing): one
 * lane per camera under the angle plot, where a camera that disagrees with the others, for a
 * moment or throughout, shows. Empty for 3D targets.
 */
export function cameraFrameErrors(model: BodyModel, recording: IkRecording, solved: SolvedFrames): Float32Array {
  if (recording.kind !== '2d') return new Float32Array(0);
  const cameras = recording.mappers.length;
  const frameCount = Math.min(recording.frames.length, solved.count);
  const out = new Float32Array(frameCount * cameras).fill(NaN);
  const sums = new Float64Array(cameras);
  const seen = new Uint32Array(cameras);
  visitReprojections(model, recording, solved, {
    point(_f, c, _j, squared) {
      sums[c]! += squared;
      seen[c]!++;
    },
    endFrame(f) {
      for (let c = 0; c < cameras; c++) if (seen[c]! > 0) out[f * cameras + c] = Math.sqrt(sums[c]! / seen[c]!);
      sums.fill(0);
      seen.fill(0);
    },
  });
  return out;
}
