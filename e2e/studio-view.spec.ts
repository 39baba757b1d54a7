import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { canvasColoursAt, canvasRect, colourDistance, countPixelsNear, examplesDir, flyPath, jointOnScreen, openPlanFile, sceneObjects, settled, type Rgb, panel } from './studioCanvas.ts';

const BACKGROUND: Rgb = [0xf8, 0xfa, 0xfc];
const GRID_COLOURS: Rgb[] = [
  [0x94, 0xa3, 0xb8],
  [0xcb, 0xd5, 0xe1],
];
const HINGE_GIZMO: Rgb = [0xd9, 0x77, 0x06];
const SLIDE_GIZMO: Rgb = [0x7c, 0x3a, 0xed];

// A click on the joint's name, as a user selects it: the middle of a deep row in a narrow outline
// can be its expand/collapse arrow.
const selectJoint = (page: Page, name: string) =>
  page
    .getByRole('treeitem')
    .locator('.studio-tree-name', { hasText: new RegExp(`^${name}$`) })
    .click();

async function jointsOnScreen(page: Page, jointCount: number) {
  const points = [];
  for (let j = 0; j < jointCount; j++) points.push(await jointOnScreen(page, j));
  return points;
}

const armPlan = JSON.parse(readFileSync(join(examplesDir, 'planar-two-link-arm.json'), 'utf8')) as {
  joints: { name: string; dofs: { limits: [number, number]; neutral: number }[] }[];
};

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
});

test('every joint of every example and of the fly is drawn where forward kinematics puts it, framed to fill the view', async ({ page }) => {
  test.setTimeout(120_000);
  const plans = ['planar-two-link-arm.json', 'seven-dof-rail-arm.json', 'humanoid.json', 'quadruped-with-metadata.json'].map((f) => join(examplesDir, f));
  for (const path of [...plans, flyPath]) {
    const name = path.split('/').pop()!;
    const jointCount = await openPlanFile(page, path);
    const rect = await canvasRect(page);
    const points = await jointsOnScreen(page, jointCount);
    // Framing: every keypoint is inside the view, and together they span a good part of it, whether
    // the plan is a 3-unit fly or a 1.3 m humanoid.
    for (const p of points) {
      expect(p.x, `${name}: a joint left of the view`).toBeGreaterThan(rect.x);
      expect(p.x, `${name}: a joint right of the view`).toBeLessThan(rect.x + rect.width);
      expect(p.y, `${name}: a joint above the view`).toBeGreaterThan(rect.y);
      expect(p.y, `${name}: a joint below the view`).toBeLessThan(rect.y + rect.height);
    }
    const spanX = Math.max(...points.map((p) => p.x)) - Math.min(...points.map((p) => p.x));
    const spanY = Math.max(...points.map((p) => p.y)) - Math.min(...points.map((p) => p.y));
    expect(Math.max(spanX, spanY), `${name} fills the view`).toBeGreaterThan(0.3 * Math.min(rect.width, rect.height));

    // Drawing: at each keypoint the canvas shows the skeleton, neither the background nor the grid.
    // The corner shows the background, so this check can tell a drawn joint from an empty view.
    const [corner, ...atJoints] = await canvasColoursAt(page, [{ x: rect.x + 3, y: rect.y + 3 }, ...points]);
    expect(colourDistance(corner!, BACKGROUND), `${name}: the corner shows the background`).toBeLessThan(8);
    const undrawn = atJoints.filter((c) => c === null || colourDistance(c, BACKGROUND) < 30 || GRID_COLOURS.some((g) => colourDistance(c, g) < 12));
    expect(undrawn, `${name}: keypoints whose pixel is background or grid`).toEqual([]);
  }
});

