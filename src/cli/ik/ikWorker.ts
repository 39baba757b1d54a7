// A pooled worker thread of `bodyplan ik --workers N` (see ikWorkerPool.ts): started once, it solves
// one segment per message, if it claims the segment before the calling thread does (ikParallel.ts),
// and posts its packed results back (transferred, not copied) with the time the solve took. It
// compiles no WebAssembly: it instantiates the kernels' module the pool compiled (workerData).
import { parentPort, workerData } from 'node:worker_threads';
import { adoptKernelModule } from '../../bodyplan/kinematics/kernels/kernelArena.ts';
import { solveRecordingRange } from '../../bodyplan/ik/ikRecording.ts';
import { unpackIkRecording } from '../../bodyplan/ik/packedFrames.ts';
import type { IkWorkerData, PooledSegmentJob, PooledSegmentReply } from './ikWorkerPool.ts';

adoptKernelModule((workerData as IkWorkerData).kernels);

const port = parentPort!;
port.on('message', (job: PooledSegmentJob) => {
  try {
    if (Atomics.compareExchange(new Int32Array(job.claims), job.segment, 0, 1) !== 0) {
      port.postMessage({ id: job.id, ok: true, solved: null, solveMs: 0 } satisfies PooledSegmentReply);
      return;
    }
    const start = performance.now();
    const solved = solveRecordingRange(job.model, unpackIkRecording(job.recording), job.options, 0, job.length, job.discard);
    const reply: PooledSegmentReply = { id: job.id, ok: true, solved, solveMs: performance.now() - start };
    port.postMessage(reply, [solved.buffer as ArrayBuffer]);
  } catch (error) {
    port.postMessage({ id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies PooledSegmentReply);
  }
});
