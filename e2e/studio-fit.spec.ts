import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ForwardKinematics } from '../src/bodyplan/kinematics/kinematics.ts';
import { loadBodyPlan } from '../src/bodyplan/format/load.ts';
import { errorScaleCss, errorScaleRgb } from '../src/bodyplan/fit/errorColorScale.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { test, expect } from './fixtures.ts';
import { examplesDir, openPlanFile, sceneObjects, settled } from './studioCanvas.ts';
import { solveRecordingJson } from './studioRecording.ts';

const armPath = join(examplesDir, 'planar-two-link-arm.json');
const ELBOW = 1;
const HAND = 2;
/** The hand's target is pushed 0.3 out of the arm's plane in this frame: the planar arm cannot follow, so the hand's error there is 0.3 and every other is ~0. */
const BAD_FRAME = 5;
const BAD_OFFSET = 0.3;
/** The elbow is not observed in this frame. */
const GAP_FRAME = 2;
const FRAMES = 8;

/** A recording made by FK of known arm poses, with one keypoint perturbed in one frame and one missing in another. */
function armRecording(): (number[] | null)[][] {
  const model = loadBodyPlan(readFileSync(armPath, 'utf8')).model!;
  const fk = new ForwardKinematics(model);
  return Array.from({ length: FRAMES }, (_, f) => {
    fk.compute(Float64Array.from([-0.5 + 0.15 * f, 0.4 + 0.1 * f]));
    const points: (number[] | null)[] = [0, 1, 2].map((j) => Array.from(fk.keypoints.subarray(3 * j, 3 * j + 3)));
    if (f === BAD_FRAME) points[HAND]![2]! += BAD_OFFSET;
    if (f === GAP_FRAME) points[ELBOW] = null;
    return points;
  });
}

async function solveArmRecording(page: Page) {
  await openPlanFile(page, armPath);
  await solveRecordingJson(page, armRecording(), 10);
}

async function expectFrameAndJoint(page: Page, frame: number, joint: number, name: string) {
  await expect(page.locator('.fit-frame-readout')).toHaveAttribute('data-frame', String(frame));
  await expect(page.locator('.ik-frame-readout')).toContainText(`Frame ${frame + 1} of ${FRAMES}`);
  await expect(page.locator(`[role=treeitem][data-joint="${joint}"]`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: `Joint ${name}` })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
});

