import { readTypedNumber } from '../../../bodyplan/format/typedNumber.ts';
import type { DocumentEdit } from './useDocumentEdit.ts';

/**
 * The edit `make` builds from a typed number (read by the Studio's one rule, readTypedNumber), or
 * an edit that is refused with why the text is not a number (shown next to the forms).
 */
export function typedNumberEdit(text: string, make: (value: number) => DocumentEdit): DocumentEdit {
  const read = readTypedNumber(text);
  return read.ok ? make(read.value) : () => ({ ok: false, reason: `${read.message}.` });
}
