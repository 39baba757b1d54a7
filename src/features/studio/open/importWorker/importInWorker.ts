import type { ImportJob, ImportJobResult } from './importJob.ts';
import type { ImportReply, ImportRequest, ImportStage } from './importProtocol.ts';

/**
 * The last resort against an import that never ends: the importer's own work budget refuses a bomb,
 * located, in well under this; past it the worker is stopped whatever it is doing.
 */
export const IMPORT_TIME_LIMIT_MS = 20_000;

export type ImportOutcome =
  | { kind: 'done'; result: ImportJobResult }
  /** The worker was stopped (the time bound) or died: `message` is the sentence to show. */
  | { kind: 'stopped'; message: string }
  | { kind: 'cancelled' };

export interface ImportRun {
  /** Settles once: with the result, a stop, or the cancel. */
  outcome: Promise<ImportOutcome>;
  /** Terminates the worker; `outcome` settles as cancelled (nothing else is delivered). */
  cancel(): void;
}

const nothingChanged = 'Nothing else changed.';

/** runImportJob in a Web Worker made for this one import, with a time bound; `onStage` hears where it is. */
export function importInWorker(job: ImportJob, onStage: (stage: ImportStage) => void, timeLimitMs = IMPORT_TIME_LIMIT_MS): ImportRun {
  const worker = new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module' });
  let settle: (outcome: ImportOutcome) => void = () => {};
  const outcome = new Promise<ImportOutcome>((resolve) => {
    settle = resolve;
  });
  const end = (result: ImportOutcome) => {
    clearTimeout(timer);
    worker.terminate();
    settle(result);
    settle = () => {};
  };
  const timer = setTimeout(
    () => end({ kind: 'stopped', message: `Importing ${job.name} was stopped after ${timeLimitMs / 1000} s: the import did not end (a xacro or include bomb does this). ${nothingChanged}` }),
    timeLimitMs,
  );
  worker.addEventListener('message', (event: MessageEvent<ImportReply>) => {
    const reply = event.data;
    if (reply.type === 'stage') onStage(reply.stage);
    // The importer's refusals are located results ('done'); a crash is ours, so its internal text is not shown.
    else if (reply.type === 'done') end({ kind: 'done', result: reply.result });
    else end({ kind: 'stopped', message: `Could not import ${job.name}: the import stopped without a located reason. ${nothingChanged}` });
  });
  // A worker that cannot start must not leave the import waiting until the time bound.
  worker.addEventListener('error', () => end({ kind: 'stopped', message: `Could not import ${job.name}: the import worker stopped. ${nothingChanged}` }));
  worker.postMessage(job satisfies ImportRequest);
  return { outcome, cancel: () => end({ kind: 'cancelled' }) };
}
