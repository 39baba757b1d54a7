import type { BodyModel } from '../kinematics/model.ts';
import type { Pose } from '../kinematics/pose.ts';
import { solvedStride } from './ikRecording.ts';

/**
 * A solved recording as the packed rows solveRecordingRange writes (see solvedStride): one
 * Float64Array for every frame, so 100,000 frames are one allocation, not 100,000 objects.
 * Read it through the accessors below, never by offsets elsewhere.
 */
export interface SolvedFrames {
  readonly count: number;
  readonly dofCount: number;
  readonly stride: number;
  readonly data: Float64Array;
}

export function solvedFrames(model: BodyModel, data: Float64Array): SolvedFrames {
  const stride = solvedStride(model);
  if (data.length % stride !== 0) throw new RangeError(`solved data of ${data.length} numbers is not whole frames of ${stride}`);
  return { count: data.length / stride, dofCount: model.dofCount, stride, data };
}

/** Frame `frame`'s pose, as fresh arrays (the Studio's pose state is replaced, never changed in place). */
export function solvedPoseAt(solved: SolvedFrames, frame: number): Pose {
  const at = solved.stride * frame;
  const d = solved.dofCount;
  return {
    dofs: solved.data.slice(at, at + d),
    rootPosition: solved.data.slice(at + d, at + d + 3),
    rootQuat: solved.data.slice(at + d + 3, at + d + 7),
  };
}

/** DOF `dof`'s solved value at `frame`. */
export function solvedDofAt(solved: SolvedFrames, frame: number, dof: number): number {
  return solved.data[solved.stride * frame + dof]!;
}

/** The RMS error of frame `frame` in the observations' units (NaN when nothing was observed). */
export function solvedRmsAt(solved: SolvedFrames, frame: number): number {
  return solved.data[solved.stride * frame + solved.dofCount + 8]!;
}

export function solvedIterationsAt(solved: SolvedFrames, frame: number): number {
  return solved.data[solved.stride * frame + solved.dofCount + 7]!;
}

/** Every frame's RMS error, in order. */
export function solvedRmsSeries(solved: SolvedFrames): Float64Array {
  const out = new Float64Array(solved.count);
  for (let f = 0; f < solved.count; f++) out[f] = solvedRmsAt(solved, f);
  return out;
}
