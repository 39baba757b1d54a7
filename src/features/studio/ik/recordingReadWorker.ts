/// <reference lib="webworker" />
import { readStudioRecording } from '../../../bodyplan/observations/studioRecordingFile.ts';
import type { RecordingReadReply, RecordingReadRequest } from './recordingReadProtocol.ts';

/**
 * Reads a big recording file off the page's thread (a 100,000-frame recording is seconds of
 * scanning): the same readStudioRecording as the page uses for small files, result posted back.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<RecordingReadRequest>) => {
  const { fileName, text, model, options } = event.data;
  let reply: RecordingReadReply;
  try {
    reply = { result: readStudioRecording(fileName, text, model, options) };
  } catch (error) {
    reply = { result: { ok: false, message: error instanceof Error ? error.message : String(error) } };
  }
  scope.postMessage(reply);
};
