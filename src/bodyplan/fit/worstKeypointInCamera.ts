import { ForwardKinematics } from '../kinematics/kinematics.ts';
import type { BodyModel } from '../kinematics/model.ts';
import { mapPoint } from '../observations/mapper.ts';
import { solvedPoseAt, type SolvedFrames } from '../ik/solvedFrames.ts';
import { median } from './robustStats.ts';
import type { Recording2D } from './reprojections.ts';

export interface WorstKeypoint {
  /** The joint (keypoint) index. */
  joint: number;
  /** Its reprojection error in the camera at the frame (the observations' units: pixels for cameras). */
  error: number;
  /** The median error of the camera's other observed keypoints there, which it stands out from. */
  usual: number;
}

/** How many times the camera's median error the worst keypoint must be to be named (the suspicious list's own ratio). */
const STANDS_OUT = 3;

/**
 * The keypoint of one camera at one frame whose reprojection error (the solve's pose seen through that
 * camera) stands far above the camera's other keypoints there, or null when none does (the whole view
 * is off, or it agrees): a tracker that put one label on the wrong leg shows as one such keypoint, so
 * the exclude dialog can offer that keypoint rather than the whole camera. Observations already
 * excluded (weight 0) are not measured. Errors up to `floor` never stand out (1 px suits pixels).
 */
export function worstKeypointInCamera(model: BodyModel, recording: Recording2D, solved: SolvedFrames, frame: number, camera: number, floor: number): WorstKeypoint | null {
  const mapper = recording.mappers[camera];
  const observed = recording.frames[frame];
  if (mapper === undefined || observed === undefined || frame >= solved.count) return null;
  const n = model.jointCount;
  const pose = solvedPoseAt(solved, frame);
  const fk = new ForwardKinematics(model, { trackDofFrames: false, incremental: false });
  fk.compute(pose.dofs, pose.rootPosition, pose.rootQuat);
  const errors = new Float64Array(n).fill(NaN);
  const projected = new Float64Array(2);
  for (let j = 0; j < n; j++) {
    const at = camera * n + j;
    const u = observed.points[2 * at]!;
    const v = observed.points[2 * at + 1]!;
    if (!Number.isFinite(u) || !Number.isFinite(v) || observed.weights?.[at] === 0 || !mapPoint(mapper, fk.keypoints, 3 * j, projected)) continue;
    errors[j] = Math.hypot(projected[0]! - u, projected[1]! - v);
  }
  let worst = -1;
  for (let j = 0; j < n; j++) if (Number.isFinite(errors[j]!) && (worst < 0 || errors[j]! > errors[worst]!)) worst = j;
  if (worst < 0) return null;
  const usual = median(errors.filter((_, j) => j !== worst));
  const error = errors[worst]!;
  return error > floor && Number.isFinite(usual) && error > STANDS_OUT * usual ? { joint: worst, error, usual } : null;
}
