// `npm run bench:reader-long-tasks`: the main thread's work after the first paint on the reader's
// three pages (/news, an article, /directory/channels), in the production build served by
// `vite preview` with the mock API (gzip-compressed, as bench:lighthouse serves it), in Debian's
// Chromium with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile
// setting) and the network as Lighthouse's DevTools-applied "Slow 4G" (562.5 ms RTT, 1.47 Mbit/s
// down; BENCH_NETWORK=none for no throttling). Each load is a fresh browser context (no cache,
// no storage, no service worker) and lasts until the main thread had no long task for 3 s.
// Per run it prints the 1-minute load average, the first contentful paint, the longest task after
// it and the total blocking time after it (each task's time past 50 ms; Lighthouse's TBT also
// stops at "time to interactive", so this one is never smaller), from the page's own `longtask`
// PerformanceObserver; then per page the median and the worst against issue 44's goal (no task
// over 50 ms after the first paint, TBT ≤ 200 ms).
// Then one more load per page with V8's sampling profiler on (its overhead makes that load slower,
// so its figures are not counted): the functions that took the time in its long tasks after the
// first paint, by self time and by total time (our code's functions: the callers). Names are
// minified in the production build: BENCH_MINIFY=0 builds without minifying, to read them. Each
// profile is kept in BENCH_PROFILE_DIR (default test-results/reader-long-tasks), with the long
// tasks, to open in DevTools' Performance panel or to read further. BENCH_BUILD=0 serves the build
// already in BENCH_DIST_DIR. BENCH_COMPARE_DIST=<folder of an earlier build> (e.g. one made before
// a change: `npx vite build --outDir dist-before`) serves that build too, on the next port, and loads
// each page from both builds in turn, every round: on a busy machine a comparison of two separate
// runs says little, as the load changes between them.
// Never asserts: it prints figures. Not part of `npm test`.
import { startPreview } from './previewServer.ts';
import { loadAverage } from './loadAverage.ts';
import { blockingAfter, bySelfTime, byTotalTime, functionTimes, type CpuProfile, type Task, type Blocking } from './mainThreadLongTasks.ts';
import { chromium, type Browser } from '@playwright/test';
import { loadavg } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const port = Number(process.env.BENCH_PORT ?? 4394);
const distDir = process.env.BENCH_DIST_DIR ?? 'dist-bench-long-tasks';
const runs = Number(process.env.BENCH_RUNS ?? 3);
const minify = process.env.BENCH_MINIFY !== '0';
const profileDir = process.env.BENCH_PROFILE_DIR ?? join('test-results', 'reader-long-tasks');
const throttleNetwork = process.env.BENCH_NETWORK !== 'none';
const origin = `http://127.0.0.1:${port}`;
const CPU_SLOWDOWN = 4;
const QUIET_MS = 3000;
const MAX_LOAD_MS = 60_000;
const GOAL_TBT_MS = 200;

