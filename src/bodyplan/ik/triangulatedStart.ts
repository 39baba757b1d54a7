import { ForwardKinematics } from '../kinematics/kinematics.ts';
import type { BodyModel } from '../kinematics/model.ts';
import type { Pose } from '../kinematics/pose.ts';
import type { Mapper, PinholeCamera } from '../observations/mapper.ts';
import { triangulateFrame } from '../observations/triangulate.ts';
import { IkSolver } from './ik.ts';
import { rigidAlign } from './rigidAlign.ts';
import type { Frame2D } from './solve2d.ts';

/**
 * Where a 2D fit starts when it cannot start from the previous frame (the first frame of a run or of
 * a parallel segment, or a frame whose error jumped): the keypoints triangulated from the calibrated
 * cameras (with outlier cameras left out, triangulate.ts), the root placed on them by a rigid fit
 * (rigidAlign.ts), then the DOFs fitted to them by the 3D solver. The 2D refinement then starts next
 * to the answer, wherever the subject stands and whichever way it faces, as anipose and Pose2Sim
 * start from triangulated points.
 */
export class TriangulatedStart {
  private readonly cameras: PinholeCamera[] | null;
  private readonly solver3d: IkSolver;
  private readonly fk: ForwardKinematics;
  private readonly ones: Float64Array;
  private readonly model: BodyModel;

  /** `iterations`: the 3D solver's steps from the rigidly placed neutral pose. */
  constructor(model: BodyModel, mappers: readonly Mapper[], iterations: number) {
    this.model = model;
    // Only calibrated cameras triangulate (an X-Y view has no depth to recover), and only two or more.
    this.cameras = mappers.length >= 2 && mappers.every((m) => m.type === 'camera') ? (mappers as PinholeCamera[]) : null;
    this.solver3d = new IkSolver(model, { iterations, neutralWeight: START_NEUTRAL_WEIGHT });
    this.fk = new ForwardKinematics(model);
    this.ones = new Float64Array(mappers.length * model.jointCount).fill(1);
  }

  /** Whether this recording's views can triangulate at all. */
  get available(): boolean {
    return this.cameras !== null;
  }

  /**
   * Writes the start into `state` (the DOFs from neutral, the root on the points) and returns how many
   * keypoints were triangulated; 0, leaving `state` as it was, when fewer than three were.
   */
  place(state: Pose, frame: Frame2D): number {
    const { model, cameras } = this;
    if (cameras === null) return 0;
    const n = model.jointCount;
    const triangulated = triangulateFrame(cameras, frame.points, frame.weights ?? this.ones, n);
    if (triangulated.triangulated < 3) return 0;
    state.dofs.set(model.dofNeutral);
    if (!model.fixedBase) {
      this.fk.compute(state.dofs, ORIGIN, IDENTITY);
      const placed = rigidAlign(this.fk.keypoints, triangulated.points, n);
      if (placed === null) return 0;
      state.rootPosition.set(placed.translation);
      state.rootQuat.set(placed.rotation);
    }
    this.solver3d.solve(state, triangulated.points);
    return triangulated.triangulated;
  }
}

/**
 * The 3D fit's pull toward neutral: QuickIK's 1e-3 is sized for residuals in the plan's units, and
 * in metres it outweighs centimetres of error (a human arm fitted 6 cm off its triangulated points);
 * the start only has to lie in the right basin, so the points decide.
 */
const START_NEUTRAL_WEIGHT = 1e-7;

const ORIGIN = new Float64Array(3);
const IDENTITY = Float64Array.of(1, 0, 0, 0);

/**
 * For a 3D recording's cold start: the root placed on the frame's targets by a rigid fit of the
 * neutral pose, so the 3D solve starts with the body where the points are. False (state untouched)
 * with fewer than three targets, or a fixed base.
 */
export function placeRootOnTargets(model: BodyModel, state: Pose, targets: Float64Array, weights?: Float64Array): boolean {
  if (model.fixedBase) return false;
  const fk = new ForwardKinematics(model);
  fk.compute(state.dofs, ORIGIN, IDENTITY);
  const placed = rigidAlign(fk.keypoints, targets, model.jointCount, weights);
  if (placed === null) return false;
  state.rootPosition.set(placed.translation);
  state.rootQuat.set(placed.rotation);
  return true;
}
