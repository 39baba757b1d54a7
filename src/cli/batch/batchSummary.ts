import { appendFileSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { FailureCause } from './ikFailure.ts';

/** What happened to one job in one run. */
export type JobOutcome =
  | { outcome: 'ran'; reason: string; seconds: number }
  | { outcome: 'skipped' }
  | { outcome: 'failed'; reason: string; cause: FailureCause }
  | { outcome: 'interrupted'; signal: string }
  | { outcome: 'claimed by another batch'; by: string }
  | { outcome: 'not started' };

export type JobEntry = { index: number; name: string } & JobOutcome;

/** One run of `bodyplan batch`: one line of `batch-summary.jsonl`. */
export interface RunSummary {
  summary: 'bodyplan batch run';
  task: string;
  started: string;
  ended: string;
  jobsFile: string;
  outDir: string;
  shard: string;
  stoppedBy: string | null;
  exitCode: number;
  jobs: JobEntry[];
}

/** The summary file sits beside the jobs file, so every task of an array (and every rerun) adds to one history. */
export const summaryPathOf = (jobsFile: string): string => join(dirname(resolve(jobsFile)), 'batch-summary.jsonl');

/**
 * Appends one run's summary as one JSON line, never rewriting earlier ones (a requeued task must not
 * erase what the first attempt reported). One `write` with O_APPEND: lines of tasks finishing at once
 * do not interleave on a local file system.
 */
export function appendRunSummary(jobsFile: string, run: RunSummary): string {
  const path = summaryPathOf(jobsFile);
  appendFileSync(path, `${JSON.stringify(run)}\n`, { flag: 'a' });
  return path;
}

/** The latest attempt (ran or failed) at each job in `outDir`, with the task that made it, from every run summarised so far. */
export function latestAttempts(jobsFile: string, outDir: string): Map<string, { entry: JobEntry; task: string; ended: string }> {
  let text: string;
  try {
    text = readFileSync(summaryPathOf(jobsFile), 'utf8');
  } catch {
    return new Map();
  }
  const latest = new Map<string, { entry: JobEntry; task: string; ended: string }>();
  const folder = resolve(outDir);
  for (const line of text.split('\n')) {
    const run = parseRun(line);
    if (run === null || run.outDir !== folder) continue;
    for (const entry of run.jobs) {
      if (entry.outcome === 'ran' || entry.outcome === 'failed' || entry.outcome === 'interrupted') latest.set(entry.name, { entry, task: run.task, ended: run.ended });
    }
  }
  return latest;
}

/** A line that is not a run (cut short by a crash mid-append, edited by hand) is passed over. */
function parseRun(line: string): RunSummary | null {
  if (line.trim() === '') return null;
  try {
    const value = JSON.parse(line) as Partial<RunSummary>;
    return value.summary === 'bodyplan batch run' && Array.isArray(value.jobs) && typeof value.outDir === 'string' ? (value as RunSummary) : null;
  } catch {
    return null;
  }
}
