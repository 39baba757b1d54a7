import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ForwardKinematics } from '../src/bodyplan/kinematics/kinematics.ts';
import { loadBodyPlan } from '../src/bodyplan/format/load.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { test, expect } from './fixtures.ts';
import { examplesDir, jointOnScreen, openPlanText, settled, panel } from './studioCanvas.ts';
import { solveRecordingJson } from './studioRecording.ts';

// Seeing the fit: joint angles over time with a reference overlay, and playback (loop,
// frame steps, worst frame, follow root), on recordings made by FK of known poses.

const armText = readFileSync(join(examplesDir, 'planar-two-link-arm.json'), 'utf8');
/** Known arm poses (shoulder swing, elbow bend, radians), one per frame. */
const poses = [0, 1, 2, 3, 4, 5].map((i) => [-0.6 + 0.25 * i, 0.3 + 0.2 * i]);
/** Frame 2's hand target is lifted out of the arm's plane: that frame cannot be fitted exactly, so it has the worst RMS. */
const WORST = 2;

function armRecording(): number[][][] {
  const fk = new ForwardKinematics(loadBodyPlan(armText).model!);
  return poses.map((p, f) => {
    fk.compute(Float64Array.from(p));
    const points = [0, 1, 2].map((j) => Array.from(fk.keypoints.subarray(3 * j, 3 * j + 3)));
    if (f === WORST) points[2]![2]! += 0.05;
    return points;
  });
}

const anglePlot = (page: Page) => page.getByRole('application', { name: 'Joint-angle time plot' });
const plotFrame = async (page: Page) => Number(await anglePlot(page).getAttribute('data-frame'));
const readoutFrame = async (page: Page) => Number(await page.locator('.ik-frame-readout').getAttribute('data-frame'));

async function solveArm(page: Page) {
  await openPlanText(page, 'planar-two-link-arm.json', armText);
  await solveRecordingJson(page, armRecording(), 12);
}

/** Clicks the plot where frame `frame` of `count` is drawn (the plot leaves 44 px on the left and 6 on the right). */
async function clickPlotAt(page: Page, frame: number, count: number) {
  const box = (await anglePlot(page).boundingBox())!;
  await anglePlot(page).click({ position: { x: 44 + (frame / (count - 1)) * (box.width - 50), y: box.height / 2 } });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
});

