import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readBatchLog, type BatchLog } from './batchLog.ts';
import type { CheckList } from './checkList.ts';
import type { ScenarioRun } from './slurmScenario.ts';
import type { SessionFolder } from './sessionFolder.ts';
import type { FinishedTask } from './slurmJobs.ts';
import { BATCH_EXIT } from '../../src/cli/batch/batchExitCode.ts';

const SHARDS = 4;

const describeTask = (t: FinishedTask | undefined) => (t === undefined ? 'not found' : `${t.state} exit ${t.exitCode}:${t.signal}, restarts ${t.restarts}`);

/** The largest difference between two JSON values of the same shape, or null when the shapes differ. */
function maxNumericDifference(a: unknown, b: unknown): number | null {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b);
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return null;
    let max = 0;
    for (let i = 0; i < a.length; i++) {
      const d = maxNumericDifference(a[i], b[i]);
      if (d === null) return null;
      max = Math.max(max, d);
    }
    return max;
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const keys = Object.keys(a);
    if (keys.join() !== Object.keys(b).join()) return null;
    return maxNumericDifference(keys.map((k) => (a as Record<string, unknown>)[k]), keys.map((k) => (b as Record<string, unknown>)[k]));
  }
  return a === b ? 0 : null;
}

/** Checks what the scenario left: task states, the logs, and every result against the local run. */
export function checkScenario(run: ScenarioRun, session: SessionFolder, checks: CheckList): void {
  const logOf = (job: string, task: number): BatchLog => readBatchLog(run.logs.get(`batch-${job}_${task}.log`) ?? '');
  const first = (task: number) => run.first.find((t) => t.task === task);
  const rerun = (task: number) => run.rerun.find((t) => t.task === task);
  const badInputsExit = BATCH_EXIT.BAD_INPUTS;

  checks.check(
    `the local reference run fails only the corrupt recording, exit ${badInputsExit} (only bad inputs failed)`,
    run.local.exitCode === badInputsExit && readBatchLog(`${run.local.stdout}\n${run.local.stderr}`).failed.map((f) => f.name).join() === session.corrupt,
    `exit ${run.local.exitCode}; failed: ${readBatchLog(run.local.stderr).failed.map((f) => f.name).join(', ') || 'none'}`,
  );
  checks.check(
    `first array: task 0 completed, task 1 failed by the corrupt input with exit ${badInputsExit}, task 2 completed after one requeue, task 3 cancelled`,
    first(0)?.state === 'COMPLETED' && first(0)?.exitCode === 0 && first(1)?.state === 'FAILED' && first(1)?.exitCode === badInputsExit &&
      first(2)?.state === 'COMPLETED' && first(2)?.exitCode === 0 && first(2)?.restarts === 1 && first(3)?.state === 'CANCELLED',
    [0, 1, 2, 3].map((task) => `task ${task}: ${describeTask(first(task))}`).join('; '),
  );

  const cancelledLog = logOf(run.firstJob, 3);
  checks.check(
    'scancel: bodyplan (exec) got SIGTERM, named the job it interrupted and exited 143 by itself',
    cancelledLog.interrupted.includes(session.cancelled) && cancelledLog.summaries.some((s) => /stopped by SIGTERM/.test(s.line)) && first(3)?.exitCode === 128 + 15 && first(3)?.signal === 0,
    `task 3: ${describeTask(first(3))}; interrupted: ${cancelledLog.interrupted.join(', ') || 'none'}; closing line: ${cancelledLog.summaries.map((s) => s.line).join(' | ') || 'none (killed before it could write one)'}`,
  );
  const requeuedText = run.logs.get(`batch-${run.firstJob}_2.log`) ?? '';
  const requeuedLog = readBatchLog(requeuedText);
  checks.check(
    'scontrol requeue: the first attempt stopped cleanly, the second finished, both in one log (--open-mode=append)',
    requeuedText.includes('DUE TO JOB REQUEUE') && requeuedLog.interrupted.includes(session.requeued) && requeuedLog.summaries.length === 2 && requeuedLog.ran.includes(session.requeued),
    `summaries: ${requeuedLog.summaries.map((s) => s.line).join(' | ')}`,
  );

  checks.check(
    `resubmitted --array=1,3: task 1 fails the corrupt input again (exit ${badInputsExit}), task 3 completes`,
    rerun(1)?.state === 'FAILED' && rerun(1)?.exitCode === badInputsExit && rerun(3)?.state === 'COMPLETED' && rerun(3)?.exitCode === 0,
    `task 1: ${describeTask(rerun(1))}; task 3: ${describeTask(rerun(3))}`,
  );
  const rerunShards = [1, 3].map((task) => logOf(run.rerunJob, task).summaries.map((s) => s.shard).join());
  checks.check('the rerun of tasks 1 and 3 ran exactly shards 1/4 and 3/4', rerunShards.join(' and ') === '1/4 and 3/4', `shards: ${rerunShards.join(' and ')}`);
  const strays: string[] = [];
  for (const [file, text] of run.logs) {
    const task = Number(/_(\d+)\.log$/.exec(file)![1]);
    for (const [name, index] of readBatchLog(text).jobIndexes) if (index % SHARDS !== task) strays.push(`${file}: job ${index} ("${name}")`);
  }
  checks.check('every task touched only its own shard\'s jobs (task k: jobs k and k + 4)', strays.length === 0, strays.length === 0 ? `${run.logs.size} logs read` : strays.join('; '));

  const ranCounts = new Map(session.names.map((name) => [name, 0]));
  for (const text of run.logs.values()) for (const name of readBatchLog(text).ran) ranCounts.set(name, (ranCounts.get(name) ?? 0) + 1);
  const wrongCounts = [...ranCounts].filter(([name, count]) => count !== (name === session.corrupt ? 0 : 1));
  checks.check(
    'every good job ran exactly once across all tasks, requeue and rerun; none twice, none lost',
    wrongCounts.length === 0,
    wrongCounts.length === 0 ? `${session.good.length} jobs, each ran once` : wrongCounts.map(([name, count]) => `${name} ran ${count} times`).join('; '),
  );

  const corruptLines = [logOf(run.firstJob, 1), logOf(run.rerunJob, 1)].flatMap((log) => log.failed.filter((f) => f.name === session.corrupt).map((f) => f.line));
  checks.check(
    'the corrupt recording is reported as a bad input at its line and column, in both attempts',
    corruptLines.length === 2 && corruptLines.every((line) => line.includes(`${session.corrupt}.trc`) && /line 3, column \d+: NumFrames is 300/.test(line)),
    corruptLines[0] ?? 'no failure line',
  );

  const results = join(session.dir, 'results');
  const local = join(session.dir, 'local-results');
  const visible = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => !name.startsWith('.') && name.endsWith('.json')).sort() : []);
  const expected = session.good.map((name) => `${name}.json`).sort();
  checks.check('results: one per good job, none for the corrupt one', visible(results).join() === expected.join(), `results/: ${visible(results).join(', ')}`);
  const leftovers = [results, local].flatMap((dir) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.tmp') || name.endsWith('.claim')) : []));
  checks.check('no temporary file or claim left behind by the cancel or the requeue', leftovers.length === 0, leftovers.length === 0 ? 'none' : leftovers.join(', '));

  const comparisons = session.good.map((name) => {
    const [a, b] = [join(results, `${name}.json`), join(local, `${name}.json`)];
    if (!existsSync(a) || !existsSync(b)) return { name, equal: false, detail: 'missing' };
    const [textA, textB] = [readFileSync(a, 'utf8'), readFileSync(b, 'utf8')];
    if (textA === textB) return { name, equal: true, detail: 'byte-equal' };
    const difference = maxNumericDifference(JSON.parse(textA), JSON.parse(textB));
    return { name, equal: difference !== null && difference <= 1e-9, detail: difference === null ? 'different shape' : `max difference ${difference}` };
  });
  const bytes = comparisons.filter((c) => c.detail === 'byte-equal').length;
  checks.check(
    'every Slurm result equals the local run\'s (byte-equal, or within 1e-9)',
    comparisons.every((c) => c.equal),
    `${bytes} of ${comparisons.length} byte-equal` + comparisons.filter((c) => c.detail !== 'byte-equal').map((c) => `; ${c.name}: ${c.detail}`).join(''),
  );

  checkRunSummaries(session, resolve(results), checks);
  const states = [...run.status.matchAll(/^(\w+)\s+"([^"]+)" \(job \d+\)(.*)$/gm)].map((m) => ({ state: m[1]!, name: m[2]!, detail: m[3]! }));
  const done = states.filter((s) => s.state === 'done').map((s) => s.name);
  const failed = states.filter((s) => s.state === 'failed');
  checks.check(
    'bodyplan batch --status afterwards: every good job done, the corrupt one failed as a bad input',
    done.sort().join() === [...session.good].sort().join() && failed.length === 1 && failed[0]!.name === session.corrupt && failed[0]!.detail.includes('bad input'),
    `${done.length} done; failed: ${failed.map((f) => `${f.name}${f.detail}`).join('; ') || 'none'}`,
  );
}

