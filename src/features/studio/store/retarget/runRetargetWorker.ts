import { kernelModule } from '../../../../bodyplan/kinematics/kernels/kernelArena.ts';
import type { SourceMotion } from '../../../../bodyplan/retarget/retargetTypes.ts';
import { WorkerJobError } from '../ik/workerClient.ts';
import type { RetargetReadRequest, RetargetReply, RetargetRequest, RetargetSolveRequest } from './retargetProtocol.ts';

export type RetargetResult = Extract<RetargetReply, { type: 'done' }>;

export interface RetargetJob<T> {
  result: Promise<T>;
  /** Ends the worker; `result` rejects as cancelled and nothing the job did is kept. */
  cancel(): void;
}

/** Reads a clip in a retarget worker (retargetWorker.ts); rejects with the reader's located message. */
export function readClipInWorker(request: Omit<RetargetReadRequest, 'type'>): RetargetJob<SourceMotion> {
  return runJob({ type: 'read', ...request }, (reply) => (reply.type === 'read' ? reply.motion : undefined), () => {});
}

/** Places, solves and reports on a clip in a retarget worker; `onProgress` hears each solved slice. */
export function runRetargetWorker(request: Omit<RetargetSolveRequest, 'type' | 'kernels'>, onProgress: (done: number, total: number) => void): RetargetJob<RetargetResult> {
  return runJob({ type: 'solve', ...request, kernels: kernelModule() }, (reply) => (reply.type === 'done' ? reply : undefined), onProgress);
}

/** One worker for one job, terminated after its answer (or its failure, or Cancel). */
function runJob<T>(request: RetargetRequest, answer: (reply: RetargetReply) => T | undefined, onProgress: (done: number, total: number) => void): RetargetJob<T> {
  const worker = new Worker(new URL('./retargetWorker.ts', import.meta.url), { type: 'module' });
  let cancel = () => {};
  const result = new Promise<T>((resolve, reject) => {
    cancel = () => {
      worker.terminate();
      reject(new WorkerJobError('Cancelled.', true));
    };
    worker.addEventListener('message', (event: MessageEvent<RetargetReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') {
        onProgress(reply.done, reply.total);
        return;
      }
      worker.terminate();
      const value = answer(reply);
      if (value !== undefined) resolve(value);
      else reject(new WorkerJobError(reply.type === 'failed' ? reply.message : `unexpected reply "${reply.type}"`, false));
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new WorkerJobError(`the retarget worker stopped: ${event.message || 'unknown error'}`, false));
    });
    worker.postMessage(request);
  });
  return { result, cancel };
}
