// `npm run bench:news`: cold loads of /news in the production build (no test hooks), served by
// `vite preview` with the mock API, in Debian's Chromium. Each load is a fresh browser context (no
// HTTP cache, no storage). Prints, over BENCH_RUNS loads (default 15):
// - navigation start → the first news card's title in the DOM (median, p90), against the issue's
//   target of 600 ms, and the same figure for a directory table (/directory/themes) measured in the
//   same run as a baseline: its first row needs the same entry chunk and one API answer;
// - when the /api/v1/news/ request started, and after which script round: round 1 = the scripts the
//   HTML requests (its tags and preloads, all requested before the document is parsed: no module
//   has run yet); a later script is round n+1 when the deepest script finished before it started is
//   round n. The request's round is the deepest of the scripts finished before it started (0 = it
//   started before any script had loaded, as index.html's preload of the unfiltered list does;
//   1 = it needed none of the scripts requested by running code), and how many had finished by then;
// - the gzipped JavaScript /news fetched (budget 150 KB), and whether any of it carries three.js.
// Goal: first card ≤ 600 ms, the news request in the first script round (round 0 or 1).
import { startPreview } from './previewServer.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import playwrightConfig from '../playwright.config.ts';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4314);
const runs = Number(process.env.BENCH_RUNS ?? 15);
const distDir = 'dist-bench-news';
const origin = `http://127.0.0.1:${port}`;
const TARGET_MS = 600;
const GZIP_BUDGET = 150_000;
// Strings three.js always carries in its core (the build-output e2e test looks for the same ones).
const THREE_MARKERS = ['WebGLRenderer', 'BufferGeometry', 'MeshBasicMaterial'];

// Records when the first element matching the selector is in the DOM with a size (laid out), and
// says so on the console: the harness waits for that message rather than polling the page, since
// Playwright's polling first evaluates its own ~20 ms script in the page, in the middle of the
// render being measured. (tsx names functions with a `__name` helper that page-side code then needs too.)
const FIRST_SEEN = 'bench:first-seen';
const firstSeenScript = (selector: string) => `
  window.__name = (f) => f;
  (() => {
    const seen = () => { const e = document.querySelector(${JSON.stringify(selector)}); return e !== null && e.getBoundingClientRect().height > 0; };
    const observer = new MutationObserver(() => {
      if (window.__firstSeen !== undefined || !seen()) return;
      window.__firstSeen = performance.now();
      observer.disconnect();
      console.log(${JSON.stringify(FIRST_SEEN)});
    });
    observer.observe(document, { subtree: true, childList: true });
  })();
`;

interface Load {
  firstMs: number;
  /** Only for /news: the list request and the scripts before it. */
  requestStartMs: number | null;
  requestRound: number | null;
  scriptsBefore: number | null;
  scripts: string[];
}

interface Resource {
  name: string;
  startTime: number;
  responseEnd: number;
}

/** Script rounds: requested by the HTML (before `domInteractive`) is round 1; later, 1 + the deepest round finished before. */
function scriptRounds(scripts: Resource[], domInteractive: number): Map<Resource, number> {
  const rounds = new Map<Resource, number>();
  for (const script of [...scripts].sort((a, b) => a.startTime - b.startTime)) {
    const before = [...rounds].filter(([s]) => s.responseEnd <= script.startTime).map(([, r]) => r);
    rounds.set(script, script.startTime <= domInteractive ? 1 : 1 + Math.max(1, ...before));
  }
  return rounds;
}

