import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { RUNS_BUILT } from '../packageRoot.ts';
import type { IkOptions } from '../../bodyplan/ik/ik.ts';
import type { BodyModel } from '../../bodyplan/kinematics/model.ts';
import { packIkRecordingShared } from '../../bodyplan/ik/packedFrames.ts';
import type { IkRecording } from '../../bodyplan/ik/ikRecording.ts';
import { kernelModule } from '../../bodyplan/kinematics/kernels/kernelArena.ts';
import type { FrameLines, RowShape } from './ikFrameLines.ts';
import { FRAMES_NEVER_COME, type IkWorkerData, type PooledFrameLinesJob, type PooledJob, type PooledReply, type PooledSegmentJob, type PooledTargetsJob } from './ikWorkerProtocol.ts';

/** A pooled solve's outcome: `solved` false when the calling thread had claimed the segment first. */
export interface PooledSolve {
  solved: boolean;
  solveMs: number;
}

interface PooledWorker {
  worker: Worker;
  /** The jobs posted to this worker and not answered yet, oldest first (it answers in order). */
  queue: { id: number; waited: boolean; resolve: (reply: PooledReply & { ok: true }) => void; reject: (error: Error) => void }[];
}

/**
 * The process's IK worker threads, started once and reused by every parallel solve (`ik`, its
 * leave-one-out check, the benchmarks): starting a worker (registering tsx, loading the solver and
 * compiling the kernels) costs far more than a small segment's solve. Idle workers do not keep the
 * process alive (unref), so a CLI run ends when its work does.
 */
const pool: PooledWorker[] = [];
let nextJobId = 1;
/** The errors that stopped worker threads since the last `takeIkWorkerFailures` (its work went to the calling thread). */
const failures: string[] = [];

/**
 * Why worker threads failed since the last call, and clears them: a solve survives a failed thread
 * (the calling thread takes its segments), but `--workers N` then gains nothing, and a person
 * should be told rather than find it out from the time it took.
 */
export function takeIkWorkerFailures(): string[] {
  return failures.splice(0);
}

/** How many worker threads are running now (started and not terminated). */
export function pooledWorkerCount(): number {
  return pool.length;
}

/**
 * Makes the pool `size` workers: starts the missing ones and ends idle extra ones (a worker still
 * solving stays until a later call finds it idle).
 */
export function sizeIkWorkerPool(size: number): void {
  while (pool.length < size) pool.push(startWorker());
  for (let i = pool.length - 1; i >= size; i--) {
    if (pool[i]!.queue.length > 0) continue;
    void pool.splice(i, 1)[0]!.worker.terminate();
  }
}

/** Ends every pooled worker (a job still running on one rejects); the next solve starts new ones. */
export async function closeIkWorkerPool(): Promise<void> {
  const workers = pool.splice(0);
  await Promise.all(
    workers.map(async (entry) => {
      for (const job of entry.queue.splice(0)) job.reject(new Error('the IK worker pool was closed'));
      await entry.worker.terminate();
    }),
  );
}

/**
 * Solves `length` frames of `recording` on pooled worker `index` (the pool must have been sized to
 * include it), dropping the first `discard` results and writing the others into `out` (backed by a
 * SharedArrayBuffer) from row `outRow` on, if the worker claims `segment` in `claims` before anyone
 * else (see ikParallel.ts). The job is posted once its first frames are copied into shared memory;
 * `copyFrames` copies the rest, which the worker reads as they come: it starts solving while this
 * thread copies (about 30 ms for 50,000 fly frames), not after. Call `copyFrames` once, soon: the
 * worker waits for the frames.
 */
export function solveOnPooledWorker(
  index: number,
  model: BodyModel,
  options: IkOptions,
  recording: IkRecording,
  length: number,
  discard: number,
  out: Float64Array,
  outRow: number,
  claims: SharedArrayBuffer,
  segment: number,
): { result: Promise<PooledSolve>; copyFrames: () => void; abandon: () => void } {
  const entry = pool[index];
  if (entry === undefined) throw new Error(`no IK worker ${index} in a pool of ${pool.length}`);
  const shared = out.buffer;
  if (!(shared instanceof SharedArrayBuffer) || out.byteOffset !== 0) throw new TypeError('a pooled solve writes into a whole SharedArrayBuffer');
  const { packed, copy } = packIkRecordingShared(recording);
  const framesCopied = new SharedArrayBuffer(4);
  const copied = new Int32Array(framesCopied);
  // The first frames keep the worker busy for far longer than copying the rest takes (a frame is
  // solved in 15–50 µs and copied in well under 1 µs), so the worker never waits after them.
  let done = Math.min(length, FIRST_FRAMES);
  copy(0, done);
  Atomics.store(copied, 0, done);
  const id = nextJobId++;
  const result = new Promise<PooledSolve>((resolve, reject) => {
    entry.queue.push({ id, waited: true, resolve: (reply) => ('solved' in reply ? resolve({ solved: reply.solved, solveMs: reply.solveMs }) : reject(new Error('an IK worker answered a solve with lines'))), reject });
    refWhileWaited(entry);
    const job: PooledSegmentJob = { kind: 'solve', id, model, options, recording: packed, framesCopied, length, discard, out: shared, outRow, claims, segment };
    entry.worker.postMessage(job);
  });
  const framesNeverCome = () => {
    if (done >= length) return;
    done = length;
    Atomics.store(copied, 0, FRAMES_NEVER_COME);
    Atomics.notify(copied, 0);
  };
  const copyFrames = () => {
    try {
      while (done < length) {
        const next = Math.min(length, done + FRAMES_PER_COPY);
        copy(done, next);
        done = next;
        Atomics.store(copied, 0, done);
        Atomics.notify(copied, 0);
      }
    } catch (error) {
      framesNeverCome();
      throw error;
    }
  };
  // A job whose segment the calling thread took, or a solve that failed here: its answer is not
  // waited for, and must not keep a CLI run alive while the worker is still starting; frames not
  // copied yet never will be (the worker stops instead of waiting for them).
  const abandon = () => {
    framesNeverCome();
    const job = entry.queue.find((queued) => queued.id === id);
    if (job !== undefined) job.waited = false;
    refWhileWaited(entry);
    result.catch(() => {});
  };
  return { result, copyFrames, abandon };
}

