import { test, expect } from './fixtures.ts';
import { flyPlanPath, writeLargeFlyRecording } from './largeFlyRecording.ts';
import { markPhase, startMainThreadTrace, stopMainThreadTraceWithMarks, tasksBetween, tasksOver, type MainThreadTask } from './mainThreadTrace.ts';
import { openPlanFile } from './studioCanvas.ts';

/**
 * As many fly frames as read, solve and check in about a minute on the shared test machine; the
 * issue's bound is at 100,000 (`npm run bench:recording-memory`), and the page's slices are sized in
 * frames or numbers, not in fractions of the recording, so a longer one makes more tasks, not longer ones.
 */
const FRAMES = 30_000;
/** Issue 43: no main-thread task over 100 ms while a recording is read, solved or checked. */
const TASK_LIMIT_MS = 100;
const PHASES = ['read', 'solve', 'check'] as const;
/** The check's angle-speed limit (deg/s). */
const SPEED_LIMIT = 10_000;

test('reading, solving and checking a 30,000-frame fly recording: no main-thread task over 100 ms of CPU', async ({ page }, testInfo) => {
  test.setTimeout(420_000);
  const recordingPath = testInfo.outputPath(`fly-${FRAMES}.json`);
  writeLargeFlyRecording(recordingPath, FRAMES);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
  await openPlanFile(page, flyPlanPath);
  await page.getByRole('checkbox', { name: 'IK mode' }).check();
  const input = page.getByLabel('Load recording (JSON, CSV, HDF5, TRC, C3D)');
  await input.waitFor();
  // Waited for by a cheap selector twice a second: Playwright's role and text queries run on the
  // page's main thread, and over a page this size they would be among the tasks measured.
  const cheaply = { timeout: 300_000, polling: 500 };
  const browser = page.context().browser()!;

  // One trace for the three phases (no task falls between two traces), cut by marks.
  await startMainThreadTrace(browser, page);
  await markPhase(page, 'read');
  await input.setInputFiles(recordingPath);
  await page.waitForFunction((frames) => document.querySelector('[aria-label="Recording summary"]')?.textContent?.includes(`${frames} frames`) === true, FRAMES, cheaply);
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Solve recording'), null, cheaply);

  await markPhase(page, 'solve');
  await page.locator('button', { hasText: /^Solve recording$/ }).click();
  // Solved, its fit errors summarised, the suspicious frames ranked and the heat-map drawn to its last column.
  await page.waitForFunction(() => {
    const maps = [...document.querySelectorAll<HTMLCanvasElement>('canvas[data-columns-drawn]')];
    const played = [...document.querySelectorAll('button')].some((b) => b.textContent === 'Play' && !b.disabled);
    return played && document.querySelector('[data-suspicious-count]') !== null && maps.length > 0 && maps.every((c) => c.dataset.columnsDrawn === c.dataset.columns);
  }, null, cheaply);

  // The check: the suspicious frames ranked again with a physical angle-speed limit (a fly's leg
  // joints turn at up to a few thousand deg/s while walking), until the list ranked with it shows.
  await markPhase(page, 'check');
  const limit = page.locator('.fit-checks input');
  await limit.fill(String(SPEED_LIMIT));
  await limit.press('Enter');
  await page.waitForFunction((limit) => document.querySelector<HTMLElement>('[data-suspicious-count]')?.dataset.rankedWithLimit === String(limit), SPEED_LIMIT, cheaply);
  await markPhase(page, 'end');
  const { tasks, marks } = await stopMainThreadTraceWithMarks(browser);

  const longest = (list: MainThreadTask[]) => Math.max(0, ...list.map((t) => t.cpuMs));
  const byPhase = PHASES.map((phase, i) => {
    const list = tasksBetween(tasks, marks.get(phase)!, marks.get(PHASES[i + 1] ?? 'end')!);
    return { phase, tasks: list.length, longestCpuMs: longest(list), longestWallMs: Math.max(0, ...list.map((t) => t.wallMs)), overLimit: list.filter((t) => t.cpuMs > TASK_LIMIT_MS), overWall: tasksOver(list, TASK_LIMIT_MS) };
  });
  for (const p of byPhase) console.log(`${p.phase}: ${p.tasks} main-thread tasks, longest ${p.longestCpuMs.toFixed(0)} ms CPU (${p.longestWallMs.toFixed(0)} ms wall); over ${TASK_LIMIT_MS} ms wall (wall/CPU): ${p.overWall}`);
  expect(byPhase.map((p) => p.tasks > 0)).toEqual([true, true, true]);
  // CPU time, not wall time: on 2 shared cores a task's wall time grows with the load (mainThreadTrace.ts).
  expect(byPhase.map((p) => ({ phase: p.phase, overLimit: p.overLimit.map((t) => `${t.cpuMs.toFixed(0)} ms CPU`) }))).toEqual(PHASES.map((phase) => ({ phase, overLimit: [] })));
});
