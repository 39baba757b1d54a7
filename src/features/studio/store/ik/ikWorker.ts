/// <reference lib="webworker" />
import { IkSolver } from '../../../../bodyplan/ik/ik.ts';
import type { BodyModel } from '../../../../bodyplan/kinematics/model.ts';
import type { WorkerReply, WorkerRequest } from './ikProtocol.ts';
import { toIkOptions, withJointWeights } from '../../model/ikSettings.ts';

/** The Studio's worker for interactive IK solves too big for the page's thread. */
let model: BodyModel | null = null;
let solver: IkSolver | null = null;
let solverWeights: Float64Array | null = null;

const post = (reply: WorkerReply) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(reply);

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  try {
    if (request.type === 'model') {
      model = request.model;
      solver = null;
      return;
    }
    if (!model) throw new Error('no body plan was sent to the worker');
    if (!solver || !sameWeights(solverWeights, request.jointWeight)) {
      solver = new IkSolver(withJointWeights(model, request.jointWeight));
      solverWeights = request.jointWeight;
    }
    Object.assign(solver.options, toIkOptions(request.settings));
    const state = request.start;
    const result = solver.solve(state, request.targets);
    post({ type: 'solved', id: request.id, pose: { ...state, rmsError: result.rmsError, iterations: result.iterations, converged: result.converged } });
  } catch (error) {
    post({ type: 'failed', id: 'id' in request ? request.id : -1, message: error instanceof Error ? error.message : String(error) });
  }
};

function sameWeights(a: Float64Array | null, b: Float64Array): boolean {
  if (!a || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
