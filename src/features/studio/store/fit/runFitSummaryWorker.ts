import type { FitSummary } from '../../../../bodyplan/fit/fitSummary.ts';
import type { SuspiciousFrame } from '../../../../bodyplan/fit/suspiciousFrames.ts';
import { WorkerJobError } from '../ik/workerClient.ts';
import type { FitSummaryReply, FitSummaryRequest } from './fitSummaryWorker.ts';
import { yieldToPage } from '../recording/slicedWork.ts';

export interface FitSummaryJob {
  result: Promise<{ summary: FitSummary | null; suspicious: SuspiciousFrame[] | null }>;
  /** Ends the worker; `result` rejects as cancelled. */
  cancel(): void;
  worker: Worker;
}

/**
 * One fit-summary worker for one request (see fitSummaryWorker.ts), terminated after its reply.
 * The request is copied, except the buffers in `transfer` (copies the caller made for the worker,
 * in slices: the page keeps its own errors and angles).
 */
export function runFitSummaryWorker(request: FitSummaryRequest, transfer: ArrayBuffer[] = []): FitSummaryJob {
  const worker = new Worker(new URL('./fitSummaryWorker.ts', import.meta.url), { type: 'module' });
  let cancel = () => {};
  const result = new Promise<{ summary: FitSummary | null; suspicious: SuspiciousFrame[] | null }>((resolve, reject) => {
    cancel = () => {
      worker.terminate();
      reject(new WorkerJobError('Cancelled.', true));
    };
    worker.addEventListener('message', (event: MessageEvent<FitSummaryReply>) => {
      worker.terminate();
      // The reply is deserialised here, in its message's task (a 100,000-frame ranking is tens of
      // ms of it); what it is handed to (the Fit panel's render) runs in the next task.
      const reply = event.data;
      void yieldToPage().then(() => {
        if (reply.ok) resolve({ summary: reply.summary, suspicious: reply.suspicious });
        else reject(new WorkerJobError(`checking the fit: ${reply.message}`, false));
      });
    });
    worker.addEventListener('error', (event) => reject(new WorkerJobError(`the fit-summary worker stopped: ${event.message || 'unknown error'}`, false)));
    worker.postMessage(request, transfer);
  });
  return { result, cancel, worker };
}
