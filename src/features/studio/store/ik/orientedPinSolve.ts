import { clampTarget, targetsInRootFrame, type DragStepOptions } from '../../../../bodyplan/ik/dragStep.ts';
import { OrientedIkSolver } from '../../../../bodyplan/ik/orientedIk.ts';
import { ForwardKinematics } from '../../../../bodyplan/kinematics/kinematics.ts';
import type { BodyModel } from '../../../../bodyplan/kinematics/model.ts';
import type { Pose } from '../../../../bodyplan/kinematics/pose.ts';
import { quatMultiply } from '../../../../bodyplan/kinematics/rotation.ts';
import { toIkOptions, type IkSettings } from '../../model/ikSettings.ts';
import type { IkPin } from './ikSlice.ts';

/** Damping of a drag's solves: the position drag's (dragStep.ts), so a stretched chain takes short steps. */
const DRAG_DAMPING = 1e-3;

/**
 * The Studio's solve when a pin holds an orientation (issue 43), on the main thread: OrientedIkSolver
 * over every pin's position and orientation. A drag is damped as the position drags are: Levenberg-
 * Marquardt steps with at least DRAG_DAMPING, the dragged position asked for at most a few step
 * lengths from where the keypoint is (clampTarget), and with the root locked the solve runs in the
 * root's frame with the root held. Undo is the slice's (one step per drag).
 */
export class OrientedPinSolver {
  private solver: OrientedIkSolver | null = null;
  private locked: OrientedIkSolver | null = null;
  private fk: ForwardKinematics | null = null;

  /** Solves from `start` (updated in place). */
  solve(model: BodyModel, start: Pose, pins: readonly IkPin[], settings: IkSettings, drag: DragStepOptions | null): { rmsError: number; iterations: number; converged: boolean } {
    if (this.solver?.model !== model) {
      this.solver = new OrientedIkSolver(model);
      this.locked = null;
      this.fk = new ForwardKinematics(model, { trackDofFrames: false, incremental: false });
    }
    const lock = drag !== null && drag.lockRoot && !model.fixedBase;
    const solver = lock ? (this.locked ??= new OrientedIkSolver({ ...model, fixedBase: true })) : this.solver;
    Object.assign(solver.options, toIkOptions(settings), drag ? { damping: Math.max(settings.damping, DRAG_DAMPING) } : {});
    let targets: Float64Array = new Float64Array(3 * model.jointCount).fill(NaN);
    const quats = new Float64Array(4 * model.jointCount).fill(NaN);
    const weights = new Float64Array(model.jointCount);
    for (const pin of pins) {
      targets.set(pin.target, 3 * pin.joint);
      if (!pin.orientation) continue;
      quats.set(lock ? quatMultiply([start.rootQuat[0]!, -start.rootQuat[1]!, -start.rootQuat[2]!, -start.rootQuat[3]!], pin.orientation.quat) : pin.orientation.quat, 4 * pin.joint);
      weights[pin.joint] = pin.orientation.weight;
    }
    if (drag) {
      this.fk!.compute(start.dofs, start.rootPosition, start.rootQuat);
      clampTarget(targets, this.fk!.keypoints, drag.dragged, 4 * drag.maxPositionStep);
    }
    if (lock) {
      targets = targetsInRootFrame(targets, start.rootPosition, start.rootQuat);
      const rootPosition = Float64Array.from(start.rootPosition);
      const rootQuat = Float64Array.from(start.rootQuat);
      const local = { dofs: start.dofs, rootPosition: new Float64Array(3), rootQuat: Float64Array.of(1, 0, 0, 0) };
      const result = solver.solve(local, targets, { quats, weights });
      start.rootPosition.set(rootPosition);
      start.rootQuat.set(rootQuat);
      return { rmsError: result.rmsError, iterations: result.iterations, converged: result.converged };
    }
    const result = solver.solve(start, targets, { quats, weights });
    return { rmsError: result.rmsError, iterations: result.iterations, converged: result.converged };
  }
}
