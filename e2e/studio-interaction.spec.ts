import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { runCli } from '../src/cli/testing/runCli.ts';
import { test, expect } from './fixtures.ts';
import { canvasChecksum, examplesDir, openPlanFile, openPlanText, screenPoint, panel } from './studioCanvas.ts';
import type { PoseFile } from './poseFile.ts';

async function openExample(page: Page, file: string) {
  await openPlanFile(page, join(examplesDir, file));
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
});

test('dragging a link in 3D turns the hinge that moves it, within its limits', async ({ page }) => {
  await openExample(page, 'planar-two-link-arm.json');
  const field = page.getByRole('textbox', { name: 'elbow bend value in degrees' });
  // The hand's link (elbow -> hand) is moved by the elbow's hinge.
  const start = await screenPoint(page, 1, 2, 0.6);
  const elbow = await screenPoint(page, 1, 1, 0);
  const perpendicular = { x: -(start.y - elbow.y), y: start.x - elbow.x };
  const norm = Math.hypot(perpendicular.x, perpendicular.y);
  const drag = async (scale: number) => {
    const from = await screenPoint(page, 1, 2, 0.6);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let step = 1; step <= 5; step++) {
      await page.mouse.move(from.x + (perpendicular.x / norm) * scale * (step / 5), from.y + (perpendicular.y / norm) * scale * (step / 5));
    }
    await page.mouse.up();
  };
  await drag(40);
  await expect(field).toBeVisible();
  const afterSmallDrag = Number(await field.inputValue());
  expect(afterSmallDrag).not.toBe(45);
  expect(afterSmallDrag).toBeGreaterThanOrEqual(0);
  expect(afterSmallDrag).toBeLessThanOrEqual(150);
  // Far drags both ways: one of them hits a limit and stops there.
  await drag(-2000);
  const first = Number(await field.inputValue());
  await drag(2000);
  const second = Number(await field.inputValue());
  for (const value of [first, second]) {
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(150);
  }
  expect([first, second].some((v) => v === 0 || v === 150)).toBe(true);
});