/**
 * The output lines (ikFrameLines.ts) of the rows [from, to) of `rows` (a whole SharedArrayBuffer),
 * written out on pooled worker `index` as UTF-8 bytes, if it claims `segment` in `claims` before
 * the calling thread does: null then (the calling thread writes them out itself).
 */
export async function frameLinesOnPooledWorker(index: number, rows: Float64Array, shape: RowShape, from: number, to: number, claims: SharedArrayBuffer, segment: number): Promise<(Omit<FrameLines, 'text'> & { bytes: Uint8Array }) | null> {
  const shared = rows.buffer;
  if (!(shared instanceof SharedArrayBuffer) || rows.byteOffset !== 0) throw new TypeError('pooled lines are read from a whole SharedArrayBuffer');
  const reply = await postJob(index, (id): PooledFrameLinesJob => ({ kind: 'frame lines', id, rows: shared, shape, from, to, claims, segment }));
  if (!('bytes' in reply)) throw new Error('an IK worker answered lines with something else');
  return reply.bytes === null ? null : { bytes: reply.bytes, observations: reply.observations, frames: reply.frames };
}

/**
 * The targets of `count` frames of a targets file (`text`: their elements of "frames", see
 * PooledTargetsJob) read on pooled worker `index`, if it claims `segment` in `claims` before the
 * calling thread does ('claimed elsewhere' then); 'invalid' when the text is not such frames.
 */
export async function targetsOnPooledWorker(index: number, text: string, count: number | null, jointNames: string[], claims: SharedArrayBuffer, segment: number): Promise<Float64Array | 'claimed elsewhere' | 'invalid'> {
  const reply = await postJob(index, (id): PooledTargetsJob => ({ kind: 'targets', id, text, count, jointNames, claims, segment }));
  if (!('targets' in reply)) throw new Error('an IK worker answered targets with something else');
  if (!reply.valid) return 'invalid';
  return reply.targets ?? 'claimed elsewhere';
}

/** Posts a job to pooled worker `index`; resolves with its answer, rejects with its error. */
function postJob(index: number, job: (id: number) => PooledJob): Promise<PooledReply & { ok: true }> {
  const entry = pool[index];
  if (entry === undefined) throw new Error(`no IK worker ${index} in a pool of ${pool.length}`);
  const id = nextJobId++;
  return new Promise((resolve, reject) => {
    entry.queue.push({ id, waited: true, resolve, reject });
    refWhileWaited(entry);
    entry.worker.postMessage(job(id));
  });
}

/** Frames copied before a job is posted, and then per step (each step wakes a worker that waits for them). */
const FIRST_FRAMES = 256;
const FRAMES_PER_COPY = 4096;

/** A worker keeps the process alive only while an answer from it is waited for. */
function refWhileWaited(entry: PooledWorker): void {
  if (entry.queue.some((job) => job.waited)) entry.worker.ref();
  else entry.worker.unref();
}

/**
 * From the CLI built to JavaScript (the npm package), the worker is the built ikWorker.mjs beside
 * this code. From the TypeScript sources, a tiny bootstrap registers tsx (as bin/bodyplan.mjs does
 * for the main thread; loader hooks are per thread) and then imports ikWorker.ts, once per worker.
 */
function startWorker(): PooledWorker {
  // The kernels' module, compiled once here, is instantiated by every worker (not compiled again there).
  const workerData: IkWorkerData = { kernels: kernelModule() };
  // A worker inherits the process's Node options, but `--input-type` (a CLI started as
  // `node --input-type=module -e "import('bodyplan')..."`) makes every worker fail at once ("can
  // only be used with string input"), and the calling thread then silently solved everything alone.
  const execArgv = process.execArgv.filter((arg) => !arg.startsWith('--input-type'));
  let worker: Worker;
  if (RUNS_BUILT) {
    worker = new Worker(join(import.meta.dirname, 'ikWorker.mjs'), { workerData, execArgv });
  } else {
    const tsx = import.meta.resolve('tsx/esm/api');
    const entryUrl = pathToFileURL(join(import.meta.dirname, 'ikWorker.ts')).href;
    const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entryUrl)}); });`;
    worker = new Worker(bootstrap, { eval: true, workerData, execArgv });
  }
  const entry: PooledWorker = { worker, queue: [] };
  worker.unref();
  worker.on('message', (reply: PooledReply) => {
    const at = entry.queue.findIndex((job) => job.id === reply.id);
    if (at < 0) return;
    const [job] = entry.queue.splice(at, 1);
    refWhileWaited(entry);
    if (reply.ok) job!.resolve(reply);
    else job!.reject(new Error(reply.message));
  });
  const fail = (error: Error) => {
    // A dead worker leaves the pool; the next solve starts a replacement.
    const at = pool.indexOf(entry);
    if (at >= 0) pool.splice(at, 1);
    for (const job of entry.queue.splice(0)) job.reject(error);
  };
  worker.on('error', (error) => {
    failures.push(error.message);
    fail(error);
  });
  worker.on('exit', (code) => fail(new Error(`an IK worker stopped (exit code ${code}) before sending its results`)));
  return entry;
}
