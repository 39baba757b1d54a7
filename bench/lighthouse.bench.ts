// `npm run bench:lighthouse`: Lighthouse 12 (its Node API, default mobile settings: simulated
// "Slow 4G" and 4× CPU slowdown) on the production build (no test hooks), served by `vite preview`
// with the mock API, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium; --headless=new
// --no-sandbox). Audits /news, one article and /directory, and prints for each Performance,
// Accessibility and Best Practices (0–100) and LCP, against the goals (Performance ≥ 95,
// Accessibility 100, LCP ≤ 1.8 s on /news). Lighthouse 12 has no PWA category and no
// `installable-manifest` audit any more, so installability is asked of Chromium itself
// (`Page.getInstallabilityErrors`, what that audit used), once the service worker controls /news.
// The mock API's answers are gzip-compressed (MOCK_API_GZIP=1), as a production server in front of
// DRF sends them (`vite preview` compresses the app's files, not the mock's JSON); BENCH_API_GZIP=0
// measures them uncompressed. Each page's Lighthouse report (JSON) is kept in BENCH_REPORT_DIR.
// Never asserts: it prints figures. Not part of `npm test`.
import { startPreview } from './previewServer.ts';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';

const port = Number(process.env.BENCH_PORT ?? 4392);
const debuggingPort = Number(process.env.BENCH_DEBUG_PORT ?? 9392);
// Its own build folder and ports, each movable so that two checkouts can run it side by side.
const distDir = process.env.BENCH_DIST_DIR ?? 'dist-bench-lighthouse';
// Where to keep each page's full Lighthouse report (JSON), for its critical chain and main-thread breakdown.
const reportDir = process.env.BENCH_REPORT_DIR ?? join('test-results', 'lighthouse');
const origin = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const GOALS = { performance: 95, accessibility: 100, lcpMs: 1800 };
const apiGzip = process.env.BENCH_API_GZIP !== '0';

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  siMs: number;
  cls: number;
  failing: string[];
}

async function audit(url: string, reportName: string): Promise<Scores> {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(join(reportDir, `${reportName}.json`), typeof result.report === 'string' ? result.report : result.report.join('\n'));
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = ['accessibility', 'best-practices'].flatMap((id) =>
    (categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => `${id}:${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    siMs: audits['speed-index']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failing,
  };
}

async function main(): Promise<void> {
  if (apiGzip) process.env.MOCK_API_GZIP = '1';
  else delete process.env.MOCK_API_GZIP;
  const { stop } = await startPreview(distDir, port, { testHooks: false });
  try {
    const first = (await (await fetch(`${origin}/api/v1/news/?limit=1`)).json()) as { results: { id: number }[] };
    const articleId = first.results[0]?.id;
    const browser = await chromium.launch({
      executablePath: chromePath,
      headless: true,
      args: ['--headless=new', '--no-sandbox', `--remote-debugging-port=${debuggingPort}`, '--disable-background-networking', '--no-first-run'],
    });
    try {
      // Installability: the manifest, its icons and a service worker controlling the start URL.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${origin}/news`);
      const controlled = await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
        }
        return navigator.serviceWorker.controller !== null;
      });
      const cdp = await context.newCDPSession(page);
      const answer = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      // Playwright's contexts are incognito, where Chromium never offers to install: that one is the harness's, not the app's.
      const installabilityErrors = answer.installabilityErrors.filter((error) => error.errorId !== 'in-incognito');
      await context.close();
      console.log(`PWA installability: ${installabilityErrors.length === 0 && controlled ? 'installable' : 'NOT installable'}` +
        ` (Chromium's installability errors: ${installabilityErrors.map((e) => e.errorId).join(', ') || 'none'}; service worker controls /news: ${controlled})`);

      const pages = [
        ['/news', '/news'],
        ['article', `/news/${articleId}`],
        ['/directory', '/directory/channels'],
      ] as const;
      console.log(`\nAPI answers ${apiGzip ? 'gzip-compressed' : 'uncompressed'}; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
      console.log('page         Perf  A11y  BestPr  LCP      (goals: Perf ≥ 95, A11y 100, LCP ≤ 1.8 s on /news)');
      for (const [name, path] of pages) {
        const scores = await audit(`${origin}${path}`, name.replace(/\W/g, '') || 'page');
        const lcp = `${(scores.lcpMs / 1000).toFixed(2)} s`;
        const verdict =
          name === '/news'
            ? `  ${scores.performance >= GOALS.performance ? 'Perf met' : 'Perf MISSED'}, ${scores.accessibility >= GOALS.accessibility ? 'A11y met' : 'A11y MISSED'}, ${scores.lcpMs <= GOALS.lcpMs ? 'LCP met' : `LCP MISSED (${(scores.lcpMs / GOALS.lcpMs).toFixed(2)}× the goal)`}`
            : '';
        console.log(`${name.padEnd(12)} ${String(scores.performance).padStart(4)}  ${String(scores.accessibility).padStart(4)}  ${String(scores.bestPractices).padStart(6)}  ${lcp.padEnd(8)}${verdict}`);
        console.log(`             FCP ${(scores.fcpMs / 1000).toFixed(2)} s, Speed Index ${(scores.siMs / 1000).toFixed(2)} s, TBT ${Math.round(scores.tbtMs)} ms, CLS ${scores.cls.toFixed(3)}`);
        if (scores.failing.length > 0) console.log(`             failing: ${scores.failing.join(', ')}`);
      }
    } finally {
      await browser.close();
    }
  } finally {
    stop();
  }
}

await main();
