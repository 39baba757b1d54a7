import type { BodyModel } from '../../../bodyplan/model.ts';
import type { StudioLoadOptions, StudioRecordingResult } from '../../../bodyplan/observations/studioRecordingFile.ts';
import type { RecordingReadReply, RecordingReadRequest } from './recordingReadProtocol.ts';

/** Text at least this long (about 4 MB) is read in a worker; smaller files are read at once on the page. */
export const READ_IN_WORKER_FROM_CHARS = 4_000_000;

export interface RecordingRead {
  result: Promise<StudioRecordingResult>;
  /** Ends the worker; `result` then never settles (the caller has moved on). */
  cancel(): void;
}

/** readStudioRecording in a Web Worker made for this one file. */
export function readRecordingInWorker(fileName: string, text: string, model: BodyModel, options: StudioLoadOptions): RecordingRead {
  const worker = new Worker(new URL('./recordingReadWorker.ts', import.meta.url), { type: 'module' });
  const result = new Promise<StudioRecordingResult>((resolve) => {
    worker.addEventListener('message', (event: MessageEvent<RecordingReadReply>) => {
      worker.terminate();
      resolve(event.data.result);
    });
    // A worker that cannot start must not leave the load waiting forever.
    worker.addEventListener('error', (event) => {
      worker.terminate();
      resolve({ ok: false, message: `the file could not be read: ${event.message || 'the reading worker stopped'}` });
    });
  });
  worker.postMessage({ fileName, text, model, options } satisfies RecordingReadRequest);
  return { result, cancel: () => worker.terminate() };
}
