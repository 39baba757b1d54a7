import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { kernelModule } from '../../bodyplan/kinematics/kernels/kernelArena.ts';
import type { BodyModel } from '../../bodyplan/kinematics/model.ts';
import type { RetargetTargets, RetargetTrajectory } from '../../bodyplan/retarget/retargetTypes.ts';
import { RUNS_BUILT } from '../packageRoot.ts';
import type { RetargetWorkerData, RetargetWorkerMessage } from './retargetWorkerProtocol.ts';

/** A retarget solving in its own thread. */
export interface WorkerSolve {
  /** The trajectory; null once `stop` was called. Rejects with the solve's own message when it fails. */
  result: Promise<RetargetTrajectory | null>;
  /** Ends the thread where it is (between or inside a slice); `result` then resolves to null. */
  stop(): Promise<void>;
}

/**
 * Solves a retarget in a worker thread, so that the calling thread stays free to print progress and
 * to see Ctrl-C at once (a stop ends the thread, whatever it is doing). `onProgress` is called after
 * each slice of `sliceFrames` frames. The thread is started as `bodyplan ik`'s pooled workers are
 * (ikWorkerPool.ts): from the CLI built to JavaScript, the built worker beside this code; from the
 * TypeScript sources, a bootstrap that registers tsx in the thread, then imports retargetWorker.ts.
 */
export function solveInWorker(model: BodyModel, targets: RetargetTargets, sliceFrames: number, onProgress: (done: number, total: number) => void): WorkerSolve {
  const workerData: RetargetWorkerData = { kernels: kernelModule(), model, targets, sliceFrames };
  // `--input-type` (a CLI started as `node --input-type=module -e …`) makes a worker fail at once.
  const execArgv = process.execArgv.filter((arg) => !arg.startsWith('--input-type'));
  let worker: Worker;
  if (RUNS_BUILT) {
    worker = new Worker(join(import.meta.dirname, 'retargetWorker.mjs'), { workerData, execArgv });
  } else {
    const tsx = import.meta.resolve('tsx/esm/api');
    const entryUrl = pathToFileURL(join(import.meta.dirname, 'retargetWorker.ts')).href;
    const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entryUrl)}); });`;
    worker = new Worker(bootstrap, { eval: true, workerData, execArgv });
  }
  let stopped = false;
  const result = new Promise<RetargetTrajectory | null>((resolve, reject) => {
    worker.on('message', (message: RetargetWorkerMessage) => {
      if (message.kind === 'progress') onProgress(message.done, message.total);
      else if (message.kind === 'done') resolve(message.trajectory);
      else reject(new Error(message.message));
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (stopped) resolve(null);
      else reject(new Error(`the retarget's solve thread stopped (exit code ${code}) before sending its result`));
    });
  });
  return {
    result: result.finally(() => void worker.terminate()),
    async stop() {
      stopped = true;
      await worker.terminate();
    },
  };
}