async function coldLoad(browser: Browser, path: string, selector: string, apiPath: string | null): Promise<Load> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(firstSeenScript(selector));
    const firstSeen = page.waitForEvent('console', { predicate: (message) => message.text() === FIRST_SEEN, timeout: 30_000 });
    await page.goto(`${origin}${path}`);
    await firstSeen;
    const { firstMs, domInteractive, resources } = await page.evaluate(() => ({
      firstMs: (window as unknown as { __firstSeen: number }).__firstSeen,
      domInteractive: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
      resources: performance.getEntriesByType('resource').map((e) => ({ name: e.name, startTime: e.startTime, responseEnd: (e as PerformanceResourceTiming).responseEnd })),
    }));
    const scripts = resources.filter((r) => new URL(r.name).pathname.endsWith('.js'));
    const load: Load = { firstMs, requestStartMs: null, requestRound: null, scriptsBefore: null, scripts: scripts.map((s) => new URL(s.name).pathname.slice(1)) };
    if (apiPath !== null) {
      const request = resources.find((r) => new URL(r.name).pathname === apiPath);
      if (!request) throw new Error(`${path}: no ${apiPath} request before the first card`);
      const rounds = scriptRounds(scripts, domInteractive);
      const finished = scripts.filter((s) => s.responseEnd <= request.startTime);
      load.requestStartMs = request.startTime;
      load.scriptsBefore = finished.length;
      load.requestRound = Math.max(0, ...finished.map((s) => rounds.get(s)!));
    }
    return load;
  } finally {
    await context.close();
  }
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

async function main() {
  const { stop } = await startPreview(distDir, port, { testHooks: false });
  try {
    const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
    try {
      // One warm-up of each page (the server's first answers compile and cache), not counted.
      await coldLoad(browser, '/news', 'article.news-card .news-card-title', '/api/v1/news/');
      await coldLoad(browser, '/directory/themes', 'table tbody tr', null);
      const news: Load[] = [];
      const directory: Load[] = [];
      for (let i = 0; i < runs; i++) {
        // Interleaved, so both pages see the same machine load.
        news.push(await coldLoad(browser, '/news', 'article.news-card .news-card-title', '/api/v1/news/'));
        directory.push(await coldLoad(browser, '/directory/themes', 'table tbody tr', null));
      }
      const first = news.map((l) => l.firstMs);
      const base = directory.map((l) => l.firstMs);
      const requestStart = news.map((l) => l.requestStartMs!);
      const rounds = news.map((l) => l.requestRound!);
      const before = news.map((l) => l.scriptsBefore!);
      const scripts = [...new Set(news.flatMap((l) => l.scripts))];
      const sizes = scripts.map((file) => ({ file, gzip: gzipSync(readFileSync(join(root, distDir, file)), { level: 9 }).length }));
      const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
      const withThree = scripts.filter((file) => {
        const code = readFileSync(join(root, distDir, file), 'utf8');
        return THREE_MARKERS.some((marker) => code.includes(marker));
      });

      console.log(`\n/news cold loads in Chromium, production build via vite preview, ${runs} runs (times from navigation start, ms)`);
      console.log(`first card title in the DOM:  median ${quantile(first, 0.5).toFixed(0)}, p90 ${quantile(first, 0.9).toFixed(0)}  (target ≤ ${TARGET_MS}: median ×${(quantile(first, 0.5) / TARGET_MS).toFixed(2)} of it)`);
      console.log(`baseline /directory/themes first row: median ${quantile(base, 0.5).toFixed(0)}, p90 ${quantile(base, 0.9).toFixed(0)}  (news / directory median ×${(quantile(first, 0.5) / quantile(base, 0.5)).toFixed(2)})`);
      console.log(`/api/v1/news/ request started: median ${quantile(requestStart, 0.5).toFixed(0)}, p90 ${quantile(requestStart, 0.9).toFixed(0)}`);
      console.log(`  after script round: median ${quantile(rounds, 0.5)}, max ${Math.max(...rounds)}  (goal: ≤ 1; 0 = before any script); scripts finished before it: median ${quantile(before, 0.5)}, max ${Math.max(...before)}`);
      console.log(`JavaScript fetched for /news: ${(total / 1000).toFixed(1)} kB gzipped (budget ${GZIP_BUDGET / 1000} kB)${total > GZIP_BUDGET ? ' OVER BUDGET' : ''}`);
      for (const s of sizes) console.log(`  ${s.file}: ${(s.gzip / 1000).toFixed(1)} kB`);
      console.log(withThree.length === 0 ? 'three.js: none of these scripts carries it' : `three.js FOUND in: ${withThree.join(', ')}`);
    } finally {
      await browser.close();
    }
  } finally {
    stop();
  }
}

await main();
