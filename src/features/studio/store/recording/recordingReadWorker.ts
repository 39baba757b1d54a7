/// <reference lib="webworker" />
import { readStudioRecording, type StudioRecordingResult } from '../../../../bodyplan/recording/studioRecordingFile.ts';
import { readStudioFiles } from '../../../../bodyplan/recording/studioLabFiles.ts';
import { packStudioRecordingResult } from '../../../../bodyplan/ik/packedFrames.ts';
import type { RecordingReadReply, RecordingReadRequest } from './recordingReadProtocol.ts';

/**
 * Reads a big recording file off the page's thread (a 100,000-frame recording is seconds of
 * scanning), and every binary lab file (HDF5's WebAssembly loads here, never on the page): the same
 * readStudioRecording as the page uses for small files, or readStudioFiles, result posted back.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<RecordingReadRequest>) => {
  const { fileName, model, options } = event.data;
  try {
    const content = event.data.text;
    let result: StudioRecordingResult;
    if (typeof content === 'string') result = readStudioRecording(fileName, content, model, options);
    // A big file sent unread may be text or a lab's binary file: read by its content.
    else if (content instanceof Blob) result = await readStudioFiles([{ name: fileName, bytes: new Uint8Array(await content.arrayBuffer()) }], model, options);
    else result = await readStudioFiles(content.files, model, options);
    const { packed, transfer } = packStudioRecordingResult(result);
    scope.postMessage({ result: packed } satisfies RecordingReadReply, transfer);
  } catch (error) {
    scope.postMessage({ result: { ok: false, message: error instanceof Error ? error.message : String(error) } } satisfies RecordingReadReply);
  }
};
