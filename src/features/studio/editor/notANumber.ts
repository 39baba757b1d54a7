import type { DocumentEdit } from './useDocumentEdit.ts';

/** An edit that is refused because the typed text is not a number (shown next to the forms). */
export function notANumber(text: string): DocumentEdit {
  return () => ({ ok: false, reason: `"${text}" is not a number.` });
}
