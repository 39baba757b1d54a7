import type { Page } from '@playwright/test';
import { planarArmText as armText, planarArmRecording as armRecording, PLANAR_ARM_FPS as FPS, PLANAR_ARM_FRAMES as FRAMES } from './planarArmRecording.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { test, expect } from './fixtures.ts';
import { openPlanText, STUDIO_SIZES } from './studioCanvas.ts';
import { solveRecordingJson } from './studioRecording.ts';

// The timeline under the workspace: playback, the scrubber as wide as the workspace, its lanes,
// resizing, collapsing, and its height kept per browser.



async function solveArm(page: Page) {
  await openPlanText(page, 'planar-two-link-arm.json', armText);
  // On a phone the IK controls are a tab of their own.
  const tabs = page.getByRole('tablist', { name: 'Studio panels' });
  if ((await tabs.count()) > 0) await tabs.getByRole('tab', { name: 'Inverse kinematics', exact: true }).click();
  await solveRecordingJson(page, armRecording(), FPS);
}

const timeline = (page: Page) => page.getByRole('region', { name: 'Timeline' });
const scrubber = (page: Page) => timeline(page).getByRole('slider', { name: 'Frame', exact: true });

for (const size of STUDIO_SIZES) {
  test(`at ${size.width}×${size.height} a solved recording shows the timeline under the view, its scrubber ≥ 90 % of the workspace's width, with time in seconds and frames; the angle plot and the heat-map grow into the main area and come back`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/bodyplans');
    await solveArm(page);
    const narrow = size.width <= 800;
    await expect(timeline(page)).toBeVisible();
    const view = (await page.getByRole('region', { name: '3D view' }).boundingBox())!;
    const box = (await timeline(page).boundingBox())!;
    expect(box.y, 'the timeline starts under the 3D view').toBeGreaterThanOrEqual(view.y + view.height - 1);
    if (!narrow) expect(box.y + box.height, 'the whole timeline is on screen').toBeLessThanOrEqual(size.height);

    const reference = narrow ? size.width : (await page.locator('.studio-workspace-frame').boundingBox())!.width;
    await scrubber(page).scrollIntoViewIfNeeded();
    const bar = (await scrubber(page).boundingBox())!;
    expect(bar.width / reference, 'scrubber width / workspace width').toBeGreaterThanOrEqual(0.9);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways page scroll').toBeLessThanOrEqual(size.width);

    // The time readout and the scrubber follow a seek; the recording panel's readout agrees.
    const time = timeline(page).getByRole('status').or(timeline(page).locator('output[aria-label="Time"]'));
    await expect(time).toHaveText(`0.0 s of ${((FRAMES - 1) / FPS).toFixed(3).replace(/0+$/, '')} s · frame 1 of ${FRAMES} at ${FPS} fps`);
    await scrubber(page).fill('3');
    await expect(time).toContainText(`0.25 s of`);
    await expect(time).toContainText(`frame 4 of ${FRAMES}`);
    await expect(page.locator('.ik-frame-readout')).toContainText(`Frame 4 of ${FRAMES}`);

    // Playback lives in the timeline, with the angle and error lanes on its time axis.
    await expect(timeline(page).getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(timeline(page).getByRole('checkbox', { name: 'Loop' })).toBeVisible();
    await expect(timeline(page).getByRole('combobox', { name: 'Speed' })).toBeVisible();
    await expect(timeline(page).getByRole('application', { name: 'Timeline angle plot' })).toHaveAttribute('data-frame', '3');
    await expect(timeline(page).getByRole('application', { name: 'Error per keypoint (rows) and frame (columns)' })).toBeVisible();
    await timeline(page).getByRole('button', { name: 'Next frame' }).click();
    await expect(scrubber(page)).toHaveValue('4');

    // The angle plot grows into the main area in place of the 3D view, and comes back (Restore, Escape).
    const view3d = page.getByRole('region', { name: '3D view' });
    await page.getByRole('button', { name: 'Maximize angle plot' }).click();
    const maximized = page.getByRole('region', { name: 'Maximized panel' });
    await expect(maximized.getByRole('application', { name: 'Angle plot', exact: true })).toBeVisible();
    await expect(view3d).toBeHidden();
    await maximized.getByRole('button', { name: 'Restore' }).click();
    await expect(view3d).toBeVisible();
    await expect(maximized).toHaveCount(0);
    await expect(timeline(page).getByRole('application', { name: 'Timeline angle plot' })).toBeVisible();

    await page.getByRole('button', { name: 'Show angle plot beside the 3D view' }).click();
    const beside = page.getByRole('region', { name: 'Panel beside the view' });
    await expect(beside.getByRole('application', { name: 'Angle plot', exact: true })).toBeVisible();
    await expect(view3d).toBeVisible();
    if (!narrow) expect((await beside.boundingBox())!.width, 'a panel beside the view is at least 480 px wide').toBeGreaterThanOrEqual(480);
    await page.keyboard.press('Escape');
    await expect(beside).toHaveCount(0);
    await expect(view3d).toBeVisible();

    await page.getByRole('button', { name: 'Maximize error heat-map' }).click();
    await expect(page.getByRole('region', { name: 'Maximized panel' }).getByRole('application', { name: 'Error per keypoint (rows) and frame (columns)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(view3d).toBeVisible();
  });
}

test('the timeline resizes from its splitter, collapses, and keeps its height and state over a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bodyplans');
  await solveArm(page);
  const lanes = page.locator('#studio-timeline-lanes');
  const before = (await lanes.boundingBox())!.height;
  const splitter = page.getByRole('separator', { name: 'Resize the timeline' });
  await splitter.focus();
  await splitter.press('ArrowUp');
  await splitter.press('ArrowUp');
  await expect.poll(async () => (await lanes.boundingBox())!.height).toBeGreaterThan(before + 20);
  const grown = (await lanes.boundingBox())!.height;
  // The 3D view gives up that room: the page still does not scroll.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(800);

  await page.reload();
  await solveArm(page);
  await expect.poll(async () => (await lanes.boundingBox())?.height).toBe(grown);

  await timeline(page).getByRole('button', { name: 'Collapse timeline' }).click();
  await expect(lanes).toBeHidden();
  await expect(scrubber(page)).toBeVisible();
  await page.reload();
  await solveArm(page);
  await expect(timeline(page).getByRole('button', { name: 'Expand timeline' })).toHaveAttribute('aria-expanded', 'false');
  await expect(lanes).toBeHidden();
  await timeline(page).getByRole('button', { name: 'Expand timeline' }).click();
  await expect.poll(async () => (await lanes.boundingBox())?.height).toBe(grown);
});

test('no timeline before a recording is loaded', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bodyplans');
  await openPlanText(page, 'planar-two-link-arm.json', armText);
  await expect(page.getByRole('heading', { level: 1, name: 'Body Plan Studio' })).toBeVisible();
  await expect(timeline(page)).toHaveCount(0);
});

