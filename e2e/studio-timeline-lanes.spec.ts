import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { armObservationsOf, loadRecording, openArm } from './armThreeCameras.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { test, expect } from './fixtures.ts';

// The timeline's lanes with a 3-camera recording at 1280×800: every lane in view at the default
// height, each named, the angle lane with a legend and a value axis, the reference drawn in it;
// lanes hidden, shown, moved and resized from the keyboard, the arrangement kept over a reload;
// the plots' descriptions read to a screen reader, not printed.

const FRAMES = 60;
const CAMERAS = ['Camera 1', 'Camera 2', 'Camera 3'];
const CAMERA_GROUPS = CAMERAS.map((camera) => `Camera-error lane: ${camera}`);
const LANE_GROUPS = ['Joint-angle lane', 'Keypoint-error lane', ...CAMERA_GROUPS];
const LANE_NAMES = ['Angles', 'Keypoint errors', ...CAMERAS];

const timeline = (page: Page) => page.getByRole('region', { name: 'Timeline' });
const lanesBox = (page: Page) => page.locator('#studio-timeline-lanes');
const anglePlot = (page: Page) => timeline(page).getByRole('application', { name: 'Timeline angle plot', exact: true });

async function solveThreeCameras(page: Page) {
  await openArm(page);
  await loadRecording(page, 'arm-3cams.json', JSON.stringify(armObservationsOf(FRAMES, 30)));
  await page.getByRole('button', { name: 'Solve recording' }).click();
  await expect(page.locator('.ik-frame-readout')).toContainText(`Frame 1 of ${FRAMES}`, { timeout: 60_000 });
}

