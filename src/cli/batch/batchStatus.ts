import { latestAttempts } from './batchSummary.ts';
import { currentClaim, describeOwner } from './jobClaim.ts';
import { checkDone, resultPathOf } from './jobRecord.ts';
import type { BatchJob } from './jobsFile.ts';

export type JobState = 'done' | 'failed' | 'running' | 'pending';

export interface JobStatus {
  job: BatchJob;
  state: JobState;
  /** Why it failed (and which task tried), who runs it, or why it is still to do; '' when done. */
  detail: string;
}

/**
 * The state of every job of a jobs file in `outDir`, as `bodyplan batch --status` lists it: done when
 * its result and record match (the same test a run skips by), running while a live claim holds it,
 * failed when the last attempt in the summaries failed, else pending with the reason it is not done.
 * Reads only; starts and stops nothing.
 */
export function batchStatus(jobs: readonly BatchJob[], jobsFile: string, outDir: string, leaseMs: number): JobStatus[] {
  const attempts = latestAttempts(jobsFile, outDir);
  return jobs.map((job): JobStatus => {
    const done = checkDone(job, outDir);
    if (done.done) return { job, state: 'done', detail: '' };
    const claim = currentClaim(resultPathOf(outDir, job.name), leaseMs);
    if (claim !== null && claim.stale === null) return { job, state: 'running', detail: `claimed by ${describeOwner(claim.owner)}` };
    const last = attempts.get(job.name);
    if (last?.entry.outcome === 'failed') {
      return { job, state: 'failed', detail: `${last.entry.reason} (${last.entry.cause}; tried by ${last.task}, ended ${last.ended})` };
    }
    const interrupted = last?.entry.outcome === 'interrupted' ? `; interrupted by ${last.entry.signal} in ${last.task}` : '';
    const stale = claim?.stale != null ? `; stale claim of ${describeOwner(claim.owner)} (${claim.stale}), taken over by the next run` : '';
    return { job, state: 'pending', detail: `${done.reason}${interrupted}${stale}` };
  });
}

/** The --status report: a count line, then one line per job. */
export function formatStatus(statuses: readonly JobStatus[], jobsFile: string, outDir: string): string {
  const count = (state: JobState) => statuses.filter((status) => status.state === state).length;
  const head = `bodyplan batch --status: ${jobsFile} into ${outDir}: ${statuses.length} job${statuses.length === 1 ? '' : 's'}: ` +
    `${count('done')} done, ${count('failed')} failed, ${count('running')} running, ${count('pending')} pending\n`;
  return head + statuses.map(({ job, state, detail }) => `${state.padEnd(8)}"${job.name}" (job ${job.index})${detail === '' ? '' : `: ${detail}`}\n`).join('');
}