// Records the page's long tasks from the start, before any script runs. (tsx names functions with
// a `__name` helper that page-side code then needs too.)
const observerScript = `
  window.__name = (f) => f;
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ startMs: e.startTime, durationMs: e.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

interface Load {
  firstPaintMs: number;
  tasks: Task[];
  blocking: Blocking;
  profile?: CpuProfile;
  navigationStartUs?: number;
}

async function load(browser: Browser, origin: string, path: string, profiled: boolean): Promise<Load> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(observerScript);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    if (throttleNetwork) {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 });
    }
    // Navigation start on the profiler's clock: the document request's timestamp (CDP's monotonic seconds).
    let navigationStartUs: number | undefined;
    cdp.on('Network.requestWillBeSent', (event: { type?: string; timestamp: number }) => {
      if (event.type === 'Document' && navigationStartUs === undefined) navigationStartUs = event.timestamp * 1e6;
    });
    if (profiled) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: MAX_LOAD_MS });
    // Until the main thread has had no long task for QUIET_MS (the observer's own callback is not one).
    const { firstPaintMs, tasks } = await page.evaluate(
      ({ quietMs, maxMs }) =>
        new Promise<{ firstPaintMs: number; tasks: Task[] }>((resolve) => {
          const w = window as unknown as { __longTasks: Task[] };
          const started = performance.now();
          const check = () => {
            const last = w.__longTasks.at(-1);
            const quietSince = last ? last.startMs + last.durationMs : 0;
            const now = performance.now();
            const fcp = performance.getEntriesByName('first-contentful-paint')[0];
            if ((fcp && now - quietSince >= quietMs) || now - started > maxMs) {
              resolve({ firstPaintMs: fcp?.startTime ?? Number.NaN, tasks: [...w.__longTasks] });
            } else setTimeout(check, 250);
          };
          check();
        }),
      { quietMs: QUIET_MS, maxMs: MAX_LOAD_MS },
    );
    const result: Load = { firstPaintMs, tasks, blocking: blockingAfter(tasks, firstPaintMs) };
    if (profiled) {
      result.profile = ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile;
      result.navigationStartUs = navigationStartUs;
    }
    return result;
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const ms = (value: number) => `${Math.round(value)} ms`;

function verdict(blocking: Blocking): string {
  const misses = [];
  if (blocking.longestMs > 50) misses.push(`a task of ${ms(blocking.longestMs)} > 50 ms`);
  if (blocking.totalBlockingMs > GOAL_TBT_MS) misses.push(`TBT ${ms(blocking.totalBlockingMs)} > ${GOAL_TBT_MS} ms`);
  return misses.length === 0 ? 'goal met' : `MISSED: ${misses.join(', ')}`;
}

async function main(): Promise<void> {
  process.env.MOCK_API_GZIP = '1';
  const { stop } = await startPreview(distDir, port, { testHooks: false, buildArgs: minify ? [] : ['--minify', 'false'], build: process.env.BENCH_BUILD !== '0' });
  const compareDir = process.env.BENCH_COMPARE_DIST;
  const compared = compareDir ? await startPreview(compareDir, port + 1, { testHooks: false, build: false }) : null;
  try {
    const first = (await (await fetch(`${origin}/api/v1/news/?limit=1`)).json()) as { results: { id: number }[] };
    const pages = [
      ['/news', '/news'],
      ['article', `/news/${first.results[0]?.id}`],
      ['/directory', '/directory/channels'],
    ] as const;
    // The build measured, and the one compared with it (when asked for).
    const builds = [[distDir, origin], ...(compared && compareDir ? [[compareDir, compared.url]] : [])] as const;
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--no-first-run'] });
    try {
      console.log(`CPU ${CPU_SLOWDOWN}× slower, network ${throttleNetwork ? 'Slow 4G (DevTools-applied)' : 'not throttled'}, ${minify ? 'minified' : 'unminified'} build, ${runs} runs per page; times from navigation start`);
      // One warm-up load per page (the server's first answers), not counted.
      for (const [, buildOrigin] of builds) for (const [, path] of pages) await load(browser, buildOrigin, path, false);
      const byPage = new Map<string, Load[]>();
      for (let round = 0; round < runs; round++) {
        for (const [name, path] of pages) {
          for (const [build, buildOrigin] of builds) {
            const before = loadavg()[0]!.toFixed(2);
            const run = await load(browser, buildOrigin, path, false);
            const key = `${name} (${build})`;
            byPage.set(key, [...(byPage.get(key) ?? []), run]);
            const b = run.blocking;
            // When each long task after the first paint ran: to tell the first paint's layout, the app's
            // start and a later render apart.
            const after = run.tasks.filter((t) => t.startMs + t.durationMs > run.firstPaintMs && t.durationMs > 50).map((t) => `${ms(t.durationMs)} at ${ms(t.startMs)}`);
            console.log(`${key} run ${round + 1} (load ${before}): first paint ${ms(run.firstPaintMs)}; after it: longest task ${ms(b.longestMs)}, TBT ${ms(b.totalBlockingMs)}, ${b.count} task(s) ≥ 50 ms${after.length ? ` (${after.join(', ')})` : ''} — ${verdict(b)}`);
          }
        }
      }
      console.log(`\nsummary (load average now ${loadAverage()})`);
      for (const [key, loads] of byPage) {
        const longest = loads.map((l) => l.blocking.longestMs);
        const tbt = loads.map((l) => l.blocking.totalBlockingMs);
        const paint = loads.map((l) => l.firstPaintMs);
        console.log(`${key}: first paint median ${ms(median(paint))}; longest task after it median ${ms(median(longest))}, worst ${ms(Math.max(...longest))}; TBT median ${ms(median(tbt))}, worst ${ms(Math.max(...tbt))}`);
      }

      console.log(`\nwhere the time goes (one profiled load per page; load ${loadAverage()})`);
      for (const [name, path] of pages) {
        const run = await load(browser, origin, path, true);
        const windows = run.tasks
          .filter((t) => t.startMs + t.durationMs > run.firstPaintMs)
          .map((t) => ({ startMs: Math.max(t.startMs, run.firstPaintMs), durationMs: Math.min(t.durationMs, t.startMs + t.durationMs - run.firstPaintMs) }));
        console.log(`${name}: long tasks after the first paint (${ms(run.firstPaintMs)}): ${windows.map((w) => `${ms(w.durationMs)} at ${ms(w.startMs)}`).join(', ') || 'none'}`);
        if (!run.profile || run.navigationStartUs === undefined) continue;
        mkdirSync(profileDir, { recursive: true });
        const file = join(profileDir, `${name.replace(/\W/g, '')}.cpuprofile`);
        writeFileSync(file, JSON.stringify(run.profile));
        writeFileSync(file.replace(/\.cpuprofile$/, '.tasks.json'), JSON.stringify({ navigationStartUs: run.navigationStartUs, firstPaintMs: run.firstPaintMs, tasks: run.tasks }));
        console.log(`  profile: ${file}`);
        if (windows.length === 0) continue;
        const times = functionTimes(run.profile, windows, run.navigationStartUs);
        console.log('  by self time:');
        for (const f of bySelfTime(times, 10)) console.log(`    ${ms(f.selfMs).padStart(7)} self ${ms(f.totalMs).padStart(7)} total  ${f.name}`);
        console.log('  by total time (callers):');
        for (const f of byTotalTime(times, 15)) console.log(`    ${ms(f.totalMs).padStart(7)} total ${ms(f.selfMs).padStart(7)} self  ${f.name}`);
      }
    } finally {
      await browser.close();
    }
  } finally {
    compared?.stop();
    stop();
  }
}

await main();
