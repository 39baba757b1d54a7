// A pooled worker thread of `bodyplan ik --workers N` (see ikWorkerPool.ts): started once, it solves
// one segment per message, if it claims the segment before the calling thread does (ikParallel.ts),
// reading its frames from shared memory as the calling thread copies them in and writing its rows
// straight into the run's shared output; it posts back only the time the solve took. It compiles no
// WebAssembly: it instantiates the kernels' module the pool compiled (workerData).
import { parentPort, workerData } from 'node:worker_threads';
import { adoptKernelModule } from '../../bodyplan/kinematics/kernels/kernelArena.ts';
import { recordingRangeSolver } from '../../bodyplan/ik/ikRecording.ts';
import { unpackIkRecording } from '../../bodyplan/ik/packedFrames.ts';
import { FRAMES_NEVER_COME, type IkWorkerData, type PooledSegmentJob, type PooledSegmentReply } from './ikWorkerProtocol.ts';

adoptKernelModule((workerData as IkWorkerData).kernels);

const port = parentPort!;
port.on('message', (job: PooledSegmentJob) => {
  try {
    if (Atomics.compareExchange(new Int32Array(job.claims), job.segment, 0, 1) !== 0) {
      port.postMessage({ id: job.id, ok: true, solved: false, solveMs: 0 } satisfies PooledSegmentReply);
      return;
    }
    const start = performance.now();
    const copied = new Int32Array(job.framesCopied);
    let known = Atomics.load(copied, 0);
    // Frame f is read only once the calling thread has copied it (it raises the count and notifies).
    const beforeFrame = (f: number) => {
      while (f >= known) {
        if (known === FRAMES_NEVER_COME) throw new Error('the frames to solve never arrived');
        Atomics.wait(copied, 0, known);
        known = Atomics.load(copied, 0);
      }
    };
    const solve = recordingRangeSolver(job.model, unpackIkRecording(job.recording), job.options);
    solve({ from: 0, to: job.length, keepFrom: job.discard, out: new Float64Array(job.out), outRow: job.outRow, beforeFrame });
    port.postMessage({ id: job.id, ok: true, solved: true, solveMs: performance.now() - start } satisfies PooledSegmentReply);
  } catch (error) {
    port.postMessage({ id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies PooledSegmentReply);
  }
});
