/** What one run (or the runs appended by a requeue) of `bodyplan batch` printed into its Slurm log. */
export interface BatchLog {
  ran: string[];
  skipped: string[];
  failed: { name: string; line: string }[];
  interrupted: string[];
  /** Each run's closing line: `bodyplan batch: shard K/N (...): ...`. */
  summaries: { shard: string; line: string }[];
  /** Every job the log names, by the index the batch printed. */
  jobIndexes: Map<string, number>;
}

/** Reads the lines `bodyplan batch` writes (stdout and stderr go to one log, sbatch's --output). */
export function readBatchLog(text: string): BatchLog {
  const log: BatchLog = { ran: [], skipped: [], failed: [], interrupted: [], summaries: [], jobIndexes: new Map() };
  for (const line of text.split('\n')) {
    for (const m of line.matchAll(/"([^"]+)" \(job (\d+)\)|job (\d+) \("([^"]+)"\)/g)) log.jobIndexes.set(m[1] ?? m[4]!, Number(m[2] ?? m[3]));
    let m: RegExpExecArray | null;
    if ((m = /^ran "([^"]+)" \(job \d+\)/.exec(line))) log.ran.push(m[1]!);
    else if ((m = /^skipped "([^"]+)" \(job \d+\)/.exec(line))) log.skipped.push(m[1]!);
    else if ((m = /job \d+ \("([^"]+)"\) failed\b/.exec(line))) log.failed.push({ name: m[1]!, line });
    else if ((m = /job \d+ \("([^"]+)"\) interrupted by SIGTERM/.exec(line))) log.interrupted.push(m[1]!);
    else if ((m = /^bodyplan batch: shard (\d+\/\d+) \(/.exec(line))) log.summaries.push({ shard: m[1]!, line });
  }
  return log;
}
