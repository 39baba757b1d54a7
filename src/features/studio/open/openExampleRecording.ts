import type { StudioStore } from '../store/studioStore.ts';
import { downloadPlanText } from './urlLoad/downloadPlanText.ts';

/** An example's recording is a static file next to it: nothing arriving for this long is a failure. */
const IDLE_TIMEOUT_MS = 15_000;
/** The shipped recordings are well under this; a larger answer is not one of them. */
const MAX_RECORDING_BYTES = 16 * 1024 * 1024;

/**
 * Loads the recording an example comes with (the fly's three-camera session) once its plan is open,
 * as if the user had chosen the file: downloaded with a size cap and an idle timeout, then read by
 * the recording slice. A failure is a notice naming the file; the plan stays open.
 */
export async function openExampleRecording(store: StudioStore, url: string, name: string): Promise<void> {
  const result = await downloadPlanText(new URL(url, window.location.href), {
    signal: new AbortController().signal,
    idleTimeoutMs: IDLE_TIMEOUT_MS,
    maxBytes: MAX_RECORDING_BYTES,
    onProgress: () => undefined,
  });
  if (result.kind === 'loaded') store.recording.load(name, new Blob([result.text], { type: 'application/json' }));
  else if (result.kind === 'failed') store.dispatch({ type: 'noticeShown', notice: { tone: 'error', text: `The example's recording could not be loaded. ${result.message}` } });
}
