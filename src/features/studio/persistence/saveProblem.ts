import { isQuotaExceeded } from '../../../ui/storage/quotaExceeded.ts';

/**
 * What the Studio says when the browser's storage fails it (pure). A person reads what happened and
 * what to do; the browser's own wording (often empty, or internal) goes under "Details" (issue 42:
 * a full disk showed "The last change could not be saved in this browser: " and nothing after it).
 */
export interface SaveProblem {
  /** Written for the person: the cause and what to do. */
  text: string;
  /** The browser's error name and message, shown folded; null when there is nothing more to say. */
  details: string | null;
  /** The site's storage is full: the notice offers to clear the reader's offline pictures, then saves again. */
  storageFull?: true;
}

const KEEP_A_COPY = 'Use Download JSON to keep a copy of your plan';

/** The error's name and message as the browser gave them, for "Details". */
function internalText(error: unknown): string | null {
  if (!(error instanceof Error) && !(typeof DOMException !== 'undefined' && error instanceof DOMException)) return error == null ? null : String(error);
  const { name, message } = error as Error;
  return message ? `${name}: ${message}` : name || null;
}

function nameOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' ? error.name : '';
}

/** A save of the open document failed: `error` is what IndexedDB gave (a DOMException, mostly). */
export function saveProblem(error: unknown): SaveProblem {
  const name = nameOf(error);
  const details = internalText(error);
  if (isQuotaExceeded(error) || /quota/i.test(details ?? '')) {
    return {
      text: `Browser storage is full: the last change is only on this page. Free space by clearing the news reader's offline pictures (below) or other sites' data in the browser's settings; the Studio then saves again. ${KEEP_A_COPY} meanwhile.`,
      details,
      storageFull: true,
    };
  }
  if (name === 'InvalidStateError' || name === 'UnknownError' || name === 'NotReadableError') {
    return { text: `The browser's storage for this site failed (${name}), so the last change is only on this page. ${KEEP_A_COPY}; reloading the page usually brings the storage back.`, details };
  }
  return { text: `The last change could not be saved in this browser${name ? ` (${name})` : ''}, so it is only on this page. ${KEEP_A_COPY}.`, details };
}

/** The recent list could not be read: autosave itself may still work, so this says only what failed. */
export function listProblem(error: unknown): SaveProblem {
  const name = nameOf(error);
  return {
    text: `The documents saved in this browser could not be listed${name ? ` (${name})` : ''}. What you open now is still saved as you work when the browser allows it.`,
    details: internalText(error),
  };
}

/** The last document could not be brought back on start. */
export function restoreProblem(error: unknown): SaveProblem {
  return {
    text: 'The last document saved in this browser could not be opened again; open another from the list or open a plan. New work is still saved as you go.',
    details: internalText(error),
  };
}

/** Another tab's save could not be read here. */
export function remoteReadProblem(error: unknown): SaveProblem {
  return { text: 'A change saved in another tab could not be read here; reload this tab to see it.', details: internalText(error) };
}
