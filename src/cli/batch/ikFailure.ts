import type { IkProcessResult } from './ikProcess.ts';

/**
 * One line saying why `bodyplan ik` failed, from what it printed: the first located diagnostic of an
 * invalid body plan (`file:line:column: error[...]`), else its own error line, else the last line it
 * printed, else how it ended.
 */
export function ikFailureLine(result: IkProcessResult): string {
  const lines = result.stderr.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('bodyplan ik: note:'));
  const chosen =
    lines.find((line) => /:\d+:\d+: error\[/.test(line)) ??
    lines.find((line) => line.startsWith('bodyplan ik:')) ??
    lines.at(-1);
  const ending = result.signal !== null ? `was killed by ${result.signal}` : `exited with code ${result.code}`;
  if (chosen === undefined) return `bodyplan ik ${ending} and printed no error`;
  const others = lines.length - 1;
  return others > 0 ? `${chosen} (and ${others} more line${others === 1 ? '' : 's'})` : chosen;
}

/** The notes a successful `bodyplan ik` printed, one per line. */
export function ikNotes(stderr: string): string[] {
  return stderr.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');
}
