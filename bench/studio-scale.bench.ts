// `npm run bench:studio`: the Studio with big plans in real Chromium (the built app, Debian's
// Chromium, SwiftShader WebGL). For each plan: time to open (file chosen → outline shows it), the
// longest main-thread task while opening, a rename (Enter → outline shows the new name) and its
// longest task, slider → next rendered frame (median of 15), and the longest task while posing.
// Baselines measured in the same page: JSON.parse of the same text (for opening), and for slider →
// frame the floor: the same spheres and links drawn with bare three.js instancing, updated per frame
// for the same pose change (bench/instancingFloor.ts); the ratio to it is printed. Goals:
// slider → frame ≤ 1.5× the floor at 31 (the fly), 1,000 and 10,000 joints;
// 10,000 joints open ≤ 2 s, rename ≤ 100 ms, no task over 200 ms after the plan is shown;
// 200,000 joints open or are refused with a message, never a dead tab.
// BENCH_SIZES=5000,10000 picks the generated sizes (default 1000,10000,20000,200000).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_OPTIONS, startPreview } from './previewServer.ts';
import { g1SizedHumanoid } from './g1SizedHumanoid.ts';
import { loadAverage } from './loadAverage.ts';
import { floorPlan, floorSliderToFrame, installFloor, loadThree, removeFloor } from './instancingFloor.ts';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4291);
const distDir = process.env.BENCH_DIST_DIR ?? 'dist-bench';
const sizes = (process.env.BENCH_SIZES ?? '1000,10000,20000,200000').split(',').map(Number);

/** A compact (one-line, as machine-written plans are) branching tree with one hinge per joint. */
function generatedPlan(joints: number): string {
  const list = [];
  for (let i = 0; i < joints; i++) {
    list.push({
      name: `j${i}`,
      parent: i === 0 ? null : `j${Math.max(0, i - 1 - (i % 3))}`,
      offset_pos: [0.1, 0.02 * ((i % 5) - 2), 0.03],
      offset_quat: [1, 0, 0, 0],
      dofs: i === 0 ? [] : [{ type: 'hinge', axis: [0, 1, 0], neutral: 0, limits: [-1, 1] }],
    });
  }
  return JSON.stringify({ fixed_base: true, joints: list });
}

interface Figures {
  plan: string;
  joints: number;
  megabytes: number;
  jsonParseMs: number;
  openMs: number | null;
  refused: string | null;
  openLongestTaskMs: number;
  renameMs: number | null;
  renameLongestTaskMs: number | null;
  sliderToFrameMedianMs: number | null;
  floorMedianMs: number | null;
  poseLongestTaskMs: number | null;
}

// Collects long tasks from page start; `since(t)` reads the longest one that started after t.
// (tsx names functions with a `__name` helper that page-side callbacks then need too.)
const LONG_TASK_SCRIPT = `
  window.__name = (f) => f;
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration }); })
    .observe({ type: 'longtask', buffered: true });
  window.__longestSince = (t) => window.__longTasks.filter((e) => e.start + e.duration >= t).reduce((m, e) => Math.max(m, e.duration), 0);
`;

