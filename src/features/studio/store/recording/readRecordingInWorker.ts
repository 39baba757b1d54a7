import type { BodyModel } from '../../../../bodyplan/kinematics/model.ts';
import type { LabFilesContent, StudioLoadOptions, StudioRecordingResult } from '../../../../bodyplan/recording/studioRecordingFile.ts';
import { unpackStudioRecordingResultInSteps, type PackedStudioRecordingResult } from '../../../../bodyplan/ik/packedFrames.ts';
import type { RecordingReadReply, RecordingReadRequest } from './recordingReadProtocol.ts';
import { inSlices } from './slicedWork.ts';

/** Frames unpacked (made views of the reply's buffer) in one task: a few ms. */
const FRAMES_UNPACKED_PER_TASK = 20_000;

/** Text at least this long (about 4 MB) is read in a worker; smaller files are read at once on the page. */
const READ_IN_WORKER_FROM_CHARS = 4_000_000;
/** Files at least this big are sent to the worker unread (see readRecordingFile). */
export const READ_IN_WORKER_FROM_BYTES = 4_000_000;

/** Content the worker reads: a file sent unread, long text, or a lab's binary files. */
export type WorkerContent = string | Blob | LabFilesContent;

/** Whether content is read in a worker: a file sent unread, long text, or binary lab files (HDF5 support loads there). */
export function readsInWorker(content: unknown): content is WorkerContent {
  const labFiles = typeof content === 'object' && content !== null && 'files' in content;
  return labFiles || content instanceof Blob || (typeof content === 'string' && content.length >= READ_IN_WORKER_FROM_CHARS);
}

/** The content's size in MB, for "Reading … (N MB)". */
export function megabytesOf(content: WorkerContent): number {
  if (typeof content === 'string') return content.length / 1e6;
  if (content instanceof Blob) return content.size / 1e6;
  return content.files.reduce((sum, file) => sum + file.bytes.length, 0) / 1e6;
}

export interface RecordingRead {
  result: Promise<StudioRecordingResult>;
  /** Ends the worker; `result` then never settles (the caller has moved on). */
  cancel(): void;
}

/** readStudioRecording (or readStudioFiles) in a Web Worker made for this one read (text, a file unread, or lab files). */
export function readRecordingInWorker(fileName: string, text: WorkerContent, model: BodyModel, options: StudioLoadOptions): RecordingRead {
  const worker = new Worker(new URL('./recordingReadWorker.ts', import.meta.url), { type: 'module' });
  const result = new Promise<StudioRecordingResult>((resolve) => {
    worker.addEventListener('message', (event: MessageEvent<RecordingReadReply>) => {
      worker.terminate();
      void unpackInSlices(event.data.result).then(resolve);
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

/** The worker's reply unpacked in slices, each a task of its own (issue 43: no task over 100 ms while a recording is read). */
async function unpackInSlices(packed: PackedStudioRecordingResult): Promise<StudioRecordingResult> {
  const steps = unpackStudioRecordingResultInSteps(packed);
  await inSlices(steps.frameCount, FRAMES_UNPACKED_PER_TASK, steps.unpack);
  return steps.result();
}
