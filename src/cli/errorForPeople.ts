import { UsageError } from './io.ts';
import { writeFailureReason } from './writeFailure.ts';

/** A message for the person at the terminal, and the program's own text when it is not that message. */
export interface ErrorForPeople {
  message: string;
  details: string | null;
}

const TOO_DEEP = /Maximum call stack size exceeded/;
const TOO_LARGE = /Invalid string length|Invalid array length|Invalid typed array length|Array buffer allocation failed/;

/**
 * What to tell a person about an error no command turned into a sentence of its own. Errors we throw
 * with our own words (plain Error) are said as they are. The JavaScript engine's (a RangeError from a
 * stack or string limit, a TypeError from a bug) and the system's (an errno code) are explained in a
 * sentence, with their own text kept as details for a bug report.
 */
export function errorForPeople(error: unknown): ErrorForPeople {
  const text = oneLine(error);
  if (!(error instanceof Error)) return { message: 'the command stopped on an unexpected error; please report it with the details below', details: text };
  const details = `${error.name}: ${text}`;
  if (error instanceof RangeError && TOO_DEEP.test(error.message)) {
    return { message: 'the input is too deeply nested to process (it would overflow the program\'s stack); a flatter or smaller input works', details };
  }
  if (error instanceof RangeError && TOO_LARGE.test(error.message)) {
    return { message: 'the input or its result is too large to hold in memory; split the work into smaller parts (fewer frames or a smaller model per run)', details };
  }
  const code = (error as NodeJS.ErrnoException).code;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return { message: `a file operation failed: ${writeFailureReason(error)}`, details };
  if (error.constructor === Error || error instanceof UsageError) return { message: text, details: null };
  return { message: 'the command stopped on an internal error (a bug); please report it with the details below', details };
}

/** A readable one-line message for anything thrown: no stack (BODYPLAN_DEBUG=1 prints it after). */
function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error);
  return message.replace(/\s*\n\s*/g, ' ').trim() || 'unknown error';
}