async function waitForText(page: Page, selector: string, text: string, timeoutMs: number): Promise<number | null> {
  return page.evaluate(
    ({ selector, text, timeoutMs }) =>
      new Promise<number | null>((resolve) => {
        const found = () => [...document.querySelectorAll(selector)].some((e) => e.textContent?.includes(text));
        if (found()) return resolve(performance.now());
        const observer = new MutationObserver(() => {
          if (!found()) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, timeoutMs);
      }),
    { selector, text, timeoutMs },
  );
}

async function measurePlan(page: Page, plan: string, name: string, text: string, renameFrom: string): Promise<Figures> {
  await page.goto(`http://127.0.0.1:${port}/bodyplans`);
  await page.getByRole('heading', { level: 1, name: 'Body Plan Studio' }).waitFor();
  const joints = (JSON.parse(text) as { joints: unknown[] }).joints.length;
  const figures: Figures = {
    plan, joints, megabytes: text.length / 2 ** 20, jsonParseMs: 0, openMs: null, refused: null, openLongestTaskMs: 0,
    renameMs: null, renameLongestTaskMs: null, sliderToFrameMedianMs: null, floorMedianMs: null, poseLongestTaskMs: null,
  };

  // Open: file chosen (the input's change event) → the current-plan line names the file, or a refusal notice.
  await page.evaluate(() => {
    document.addEventListener('change', () => ((window as unknown as { __openStart: number }).__openStart = performance.now()), { capture: true, once: true });
  });
  const shown = waitForText(page, '.studio-current', name, 120_000);
  const refused = waitForText(page, '[role=status]', 'the Studio opens plans of up to', 120_000);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open body plan' }).click();
  // From a file on disk: Playwright hands a path to the browser as is, whereas an in-memory buffer is
  // rebuilt inside the page by script (a 30 MB plan made a 22 s main-thread task that was Playwright's).
  const file = join(mkdtempSync(join(tmpdir(), 'studio-bench-')), name);
  writeFileSync(file, text);
  await (await chooser).setFiles(file);
  const end = await Promise.race([shown, refused]);
  const start = await page.evaluate(() => (window as unknown as { __openStart: number }).__openStart);
  if (end === null) throw new Error(`${plan}: neither shown nor refused within 120 s`);
  figures.openMs = end - start;
  figures.openLongestTaskMs = await page.evaluate((t) => (window as unknown as { __longestSince(t: number): number }).__longestSince(t), start);
  figures.jsonParseMs = await page.evaluate((t) => {
    const s = performance.now();
    JSON.parse(t);
    return performance.now() - s;
  }, text);
  const current = page.locator('.studio-current');
  if ((await current.count()) === 0 || (await current.textContent())?.includes(name) !== true) {
    figures.refused = (await page.getByRole('status').textContent())?.trim() ?? 'refused';
    figures.openMs = end - start;
    return figures;
  }
  // Let the first frames and idle work settle before the interactions.
  await page.waitForTimeout(1500);

  // Rename: select a joint in the outline, type a new name, Enter → the outline shows it. Its
  // longest task counts from the selection (the inspector and the outline redraw for it).
  const selectStart = await page.evaluate(() => performance.now());
  await page.getByRole('treeitem').filter({ has: page.locator('.studio-tree-name', { hasText: new RegExp(`^${renameFrom}$`) }) }).click();
  const field = page.getByLabel('Name', { exact: true });
  await field.fill(`${renameFrom}_renamed`);
  // Timed from the Enter keydown reaching the page, so the figure leaves out the driver's own latency.
  await page.evaluate(() => {
    const w = window as unknown as { __enterAt: number | null };
    w.__enterAt = null;
    document.addEventListener('keydown', (e) => { if (e.key === 'Enter' && w.__enterAt === null) w.__enterAt = performance.now(); }, { capture: true });
  });
  const renamed = waitForText(page, '.studio-tree-name', `${renameFrom}_renamed`, 60_000);
  await field.press('Enter');
  const renameEnd = await renamed;
  const enterAt = await page.evaluate(() => (window as unknown as { __enterAt: number | null }).__enterAt);
  if (renameEnd !== null && enterAt !== null) figures.renameMs = renameEnd - enterAt;
  figures.renameLongestTaskMs = await page.evaluate((t) => (window as unknown as { __longestSince(t: number): number }).__longestSince(t), selectStart);
  await page.waitForTimeout(1500);

  // Slider → frame: set the first DOF slider and wait for the next rendered frame, 15 times.
  const poseStart = await page.evaluate(() => performance.now());
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const ms = await page.evaluate(async (fraction) => {
      const debug = (window as unknown as { __studioDebug?: { framesRendered: number } }).__studioDebug;
      const slider = document.querySelector<HTMLInputElement>('.studio-dof input[type=range]');
      if (!debug || !slider) return null;
      // Alternate between two points well inside the range, so every move changes the pose.
      const min = Number(slider.min);
      const max = Number(slider.max);
      const before = debug.framesRendered;
      const start = performance.now();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(slider, String(min + (max - min) * fraction));
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      for (;;) {
        await new Promise(requestAnimationFrame);
        if (debug.framesRendered > before) return performance.now() - start;
        if (performance.now() - start > 10_000) return null;
      }
    }, i % 2 === 0 ? 0.3 : 0.7);
    if (ms !== null) times.push(ms);
  }
  times.sort((a, b) => a - b);
  figures.sliderToFrameMedianMs = times.length > 0 ? times[Math.floor(times.length / 2)]! : null;
  figures.poseLongestTaskMs = await page.evaluate((t) => (window as unknown as { __longestSince(t: number): number }).__longestSince(t), poseStart);

  // The floor, in the same page over the Studio's canvas: the joint the Studio's first slider moved
  // (the renamed, selected one), the same number of times.
  const moved = await page.evaluate(() => document.querySelector('.studio-dof input[type=range]')?.getAttribute('aria-label')?.split(' ')[0] ?? '');
  const floor = floorPlan(text, moved === `${renameFrom}_renamed` ? renameFrom : moved);
  await loadThree(page);
  await installFloor(page, floor);
  await page.waitForTimeout(500);
  figures.floorMedianMs = await floorSliderToFrame(page, floor, 15);
  await removeFloor(page);
  return figures;
}

