import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { examplesDir, flyPath, jointOnScreen, openPlanFile, openPlanText, panel, sceneObjects, settled, STUDIO_SIZES as SIZES, type StudioTab as Tab } from './studioCanvas.ts';

// The Studio's tools to read a model: the camera keeps the user's view through edits,
// view presets from buttons and keys, up axis ±X/±Y/±Z kept in the plan, frame selection and follow
// root, the ground under the feet, local frames of the selection, PNG export, name labels.

// A free-floating plan with one tip along each axis from the root (and one 0.5 below it along Z).
const crossPlan = (extra = '') =>
  JSON.stringify(
    {
      ...(extra ? (JSON.parse(`{${extra}}`) as object) : {}),
      fixed_base: false,
      joints: [
        { name: 'root', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
        { name: 'x_tip', parent: 'root', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ name: 'x_swing', type: 'hinge', axis: [0, 0, 1], neutral: 0, limits: [-1, 1] }] },
        { name: 'y_tip', parent: 'root', offset_pos: [0, 1, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
        { name: 'z_tip', parent: 'root', offset_pos: [0, 0, 1], offset_quat: [1, 0, 0, 0], dofs: [] },
        { name: 'foot', parent: 'root', offset_pos: [0, 0, -0.5], offset_quat: [1, 0, 0, 0], dofs: [] },
      ],
    },
    null,
    2,
  );
const ROOT = 0, X_TIP = 1, Y_TIP = 2, Z_TIP = 3;

type CameraPose = { position: number[]; target: number[]; up: number[] };
const cameraPose = (page: Page): Promise<CameraPose> => page.evaluate(() => window.__studioDebug!.camera());
const distance = (c: CameraPose) => Math.hypot(...c.position.map((p, i) => p - c.target[i]!));

const selectJoint = async (page: Page, name: string) =>
  (await panel(page, 'Outline'))
    .getByRole('treeitem')
    .filter({ has: page.locator('.studio-tree-name', { hasText: new RegExp(`^${name}$`) }) })
    .click();

async function setField(page: Page, tab: Tab, label: string, value: string) {
  const field = (await panel(page, tab)).getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Enter');
  await expect(field).toHaveValue(value);
}

/** Clicks a button (in a panel's tab on a phone; `null`: the Studio's toolbar) and reads what it downloads. */
async function download(page: Page, tab: Tab | null, button: string): Promise<{ name: string; bytes: Buffer }> {
  const event = page.waitForEvent('download');
  await (tab ? await panel(page, tab) : page).getByRole('button', { name: button }).click();
  const file = await event;
  const path = join(mkdtempSync(join(tmpdir(), 'view-tools-e2e-')), file.suggestedFilename());
  await file.saveAs(path);
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

/** Screen offset of a joint from the root: right and up positive. */
async function offsetFromRoot(page: Page, joint: number) {
  const root = await jointOnScreen(page, ROOT);
  const p = await jointOnScreen(page, joint);
  return { right: p.x - root.x, up: root.y - p.y };
}

/** Width, height and colour type from a PNG's IHDR chunk. */
function pngHeader(bytes: Buffer) {
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), colourType: bytes[25] };
}

async function cornerAlpha(page: Page, bytes: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(2, 2, 1, 1).data[3]!;
  }, bytes.toString('base64'));
}

