import { IkSolver, type IkState } from '../../../bodyplan/ik.ts';
import type { BodyModel } from '../../../bodyplan/model.ts';
import type { SequenceStart, SolvedPose } from './ikProtocol.ts';
import { toIkOptions, withJointWeights, type IkSettings } from './ikSettings.ts';

/** Solves frames in order, each warm-started from the previous frame's solution (the first from `start`). */
export function solveSequence(
  model: BodyModel,
  jointWeight: Float64Array,
  settings: IkSettings,
  frames: readonly Float64Array[],
  start: SequenceStart,
  onFrame?: (done: number) => void,
): SolvedPose[] {
  const solver = new IkSolver(withJointWeights(model, jointWeight), toIkOptions(settings));
  const state: IkState = { dofs: Float64Array.from(start.dofs), rootPosition: Float64Array.from(start.rootPosition), rootQuat: Float64Array.from(start.rootQuat) };
  const solved: SolvedPose[] = [];
  for (let f = 0; f < frames.length; f++) {
    const result = solver.solve(state, frames[f]!);
    solved.push({
      dofs: Float64Array.from(state.dofs),
      rootPosition: Float64Array.from(state.rootPosition),
      rootQuat: Float64Array.from(state.rootQuat),
      rmsError: result.rmsError,
      iterations: result.iterations,
      converged: result.converged,
    });
    onFrame?.(f + 1);
  }
  return solved;
}