function printRow(r: Figures): void {
  const ratio = r.openMs !== null && r.jsonParseMs > 0 ? ` (×${(r.openMs / r.jsonParseMs).toFixed(0)})` : '';
  console.log(
    `${r.plan.padEnd(24)} ${String(r.joints).padStart(7)} ${r.megabytes.toFixed(1).padStart(6)} ${fmt(r.jsonParseMs, 1).padStart(11)} ${(fmt(r.openMs) + ratio).padStart(15)} ${fmt(r.openLongestTaskMs).padStart(8)} ` +
      `${fmt(r.renameMs).padStart(8)} ${fmt(r.renameLongestTaskMs).padStart(8)} ${fmt(r.sliderToFrameMedianMs, 1).padStart(13)} ${fmt(r.floorMedianMs, 1).padStart(7)} ${floorRatio(r).padStart(7)} ${fmt(r.poseLongestTaskMs).padStart(8)}`,
  );
  if (r.refused) console.log(`  ${r.plan}: refused: ${r.refused}`);
}

const floorRatio = (r: Figures) => (r.sliderToFrameMedianMs !== null && r.floorMedianMs ? `×${(r.sliderToFrameMedianMs / r.floorMedianMs).toFixed(2)}` : '—');
const fmt = (v: number | null, digits = 0) => (v === null ? '—' : v.toFixed(digits));

async function main() {
  const server = await startPreview(distDir, port);
  try {
    const browser = await chromium.launch(CHROMIUM_OPTIONS);
    const plans: [string, string, string, string][] = [
      ['fly (NeuroMechFly)', 'fly.json', readFileSync(join(root, 'test-data', 'neuromechfly', 'neuromechfly_ypr_legs.json'), 'utf8'), ''],
      // QuickIK's G1 plan is not available here: a generated humanoid of the G1's size (29 hinges) stands in.
      ['G1-sized humanoid', 'g1-sized.json', JSON.stringify(g1SizedHumanoid(), null, 2), ''],
      ...sizes.map((n): [string, string, string, string] => [`generated ${n.toLocaleString('en')}`, `tree-${n}.json`, generatedPlan(n), 'j1']),
    ];
    console.log(`\nStudio at scale, real Chromium (SwiftShader WebGL), times in ms; "longest" = longest main-thread task in that phase; load average ${loadAverage()}`);
    console.log('"floor": slider → frame with bare three.js instancing of the same spheres and links in the same page; goal ×floor ≤ 1.5');
    console.log('plan                     joints     MB  JSON.parse   open (×parse)  longest   rename  longest  slider→frame   floor  ×floor  longest');
    for (const [plan, name, text, renameHint] of plans) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(LONG_TASK_SCRIPT);
      const page = await context.newPage();
      const renameFrom = renameHint || (JSON.parse(text) as { joints: { name: string }[] }).joints[1]!.name;
      try {
        printRow(await measurePlan(page, plan, name, text, renameFrom));
      } catch (error) {
        console.log(`${plan}: ${error instanceof Error ? error.message : String(error)}`);
      }
      await context.close();
    }
    await browser.close();
    console.log(`(load average at the end: ${loadAverage()})`);
  } finally {
    server.stop();
  }
}

await main();
