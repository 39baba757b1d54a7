import { STUDIO_JOINT_LIMIT, type PreparedPlan } from '../../model/openPlan/preparePlan.ts';
import type { PlanLoadReply, PlanLoadRequest } from './planLoadProtocol.ts';

/** Loads plan texts away from the page. One load at a time; a new load or Cancel ends the one before. */
export interface PlanLoader {
  load(text: string): Promise<PreparedPlan>;
  /** Ends the load in progress; its promise rejects with PlanLoadCancelled. */
  cancel(): void;
  dispose(): void;
}

export class PlanLoadCancelled extends Error {
  override name = 'PlanLoadCancelled';
  constructor() {
    super('Opening was cancelled.');
  }
}

/**
 * A loader over one dedicated worker. Cancel terminates the worker (a load is one synchronous call
 * in it, so there is nothing gentler) and the next load starts a fresh one.
 */
export function createWorkerPlanLoader(jointLimit: number = STUDIO_JOINT_LIMIT): PlanLoader {
  let worker: Worker | null = null;
  let nextId = 1;
  let pending: { id: number; resolve(prepared: PreparedPlan): void; reject(error: Error): void } | null = null;

  const stop = (error: Error) => {
    worker?.terminate();
    worker = null;
    const job = pending;
    pending = null;
    job?.reject(error);
  };

  const workerNow = (): Worker => {
    if (worker) return worker;
    const created = new Worker(new URL('./planLoadWorker.ts', import.meta.url), { type: 'module' });
    created.addEventListener('message', (event: MessageEvent<PlanLoadReply>) => {
      const reply = event.data;
      if (!pending || reply.id !== pending.id) return;
      const job = pending;
      pending = null;
      if (reply.type === 'prepared') job.resolve(reply.prepared);
      else job.reject(new Error(`the body plan could not be loaded: ${reply.message}`));
    });
    // A worker that cannot start or crashes (out of memory) must not leave the Studio waiting forever.
    created.addEventListener('error', (event) => stop(new Error(`the body plan could not be loaded: ${event.message || 'the loader stopped'}`)));
    worker = created;
    return created;
  };

  return {
    load(text) {
      if (pending) stop(new PlanLoadCancelled());
      const id = nextId++;
      const result = new Promise<PreparedPlan>((resolve, reject) => {
        pending = { id, resolve, reject };
      });
      const request: PlanLoadRequest = { id, text, jointLimit };
      workerNow().postMessage(request);
      return result;
    },
    cancel() {
      if (pending) stop(new PlanLoadCancelled());
    },
    dispose() {
      stop(new PlanLoadCancelled());
    },
  };
}
