import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { test, expect } from './fixtures.ts';
import { openPlanFile, settled, STUDIO_SIZES } from './studioCanvas.ts';
import { textProblems } from './textBoxes.ts';

// Issue 41 in the Studio: a motion clip retargeted onto a robot, with its report card and the
// trajectory's downloads. The robot is the G1-sized test humanoid (written by
// scripts/testdata/write_g1_test_humanoid.ts), the clip our walk, turn and jump BVH (LAFAN1's
// bone names, Y up, cm, 135 frames at 30 fps).
const testData = join(import.meta.dirname, '..', 'src', 'bodyplan', 'retarget', 'test-data');
const robotPath = join(testData, 'g1-test-humanoid.json');
const clipText = readFileSync(join(testData, 'walk-turn-jump.bvh'), 'utf8');
const CLIP_FRAMES = 135;

const panel = (page: Page) => page.getByRole('region', { name: 'Retarget', exact: true });
const timeline = (page: Page) => page.getByRole('region', { name: 'Timeline' });
const timelineFrame = (page: Page) => timeline(page).locator('output[aria-label="Time"]');

/** The same clip with its motion played `times` over (the frame lines repeated): long enough to be cancelled mid-solve. */
function repeatedClip(times: number): string {
  const [hierarchy, motion] = clipText.split(/^MOTION\n/m) as [string, string];
  const lines = motion.trimEnd().split('\n');
  const frames = lines.slice(2);
  const all = Array.from({ length: times }, () => frames).flat();
  return `${hierarchy}MOTION\nFrames: ${all.length}\n${lines[1]}\n${all.join('\n')}\n`;
}

async function openRetarget(page: Page) {
  await openPlanFile(page, robotPath);
  const tabs = page.getByRole('tablist', { name: 'Studio panels' });
  if ((await tabs.count()) > 0) await tabs.getByRole('tab', { name: 'Retarget', exact: true }).click();
  const dockTab = page.getByRole('tab', { name: 'Retarget', exact: true });
  if ((await dockTab.count()) > 0 && (await dockTab.getAttribute('aria-selected')) !== 'true') await dockTab.click();
  await expect(panel(page)).toBeVisible();
}

async function openClip(page: Page, name: string, text: string) {
  await panel(page).getByLabel('Open motion clip').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(text) });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
});

