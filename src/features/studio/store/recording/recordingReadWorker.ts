/// <reference lib="webworker" />
import { readStudioRecording } from '../../../../bodyplan/recording/studioRecordingFile.ts';
import { packStudioRecordingResult } from '../../../../bodyplan/ik/packedFrames.ts';
import type { RecordingReadReply, RecordingReadRequest } from './recordingReadProtocol.ts';

/**
 * Reads a big recording file off the page's thread (a 100,000-frame recording is seconds of
 * scanning): the same readStudioRecording as the page uses for small files, result posted back.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<RecordingReadRequest>) => {
  const { fileName, model, options } = event.data;
  try {
    const text = typeof event.data.text === 'string' ? event.data.text : await event.data.text.text();
    const { packed, transfer } = packStudioRecordingResult(readStudioRecording(fileName, text, model, options));
    scope.postMessage({ result: packed } satisfies RecordingReadReply, transfer);
  } catch (error) {
    scope.postMessage({ result: { ok: false, message: error instanceof Error ? error.message : String(error) } } satisfies RecordingReadReply);
  }
};