/** batch-summary.jsonl, beside the jobs file: one line per run of bodyplan batch, appended. */
function checkRunSummaries(session: SessionFolder, results: string, checks: CheckList): void {
  const path = join(session.dir, 'batch-summary.jsonl');
  const name = 'batch-summary.jsonl: each good job ran once, the corrupt one failed as a bad input, the cancel and requeue recorded as interrupted';
  if (!existsSync(path)) {
    checks.check(name, false, 'batch-summary.jsonl was not written');
    return;
  }
  type Entry = { name: string; outcome: string; cause?: string };
  const runs = readFileSync(path, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { outDir: string; jobs: Entry[] });
  const entries = runs.filter((r) => resolve(r.outDir) === results).flatMap((r) => r.jobs);
  const ran = (n: string) => entries.filter((e) => e.name === n && e.outcome === 'ran').length;
  const wrong = session.good.filter((n) => ran(n) !== 1);
  const corruptFailures = entries.filter((e) => e.name === session.corrupt && e.outcome === 'failed');
  const interrupted = new Set(entries.filter((e) => e.outcome === 'interrupted').map((e) => e.name));
  checks.check(
    name,
    wrong.length === 0 && corruptFailures.length === 2 && corruptFailures.every((e) => e.cause === 'bad input') && interrupted.has(session.cancelled) && interrupted.has(session.requeued),
    `${runs.length} runs summarised; ran not once: ${wrong.join(', ') || 'none'}; corrupt failures: ${corruptFailures.map((e) => e.cause).join(', ')}; interrupted: ${[...interrupted].join(', ')}`,
  );
}