test('the Fit panel: clicking the worst heat-map cell lands on its frame with its keypoint selected; targets and residuals in 3D; error CSV', async ({ page }) => {
  await solveArmRecording(page);
  const panel = page.getByRole('region', { name: 'Fit', exact: true });
  await panel.scrollIntoViewIfNeeded();
  const map = panel.getByRole('application', { name: 'Error per keypoint (rows) and frame (columns)' });
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('data-columns', String(FRAMES));
  const rows = (await map.getAttribute('data-keypoints'))!.split(',').map(Number);
  expect(rows).toEqual([0, 1, 2]);

  // The bad frame is the most suspicious, for its error (0.3 plan units, the hand's).
  const suspicious = panel.getByRole('list', { name: 'Suspicious frames' }).locator(':scope > li').first();
  await expect(suspicious).toHaveAttribute('data-frame', String(BAD_FRAME));
  await expect(suspicious).toContainText(/image error 0\.\d+ plan units/);

  // Click the worst cell: its pixel from the canvas size and the known frame and row.
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  const row = rows.indexOf(HAND);
  await map.click({ position: { x: ((BAD_FRAME + 0.5) / FRAMES) * box.width, y: ((row + 0.5) / rows.length) * box.height } });
  await expectFrameAndJoint(page, BAD_FRAME, HAND, 'hand');
  await expect(panel.locator('.fit-heatmap-readout')).toContainText(`hand, frame ${BAD_FRAME + 1} (file frame ${BAD_FRAME}): error 0.3`);

  // In 3D: a marker and a residual line per observed keypoint, the bad one darkest on the scale.
  await settled(page);
  const [markers] = await sceneObjects(page, 'fit-target-markers');
  const [lines] = await sceneObjects(page, 'fit-residual-lines');
  expect(markers).toMatchObject({ frame: BAD_FRAME, count: 3, joints: [0, 1, 2], missing: [] });
  expect(lines).toMatchObject({ frame: BAD_FRAME, count: 3, joints: [0, 1, 2] });
  expect((lines!.errors as number[])[HAND]).toBeCloseTo(BAD_OFFSET, 4);
  expect((lines!.errors as number[])[ELBOW]).toBeLessThan(1e-3);
  // On-target keypoints take the scale's lightest colour; the bad one its darkest (the scale's top is the largest error here, since
  // the 95th percentile of a near-perfect fit is below a thousandth of the arm's size).
  const colours = markers!.colours as string[];
  expect(colours).toEqual([errorScaleCss(0), errorScaleCss(0), errorScaleCss(1)]);
  await expect(panel.locator('[data-scale-max]')).toContainText('0.3 plan units (largest)');
  // The heat-map's pixels: the bad cell is drawn in the darkest colour, the elbow's cell of that frame in the lightest.
  const canvasHeight = Number(await map.getAttribute('height'));
  const canvasWidth = Number(await map.getAttribute('width'));
  const pixel = (column: number, r: number) =>
    map.evaluate(
      (canvas: HTMLCanvasElement, [x, y]) => Array.from(canvas.getContext('2d')!.getImageData(x!, y!, 1, 1).data.slice(0, 3)),
      [Math.floor(((column + 0.3) / FRAMES) * canvasWidth), Math.floor(((r + 0.5) / rows.length) * canvasHeight)],
    );
  expect(await pixel(BAD_FRAME, row)).toEqual(errorScaleRgb(1));
  expect(await pixel(BAD_FRAME, rows.indexOf(ELBOW))).toEqual(errorScaleRgb(0));
  await expect(panel.locator('.fit-missing')).toHaveText('0 not observed in this frame');

  // From the keyboard: three cells left is the frame where the elbow is missing (the cursor stays on the hand's row).
  await map.focus();
  for (let i = 0; i < BAD_FRAME - GAP_FRAME; i++) await map.press('ArrowLeft');
  await map.press('Enter');
  await expectFrameAndJoint(page, GAP_FRAME, HAND, 'hand');
  await settled(page);
  const [gapMarkers] = await sceneObjects(page, 'fit-target-markers');
  const [gapLines] = await sceneObjects(page, 'fit-residual-lines');
  expect(gapMarkers).toMatchObject({ frame: GAP_FRAME, count: 2, joints: [0, HAND], missing: [ELBOW] });
  expect(gapLines).toMatchObject({ frame: GAP_FRAME, count: 2, joints: [0, HAND] });
  await expect(panel.locator('.fit-missing')).toContainText('1 not observed in this frame (elbow): no marker');
  // Up one row: the elbow's cell in that frame is not observed.
  await map.press('ArrowUp');
  await expect(panel.locator('.fit-heatmap-readout')).toHaveText(`elbow, frame ${GAP_FRAME + 1}, not observed`);

  // Jump to worst frame from elsewhere.
  await page.getByRole('slider', { name: 'Frame', exact: true }).fill('0');
  await expect(page.locator('.fit-frame-readout')).toHaveAttribute('data-frame', '0');
  await panel.getByRole('button', { name: 'Jump to the worst keypoint error' }).click();
  await expectFrameAndJoint(page, BAD_FRAME, HAND, 'hand');

  // The toggle hides the targets and residuals.
  await panel.getByRole('checkbox', { name: 'Show targets and residuals in the 3D view' }).uncheck();
  await settled(page);
  expect(await sceneObjects(page, 'fit-target-markers')).toHaveLength(0);
  expect(await sceneObjects(page, 'fit-residual-lines')).toHaveLength(0);
  await panel.getByRole('checkbox', { name: 'Show targets and residuals in the 3D view' }).check();
  await settled(page);
  expect(await sceneObjects(page, 'fit-target-markers')).toHaveLength(1);

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export errors (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('arm-take-errors.csv');
  const [madeBy, ...csv] = readFileSync(await file.path(), 'utf8').trimEnd().split('\n');
  // Issue 39: the first line says what made the file: the trial, its file and the plan.
  expect(madeBy).toMatch(/^# Made by Body Plan Studio from trial arm-take \(arm-take\.json\); plan /);
  expect(csv[0]).toBe('frame,joint,error');
  expect(csv).toHaveLength(1 + FRAMES * 3);
  const rowsOf = (frame: number) => csv.slice(1 + 3 * frame, 4 + 3 * frame).map((line) => line.split(','));
  const bad = rowsOf(BAD_FRAME);
  expect(bad.map((r) => r[1])).toEqual(['shoulder', 'elbow', 'hand']);
  expect(Number(bad[2]![2])).toBeCloseTo(BAD_OFFSET, 4);
  expect(Number(bad[1]![2])).toBeLessThan(1e-3);
  expect(rowsOf(GAP_FRAME)[1]).toEqual([String(GAP_FRAME), 'elbow', '']);

  await expectNoSeriousAxeViolations(page);
});
