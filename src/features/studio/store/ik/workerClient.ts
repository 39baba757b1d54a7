import type { BodyModel } from '../../../../bodyplan/kinematics/model.ts';
import type { WorkerReply, WorkerRequest, WorkerResults } from './ikProtocol.ts';

type JobRequest = Extract<WorkerRequest, { id: number }>;
type JobBody<K extends JobRequest['type']> = Omit<Extract<JobRequest, { type: K }>, 'id'>;

export interface WorkerJob<T> {
  id: number;
  /** Settles with the result, or rejects with WorkerJobError (its `cancelled` says whether Cancel ended it). */
  result: Promise<T>;
}

export class WorkerJobError extends Error {
  constructor(
    message: string,
    readonly cancelled: boolean,
  ) {
    super(message);
  }
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: WorkerJobError): void;
  onProgress?: (done: number, total: number) => void;
}

/**
 * The Studio's interactive-IK worker client (recordings go to segment workers, see solveInWorkers.ts).
 * Jobs run in order; Cancel ends the worker (a solve is one synchronous loop in it) and every job
 * still in it, and the next job starts a fresh worker.
 */
export class StudioWorkerClient {
  private worker: Worker | null = null;
  private sentModel: BodyModel | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  run<K extends JobRequest['type']>(model: BodyModel, type: K, body: Omit<JobBody<K>, 'type'>, onProgress?: (done: number, total: number) => void): WorkerJob<WorkerResults[K]> {
    const worker = this.workerFor(model);
    const id = this.nextId++;
    const result = new Promise<WorkerResults[K]>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, onProgress });
    });
    worker.postMessage({ ...body, type, id } as unknown as JobRequest);
    return { id, result };
  }

  /** Ends the job (and any other still in the worker); its promise rejects as cancelled. */
  cancel(id: number): void {
    if (this.pending.has(id)) this.stop('Cancelled.', true);
  }

  get busy(): boolean {
    return this.pending.size > 0;
  }

  dispose(): void {
    this.stop('The Studio was closed.', true);
  }

  private workerFor(model: BodyModel): Worker {
    if (!this.worker) {
      const worker = new Worker(new URL('./ikWorker.ts', import.meta.url), { type: 'module' });
      worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => this.onReply(event.data));
      // A worker that cannot run (e.g. failed to load) must not leave jobs waiting forever.
      worker.addEventListener('error', (event) => this.stop(`The worker stopped: ${event.message || 'unknown error'}`, false));
      this.worker = worker;
      this.sentModel = null;
    }
    if (this.sentModel !== model) {
      this.worker.postMessage({ type: 'model', model } satisfies WorkerRequest);
      this.sentModel = model;
    }
    return this.worker;
  }

  private onReply(reply: WorkerReply): void {
    const job = this.pending.get(reply.id);
    if (!job) return;
    if (reply.type === 'progress') {
      job.onProgress?.(reply.done, reply.total);
      return;
    }
    this.pending.delete(reply.id);
    if (reply.type === 'failed') job.reject(new WorkerJobError(reply.message, false));
    else job.resolve(reply.pose);
  }

  private stop(message: string, cancelled: boolean): void {
    this.worker?.terminate();
    this.worker = null;
    this.sentModel = null;
    const jobs = [...this.pending.values()];
    this.pending.clear();
    for (const job of jobs) job.reject(new WorkerJobError(message, cancelled));
  }
}
