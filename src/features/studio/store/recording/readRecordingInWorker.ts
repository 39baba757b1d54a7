import type { BodyModel } from '../../../../bodyplan/kinematics/model.ts';
import type { StudioLoadOptions, StudioRecordingResult } from '../../../../bodyplan/recording/studioRecordingFile.ts';
import { unpackStudioRecordingResult } from '../../../../bodyplan/ik/packedFrames.ts';
import type { RecordingReadReply, RecordingReadRequest } from './recordingReadProtocol.ts';

/** Text at least this long (about 4 MB) is read in a worker; smaller files are read at once on the page. */
const READ_IN_WORKER_FROM_CHARS = 4_000_000;
/** Files at least this big are sent to the worker unread (see readRecordingFile). */
export const READ_IN_WORKER_FROM_BYTES = 4_000_000;

/** Whether content is read in a worker: a file sent unread, or long text. */
export function readsInWorker(content: unknown): content is string | Blob {
  return content instanceof Blob || (typeof content === 'string' && content.length >= READ_IN_WORKER_FROM_CHARS);
}

/** The content's size in MB, for "Reading … (N MB)". */
export function megabytesOf(content: string | Blob): number {
  return (typeof content === 'string' ? content.length : content.size) / 1e6;
}

export interface RecordingRead {
  result: Promise<StudioRecordingResult>;
  /** Ends the worker; `result` then never settles (the caller has moved on). */
  cancel(): void;
}

/** readStudioRecording in a Web Worker made for this one file (given as text, or unread). */
export function readRecordingInWorker(fileName: string, text: string | Blob, model: BodyModel, options: StudioLoadOptions): RecordingRead {
  const worker = new Worker(new URL('./recordingReadWorker.ts', import.meta.url), { type: 'module' });
  const result = new Promise<StudioRecordingResult>((resolve) => {
    worker.addEventListener('message', (event: MessageEvent<RecordingReadReply>) => {
      worker.terminate();
      resolve(unpackStudioRecordingResult(event.data.result));
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
