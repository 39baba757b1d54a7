// The solve thread of `bodyplan retarget` (solveInWorker.ts starts it): solves the targets it was
// started with a slice of frames at a time (startRetargetSolve: slices give exactly the run solved at
// once), posting progress after each slice and then the trajectory, its values transferred, not
// copied. It compiles no WebAssembly: it instantiates the kernels' module the calling thread compiled.
import { parentPort, workerData } from 'node:worker_threads';
import { adoptKernelModule } from '../../bodyplan/kinematics/kernels/kernelArena.ts';
import { startRetargetSolve } from '../../bodyplan/retarget/solveRetarget.ts';
import type { RetargetWorkerData, RetargetWorkerMessage } from './retargetWorkerProtocol.ts';

const data = workerData as RetargetWorkerData;
const port = parentPort!;
adoptKernelModule(data.kernels);
try {
  const solve = startRetargetSolve(data.model, data.targets);
  while (solve.done < solve.frameCount) {
    const done = solve.step(data.sliceFrames);
    port.postMessage({ kind: 'progress', done, total: solve.frameCount } satisfies RetargetWorkerMessage);
  }
  const trajectory = solve.trajectory();
  // The values own their buffer (solveRetarget.ts makes them): moved to the calling thread, not copied.
  port.postMessage({ kind: 'done', trajectory } satisfies RetargetWorkerMessage, [trajectory.values.buffer as ArrayBuffer]);
} catch (error) {
  port.postMessage({ kind: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies RetargetWorkerMessage);
}