test('Z is up by default and the Y-up switch turns the view; the ground grid and world axes are drawn', async ({ page }) => {
  await openPlanFile(page, join(examplesDir, 'humanoid.json'));
  const roles = (await sceneObjects(page)).map((o) => o.role);
  expect(roles).toContain('ground-grid');
  expect(roles).toContain('world-axes');
  await expect((await panel(page, 'View options')).getByLabel('Up axis')).toHaveValue('z');
  // The humanoid stands along its Z axis: with Z up, the top of its head is well above its toes.
  const rect = await canvasRect(page);
  const headTop = 5;
  const toe = 13;
  const zUpRise = (await jointOnScreen(page, toe)).y - (await jointOnScreen(page, headTop)).y;
  expect(zUpRise).toBeGreaterThan(0.3 * rect.height);

  await (await panel(page, 'View options')).getByLabel('Up axis').selectOption('y');
  await settled(page);
  // With Y up the same body lies along the ground: far less of its height shows as screen height.
  const yUpRise = (await jointOnScreen(page, toe)).y - (await jointOnScreen(page, headTop)).y;
  expect(Math.abs(yUpRise)).toBeLessThan(0.5 * zUpRise);
  // The camera still looks from above (the grid's far side is higher on screen than the plan).
  const points = await jointsOnScreen(page, 30);
  for (const p of points) expect(p.y).toBeGreaterThan(rect.y);

  await (await panel(page, 'View options')).getByLabel('Up axis').selectOption('z');
  await settled(page);
  expect((await jointOnScreen(page, toe)).y - (await jointOnScreen(page, headTop)).y).toBeCloseTo(zUpRise, 0);
});

test('the selected joint shows its DOF gizmos: a hinge arc over its limits with the value marked, a full circle when unbounded, a slide range', async ({ page }) => {
  await openPlanFile(page, join(examplesDir, 'planar-two-link-arm.json'));
  expect(await sceneObjects(page, 'hinge-gizmo')).toEqual([]);
  const amberBefore = await countPixelsNear(page, HINGE_GIZMO);

  await selectJoint(page, 'elbow');
  await settled(page);
  await expect.poll(async () => (await sceneObjects(page, 'hinge-gizmo')).length, { message: 'the elbow\'s hinge gizmo is drawn' }).toBe(1);
  const [elbow] = await sceneObjects(page, 'hinge-gizmo');
  const { limits, neutral } = armPlan.joints.find((j) => j.name === 'elbow')!.dofs[0]!;
  expect(elbow).toMatchObject({ from: limits[0], to: limits[1], value: neutral });
  expect(await countPixelsNear(page, HINGE_GIZMO)).toBeGreaterThan(amberBefore + 50);

  await page.getByRole('textbox', { name: 'elbow bend value in degrees' }).fill('90');
  await page.getByRole('textbox', { name: 'elbow bend value in degrees' }).press('Enter');
  await expect.poll(async () => (await sceneObjects(page, 'hinge-gizmo'))[0]?.value).toBeCloseTo(Math.PI / 2, 6);

  await selectJoint(page, 'hand');
  await settled(page);
  expect(await sceneObjects(page, 'hinge-gizmo')).toEqual([]);
  expect(await countPixelsNear(page, HINGE_GIZMO)).toBeLessThan(amberBefore + 50);

  await openPlanFile(page, join(examplesDir, 'seven-dof-rail-arm.json'));
  await selectJoint(page, 'wrist_3');
  await settled(page);
  // The gizmo follows the selection once the new plan's scene is up: wait for it, not for a frame count.
  await expect.poll(async () => (await sceneObjects(page, 'hinge-gizmo')).length, { message: 'wrist_3\'s hinge gizmo is drawn' }).toBe(1);
  const [roll] = await sceneObjects(page, 'hinge-gizmo');
  expect((roll!.to as number) - (roll!.from as number)).toBeCloseTo(2 * Math.PI, 9);

  const purpleBefore = await countPixelsNear(page, SLIDE_GIZMO);
  await selectJoint(page, 'rail_carriage');
  await settled(page);
  await expect.poll(async () => (await sceneObjects(page, 'slide-gizmo')).length, { message: 'the carriage\'s slide gizmo is drawn' }).toBe(1);
  const slides = await sceneObjects(page, 'slide-gizmo');
  expect(slides[0]).toMatchObject({ from: -0.5, to: 0.5 });
  expect(await countPixelsNear(page, SLIDE_GIZMO)).toBeGreaterThan(purpleBefore + 30);
});