test('the angle plot shows the selected joint or ticked DOFs, seeks on click, zooms from the keyboard, and follows the unit setting', async ({ page }) => {
  await solveArm(page);
  await page.locator('[role=treeitem][data-joint="1"]').click();
  await expect(anglePlot(page)).toBeVisible();
  await expect(anglePlot(page)).toHaveAccessibleDescription(/^Plotted: elbow bend \(°\); frames 1 to 6 of 6 in view/);

  // Tick the shoulder too: both are plotted (the selection no longer decides).
  await page.getByRole('list', { name: 'DOFs to plot' }).getByRole('checkbox', { name: 'shoulder swing' }).check();
  await expect(anglePlot(page)).toHaveAccessibleDescription(/^Plotted: shoulder swing \(°\), elbow bend \(°\);/);

  // Clicking the plot seeks: the cursor, the frame readout and the pose agree.
  await clickPlotAt(page, 3, 6);
  await expect.poll(() => plotFrame(page)).toBe(3);
  await expect(page.locator('.ik-frame-readout')).toContainText('Frame 4 of 6');
  const legend = page.getByRole('list', { name: 'Values at frame 4' });
  const bendDegrees = (poses[3]![1]! * 180) / Math.PI;
  await expect(legend).toContainText(`elbow bend: ${Number(bendDegrees.toPrecision(6))} °`);

  // Units follow the Studio's setting.
  await (await panel(page, 'View options')).getByRole('combobox', { name: /^Angles/ }).selectOption('rad');
  await expect(legend).toContainText(`elbow bend: ${Number(poses[3]![1]!.toPrecision(6))} rad`);
  await expect(anglePlot(page)).toHaveAccessibleDescription(/^Plotted: shoulder swing \(rad\), elbow bend \(rad\);/);

  // Zoom from the keyboard about the cursor, pan, reset.
  await anglePlot(page).focus();
  await anglePlot(page).press('+');
  const zoomed = [Number(await anglePlot(page).getAttribute('data-window-start')), Number(await anglePlot(page).getAttribute('data-window-end'))];
  expect(zoomed[1]! - zoomed[0]!).toBeLessThan(5);
  expect(zoomed[0]).toBeLessThanOrEqual(3);
  expect(zoomed[1]).toBeGreaterThanOrEqual(3);
  await anglePlot(page).press('ArrowLeft');
  expect(Number(await anglePlot(page).getAttribute('data-window-start'))).toBeLessThan(zoomed[0]!);
  await anglePlot(page).press('0');
  await expect(anglePlot(page)).toHaveAttribute('data-window-start', '0');
  await expect(anglePlot(page)).toHaveAttribute('data-window-end', '5');
  // The wheel zooms about the pointer; a drag pans (and does not seek).
  const box = (await anglePlot(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -200);
  await expect.poll(async () => Number(await anglePlot(page).getAttribute('data-window-end')) - Number(await anglePlot(page).getAttribute('data-window-start'))).toBeLessThan(5);
  const startBefore = Number(await anglePlot(page).getAttribute('data-window-start'));
  const frameBefore = await plotFrame(page);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  expect(Number(await anglePlot(page).getAttribute('data-window-start'))).toBeLessThan(startBefore);
  expect(await plotFrame(page)).toBe(frameBefore);
  await anglePlot(page).press('0');
  // Home and End on the plot go to the first and last frame.
  await anglePlot(page).press('End');
  await expect.poll(() => readoutFrame(page)).toBe(5);
  await anglePlot(page).press('Home');
  await expect.poll(() => readoutFrame(page)).toBe(0);
  await expectNoSeriousAxeViolations(page);
});

test('playback: "," and "." step one frame, loop restarts after the last frame, jump to the worst frame', async ({ page }) => {
  await solveArm(page);
  await page.getByRole('slider', { name: 'Frame', exact: true }).fill('2');
  await page.locator('#ik-recording-title').click();
  await page.keyboard.press('.');
  await expect.poll(() => readoutFrame(page)).toBe(3);
  await expect.poll(() => plotFrame(page)).toBe(3);
  await page.keyboard.press(',');
  await page.keyboard.press(',');
  await expect.poll(() => readoutFrame(page)).toBe(1);
  await page.getByRole('button', { name: 'Next frame' }).click();
  await expect.poll(() => readoutFrame(page)).toBe(2);

  await page.getByRole('button', { name: 'Jump to worst frame (highest RMS)' }).click();
  await expect.poll(() => readoutFrame(page)).toBe(WORST);

  // Record every frame the readout shows while playing with loop on.
  await page.evaluate(() => {
    const readout = document.querySelector('.ik-frame-readout')!;
    const seen: number[] = [];
    (window as unknown as { __framesSeen: number[] }).__framesSeen = seen;
    new MutationObserver(() => seen.push(Number(readout.getAttribute('data-frame')))).observe(readout, { attributes: true, attributeFilter: ['data-frame'] });
  });
  await page.getByRole('checkbox', { name: 'Loop' }).check();
  await page.getByRole('button', { name: 'Play' }).click();
  // The last frame is passed and playback starts again at the first, still playing.
  await expect
    .poll(async () => {
      const seen = await page.evaluate(() => (window as unknown as { __framesSeen: number[] }).__framesSeen);
      const last = seen.indexOf(5);
      return last >= 0 && seen.slice(last + 1).includes(0) && seen.slice(seen.indexOf(0, last)).includes(1);
    })
    .toBe(true);
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.getByRole('button', { name: 'Pause' }).click();

  // Loop off: playback runs to the last frame and stops there.
  await page.getByRole('checkbox', { name: 'Loop' }).uncheck();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect.poll(() => readoutFrame(page)).toBe(5);
  await expectNoSeriousAxeViolations(page);
});

test('a reference (the Studio own export with one DOF changed by a known amount) is overlaid and its max difference is that amount', async ({ page }) => {
  await solveArm(page);
  await page.locator('[role=treeitem][data-joint="1"]').click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export solved DOFs (JSON)' }).click();
  const exported = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as { frames: { frame: number; dofs: number[] }[] };
  const CHANGE = 0.125;
  exported.frames[4]!.dofs[1]! += CHANGE;

  // A bad file first: a located error, nothing loaded.
  const referenceInput = page.getByLabel('Load reference angle file (JSON or CSV)');
  await referenceInput.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('frame,elbow/bend\n0,0.1\n1,zero\n') });
  await expect(page.getByRole('alert')).toHaveText('bad.csv: line 3, column 2 (elbow/bend): "zero" is not a number');
  await expect(page.getByLabel('Largest difference')).toHaveCount(0);

  await referenceInput.setInputFiles({ name: 'reference.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
  await expect(page.getByLabel('Reference summary')).toContainText('6 of 6 frames matched by frame number');
  await expect(anglePlot(page)).toHaveAccessibleDescription(/^Plotted: elbow bend \(°\), each with its reference dashed;/);
  await expect(page.getByRole('application', { name: 'Difference from the reference', exact: true })).toBeVisible();
  const degrees = Number(((CHANGE * 180) / Math.PI).toPrecision(6));
  await expect(page.getByLabel('Largest difference')).toHaveText(`Max |difference|: ${degrees} ° (elbow bend, frame 5)`);
  await (await panel(page, 'View options')).getByRole('combobox', { name: /^Angles/ }).selectOption('rad');
  await expect(page.getByLabel('Largest difference')).toHaveText(`Max |difference|: ${CHANGE} rad (elbow bend, frame 5)`);

  // The same reference as CSV, matched by the frame numbers (rows in another order).
  const csv = ['frame,elbow/bend', ...exported.frames.map((f) => `${f.frame},${f.dofs[1]}`).reverse()].join('\n');
  await referenceInput.setInputFiles({ name: 'reference.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByLabel('Reference summary')).toContainText('Reference reference.csv: 6 of 6');
  await expect(page.getByLabel('Largest difference')).toHaveText(`Max |difference|: ${CHANGE} rad (elbow bend, frame 5)`);
  await expectNoSeriousAxeViolations(page);
});

test('Follow root keeps the root in place on screen while a free-floating recording plays', async ({ page }) => {
  const text = readFileSync(join(examplesDir, 'humanoid.json'), 'utf8');
  const model = loadBodyPlan(text).model!;
  const fk = new ForwardKinematics(model);
  const frames = [0, 1, 2, 3].map((f) => {
    fk.compute(model.dofNeutral, [0.15 * f, 0, 0], [1, 0, 0, 0]);
    return Array.from({ length: model.jointCount }, (_, j) => Array.from(fk.keypoints.subarray(3 * j, 3 * j + 3)));
  });
  await openPlanText(page, 'humanoid.json', text);
  await page.getByRole('checkbox', { name: 'IK mode' }).check();
  await page.getByLabel('Load recording (JSON, CSV, HDF5, TRC, C3D)').setInputFiles({ name: 'walk.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ frames, fps: 4 })) });
  await page.getByRole('button', { name: 'Solve recording' }).click();
  await expect(page.locator('.ik-frame-readout')).toContainText('Frame 1 of 4');
  await (await panel(page, 'View options')).getByLabel('Follow root').check();
  await settled(page);
  const before = await jointOnScreen(page, model.order[0]!);
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect.poll(() => readoutFrame(page)).toBe(3);
  await settled(page);
  const after = await jointOnScreen(page, model.order[0]!);
  expect(Math.hypot(after.x - before.x, after.y - before.y), 'the root stays where it was on screen').toBeLessThan(2);

  // Without it, the root moves across the screen.
  await (await panel(page, 'View options')).getByLabel('Follow root').uncheck();
  await page.locator('#ik-recording-title').click();
  await page.keyboard.press('Home');
  await expect.poll(() => readoutFrame(page)).toBe(0);
  await settled(page);
  const back = await jointOnScreen(page, model.order[0]!);
  expect(Math.hypot(back.x - after.x, back.y - after.y)).toBeGreaterThan(20);
});