test('a BVH retargeted onto the test humanoid: suggested table, progress, report card, worst frame seeks the timeline, CSV download; axe clean', async ({ page }) => {
  await openRetarget(page);
  await openClip(page, 'walk-turn-jump.bvh', clipText);
  await expect(panel(page).getByRole('status', { name: 'Motion clip' })).toContainText(`walk-turn-jump.bvh: ${CLIP_FRAMES} frames at 30 fps`);
  // Detected: Y up, centimetres.
  await expect(panel(page).getByRole('combobox', { name: 'Up axis' })).toHaveValue('y');
  await expect(panel(page).getByRole('combobox', { name: 'Unit' })).toHaveValue('cm');

  // The table's suggestions, from the bone names and the robot's tree.
  const table = panel(page).getByRole('table', { name: 'Mapping table' });
  await expect(table.getByRole('combobox', { name: 'Robot link for LeftUpLeg' })).toHaveValue('left_hip_pitch_link');
  await expect(table.getByRole('combobox', { name: 'Robot link for RightUpLeg' })).toHaveValue('right_hip_pitch_link');
  await expect(table.getByRole('combobox', { name: 'Robot link for Hips' })).toHaveValue('pelvis');
  await expect(table.getByRole('combobox', { name: 'Robot link for LeftFoot' })).toHaveValue('left_ankle_roll_link');
  await expect(table.locator('tr[data-source="LeftUpLeg"]')).toContainText('read as left hip');

  // Save map: the CLI's map file, with the suggested rows.
  const mapDownload = page.waitForEvent('download');
  await panel(page).getByRole('button', { name: 'Save map' }).click();
  const map = JSON.parse(readFileSync((await (await mapDownload).path())!, 'utf8')) as { version: number; entries: { source: string; link: string }[] };
  expect(map.version).toBe(1);
  expect(map.entries).toContainEqual(expect.objectContaining({ source: 'LeftUpLeg', link: 'left_hip_pitch_link' }));

  // A map naming a link the robot lacks is refused with where and the closest name.
  await panel(page).getByLabel('Load map').setInputFiles({
    name: 'bad-map.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"version": 1, "entries": [\n  {"source": "LeftUpLeg", "link": "left_hip_pich_link", "weight": 1}\n]}\n'),
  });
  await expect(panel(page).getByRole('alert')).toContainText('bad-map.json:2:');
  await expect(panel(page).getByRole('alert')).toContainText('did you mean "left_hip_pitch_link"?');
  await expect(table.getByRole('combobox', { name: 'Robot link for LeftUpLeg' })).toHaveValue('left_hip_pitch_link');

  await panel(page).getByRole('combobox', { name: 'Scale' }).selectOption('per-limb');
  // The 135 frames solve in tens of milliseconds: the progress lines shown are collected in the page as they come.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { retargetProgressSeen: string[] }).retargetProgressSeen = seen;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role=status]')) if (/^Solved \d+ of \d+ frames$/.test(status.textContent ?? '')) seen.push(status.textContent!);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await panel(page).getByRole('button', { name: 'Retarget', exact: true }).click();
  // Progress, then the report card.
  const card = panel(page).getByRole('region', { name: 'Report card' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  const seen = await page.evaluate(() => (window as unknown as { retargetProgressSeen: string[] }).retargetProgressSeen);
  expect(seen.length, 'a progress line was shown while solving').toBeGreaterThan(0);
  expect(seen.every((line) => line.endsWith(`of ${CLIP_FRAMES} frames`))).toBe(true);
  await expect(panel(page).getByRole('progressbar', { name: 'Retarget progress' })).toHaveCount(0);
  await expect(card.locator('[data-measure="foot_skating_cm"]')).toContainText(/cm in total/);
  await expect(card.locator('[data-measure="ground_penetration_mm"]')).toBeVisible();
  await expect(card.locator('[data-measure="limit_violations"]')).toHaveText('none');
  await expect(card.getByRole('table', { name: 'Tracking error per link' }).getByRole('rowheader', { name: 'left_ankle_roll_link' })).toBeVisible();

  // The motion is on the timeline, at its first frame.
  await expect(timelineFrame(page)).toHaveAttribute('data-frame', '0');
  await expect(timelineFrame(page)).toContainText(`frame 1 of ${CLIP_FRAMES} at 30 fps`);

  // A worst frame seeks the timeline to it.
  const worst = card.getByRole('list', { name: 'Worst frames' }).getByRole('button');
  expect(await worst.count()).toBeGreaterThan(0);
  const frames = await worst.evaluateAll((buttons) => buttons.map((b) => Number(b.getAttribute('data-frame'))));
  const target = frames.findIndex((f) => f !== 0);
  expect(target, 'a worst frame other than the first').toBeGreaterThanOrEqual(0);
  await worst.nth(target).click();
  await expect(timelineFrame(page)).toHaveAttribute('data-frame', String(frames[target]));
  await expect(timelineFrame(page)).toContainText(`frame ${frames[target]! + 1} of ${CLIP_FRAMES}`);
  await expect(worst.nth(target)).toHaveAttribute('aria-current', 'true');

  // The CSV: the header in MuJoCo's qpos order, one row per frame of the clip.
  const csvDownload = page.waitForEvent('download');
  await panel(page).getByRole('button', { name: 'Download CSV' }).click();
  const csv = readFileSync((await (await csvDownload).path())!, 'utf8').trimEnd().split('\n');
  expect(csv[0]!.startsWith('time,root_x,root_y,root_z,root_qw,root_qx,root_qy,root_qz,')).toBe(true);
  expect(csv[0]!.split(',')).toHaveLength(8 + 29);
  expect(csv.length - 1).toBe(CLIP_FRAMES);

  await panel(page).scrollIntoViewIfNeeded();
  await expectNoSeriousAxeViolations(page);
});

test('Cancel mid-solve leaves the previous retarget, its report card and the timeline as they were', async ({ page }) => {
  await openRetarget(page);
  await openClip(page, 'walk-turn-jump.bvh', clipText);
  await panel(page).getByRole('button', { name: 'Retarget', exact: true }).click();
  const card = panel(page).getByRole('region', { name: 'Report card' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  const firstWorst = await card.getByRole('list', { name: 'Worst frames' }).getByRole('button').first().textContent();

  const long = 60;
  await openClip(page, 'walk-turn-jump-long.bvh', repeatedClip(long));
  await expect(panel(page).getByRole('status', { name: 'Motion clip' })).toContainText(`${CLIP_FRAMES * long} frames`);
  // The solve of 8,100 frames takes about a second here: too short for a click that waits for the
  // button to be stable. The page clicks Cancel itself the moment the progress says a slice is solved
  // and frames remain, and keeps that line, so the test knows the solve was cancelled mid-way.
  const cancelledAt = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const region = [...document.querySelectorAll('section')].find((s) => s.querySelector('h2')?.textContent === 'Retarget')!;
        const observer = new MutationObserver(() => {
          const line = [...region.querySelectorAll('[role=status]')].map((s) => s.textContent ?? '').find((t) => /^Solved \d+ of \d+ frames$/.test(t));
          const match = line === undefined ? null : /^Solved (\d+) of (\d+)/.exec(line);
          if (match === null || Number(match[1]) === 0 || Number(match[1]) >= Number(match[2])) return;
          const cancel = [...region.querySelectorAll('button')].find((b) => b.textContent === 'Cancel retarget')!;
          observer.disconnect();
          cancel.click();
          resolve(line!);
        });
        observer.observe(region, { subtree: true, childList: true, characterData: true });
      }),
  );
  await panel(page).getByRole('button', { name: 'Retarget', exact: true }).click();
  expect(await cancelledAt).toMatch(/^Solved [1-9]\d* of 8100 frames$/);
  const progress = panel(page).getByRole('progressbar', { name: 'Retarget progress' });
  await expect(progress).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: 'Cancel retarget' })).toHaveCount(0);
  await expect(panel(page).getByRole('alert')).toHaveCount(0);

  // The previous result stays: its report card, and its motion on the timeline.
  await expect(panel(page).getByRole('status', { name: 'Retarget result' })).toContainText(`walk-turn-jump.bvh: ${CLIP_FRAMES} frames retargeted`);
  await expect(card.getByRole('list', { name: 'Worst frames' }).getByRole('button').first()).toHaveText(firstWorst!);
  await expect(timelineFrame(page)).toContainText(`of ${CLIP_FRAMES}`);
  await expect(timeline(page).getByRole('slider', { name: 'Frame', exact: true })).toHaveAttribute('max', String(CLIP_FRAMES - 1));
});

for (const size of STUDIO_SIZES) {
  test(`at ${size.width}×${size.height} the Retarget panel's table and report card have no text over text, out of its box or scrolling the page sideways`, async ({ page }) => {
    await page.setViewportSize(size);
    await openRetarget(page);
    await openClip(page, 'walk-turn-jump.bvh', clipText);
    await expect(panel(page).getByRole('table', { name: 'Mapping table' })).toBeVisible();
    await panel(page).getByRole('button', { name: 'Retarget', exact: true }).click();
    const card = panel(page).getByRole('region', { name: 'Report card' });
    await expect(card).toBeVisible({ timeout: 30_000 });
    for (const part of [panel(page).getByRole('table', { name: 'Mapping table' }), card]) {
      await part.scrollIntoViewIfNeeded();
      await settled(page);
      const problems = await textProblems(page);
      expect(problems.map((p) => `${p.kind}: ${p.text} — ${p.detail}`)).toEqual([]);
    }
  });
}
