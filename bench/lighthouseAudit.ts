// One Lighthouse run of one page (its Node API, default mobile settings: simulated "Slow 4G" and
// 4× CPU slowdown), reduced to the figures bench:lighthouse prints. The full report (JSON) is kept
// for its critical chain and main-thread breakdown.
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface LongestTask {
  /** Its duration on the simulated 4× slowed CPU, as Lighthouse's `long-tasks` audit gives it. */
  durationMs: number;
  /** The script it is attributed to (a chunk's file name), or what Lighthouse calls it ("Unattributable"). */
  source: string;
}

export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** The longest main-thread task; null when no task reached 50 ms (the audit lists only those). */
  longestTask: LongestTask | null;
  /** How many top-level tasks took 50 ms or more. */
  longTaskCount: number;
  failing: string[];
}

interface LongTaskItem {
  url?: string;
  duration?: number;
}

function chunkName(url: string): string {
  try {
    const path = new URL(url).pathname;
    return path.slice(path.lastIndexOf('/') + 1) || path;
  } catch {
    return url;
  }
}

export async function auditOnce(url: string, debuggingPort: number, reportPath: string): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  mkdirSync(join(reportPath, '..'), { recursive: true });
  writeFileSync(reportPath, typeof result.report === 'string' ? result.report : result.report.join('\n'));
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = ['accessibility', 'best-practices'].flatMap((id) =>
    (categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => `${id}:${ref.id}`),
  );
  // `long-tasks` lists the top-level tasks of 50 ms or more, with their simulated (4× CPU) durations, longest first.
  const details = audits['long-tasks']?.details as { items?: LongTaskItem[] } | undefined;
  const items = (details?.items ?? []).filter((item) => typeof item.duration === 'number');
  const longest = items.reduce<LongTaskItem | undefined>((a, b) => (a && (a.duration ?? 0) >= (b.duration ?? 0) ? a : b), undefined);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    longestTask: longest ? { durationMs: longest.duration ?? 0, source: chunkName(longest.url ?? '?') } : null,
    longTaskCount: items.length,
    failing,
  };
}