/** The lane groups' names, top to bottom. */
const laneOrder = (page: Page) => lanesBox(page).locator(':scope > [role=group]').evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label')));

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${String(locator)} has no box`);
  return b;
}

test.beforeEach(async ({ page }) => {
  // Two solves in one test on two shared cores.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bodyplans');
});

test('at 1280×800 every lane of a 3-camera recording is in view at the default height, named, and the 3D view keeps 55 % of the window', async ({ page }) => {
  await solveThreeCameras(page);
  const lanes = lanesBox(page);
  const area = await box(lanes);
  const metrics = await lanes.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
  expect(metrics.scrollHeight, 'no scrolling inside the lanes').toBeLessThanOrEqual(metrics.clientHeight);
  const timelineBox = await box(timeline(page));
  expect(timelineBox.y + timelineBox.height, 'the timeline ends on screen').toBeLessThanOrEqual(800);
  const heights: Record<string, number> = {};
  for (const [i, group] of LANE_GROUPS.entries()) {
    const lane = lanes.getByRole('group', { name: group });
    const b = await box(lane);
    heights[group] = Math.round(b.height);
    expect(b.y, `${group} starts inside the lanes`).toBeGreaterThanOrEqual(area.y - 0.5);
    expect(b.y + b.height, `${group} ends inside the lanes`).toBeLessThanOrEqual(area.y + area.height + 0.5);
    await expect(lane.getByText(LANE_NAMES[i]!, { exact: true })).toBeVisible();
  }
  // One lane per camera, named by its camera, its Exclude button beside it.
  for (const [i, camera] of CAMERAS.entries()) {
    const lane = lanes.getByRole('group', { name: CAMERA_GROUPS[i] });
    await expect(lane.getByRole('img', { name: new RegExp(`^Reprojection error of ${camera} over time`) })).toBeVisible();
    await expect(lane.getByRole('button', { name: new RegExp(`^Exclude ${camera} over `) })).toBeVisible();
  }
  // A camera lane is a Tab stop whose ← → step one frame.
  const firstCamera = lanes.getByRole('group', { name: CAMERA_GROUPS[0] }).getByRole('img');
  await firstCamera.press('ArrowRight');
  await expect(page.locator('.ik-frame-readout')).toContainText(`Frame 2 of ${FRAMES}`);
  await firstCamera.press('ArrowLeft');
  await expect(page.locator('.ik-frame-readout')).toContainText(`Frame 1 of ${FRAMES}`);

  const view = await box(page.getByRole('region', { name: '3D view' }).locator('canvas').first());
  console.log(`lanes ${JSON.stringify(heights)}, lanes box ${Math.round(area.height)} px (scrollHeight ${metrics.scrollHeight}, clientHeight ${metrics.clientHeight}), timeline ${Math.round(timelineBox.height)} px, 3D canvas ${Math.round(view.width)}×${Math.round(view.height)} (${((100 * view.height) / 800).toFixed(1)} % of 800)`);
  expect(view.height, '3D canvas height').toBeGreaterThanOrEqual(0.55 * 800);

  // The angle lane: a legend naming what it plots (the plan's first angles while no joint is
  // selected, said so) and a value axis in degrees with round ticks.
  const legend = timeline(page).getByRole('list', { name: 'Angle lane legend' });
  await expect(legend).toBeVisible();
  const items = await legend.getByRole('listitem').allInnerTexts();
  console.log(`legend: ${JSON.stringify(items)}; y ticks: ${await anglePlot(page).getAttribute('data-y-ticks')} ${await anglePlot(page).getAttribute('data-y-unit')}`);
  expect(items.length).toBeGreaterThanOrEqual(2);
  await expect(anglePlot(page)).toHaveAttribute('data-y-unit', 'deg');
  const ticks = (await anglePlot(page).getAttribute('data-y-ticks'))!.split(' ').map(Number);
  expect(ticks.length).toBeGreaterThanOrEqual(2);
  expect(ticks.every(Number.isFinite)).toBe(true);

  // The description is the plot's, for a screen reader, and takes no room on screen.
  await expect(anglePlot(page)).toHaveAccessibleDescription(/Plotted: .+; frames 1 to 60 of 60 in view; cursor at frame 1\./);
  const describedBy = (await anglePlot(page).getAttribute('aria-describedby'))!;
  const description = await box(page.locator(`[id="${describedBy}"]`));
  console.log(`description box ${description.width}×${description.height}`);
  expect(description.width * description.height).toBeLessThanOrEqual(1);
  await expectNoSeriousAxeViolations(page);
});

test('the 3D view keeps its size through a solve: the timeline has all its lanes from the read on, each named and saying it is not solved yet', async ({ page }) => {
  await openArm(page);
  await loadRecording(page, 'arm-3cams.json', JSON.stringify(armObservationsOf(FRAMES, 30)));
  const solve = page.getByRole('button', { name: 'Solve recording' });
  await expect(solve).toBeEnabled();
  await expect(timeline(page)).toBeVisible();
  const canvas = page.getByRole('region', { name: '3D view' }).locator('canvas').first();
  // The canvas follows its box a little after the box changes (the 3D view measures it): each size is
  // read once the two agree, so a resize on its way is not missed.
  const size = async () => {
    await expect.poll(() => canvas.evaluate((element: HTMLCanvasElement) => element.clientWidth === element.parentElement!.clientWidth && element.clientHeight === element.parentElement!.clientHeight)).toBe(true);
    return canvas.evaluate((element: HTMLCanvasElement) => ({ css: `${element.clientWidth}×${element.clientHeight}`, buffer: `${element.width}×${element.height}` }));
  };
  const before = await size();
  const timelineBefore = Math.round((await box(timeline(page))).height);
  // Every size the 3D canvas takes from here on, once the read's layout has settled (CSS px, its ResizeObserver's):
  // a resized WebGL canvas makes the page wait for the GPU process (issue 43: 0.25-1 s at 100,000 frames).
  await canvas.evaluate((element: HTMLCanvasElement) => {
    const sizes: string[] = [];
    (window as unknown as { canvasSizes: string[] }).canvasSizes = sizes;
    new ResizeObserver((entries) => entries.forEach((e) => sizes.push(`${e.contentRect.width}×${e.contentRect.height}`))).observe(element);
  });

  // Before the solve every lane is in place and named, waiting for it; the controls that need a solve are disabled.
  for (const group of LANE_GROUPS) await expect(lanesBox(page).getByRole('group', { name: group })).toContainText('Not solved yet');
  await expect(timeline(page).getByRole('button', { name: 'Play' })).toBeDisabled();
  await expect(timeline(page).getByRole('button', { name: /^Set range start/ })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);

  await solve.click();
  await expect(page.locator('.ik-frame-readout')).toContainText(`Frame 1 of ${FRAMES}`, { timeout: 60_000 });
  // The results drawn: every camera lane's plot and the heat-map.
  for (const camera of CAMERAS) await expect(lanesBox(page).getByRole('img', { name: new RegExp(`^Reprojection error of ${camera} over time`) })).toBeVisible();
  await expect(timeline(page).getByRole('application', { name: 'Error per keypoint (rows) and frame (columns)' })).toBeVisible();
  await expect(timeline(page).getByRole('button', { name: 'Play' })).toBeEnabled();
  const after = await size();
  const timelineAfter = Math.round((await box(timeline(page))).height);
  const sizes = await page.evaluate(() => (window as unknown as { canvasSizes: string[] }).canvasSizes);
  console.log(`3D canvas before the solve ${before.css} (buffer ${before.buffer}), after ${after.css} (buffer ${after.buffer}); sizes observed ${JSON.stringify(sizes)}; timeline ${timelineBefore} -> ${timelineAfter} px`);
  expect(after, "the 3D canvas's size after the solve").toEqual(before);
  expect(new Set(sizes).size, 'the 3D canvas kept one size throughout').toBeLessThanOrEqual(1);
  expect(timelineAfter, "the timeline's height after the solve").toBe(timelineBefore);
});

test('lanes are hidden, shown, moved and resized from the keyboard, and their arrangement stored with the layout', async ({ page }) => {
  await solveThreeCameras(page);
  expect(await laneOrder(page)).toEqual(LANE_GROUPS);

  // Hide the heat-map: its Show button takes the focus, and gives it back to the lane's Hide button.
  await timeline(page).getByRole('button', { name: 'Hide the Keypoint errors lane' }).focus();
  await page.keyboard.press('Enter');
  expect(await laneOrder(page)).toEqual(['Joint-angle lane', ...CAMERA_GROUPS]);
  const show = timeline(page).getByRole('button', { name: 'Show Keypoint errors' });
  await expect(show).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await laneOrder(page)).toEqual(LANE_GROUPS);
  await expect(timeline(page).getByRole('button', { name: 'Hide the Keypoint errors lane' })).toBeFocused();

  // Move the angle lane down twice: the focus stays on its button.
  const down = timeline(page).getByRole('button', { name: 'Move the Angles lane down' });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => laneOrder(page)).toEqual(['Keypoint-error lane', 'Joint-angle lane', ...CAMERA_GROUPS]);
  await page.keyboard.press('Enter');
  await expect.poll(() => laneOrder(page)).toEqual(['Keypoint-error lane', CAMERA_GROUPS[0], 'Joint-angle lane', CAMERA_GROUPS[1], CAMERA_GROUPS[2]]);
  await expect(down).toBeFocused();
  // A camera lane moves as the others: Camera 3 up, above Camera 2.
  await timeline(page).getByRole('button', { name: 'Move the Camera 3 lane up' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => laneOrder(page)).toEqual(['Keypoint-error lane', CAMERA_GROUPS[0], 'Joint-angle lane', CAMERA_GROUPS[2], CAMERA_GROUPS[1]]);

  // Resize the angle lane: ↓ makes it taller, and the plot follows.
  const angles = lanesBox(page).getByRole('group', { name: 'Joint-angle lane' });
  const before = (await box(angles)).height;
  const resizer = timeline(page).getByRole('separator', { name: 'Resize the Angles lane' });
  await resizer.focus();
  await page.keyboard.press('Shift+ArrowDown');
  await expect.poll(async () => (await box(angles)).height).toBe(before + 32);
  await expect.poll(async () => (await box(anglePlot(page))).height).toBeGreaterThan(before);
  console.log(`angle lane ${before} px, after Shift+↓ ${(await box(angles)).height} px`);

  // A camera lane is resized from the keyboard too, down to its one row.
  const camera1 = lanesBox(page).getByRole('group', { name: CAMERA_GROUPS[0] });
  const cameraBefore = (await box(camera1)).height;
  await timeline(page).getByRole('separator', { name: 'Resize the Camera 1 lane' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await box(camera1)).height).toBe(cameraBefore + 8);

  // A camera lane hidden: its Show button takes the focus. The arrangement is stored with the
  // timeline's layout, each camera's lane by its camera's name (the height's reload is studio-timeline.spec.ts').
  await timeline(page).getByRole('button', { name: 'Hide the Camera 2 lane' }).click();
  expect(await laneOrder(page)).toEqual(['Keypoint-error lane', CAMERA_GROUPS[0], 'Joint-angle lane', CAMERA_GROUPS[2]]);
  await expect(timeline(page).getByRole('button', { name: 'Show Camera 2' })).toBeFocused();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('bodyplan-studio.timeline') ?? 'null') as { lanes: unknown } | null);
  expect(stored?.lanes).toEqual({
    order: ['heatmap', 'camera:Camera 1', 'angles', 'camera:Camera 3', 'camera:Camera 2'],
    hidden: ['camera:Camera 2'],
    heights: { angles: before + 32, 'camera:Camera 1': cameraBefore + 8 },
  });
});

test("a reference loaded in the Angles panel is drawn in the timeline's angle lane, dashed, with the difference under it", async ({ page }) => {
  await solveThreeCameras(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export solved DOFs (JSON)' }).click();
  const exported = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as { frames: { frame: number; dofs: number[] }[] };
  for (const frame of exported.frames) frame.dofs = frame.dofs.map((v) => v + 0.1);
  await page.getByLabel('Load reference angle file (JSON or CSV)').setInputFiles({ name: 'reference.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
  await expect(page.getByLabel('Reference summary')).toContainText(`${FRAMES} of ${FRAMES} frames matched by frame number`);

  await expect(anglePlot(page)).toHaveAccessibleDescription(/each with its reference dashed/);
  const difference = timeline(page).getByRole('application', { name: 'Timeline angle plot: difference from the reference' });
  await expect(difference).toBeVisible();
  await expect(difference).toHaveAccessibleDescription(/^Solve minus reference \(reference\.json\)/);
  // The difference is −0.1 rad everywhere (about −5.7°): the lane made taller to read it (it fitted the default height first).
  expect(await lanesBox(page).evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
  await timeline(page).getByRole('separator', { name: 'Resize the Angles lane' }).focus();
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  const ticks = async () => (await difference.getAttribute('data-y-ticks'))!.split(' ').map(Number);
  await expect.poll(async () => Math.min(...(await ticks()))).toBeLessThan(-4);
  console.log(`difference ticks: ${(await ticks()).join(' ')} deg`);
  expect(Math.max(...(await ticks()))).toBeGreaterThanOrEqual(0);
  await expect(timeline(page).getByRole('list', { name: 'Angle lane legend' })).toContainText('Dashed: reference');
});
