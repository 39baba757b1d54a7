// `npm run bench:recording-memory`: a 100,000-frame fly recording loaded and solved in the built
// Studio in real Chromium. Prints the page's peak JS heap (main thread, sampled through the Chrome
// DevTools Protocol every 100 ms from before the file is chosen until the solved frames play) against
// the 300 MB budget, the heap with the fly open and nothing loaded (baseline, same run), the
// file's size, the renderer processes' resident memory (which counts typed arrays' backing stores
// and the workers, which the JS heap does not), and load and solve times with all workers.
// Not asserted: printed. Linux only (/proc).
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { readFlyFixtures } from '../src/bodyplan/testing/flyFixtures.ts';
import { CHROMIUM_OPTIONS, startPreview } from './previewServer.ts';

const root = join(import.meta.dirname, '..');
const flyPath = join(root, 'test-data', 'neuromechfly', 'neuromechfly_ypr_legs.json');
const FRAMES = Number(process.env.BENCH_FRAMES ?? 100_000);
const BUDGET_MB = 300;

/**
 * The fly's native-rate leg targets tiled to `frames` frames, in the recording JSON shape (one entry
 * per body-plan joint, the root unobserved), 6 decimals as trackers write them. Streamed to disk.
 */
function writeRecording(path: string, frames: number): void {
  const native = readFlyFixtures().native_rate_frames;
  const rows: string[] = [];
  for (let f = 0; f < frames; f++) {
    const points = native[f % native.length]!.target_ego.map((p) => `[${p.map((v) => v.toFixed(6)).join(',')}]`);
    rows.push(`[null,${points.join(',')}]`);
  }
  writeFileSync(path, `{"fps":1000,"frames":[\n${rows.join(',\n')}\n]}\n`);
}

const mb = (bytes: number) => bytes / (1024 * 1024);

/**
 * Resident memory of Chromium's renderer processes (the page and its workers live there), from
 * /proc: it counts what the JS heap figure leaves out, such as typed arrays' backing stores.
 */
function rendererResidentBytes(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.includes('--type=renderer') || !cmdline.includes('chromium')) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'recording-memory-'));
  const recordingPath = join(dir, `fly-${FRAMES}.json`);
  writeRecording(recordingPath, FRAMES);
  const server = await startPreview('dist-bench', Number(process.env.BENCH_PORT ?? 4292));
  const browser = await chromium.launch({ ...CHROMIUM_OPTIONS, args: [...CHROMIUM_OPTIONS.args, '--enable-precise-memory-info'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    // Long main-thread tasks from page start; longestBetween(a, b) reads the longest that ran in [a, b].
    await page.addInitScript(() => {
      const tasks: { start: number; end: number }[] = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) tasks.push({ start: e.startTime, end: e.startTime + e.duration });
      }).observe({ type: 'longtask', buffered: true });
      (window as unknown as { longestBetween(a: number, b: number): number }).longestBetween = (a, b) =>
        tasks.filter((t) => t.end >= a && t.start <= b).reduce((m, t) => Math.max(m, t.end - t.start), 0);
    });
    const now = () => page.evaluate(() => performance.now());
    const longest = (a: number, b: number) => page.evaluate(({ a, b }) => (window as unknown as { longestBetween(a: number, b: number): number }).longestBetween(a, b), { a, b });
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${server.url}/bodyplans`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open body plan' }).click();
    await (await chooser).setFiles(flyPath);
    await page.waitForFunction(() => (window as unknown as { __studioDebug?: { framesRendered: number } }).__studioDebug?.framesRendered);
    await page.getByRole('checkbox', { name: 'IK mode' }).check();
    await cdp.send('HeapProfiler.collectGarbage');
    const baseline = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    const baselineResident = rendererResidentBytes();

    let peak = baseline;
    let peakResident = baselineResident;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, (await cdp.send('Runtime.getHeapUsage')).usedSize);
        peakResident = Math.max(peakResident, rendererResidentBytes());
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const loadStart = Date.now();
    const loadStartPage = await now();
    await page.getByLabel('Load recording (JSON or CSV)').setInputFiles(recordingPath);
    await page.getByLabel('Recording summary').waitFor({ timeout: 600_000 });
    const loadMs = Date.now() - loadStart;
    const loadLongest = await longest(loadStartPage, await now());
    const solveStart = Date.now();
    const solveStartPage = await now();
    await page.getByRole('button', { name: 'Solve recording' }).click();
    await page.getByRole('button', { name: 'Play' }).waitFor({ timeout: 1_800_000 });
    const solveMs = Date.now() - solveStart;
    const solveLongest = await longest(solveStartPage, await now());
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForTimeout(1000);
    sampling = false;
    await sampler;
    await cdp.send('HeapProfiler.collectGarbage');
    const settled = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    console.log(`\n100,000-frame recording in the Studio: fly, ${FRAMES.toLocaleString('en')} frames, file ${mb(statSync(recordingPath).size).toFixed(1)} MB, all workers (${cores})`);
    console.log(`  main-thread JS heap, fly open, nothing loaded (baseline): ${mb(baseline).toFixed(1)} MB`);
    console.log(`  peak while loading, solving and playing:                  ${mb(peak).toFixed(1)} MB (budget ${BUDGET_MB} MB: ${(mb(peak) / BUDGET_MB).toFixed(2)} of it; ×${(peak / baseline).toFixed(1)} the baseline)`);
    console.log(`  after playback, after a garbage collection:                ${mb(settled).toFixed(1)} MB`);
    console.log(`  renderer processes' resident memory (page + workers, typed arrays included): ${mb(baselineResident).toFixed(0)} MB before, peak ${mb(peakResident).toFixed(0)} MB`);
    console.log(`  load (file chosen → summary): ${(loadMs / 1000).toFixed(1)} s, longest main-thread task ${loadLongest.toFixed(0)} ms (responsive: none over 200 ms, ${(loadLongest / 200).toFixed(2)} of it)`);
    console.log(`  solve (Solve → Play, fit errors included): ${(solveMs / 1000).toFixed(1)} s = ${(FRAMES / solveMs).toFixed(2)} k frames/s, longest main-thread task ${solveLongest.toFixed(0)} ms (${(solveLongest / 200).toFixed(2)} of 200 ms)`);
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
