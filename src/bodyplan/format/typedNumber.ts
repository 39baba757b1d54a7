/**
 * A number as a person types it: the one rule for every number field of the Studio (pose values,
 * root position, the joint inspector, IK and recording settings) and, without the decimal comma,
 * for the CLI's number options.
 *
 * Accepted: a decimal number with `.` as the decimal separator, an optional sign and exponent
 * (`-1.5`, `+2`, `.5`, `1e-3`), spaces around it; and `,` as the decimal separator when it is the
 * only separator (`1,5` is 1.5). Refused, with a message: hexadecimal and other prefixes (`0x10`),
 * `Infinity`, `NaN`, numbers too large for a double (`1e400`), two separators (`1,234.5`, `1.2.3`),
 * an empty field, and anything after the number.
 */

export type TypedNumber = { ok: true; value: number } | { ok: false; message: string };

export interface TypedNumberOptions {
  /** Accept `,` as the decimal separator when it is the only one (default true; false where `,` separates list items). */
  decimalComma?: boolean;
}

const DECIMAL_POINT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const DECIMAL_COMMA = /^[+-]?(\d+,?\d*|,\d+)([eE][+-]?\d+)?$/;
const NON_FINITE_WORD = /^[+-]?(infinity|inf|∞|nan)$/i;

export function readTypedNumber(text: string, options: TypedNumberOptions = {}): TypedNumber {
  const trimmed = text.trim();
  let spelled: string | null = null;
  if (DECIMAL_POINT.test(trimmed)) spelled = trimmed;
  else if (options.decimalComma !== false && DECIMAL_COMMA.test(trimmed)) spelled = trimmed.replace(',', '.');
  if (spelled === null) {
    if (NON_FINITE_WORD.test(trimmed)) return { ok: false, message: `"${text}" is not a finite number` };
    return { ok: false, message: `"${text}" is not a number${hint(trimmed)}` };
  }
  const value = Number(spelled);
  // Syntactically a number, but beyond the largest double (1e400): it cannot place anything.
  if (!Number.isFinite(value)) return { ok: false, message: `"${text}" is not a finite number` };
  return { ok: true, value };
}

/** The number `text` spells, or null when readTypedNumber refuses it. */
export function parseTypedNumber(text: string, options?: TypedNumberOptions): number | null {
  const read = readTypedNumber(text, options);
  return read.ok ? read.value : null;
}

/** Why a near miss is refused, for the inputs people are likely to try. */
function hint(trimmed: string): string {
  if (trimmed === '') return ' (the field is empty)';
  if (/^[+-]?0[xob]/i.test(trimmed)) return ' (only decimal numbers are accepted)';
  if (/^[+-]?[\d.,]+([eE][+-]?\d+)?$/.test(trimmed)) return ' (use one decimal separator and no thousands separator)';
  return '';
}