test('a pose file loads by names or in flat DOF order; unknown names are located warnings, a pose of the wrong length is refused', async ({ page }) => {
  await openExample(page, 'planar-two-link-arm.json');
  await page.getByRole('radio', { name: /All DOFs/ }).check();
  const load = async (text: string) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Load pose', exact: true }).click();
    await (await chooser).setFiles({ name: 'pose.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  };
  await load(JSON.stringify([Math.PI / 4, Math.PI / 2]));
  await expect(page.getByRole('textbox', { name: 'shoulder swing value in degrees' })).toHaveValue('45');
  await expect(page.getByRole('textbox', { name: 'elbow bend value in degrees' })).toHaveValue('90');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy pose' }).click();
  await expect(page.getByRole('status')).toContainText('Pose copied (2 DOF values by joint and DOF name');
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as PoseFile;
  expect(copied.dofs.shoulder!.swing).toBeCloseTo(Math.PI / 4, 12);
  expect(copied.dofs.elbow!.bend).toBeCloseTo(Math.PI / 2, 12);
  await load('[1, 2, 3]');
  await expect(page.getByRole('status')).toContainText('pose.json: The pose has 3 values, but this body plan has 2 DOFs.');
  await expect(page.getByRole('textbox', { name: 'shoulder swing value in degrees' })).toHaveValue('45');
  // By name: the known DOF is applied, the unknown joint is a warning with its place.
  await load('{"dofs": {\n  "elbow": {"bend": 0.5235987755982988},\n  "wrist": {"0": 1}\n}}');
  await expect(page.getByRole('textbox', { name: 'elbow bend value in degrees' })).toHaveValue('30');
  await expect(page.getByRole('textbox', { name: 'shoulder swing value in degrees' })).toHaveValue('45');
  await expect(page.getByRole('status')).toContainText('pose.json:line 3:3 (/dofs/wrist): no joint is named "wrist"');
});

test('hovering a joint in the outline highlights it in 3D, and the view switches change the picture', async ({ page }) => {
  await openExample(page, 'humanoid.json');
  const plain = await canvasChecksum(page);
  await page.getByRole('treeitem', { name: /^head_top/ }).hover();
  const hovered = await canvasChecksum(page);
  expect(hovered).not.toBe(plain);
  await page.getByRole('heading', { level: 1 }).hover();
  await expect.poll(() => canvasChecksum(page)).toBe(plain);

  await (await panel(page, 'View options')).getByLabel('Local frames').selectOption('all');
  expect(await canvasChecksum(page)).not.toBe(plain);
  await (await panel(page, 'View options')).getByLabel('Local frames').selectOption('off');
  await expect.poll(() => canvasChecksum(page)).toBe(plain);

  // The ghost shows nothing new in the neutral pose, and the neutral pose once a DOF moved.
  await page.getByRole('radio', { name: /All DOFs/ }).check();
  await page.getByRole('slider', { name: 'left_shoulder flexion' }).fill('-90');
  const moved = await canvasChecksum(page);
  await (await panel(page, 'View options')).getByLabel('Neutral ghost').check();
  expect(await canvasChecksum(page)).not.toBe(moved);
  await (await panel(page, 'View options')).getByLabel('Neutral ghost').uncheck();

  await page.getByRole('treeitem', { name: /^left_knee/ }).click();
  const selected = await canvasChecksum(page);
  await page.getByRole('button', { name: 'Frame selection' }).click();
  expect(await canvasChecksum(page)).not.toBe(selected);
  await (await panel(page, 'View options')).getByLabel('Up axis').selectOption('y');
  expect(await canvasChecksum(page)).not.toBe(selected);
});

test('hovering a joint in 3D names it and marks its outline row; a click selects it', async ({ page }) => {
  await openExample(page, 'planar-two-link-arm.json');
  const hand = await screenPoint(page, 2, 2, 0);
  await page.mouse.move(hand.x, hand.y);
  await expect(page.locator('.studio-hover-label')).toHaveText('hand');
  await expect(page.getByRole('treeitem', { name: /^hand/ })).toHaveClass(/is-hovered/);
  await page.mouse.click(hand.x, hand.y);
  await expect(page.getByRole('treeitem', { name: /^hand/ })).toHaveAttribute('aria-selected', 'true');
  // Neutral pose: shoulder 0.5236 rad, elbow 0.7854 rad; links 0.3 and 0.25 in the XY plane.
  const expectedX = 0.3 * Math.cos(0.5236) + 0.25 * Math.cos(0.5236 + 0.7854);
  await expect(page.getByLabel('World keypoint of hand').locator('dd').first()).toHaveText(expectedX.toFixed(6));
});

test('a free-floating root moves with its position controls, and a plan with warnings is drawn with markers', async ({ page }) => {
  await openExample(page, 'humanoid.json');
  await page.getByRole('treeitem', { name: /^pelvis/ }).click();
  const x = page.getByLabel('World keypoint of pelvis').locator('dd').first();
  await expect(x).toHaveText('0.000000');
  await page.getByLabel('root position x').fill('0.25');
  await page.getByLabel('root position x').press('Enter');
  await expect(x).toHaveText('0.250000');

  const text = JSON.stringify({
    fixed_base: true,
    joints: [
      { name: 'base', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 2], neutral: 0 }] },
      { name: 'tip', parent: 'base', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
    ],
  }, null, 2);
  await openPlanText(page, 'warned.json', text);
  await expect(page.getByText(/warned\.json: 0 errors, 1 warning/)).toBeVisible();
  await expect(page.getByRole('treeitem', { name: /^base/ })).toContainText('1 warning');
  await expect(page.locator('.studio-viewport canvas')).toHaveCount(1);
});

test('with the root moved and turned, the keypoint shown equals `bodyplan fk --root-pos --root-quat`', async ({ page }) => {
  await openExample(page, 'humanoid.json');
  await page.getByLabel('root position x').fill('0.25');
  await page.getByLabel('root position x').press('Enter');
  await page.getByLabel('root position z').fill('0.9');
  await page.getByLabel('root position z').press('Enter');
  await page.getByRole('slider', { name: /root yaw/ }).fill('30');
  await page.getByRole('treeitem', { name: /^left_ankle/ }).click();
  await page.getByRole('slider', { name: 'left_ankle dorsiflexion' }).fill('-20');
  await page.getByRole('treeitem', { name: /^left_toe_tip/ }).click();
  const shown = await page
    .getByLabel('World keypoint of left_toe_tip')
    .locator('dd')
    .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-value'))));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download pose' }).click();
  const posePath = join(mkdtempSync(join(tmpdir(), 'studio-pose-')), 'pose.json');
  await (await download).saveAs(posePath);
  const quat = [Math.cos(Math.PI / 12), 0, 0, Math.sin(Math.PI / 12)].join(',');
  const fk = JSON.parse((await runCli(['fk', join(examplesDir, 'humanoid.json'), '--dofs', posePath, '--root-pos', '0.25,0,0.9', '--root-quat', quat], 60_000)).stdout) as {
    joints: { name: string; position: number[] }[];
  };
  const expected = fk.joints.find((j) => j.name === 'left_toe_tip')!.position;
  shown.forEach((value, k) => expect(value).toBeCloseTo(expected[k]!, 9));
});
