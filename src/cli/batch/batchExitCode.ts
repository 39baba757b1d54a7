import type { FailureCause } from './ikFailure.ts';

/**
 * `bodyplan batch`'s exit codes, for scripts and cluster retry policies: retrying helps after
 * RUN_BROKE, never after BAD_INPUTS alone (the same inputs fail the same way). 2 stays the CLI's
 * usage error (nothing ran) and 128 + N a stop by signal N (130 Ctrl-C, 143 SIGTERM).
 */
export const BATCH_EXIT = { DONE: 0, RUN_BROKE: 1, USAGE: 2, BAD_INPUTS: 3 } as const;

/** The exit code of a batch that was not stopped by a signal, from the causes of its failed jobs. */
export function batchExitCode(failures: readonly FailureCause[], summaryWritten: boolean): number {
  if (!summaryWritten || failures.includes('run broke')) return BATCH_EXIT.RUN_BROKE;
  return failures.length > 0 ? BATCH_EXIT.BAD_INPUTS : BATCH_EXIT.DONE;
}