test('Frame selection brings the selected joint close; Frame all shows the whole plan again', async ({ page }) => {
  const jointCount = await openPlanFile(page, flyPath);
  const rect = await canvasRect(page);
  // NeuroMechFly joint 4 is the left front leg's tibia-tarsus joint; joint 5 its claw.
  const gap = async () => {
    const [a, b] = [await jointOnScreen(page, 4), await jointOnScreen(page, 5)];
    return Math.hypot(a.x - b.x, a.y - b.y);
  };
  const before = await gap();
  await selectJoint(page, 'lf_tibia_tarsus');
  await page.getByRole('button', { name: 'Frame selection' }).click();
  await settled(page);
  const zoomed = await gap();
  expect(zoomed).toBeGreaterThan(2 * before);
  await page.getByRole('button', { name: 'Frame all' }).click();
  await settled(page);
  for (const p of await jointsOnScreen(page, jointCount)) {
    expect(p.x).toBeGreaterThan(rect.x);
    expect(p.x).toBeLessThan(rect.x + rect.width);
  }
  expect(await gap()).toBeCloseTo(before, 0);
});

test('the DOF list searches every DOF; reset per joint and for all', async ({ page }) => {
  await openPlanFile(page, join(examplesDir, 'humanoid.json'));
  const pose = page.getByRole('region', { name: 'Pose' });
  await pose.getByRole('radio', { name: /All DOFs/ }).check();
  await pose.getByRole('searchbox', { name: 'Search DOFs' }).fill('knee');
  await expect(pose.locator('.studio-dof-list').getByRole('slider')).toHaveCount(2);
  await expect(pose.getByRole('slider', { name: 'left_knee flexion' })).toBeVisible();
  await expect(pose.getByRole('slider', { name: 'right_knee flexion' })).toBeVisible();
  await pose.getByRole('searchbox', { name: 'Search DOFs' }).fill('no such dof');
  await expect(pose.getByText('No DOF matches “no such dof”.')).toBeVisible();

  const set = async (label: string, degrees: string) => {
    await pose.getByRole('searchbox', { name: 'Search DOFs' }).fill(label.split(' ')[0]!);
    const field = pose.getByRole('textbox', { name: `${label} value in degrees` });
    await field.fill(degrees);
    await field.press('Enter');
    await expect(field).toHaveValue(degrees);
  };
  await set('left_knee flexion', '45');
  await set('right_knee flexion', '30');
  await set('neck rotation', '20');

  await pose.getByRole('radio', { name: 'Selected joint' }).check();
  await selectJoint(page, 'left_knee');
  await pose.getByRole('button', { name: 'Reset joint' }).click();
  // The knees' neutral is 0.1745 rad, shown as 10 degrees.
  await expect(pose.getByRole('textbox', { name: 'left_knee flexion value in degrees' })).toHaveValue('10');

  await pose.getByRole('radio', { name: /All DOFs/ }).check();
  await pose.getByRole('searchbox', { name: 'Search DOFs' }).fill('right_knee');
  await expect(pose.getByRole('textbox', { name: 'right_knee flexion value in degrees' })).toHaveValue('30');
  await pose.getByRole('button', { name: 'Reset all' }).click();
  await expect(pose.getByRole('textbox', { name: 'right_knee flexion value in degrees' })).toHaveValue('10');
  await pose.getByRole('searchbox', { name: 'Search DOFs' }).fill('neck');
  await expect(pose.getByRole('textbox', { name: 'neck rotation value in degrees' })).toHaveValue('0');
});