// The view's CSS size may be fractional (the docked layout divides the window), and its canvas
// rounds size × pixel ratio × scale: the PNG is within a pixel of that.
function expectSize(header: { width: number; height: number }, width: number, height: number) {
  expect(Math.abs(header.width - width), `width ${header.width} vs ${width}`).toBeLessThanOrEqual(1);
  expect(Math.abs(header.height - height), `height ${header.height} vs ${height}`).toBeLessThanOrEqual(1);
}

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/bodyplans');
    });

    test('the camera keeps the orbit and zoom the user chose through a rename and a DOF change; Frame all moves it', async ({ page }) => {
      await openPlanFile(page, join(examplesDir, 'humanoid.json'));
      const canvas = page.locator('.studio-viewport canvas');
      const box = (await canvas.boundingBox())!;
      // Orbit by dragging, then zoom with the wheel.
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.8);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.7, { steps: 8 });
      await page.mouse.up();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, -300);
      await settled(page);
      const chosen = await cameraPose(page);

      await selectJoint(page, 'left_knee');
      await setField(page, 'Inspector', 'Name', 'left_knee_joint');
      await expect((await panel(page, 'Outline')).getByRole('treeitem').filter({ hasText: 'left_knee_joint' })).toHaveCount(1);
      const slider = (await panel(page, 'Pose sliders')).getByRole('slider').first();
      await slider.focus();
      await slider.press('ArrowRight');
      await settled(page);
      const afterRename = await cameraPose(page);
      for (let i = 0; i < 3; i++) {
        expect(afterRename.position[i]).toBeCloseTo(chosen.position[i]!, 9);
        expect(afterRename.target[i]).toBeCloseTo(chosen.target[i]!, 9);
      }

      await page.getByRole('toolbar', { name: 'Studio' }).getByRole('button', { name: 'Frame all' }).click();
      await settled(page);
      const framed = await cameraPose(page);
      expect(Math.hypot(...framed.position.map((p, i) => p - chosen.position[i]!))).toBeGreaterThan(0.01);
    });

    test('view presets from the buttons and the keys look from where they say, with the up axis up', async ({ page }) => {
      await openPlanText(page, 'cross.json', crossPlan());
      await expect(page.getByRole('toolbar', { name: 'View presets' })).toBeVisible();

      await page.getByRole('button', { name: 'Front view' }).click();
      await settled(page);
      let z = await offsetFromRoot(page, Z_TIP);
      let x = await offsetFromRoot(page, X_TIP);
      let y = await offsetFromRoot(page, Y_TIP);
      expect(z.up, 'front, Z up: +Z is up on screen').toBeGreaterThan(50);
      expect(Math.abs(z.right)).toBeLessThan(2);
      expect(x.right, 'front: +X is to the right').toBeGreaterThan(50);
      // +Y points away from the viewer: only perspective moves its tip off the root.
      expect(Math.hypot(y.right, y.up), 'front: +Y points away').toBeLessThan(0.35 * z.up);

      // Keys, with focus in the 3D view (a click on the canvas gives it focus).
      await page.locator('.studio-viewport canvas').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('Shift+Digit1');
      await settled(page);
      x = await offsetFromRoot(page, X_TIP);
      expect(x.right, 'back view (Shift+1): +X is to the left').toBeLessThan(-50);

      await page.keyboard.press('Digit3');
      await settled(page);
      y = await offsetFromRoot(page, Y_TIP);
      expect(y.right, 'right view (3): +Y is to the right').toBeGreaterThan(50);

      await page.keyboard.press('Digit7');
      await settled(page);
      y = await offsetFromRoot(page, Y_TIP);
      z = await offsetFromRoot(page, Z_TIP);
      expect(y.up, 'top view (7): +Y is up on screen').toBeGreaterThan(50);
      expect(Math.hypot(z.right, z.up), 'top view: +Z points at the viewer').toBeLessThan(0.5 * y.up);

      await page.getByRole('button', { name: 'Iso view' }).click();
      await settled(page);
      z = await offsetFromRoot(page, Z_TIP);
      x = await offsetFromRoot(page, X_TIP);
      expect(z.up).toBeGreaterThan(30);
      expect(x.right).toBeGreaterThan(30);

      // With -Y up, the front view puts -Y up on screen.
      await (await panel(page, 'View options')).getByLabel('Up axis').selectOption('-y');
      await page.getByRole('button', { name: 'Front view' }).click();
      await settled(page);
      y = await offsetFromRoot(page, Y_TIP);
      expect(y.up, 'front, -Y up: +Y is down on screen').toBeLessThan(-50);
      // The preset keys are in the buttons' tooltips and the "?" help, not printed over the view.
      await expect(page.getByRole('button', { name: 'Front view' })).toHaveAttribute('title', /\(1\)$/);
      await page.getByRole('button', { name: 'Keyboard shortcuts and help' }).click();
      const help = page.getByRole('dialog', { name: 'Keyboard shortcuts and help' });
      await expect(help.getByRole('region', { name: /In the 3D view/ })).toContainText('1Front view');
      await page.keyboard.press('Escape');
      await expect(help).toHaveCount(0);
    });

    test('the up axis is saved in the plan as x-studio metadata and a plan that carries it opens with it', async ({ page }) => {
      await openPlanText(page, 'cross.json', crossPlan());
      await expect((await panel(page, 'View options')).getByLabel('Up axis')).toHaveValue('z');
      await (await panel(page, 'View options')).getByLabel('Up axis').selectOption('-y');
      const exported = await download(page, null, 'Download JSON');
      const json = JSON.parse(exported.bytes.toString('utf8')) as Record<string, unknown>;
      expect(json['x-studio']).toEqual({ upAxis: '-y' });

      // Another choice, then the exported file again: it opens with -Y up.
      await (await panel(page, 'View options')).getByLabel('Up axis').selectOption('x');
      await expect((await panel(page, 'View options')).getByLabel('Up axis')).toHaveValue('x');
      await openPlanText(page, 'reopened.json', exported.bytes.toString('utf8'));
      await expect((await panel(page, 'View options')).getByLabel('Up axis')).toHaveValue('-y');
      await page.getByRole('button', { name: 'Front view' }).click();
      await settled(page);
      expect((await offsetFromRoot(page, Y_TIP)).up).toBeLessThan(-50);
    });

    test('Frame selection on a leaf does not zoom in past a fraction of the model; Follow root keeps the root in place', async ({ page }) => {
      await openPlanFile(page, join(examplesDir, 'humanoid.json'));
      const all = distance(await cameraPose(page));
      await selectJoint(page, 'left_toe_tip');
      await page.getByRole('toolbar', { name: 'Studio' }).getByRole('button', { name: 'Frame selection' }).click();
      await settled(page);
      const selection = distance(await cameraPose(page));
      expect(selection).toBeLessThan(all);
      expect(selection / all, 'a leaf is framed with room around it').toBeGreaterThan(0.25);

      await page.getByRole('toolbar', { name: 'Studio' }).getByRole('button', { name: 'Frame all' }).click();
      await (await panel(page, 'View options')).getByLabel('Follow root').check();
      await settled(page);
      const before = await jointOnScreen(page, 0);
      await setField(page, 'Pose sliders', 'root position x', '0.4');
      await settled(page);
      const after = await jointOnScreen(page, 0);
      expect(Math.abs(after.x - before.x) + Math.abs(after.y - before.y), 'the root stays where it was on screen').toBeLessThan(2);

      await (await panel(page, 'View options')).getByLabel('Follow root').uncheck();
      await setField(page, 'Pose sliders', 'root position x', '0');
      await settled(page);
      const moved = await jointOnScreen(page, 0);
      expect(Math.abs(moved.x - after.x) + Math.abs(moved.y - after.y), 'without follow, the root moves on screen').toBeGreaterThan(10);
    });

    test('the ground is under the lowest point of the neutral pose along the up axis', async ({ page }) => {
      await openPlanText(page, 'cross.json', crossPlan());
      const heightOf = async () => (await sceneObjects(page, 'ground-grid'))[0]!.height as number;
      expect(await heightOf()).toBeCloseTo(-0.5, 6); // the foot, 0.5 below the root along Z
      await (await panel(page, 'View options')).getByLabel('Up axis').selectOption('-z');
      await settled(page);
      expect(await heightOf()).toBeCloseTo(-1, 6); // z_tip is lowest with -Z up
      await (await panel(page, 'View options')).getByLabel('Up axis').selectOption('y');
      await settled(page);
      expect(await heightOf()).toBeCloseTo(0, 6);
    });

    test('local frames: off, only the selection, or all', async ({ page }) => {
      await openPlanText(page, 'cross.json', crossPlan());
      const frames = async () => (await sceneObjects(page, 'local-frames')).map((o) => o.frames);
      expect(await frames()).toEqual([]);
      await (await panel(page, 'View options')).getByLabel('Local frames').selectOption('all');
      await settled(page);
      expect(await frames()).toEqual([5]);
      await (await panel(page, 'View options')).getByLabel('Local frames').selectOption('selection');
      await settled(page);
      expect(await frames()).toEqual([]);
      await selectJoint(page, 'x_tip');
      await settled(page);
      expect(await frames()).toEqual([1]);
      await (await panel(page, 'View options')).getByLabel('Local frames').selectOption('off');
      await settled(page);
      expect(await frames()).toEqual([]);
    });

    test('PNG export at 1×, 2× and 4×, with a transparent background when asked', async ({ page }) => {
      await openPlanText(page, 'cross.json', crossPlan());
      const { width, height, ratio } = await page.evaluate(() => {
        const canvas = document.querySelector('.studio-viewport canvas')!;
        const box = canvas.getBoundingClientRect();
        return { width: box.width, height: box.height, ratio: window.devicePixelRatio };
      });
      const one = await download(page, 'View options', 'Save view as PNG');
      expect(one.name).toBe('cross.png');
      expectSize(pngHeader(one.bytes), width * ratio, height * ratio);
      expect(await cornerAlpha(page, one.bytes)).toBe(255);

      await (await panel(page, 'View options')).getByLabel('PNG size').selectOption('2');
      await (await panel(page, 'View options')).getByLabel('Transparent background').check();
      const two = await download(page, 'View options', 'Save view as PNG');
      expect(two.name).toBe('cross@2x.png');
      const header = pngHeader(two.bytes);
      expectSize(header, width * ratio * 2, height * ratio * 2);
      expect(header.colourType).toBe(6);
      expect(await cornerAlpha(page, two.bytes)).toBe(0);

      await (await panel(page, 'View options')).getByLabel('PNG size').selectOption('4');
      const four = await download(page, 'View options', 'Save view as PNG');
      expectSize(pngHeader(four.bytes), width * ratio * 4, height * ratio * 4);
      // The view on screen is back at its own size and background.
      const after = await page.evaluate(() => (document.querySelector('.studio-viewport canvas') as HTMLCanvasElement).width);
      expect(after).toBe(pngHeader(one.bytes).width);
    });

    test('name labels do not overlap, and the selection and its children are labelled', async ({ page }) => {
      const jointCount = await openPlanFile(page, flyPath);
      await (await panel(page, 'View options')).getByLabel('Name labels').check();
      await settled(page);
      const boxes = async () =>
        page.locator('.studio-name-label:not([hidden])').evaluateAll((spans) =>
          spans.map((s) => {
            const r = s.getBoundingClientRect();
            return { name: s.textContent ?? '', x: r.x, y: r.y, width: r.width, height: r.height };
          }),
        );
      let labels = await boxes();
      expect(labels.length).toBeGreaterThan(5);
      expect(labels.length, 'decluttered: not every joint of the fly gets a label').toBeLessThan(jointCount);
      const overlapping = (list: typeof labels) =>
        list.flatMap((a, i) =>
          list.slice(i + 1).filter((b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height).map((b) => `${a.name}/${b.name}`),
        );
      expect(overlapping(labels)).toEqual([]);

      await (await panel(page, 'Outline')).getByRole('treeitem').filter({ hasText: /^.lf_thorax_coxa/ }).click();
      await settled(page);
      labels = await boxes();
      const names = labels.map((l) => l.name);
      expect(names).toContain('lf_thorax_coxa');
      expect(names).toContain('lf_coxa_trochanterfemur');
      expect(overlapping(labels)).toEqual([]);
      // The new controls (view options, presets toolbar) and the label overlay keep the page axe-clean.
      await expectNoSeriousAxeViolations(page);

      await (await panel(page, 'View options')).getByLabel('Name labels').uncheck();
      await expect(page.locator('.studio-name-label')).toHaveCount(0);
    });
  });
}
