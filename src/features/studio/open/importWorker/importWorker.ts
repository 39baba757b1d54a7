/// <reference lib="webworker" />
import { runImportJob } from './importJob.ts';
import type { ImportReply, ImportRequest } from './importProtocol.ts';

/**
 * Imports one robot model (URDF, MJCF, xacro) off the page's thread: a xacro bomb or a huge model
 * keeps the tab responsive, and Cancel (or the time bound) ends it by terminating this worker.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<ImportRequest>) => {
  const job = event.data;
  scope.postMessage({ type: 'stage', stage: job.xacro === undefined ? 'importing' : 'expanding' } satisfies ImportReply);
  try {
    scope.postMessage({ type: 'done', result: runImportJob(job) } satisfies ImportReply);
  } catch (error) {
    // The importer answers bad input with located findings; reaching here is our fault (a stack overflow, say).
    scope.postMessage({ type: 'crashed', message: error instanceof Error ? error.message : String(error) } satisfies ImportReply);
  }
};
