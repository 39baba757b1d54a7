import { readCappedText, TooLargeError } from '../../../../cappedRead.ts';
import { formatMegabytes } from './planBytes.ts';

export type PlanDownload = { kind: 'loaded'; text: string } | { kind: 'failed'; message: string } | { kind: 'cancelled' };

export interface PlanDownloadOptions {
  /** Aborting it cancels the download; the result is then `cancelled`. */
  signal: AbortSignal;
  /** The download fails when nothing (no answer, no byte) arrives for this long. */
  idleTimeoutMs: number;
  maxBytes: number;
  onProgress(bytes: number, totalBytes: number | null): void;
  fetch?: typeof fetch;
}

/** Downloads a body plan's text with a size cap, an idle timeout and cancel; every way it can fail ends in a message for the user. */
export async function downloadPlanText(url: URL, options: PlanDownloadOptions): Promise<PlanDownload> {
  const { signal, idleTimeoutMs, maxBytes, onProgress } = options;
  const fetchImpl = options.fetch ?? fetch;
  const failed = (reason: string): PlanDownload => ({ kind: 'failed', message: `Could not load ${url.href}: ${reason}` });
  if (signal.aborted) return { kind: 'cancelled' };

  const download = new AbortController();
  const cancel = () => download.abort();
  signal.addEventListener('abort', cancel, { once: true });
  let timedOut = false;
  let answered = false;
  let received = 0;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const restartIdleTimer = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      timedOut = true;
      download.abort();
    }, idleTimeoutMs);
  };

  restartIdleTimer();
  try {
    const response = await fetchImpl(url, { signal: download.signal });
    answered = true;
    if (!response.ok) return failed(`the server answered ${response.status} ${response.statusText}.`);
    // A single-page-app server answers unknown paths with its HTML page: that is never a body plan.
    if ((response.headers.get('content-type') ?? '').includes('text/html')) {
      return failed('the server answered with an HTML page, not a JSON body plan (is the address right?).');
    }
    let total: number | null = null;
    const text = await readCappedText(response, maxBytes, {
      onStart(declared) {
        total = declared;
        restartIdleTimer();
        onProgress(0, declared);
      },
      onProgress(bytes) {
        received = bytes;
        restartIdleTimer();
        onProgress(bytes, total);
      },
    });
    return { kind: 'loaded', text };
  } catch (error) {
    const seconds = idleTimeoutMs / 1000;
    if (timedOut && !answered) return failed(`the server did not answer within ${seconds} s. It may be down or busy; try again later.`);
    if (timedOut) return failed(`the download stalled: nothing arrived for ${seconds} s after ${formatMegabytes(received)} MB.`);
    if (signal.aborted) return { kind: 'cancelled' };
    if (error instanceof TooLargeError) {
      return error.declaredBytes === null
        ? failed(`the download passed ${formatMegabytes(maxBytes)} MB and was stopped; body plans over ${formatMegabytes(maxBytes)} MB are not opened.`)
        : failed(`it is ${formatMegabytes(error.declaredBytes)} MB; body plans over ${formatMegabytes(maxBytes)} MB are not opened.`);
    }
    return failed((error as Error).message);
  } finally {
    clearTimeout(idleTimer);
    signal.removeEventListener('abort', cancel);
    // Ends a body we chose not to read (an error status, an HTML page, a declared size over the cap).
    download.abort();
  }
}