test('before a solve the timeline has its lanes, each named and saying it is not solved yet, its playback controls disabled, its collapse button and splitter naming the lanes, and axe finds nothing serious', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bodyplans');
  await openPlanText(page, 'planar-two-link-arm.json', armText);
  const collapse = timeline(page).getByRole('button', { name: 'Collapse timeline' });
  const splitter = page.getByRole('separator', { name: 'Resize the timeline' });
  const lanes = page.locator('#studio-timeline-lanes');
  await solveRecordingJson(page, armRecording(), FPS, async () => {
    await expect(timeline(page)).toContainText('Not solved yet: solve the recording (Inverse kinematics) to play it back here.');
    // The lanes are there from the read on (so the solve's end resizes nothing), each named, waiting for the solve.
    for (const name of ['Joint-angle lane', 'Keypoint-error lane']) await expect(lanes.getByRole('group', { name })).toContainText('Not solved yet');
    await expect(collapse).toHaveAttribute('aria-controls', 'studio-timeline-lanes');
    await expect(splitter).toHaveAttribute('aria-controls', 'studio-timeline-lanes');
    await expect(timeline(page).getByRole('button', { name: 'Play' })).toBeDisabled();
    await expect(scrubber(page)).toBeDisabled();
    await expect(timeline(page).getByRole('button', { name: 'Next frame' })).toBeDisabled();
    await expect(timeline(page).locator('output[aria-label="Time"]')).toContainText(`frame 1 of ${FRAMES}`);
    await expectNoSeriousAxeViolations(page);
  });
  // Solved: the lanes are drawn and playback works.
  await expect(lanes.getByRole('group', { name: 'Joint-angle lane' })).not.toContainText('Not solved yet');
  await expect(timeline(page).getByRole('application', { name: 'Timeline angle plot' })).toBeVisible();
  await expect(timeline(page).getByRole('button', { name: 'Play' })).toBeEnabled();
  await expect(scrubber(page)).toBeEnabled();
});
