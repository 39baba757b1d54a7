// A pooled worker thread of `bodyplan ik --workers N` (see ikWorkerPool.ts): started once, it solves
// one segment per message (or writes out the output lines of a range of solved rows: writeFrameLines), if it claims the segment before the calling thread does (ikParallel.ts),
// reading its frames from shared memory as the calling thread copies them in and writing its rows
// straight into the run's shared output; it posts back only the time the solve took. It compiles no
// WebAssembly: it instantiates the kernels' module the pool compiled (workerData).
import { parentPort, workerData } from 'node:worker_threads';
import { adoptKernelModule } from '../../bodyplan/kinematics/kernels/kernelArena.ts';
import { recordingRangeSolver } from '../../bodyplan/ik/ikRecording.ts';
import { unpackIkRecording } from '../../bodyplan/ik/packedFrames.ts';
import { checkedFrameLines } from './ikFrameLines.ts';
import { readFramesText } from './ikTargetsInParts.ts';
import { FRAMES_NEVER_COME, type IkWorkerData, type PooledFrameLinesJob, type PooledFrameLinesReply, type PooledJob, type PooledSegmentJob, type PooledSegmentReply, type PooledTargetsJob, type PooledTargetsReply } from './ikWorkerProtocol.ts';

adoptKernelModule((workerData as IkWorkerData).kernels);

const port = parentPort!;
port.on('message', (job: PooledJob) => {
  if (job.kind === 'solve') solveSegment(job);
  else if (job.kind === 'frame lines') writeFrameLines(job);
  else readTargets(job);
});

function solveSegment(job: PooledSegmentJob): void {
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
}

/** The output lines of a range of the run's rows, encoded here so that the calling thread only writes them out. */
function writeFrameLines(job: PooledFrameLinesJob): void {
  try {
    if (Atomics.compareExchange(new Int32Array(job.claims), job.segment, 0, 1) !== 0) {
      port.postMessage({ id: job.id, ok: true, bytes: null, observations: 0, frames: 0 } satisfies PooledFrameLinesReply);
      return;
    }
    const lines = checkedFrameLines(new Float64Array(job.rows), job.shape, job.from, job.to);
    const bytes = new TextEncoder().encode(lines.text);
    port.postMessage({ id: job.id, ok: true, bytes, observations: lines.observations, frames: lines.frames } satisfies PooledFrameLinesReply, [bytes.buffer]);
  } catch (error) {
    port.postMessage({ id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies PooledFrameLinesReply);
  }
}

/** A part of a targets file's frames, read here while the calling thread reads another. */
function readTargets(job: PooledTargetsJob): void {
  try {
    if (Atomics.compareExchange(new Int32Array(job.claims), job.segment, 0, 1) !== 0) {
      port.postMessage({ id: job.id, ok: true, targets: null, valid: true } satisfies PooledTargetsReply);
      return;
    }
    const targets = readFramesText(job.text, job.count, job.jointNames);
    if (targets === null) port.postMessage({ id: job.id, ok: true, targets: null, valid: false } satisfies PooledTargetsReply);
    else port.postMessage({ id: job.id, ok: true, targets, valid: true } satisfies PooledTargetsReply, [targets.buffer]);
  } catch (error) {
    port.postMessage({ id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies PooledTargetsReply);
  }
}
