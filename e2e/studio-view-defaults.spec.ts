import type { Page } from '@playwright/test';
import { g1SizedHumanoid } from '../bench/g1SizedHumanoid.ts';
import { test, expect } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { canvasColoursAt, canvasRect, flyPath, jointOnScreen, openPlanFile, openPlanText, panel, settled, STUDIO_SIZES } from './studioCanvas.ts';

// The 3D view's defaults (issue 43): the whole model framed with a margin at every window size, a
// wheel notch that moves a useful step toward the pointer, opaque meshes with the skeleton drawn
// through them, and a plan that does not say which way it faces faces the way its joints say.

// Software WebGL on shared cores draws a frame in seconds: every test gets room for a few dozen.
test.describe.configure({ timeout: 240_000 });

type Rect = { left: number; top: number; right: number; bottom: number };
type CameraPose = { position: number[]; target: number[]; up: number[] };

/** A G1-sized humanoid (Z up, no "x-studio") with imported geometry: a head sphere above its top keypoint, feet below its lowest, a red torso box around the waist joints. */
function g1WithGeometry(): string {
  const plan = g1SizedHumanoid();
  const geoms: Record<string, unknown[]> = {
    waist_2: [
      { type: 'sphere', size: [0.1], pos: [0, 0, 0.45], rgba: [0.8, 0.8, 0.8, 1] },
      { type: 'box', size: [0.12, 0.18, 0.16], pos: [0, 0, 0.12], rgba: [1, 0, 0, 1] },
    ],
    left_leg_5: [{ type: 'box', size: [0.1, 0.05, 0.03], pos: [0.05, 0, -0.35], rgba: [0.3, 0.3, 0.3, 1] }],
    right_leg_5: [{ type: 'box', size: [0.1, 0.05, 0.03], pos: [0.05, 0, -0.35], rgba: [0.3, 0.3, 0.3, 1] }],
  };
  const joints = plan.joints.map((joint) => (geoms[joint.name] ? { ...joint, 'x-geoms': geoms[joint.name] } : joint));
  return JSON.stringify({ ...plan, joints }, null, 2);
}

const bounds = (page: Page) => page.evaluate(() => window.__studioDebug!.modelScreenBounds()!);
const cameraPose = (page: Page): Promise<CameraPose> => page.evaluate(() => window.__studioDebug!.camera());
const distance = (c: CameraPose) => Math.hypot(...c.position.map((p, i) => p - c.target[i]!));

/** The model's projected rectangle lies inside the canvas, at least `share` of the canvas' narrower side from every edge. */
function expectFramed(found: { canvas: Rect; model: Rect }, share: number, what: string) {
  const { canvas, model } = found;
  const margin = share * Math.min(canvas.right - canvas.left, canvas.bottom - canvas.top);
  const gaps = { left: model.left - canvas.left, top: model.top - canvas.top, right: canvas.right - model.right, bottom: canvas.bottom - model.bottom };
  const printed = Object.entries(gaps).map(([side, gap]) => `${side} ${gap.toFixed(0)} px`).join(', ');
  console.log(`${what}: canvas ${(canvas.right - canvas.left).toFixed(0)}×${(canvas.bottom - canvas.top).toFixed(0)}, gaps ${printed} (at least ${margin.toFixed(0)})`);
  for (const [side, gap] of Object.entries(gaps)) expect(gap, `${what}: the model's ${side} edge is inside the canvas with a margin (${printed})`).toBeGreaterThanOrEqual(margin);
  // Framed, not lost in the middle: the model fills at least half of the canvas along one side.
  const fill = Math.max((model.right - model.left) / (canvas.right - canvas.left), (model.bottom - model.top) / (canvas.bottom - canvas.top));
  expect(fill, `${what}: the model fills the view`).toBeGreaterThan(0.5);
}

for (const size of STUDIO_SIZES) {
  test(`${size.width}×${size.height}: the opening view and Frame all show the whole G1 (head and feet geometry) with a margin`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/bodyplans');
    await openPlanText(page, 'g1-with-geometry.json', g1WithGeometry());
    expectFramed(await bounds(page), 0.03, `${size.width}×${size.height} opening view`);

    // Look from the left, zoomed in on the top corner (the model cut off), then Frame all brings it all back.
    await page.getByRole('button', { name: 'Left view' }).click();
    const box = await canvasRect(page);
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.2);
    await page.mouse.wheel(0, -400);
    await settled(page);
    await page.getByRole('button', { name: 'Frame all' }).first().click();
    await settled(page);
    expectFramed(await bounds(page), 0.03, `${size.width}×${size.height} Frame all`);
  });
}

