// The figures bench:lighthouse prints for a page's runs: each run's line, the median and the worst,
// and whether the runs made under a low load met issue 44's goals. Pure: no Lighthouse, no I/O.
import type { RunFigures } from './lighthouseAudit.ts';

export const GOALS = { performance: 95, lcpMs: 1800, tbtMs: 200 } as const;
/** Runs started with a 1-minute load average above this are reported but not held to the goals (issue 44). */
export const QUIET_LOAD = 1.5;

export interface PageRun {
  /** The 1-minute load average just before the run. */
  load: number;
  figures: RunFigures;
}

export function goalMisses(figures: RunFigures): string[] {
  const misses: string[] = [];
  if (figures.performance < GOALS.performance) misses.push(`Perf ${figures.performance} < ${GOALS.performance}`);
  if (!(figures.lcpMs <= GOALS.lcpMs)) misses.push(`LCP ${seconds(figures.lcpMs)} > ${seconds(GOALS.lcpMs)}`);
  if (!(figures.tbtMs <= GOALS.tbtMs)) misses.push(`TBT ${Math.round(figures.tbtMs)} ms > ${GOALS.tbtMs} ms`);
  return misses;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function longestTaskText(figures: RunFigures): string {
  return figures.longestTask ? `${Math.round(figures.longestTask.durationMs)} ms (${figures.longestTask.source})` : 'none ≥ 50 ms';
}

export function runLine(page: string, index: number, run: PageRun): string {
  const f = run.figures;
  const misses = goalMisses(f);
  const verdict = misses.length === 0 ? 'goals met' : `MISSED: ${misses.join(', ')}`;
  const held = run.load <= QUIET_LOAD ? '' : ` (load > ${QUIET_LOAD}: not held to the goals)`;
  return (
    `${page.padEnd(11)} run ${index + 1}  load ${run.load.toFixed(2)}  Perf ${String(f.performance).padStart(3)}  ` +
    `LCP ${seconds(f.lcpMs)}  TBT ${String(Math.round(f.tbtMs)).padStart(4)} ms  longest task ${longestTaskText(f)}` +
    `  [FCP ${seconds(f.fcpMs)}, CLS ${f.cls.toFixed(3)}, A11y ${f.accessibility}, BestPr ${f.bestPractices}, ${f.longTaskCount} tasks ≥ 50 ms]  ${verdict}${held}` +
    (f.failing.length > 0 ? `\n            failing: ${f.failing.join(', ')}` : '')
  );
}

export function summaryLine(page: string, runs: PageRun[]): string {
  const all = runs.map((run) => run.figures);
  const longest = all.map((f) => f.longestTask?.durationMs ?? 0);
  const perf = all.map((f) => f.performance);
  const lcp = all.map((f) => f.lcpMs);
  const tbt = all.map((f) => f.tbtMs);
  const quiet = runs.filter((run) => run.load <= QUIET_LOAD);
  const quietMet = quiet.filter((run) => goalMisses(run.figures).length === 0).length;
  const underLoad =
    quiet.length === 0
      ? `no run under load ${QUIET_LOAD}: goals not judged`
      : quietMet === quiet.length
        ? `every run under load ${QUIET_LOAD} met the goals (${quietMet}/${quiet.length})`
        : `runs under load ${QUIET_LOAD} MISSED the goals: ${quietMet}/${quiet.length} met`;
  return (
    `${page.padEnd(11)} median Perf ${median(perf)}, LCP ${seconds(median(lcp))}, TBT ${Math.round(median(tbt))} ms, longest task ${Math.round(median(longest))} ms; ` +
    `worst Perf ${Math.min(...perf)}, LCP ${seconds(Math.max(...lcp))}, TBT ${Math.round(Math.max(...tbt))} ms, longest task ${Math.round(Math.max(...longest))} ms; ${underLoad}`
  );
}
