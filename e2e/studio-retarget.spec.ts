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
  // Per limb from the BVH's rest pose (its OFFSETs): one factor per leg, arm and the spine. A BVH has no gaps.
  await expect(card.locator('[data-measure="scale"]')).toHaveText(/^per limb \(rest pose\): left leg × [\d.]+, right leg × [\d.]+, left arm × [\d.]+, right arm × [\d.]+, spine × [\d.]+; the pelvis's path × [\d.]+$/);
  await expect(card.locator('[data-measure="source_gaps"]')).toHaveText('none');

  // The motion is on the timeline, at its first frame.
  await expect(timelineFrame(page)).toHaveAttribute('data-frame', '0');
  await expect(timelineFrame(page)).toContainText(`frame 1 of ${CLIP_FRAMES} at 30 fps`);

  // The report card's rows on the timeline's time axis, in a lane of their own; the 3D view's colour key.
  const lane = timeline(page).getByRole('group', { name: 'Retarget report lane' });
  await expect(lane).toBeVisible();
  await expect(lane.getByRole('list', { name: 'Retarget report rows' }).getByRole('listitem')).toHaveText(['Feet: skating, floor', 'Joints: limits, speed', 'Tracking: cm off target']);
  const laneCanvas = lane.getByRole('img', { name: /^Retarget report over time, one row each for Feet \(skating, floor\), Joints \(limits, speed\), Tracking/ });
  await expect(laneCanvas).toBeVisible();
  await expect(laneCanvas).toHaveAttribute('data-frame', '0');
  // Hidden and shown again as the other lanes.
  await lane.getByRole('button', { name: 'Hide the Retarget report lane' }).click();
  await expect(lane).toHaveCount(0);
  await timeline(page).getByRole('button', { name: 'Show Retarget report' }).click();
  await expect(lane).toBeVisible();
  await expect(lane.getByRole('button', { name: 'Hide the Retarget report lane' })).toBeFocused();
  const legend = page.getByRole('region', { name: 'Retarget colours' });
  await expect(legend).toBeVisible();
  await expect(legend.getByRole('list', { name: 'Colour key' })).toContainText('Below the floor');
  await expect(legend).toHaveAttribute('data-frame', '0');

  // Clicking the lane seeks: three quarters along its plot is about three quarters into the clip.
  const laneBox = (await laneCanvas.boundingBox())!;
  await laneCanvas.click({ position: { x: 44 + 0.75 * (laneBox.width - 44 - 6), y: laneBox.height / 2 } });
  const clicked = Number(await timelineFrame(page).getAttribute('data-frame'));
  expect(Math.abs(clicked - 0.75 * (CLIP_FRAMES - 1)), `clicked at 75 %, went to frame ${clicked}`).toBeLessThanOrEqual(2);
  await expect(laneCanvas).toHaveAttribute('data-frame', String(clicked));
  // ← → on the focused lane step one frame.
  await laneCanvas.press('ArrowRight');
  await expect(timelineFrame(page)).toHaveAttribute('data-frame', String(clicked + 1));
  await laneCanvas.press('ArrowLeft');
  await expect(laneCanvas).toHaveAttribute('data-frame', String(clicked));

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

  // That frame's problems, as the card gives them, are coloured there: in the lane's rows and on the robot's joints (the key says which, in words).
  const frame = frames[target]!;
  await expect(laneCanvas).toHaveAttribute('data-frame', String(frame));
  await expect(legend).toHaveAttribute('data-frame', String(frame));
  await expect(legend).toContainText(`Frame ${frame + 1}:`);
  const reasons = ((await worst.nth(target).locator('xpath=following-sibling::span[1]').textContent()) ?? '').replace(/^score [^:]*: /, '').split('; ');
  const rows = (await laneCanvas.getAttribute('data-flagged'))!.split('|');
  const feet = (await legend.getAttribute('data-feet'))!.split(' ');
  const joints = (await legend.getAttribute('data-joints'))!.split(' ');
  let checked = 0;
  for (const reason of reasons) {
    let m: RegExpMatchArray | null;
    if ((m = reason.match(/^(\S+) acceleration [\d.]+× the spike threshold$/))) {
      expect(rows, reason).toContain('Joints');
      expect(joints, reason).toContain(`${m[1]}:spike`);
    } else if ((m = reason.match(/^(\S+) at [\d.]+× its velocity limit$/))) {
      expect(rows, reason).toContain('Joints');
      expect(joints, reason).toContain(`${m[1]}:speed`);
    } else if ((m = reason.match(/^(\S+) [\d.]+ \S+ past its limit$/))) {
      expect(rows, reason).toContain('Joints');
      expect(joints, reason).toContain(`${m[1]}:limit`);
    } else if ((m = reason.match(/^(\S+) ([\d.]+) mm below the floor$/)) && Number(m[2]) >= 0.5) {
      expect(rows, reason).toContain('Feet');
      expect(feet, reason).toContain(`${m[1]}:below`);
    } else if ((m = reason.match(/^(\S+) slid ([\d.]+) cm while in contact$/)) && Number(m[2]) >= 0.1) {
      expect(rows, reason).toContain('Feet');
      expect(feet, reason).toContain(`${m[1]}:skating`);
    } else if ((m = reason.match(/^\S+ ([\d.]+) cm from its target$/)) && Number(m[1]) >= 1) {
      expect(rows, reason).toContain('Tracking');
    } else continue;
    checked++;
  }
  expect(checked, `the worst frame's reasons (${reasons.join('; ')}) name a problem the lane and the 3D view colour`).toBeGreaterThan(0);
  await expect(legend).toContainText(/below the floor|with an acceleration spike|over its speed limit|past its limit|skating/);

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

test('a lab\'s noisy .trc (gaps, a swapped knee marker): the report card counts the gaps and names the mislabelled target', async ({ page }) => {
  await openRetarget(page);
  await openClip(page, 'walk-turn-jump-noisy.trc', readFileSync(join(testData, 'walk-turn-jump-noisy.trc'), 'utf8'));
  await expect(panel(page).getByRole('status', { name: 'Motion clip' })).toContainText(`walk-turn-jump-noisy.trc: ${CLIP_FRAMES} frames`);
  await panel(page).getByRole('button', { name: 'Retarget', exact: true }).click();
  const card = panel(page).getByRole('region', { name: 'Report card' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.locator('[data-measure="source_gaps"]')).toHaveText(/^\d+ gaps, \d+ missing frames, \d+ filled \(gaps of at most 10 frames\)$/);
  await expect(card.locator('[data-measure="rejected_targets"]')).toHaveText(/knee\S*: \d+ frames left out \(.+ off by [\d.]+ cm\)/);
  await expect(card.locator('[data-measure="limit_violations"]')).toHaveText('none');
  await expect(card.locator('[data-measure="scale"]')).toHaveText(/^× [\d.]+$/);
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
    if (size.width >= 1280) {
      // Wide: the report's lane is whole in the lanes box at the default height (not scrolled away), and the 3D view keeps 55 % of the window.
      const laneBox = (await timeline(page).getByRole('group', { name: 'Retarget report lane' }).boundingBox())!;
      const lanesBox = (await page.locator('#studio-timeline-lanes').boundingBox())!;
      expect(laneBox.y, 'the report lane starts in the lanes box').toBeGreaterThanOrEqual(lanesBox.y - 1);
      expect(laneBox.y + laneBox.height, 'the report lane ends in the lanes box').toBeLessThanOrEqual(lanesBox.y + lanesBox.height + 1);
      const view = (await page.getByRole('region', { name: '3D view' }).locator('canvas').first().boundingBox())!;
      console.log(`${size.width}×${size.height}: lanes box ${Math.round(lanesBox.height)} px, report lane ${Math.round(laneBox.height)} px, 3D canvas ${Math.round(view.height)} px (${((100 * view.height) / size.height).toFixed(1)} %)`);
      expect(view.height, '3D canvas height').toBeGreaterThanOrEqual(0.55 * size.height);
    }
    for (const part of [panel(page).getByRole('table', { name: 'Mapping table' }), card]) {
      await part.scrollIntoViewIfNeeded();
      await settled(page);
      const problems = await textProblems(page);
      expect(problems.map((p) => `${p.kind}: ${p.text} — ${p.detail}`)).toEqual([]);
    }
  });
}