test('one wheel notch moves the camera 10–15 % of its distance, toward the pointer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bodyplans');
  await openPlanText(page, 'g1-with-geometry.json', g1WithGeometry());
  const canvas = (await page.locator('.studio-viewport canvas').boundingBox())!;
  const centre = { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2 };
  await page.mouse.move(centre.x, centre.y);

  const before = distance(await cameraPose(page));
  await page.mouse.wheel(0, 100);
  await settled(page);
  const out = distance(await cameraPose(page));
  await page.mouse.wheel(0, -100);
  await settled(page);
  const back = distance(await cameraPose(page));
  console.log(`wheel: distance ${before.toFixed(3)} → ${out.toFixed(3)} (one notch out, ${(100 * (out / before - 1)).toFixed(1)} %) → ${back.toFixed(3)} (one notch in, ${(100 * (1 - back / out)).toFixed(1)} %)`);
  expect(out / before - 1).toBeGreaterThanOrEqual(0.1);
  expect(out / before - 1).toBeLessThanOrEqual(0.15);
  expect(1 - back / out).toBeGreaterThanOrEqual(0.1);
  expect(1 - back / out).toBeLessThanOrEqual(0.15);

  // Zooming in with the pointer on the left hand keeps the hand under the pointer; zooming toward
  // the view's centre would carry it outward by 1/0.875⁴ ≈ 1.7 times its distance from the centre.
  const LEFT_HAND = 22;
  const hand = await jointOnScreen(page, LEFT_HAND);
  await page.mouse.move(hand.x, hand.y);
  for (let notch = 0; notch < 4; notch++) await page.mouse.wheel(0, -100);
  await settled(page);
  const after = await jointOnScreen(page, LEFT_HAND);
  const fromCentre = Math.hypot(hand.x - centre.x, hand.y - centre.y);
  const drift = Math.hypot(after.x - hand.x, after.y - hand.y);
  console.log(`zoom toward the pointer: the hand ${fromCentre.toFixed(0)} px from the centre moved ${drift.toFixed(1)} px in 4 notches`);
  expect(fromCentre).toBeGreaterThan(40);
  expect(drift, 'the hand stays under the pointer').toBeLessThan(0.2 * fromCentre);
});

test('imported geometry is opaque by default and the skeleton is drawn through it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bodyplans');
  await openPlanText(page, 'g1-with-geometry.json', g1WithGeometry());
  const materials = await page.evaluate(() => window.__studioDebug!.geometryMaterials());
  expect(materials.length).toBe(4);
  for (const material of materials) expect(material).toEqual({ opacity: 1, transparent: false });
  await expect((await panel(page, 'View options')).getByRole('slider', { name: 'Geometry opacity' })).toHaveValue('1');

  // waist_1 (joint 14) sits inside the red torso box: its pixel is the joint's colour, not the box's red.
  const WAIST_0 = 13, WAIST_1 = 14;
  const [joint, boxBeside] = await canvasColoursAt(page, [await jointOnScreen(page, WAIST_1), await besideJoint(page, WAIST_0)]);
  console.log(`inside the torso box: joint pixel ${joint?.join(',')}, box pixel ${boxBeside?.join(',')}`);
  const reddish = (c: number[]) => c[0]! > c[1]! + 80 && c[0]! > c[2]! + 80;
  expect(reddish(boxBeside!), 'the box beside the joint is drawn red (opaque)').toBe(true);
  expect(reddish(joint!), 'the joint inside the box is not hidden by it').toBe(false);
});

/** A point a little to the right of a joint on screen, inside the torso box but off the skeleton. */
async function besideJoint(page: Page, joint: number) {
  const at = await jointOnScreen(page, joint);
  const other = await jointOnScreen(page, 16); // left_arm_0, at shoulder height on the model's left
  const direction = Math.sign(other.x - at.x) || 1;
  return { x: at.x + direction * 0.35 * Math.abs(other.x - at.x), y: at.y - 4 };
}

test("the fly, which does not say which way it faces, faces +X: its Front view looks at its head, the left legs on the viewer's right", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bodyplans');
  await openPlanFile(page, flyPath);
  await expect((await panel(page, 'View options')).getByLabel('Forward')).toHaveValue('x');
  await page.getByRole('button', { name: 'Front view' }).click();
  await settled(page);
  const direction = await page.evaluate(() => window.__studioDebug!.viewDirectionInPlan());
  console.log(`fly Front: camera direction ${direction.map((v) => v.toFixed(3)).join(', ')}`);
  expect(direction[0]).toBeGreaterThan(0.999);
  const LF_CLAW = 5, RF_CLAW = 20;
  const left = await jointOnScreen(page, LF_CLAW);
  const right = await jointOnScreen(page, RF_CLAW);
  expect(left.x - right.x, 'front: the left front claw on the viewer\'s right, the right one on the left').toBeGreaterThan(20);
  await expectNoAxeViolations(page);
});
