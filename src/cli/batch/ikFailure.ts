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

/**
 * Whether a failed job would fail again on the same inputs ('bad input': ik refused the plan, a
 * recording or an option, exit 1 or 2 with its own message) or may succeed when retried ('run broke':
 * ik crashed or was killed, or the system failed it: a full disk, a quota, an I/O error, no memory).
 * The batch's exit code says which (see batchExitCode.ts), so a cluster retries only the second.
 */
export type FailureCause = 'bad input' | 'run broke';

const SYSTEM_FAULT = /\b(ENOSPC|EDQUOT|EIO|EROFS|ENOMEM|EMFILE|ENFILE|ESTALE|ETIMEDOUT|EAGAIN|EBUSY)\b|no space left|out of memory|Maximum call stack/i;

/**
 * Node's own report of an uncaught error or a fatal one ends with its version line. `bodyplan ik`
 * catches every error it can name, so this line means the process itself failed (a module that
 * could not load, a crash), not the job's inputs, though Node exits 1 for it.
 */
const NODE_CRASH = /^Node\.js v\d+\.\d+\.\d+$/m;

export function ikFailureCause(result: IkProcessResult): FailureCause {
  if (result.signal !== null || (result.code !== 1 && result.code !== 2)) return 'run broke';
  return SYSTEM_FAULT.test(result.stderr) || NODE_CRASH.test(result.stderr) ? 'run broke' : 'bad input';
}
