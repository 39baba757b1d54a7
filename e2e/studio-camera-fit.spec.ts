import type { Locator, Page } from '@playwright/test';
import { armModel, armObservations, armPixel, canvasRgbAt, loadRecording, openArm } from './armThreeCameras.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { test, expect } from './fixtures.ts';

// Camera views that fit (issue 43): a maximized camera view shows the whole 640×480 image, letterboxed
// in its panel; the wheel zooms toward the pointer by a step, a drag pans, Fit (or 0) fits again. The
// observed points are joined by the plan's bones (a toggle), and the cameras in 3D are drawn small.

const IMAGE = { width: 640, height: 480 };

/** The canvas's box, and the image's rectangle drawn in it (from its data-view-transform), in CSS pixels of the page. */
async function drawnImage(view: Locator) {
  return view.evaluate((canvas: HTMLCanvasElement, image) => {
    const rect = canvas.getBoundingClientRect();
    const [scale, left, top] = canvas.dataset.viewTransform!.split(' ').map(Number) as [number, number, number];
    const perCss = canvas.width / rect.width;
    return {
      canvas: { x: rect.left, y: rect.top, width: rect.width, height: rect.height },
      image: { x: rect.left + left / perCss, y: rect.top + top / perCss, width: (image.width * scale) / perCss, height: (image.height * scale) / perCss },
      /** Image pixels per canvas pixel, and the canvas pixels per CSS pixel. */
      scale,
      perCss,
      transform: canvas.dataset.viewTransform!,
    };
  }, IMAGE);
}

/** The image point under a page point. */
function imagePointUnder(drawn: Awaited<ReturnType<typeof drawnImage>>, x: number, y: number): [number, number] {
  return [((x - drawn.image.x) / drawn.image.width) * IMAGE.width, ((y - drawn.image.y) / drawn.image.height) * IMAGE.height];
}

async function maximizeCamera2(page: Page) {
  await openArm(page);
  await loadRecording(page, 'arm-3cams.json', JSON.stringify(armObservations));
  await page.getByRole('button', { name: 'Maximize camera view Camera 2' }).click();
  const panel = page.getByRole('region', { name: 'Maximized panel' });
  const view = panel.getByRole('img', { name: /^Camera 2:/ });
  await expect(view).toBeVisible();
  return { panel, view };
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]) {
  test(`at ${size.width}×${size.height} a maximized camera view shows the whole image; the wheel zooms toward the pointer, a drag pans, Fit restores`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/bodyplans');
    const { panel, view } = await maximizeCamera2(page);

    // The view settles at the panel's size (a resize observer sizes the canvas): read it once it no longer changes.
    let fitted = await drawnImage(view);
    await expect.poll(async () => {
      const previous = fitted.transform;
      fitted = await drawnImage(view);
      return fitted.transform === previous && fitted.canvas.height > 100;
    }).toBe(true);
    const box = (await panel.boundingBox())!;
    const visible = { left: Math.max(0, box.x), top: Math.max(0, box.y), right: Math.min(size.width, box.x + box.width), bottom: Math.min(size.height, box.y + box.height) };
    const { image, canvas } = fitted;
    console.log(
      `${size.width}×${size.height}: panel visible ${Math.round(visible.right - visible.left)}×${Math.round(visible.bottom - visible.top)} px, view ${Math.round(canvas.width)}×${Math.round(canvas.height)} px, ` +
        `image drawn ${Math.round(image.width)}×${Math.round(image.height)} px at (${Math.round(image.x)}, ${Math.round(image.y)}): all ${IMAGE.height} rows visible`,
    );
    // The whole image is inside the panel's visible part, with no scrolling...
    expect(image.x).toBeGreaterThanOrEqual(visible.left - 1);
    expect(image.y).toBeGreaterThanOrEqual(visible.top - 1);
    expect(image.x + image.width).toBeLessThanOrEqual(visible.right + 1);
    expect(image.y + image.height).toBeLessThanOrEqual(visible.bottom + 1);
    // ...and as large as the view allows: it spans the view's full width or its full height, aspect kept.
    const fullWidth = Math.abs(image.width - canvas.width) <= 1 && image.x >= canvas.x - 1;
    const fullHeight = Math.abs(image.height - canvas.height) <= 1 && image.y >= canvas.y - 1;
    expect(fullWidth || fullHeight, `image ${image.width}×${image.height} in view ${canvas.width}×${canvas.height}`).toBe(true);
    expect(image.width / image.height).toBeCloseTo(IMAGE.width / IMAGE.height, 2);
    // The view takes the panel's height left by its heading and the controls under it (readout, tools, video, frame image,
    // about 240 px). The timeline is laid out in full from the read on (so that a solve's end never resizes the 3D
    // view), which leaves a maximized panel 446 px at 1280×800: a third of it for the image there, over half at 1920×1080.
    expect(canvas.height).toBeGreaterThan(0.33 * (visible.bottom - visible.top));
    await expect(panel.getByRole('button', { name: 'Fit', exact: true })).toBeDisabled();

    // One wheel notch up over the tool tip zooms in by about 15 %, and the tool tip stays under the pointer.
    const [u, v] = armPixel(1, 0, 7);
    const pointer = { x: image.x + (u / IMAGE.width) * image.width, y: image.y + (v / IMAGE.height) * image.height };
    await page.mouse.move(pointer.x, pointer.y);
    await page.mouse.wheel(0, -100);
    await expect.poll(async () => (await drawnImage(view)).transform).not.toBe(fitted.transform);
    const zoomed = await drawnImage(view);
    const step = zoomed.scale / fitted.scale;
    const under = imagePointUnder(zoomed, pointer.x, pointer.y);
    console.log(`${size.width}×${size.height}: one wheel notch scales by ${step.toFixed(4)}; the image point under the pointer moved from (${u.toFixed(2)}, ${v.toFixed(2)}) to (${under[0].toFixed(2)}, ${under[1].toFixed(2)})`);
    expect(step).toBeGreaterThanOrEqual(1.1);
    expect(step).toBeLessThanOrEqual(1.2);
    expect(Math.hypot(under[0] - u, under[1] - v)).toBeLessThan(0.5);
    await expect(panel.getByLabel('Camera 2 zoom')).toHaveText('115 %');

    // A drag moves the image with the pointer.
    await page.mouse.down();
    await page.mouse.move(pointer.x - 60, pointer.y - 40, { steps: 4 });
    await page.mouse.up();
    const panned = await drawnImage(view);
    console.log(`${size.width}×${size.height}: a drag of (−60, −40) px moved the image by (${(panned.image.x - zoomed.image.x).toFixed(2)}, ${(panned.image.y - zoomed.image.y).toFixed(2)}) px`);
    expect(panned.image.x - zoomed.image.x).toBeCloseTo(-60, 0);
    expect(panned.image.y - zoomed.image.y).toBeCloseTo(-40, 0);
    expect(panned.scale).toBeCloseTo(zoomed.scale, 9);

    // Fit returns to the whole image, exactly as it opened.
    await panel.getByRole('button', { name: 'Fit', exact: true }).click();
    await expect.poll(async () => (await drawnImage(view)).transform).toBe(fitted.transform);

    // The keys, on the focused view: + zooms, an arrow pans, 0 fits.
    await view.focus();
    await view.press('+');
    await expect(panel.getByLabel('Camera 2 zoom')).toHaveText('115 %');
    const keyZoomed = await drawnImage(view);
    await view.press('ArrowRight');
    await expect.poll(async () => (await drawnImage(view)).image.x).toBeLessThan(keyZoomed.image.x - 10);
    await view.press('0');
    await expect.poll(async () => (await drawnImage(view)).transform).toBe(fitted.transform);
    await expect(panel.getByLabel('Camera 2 zoom')).toHaveText('100 %');
    // Solved (the timeline then has its lanes), the maximized view stays, and the page is axe clean.
    await page.getByRole('button', { name: 'Solve recording' }).click();
    await expect(page.getByLabel('Solved RMS in pixels')).toHaveAttribute('data-value', /^\d/, { timeout: 60_000 });
    await expect(view).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}

test('the observed points are joined by the plan’s bones (a toggle); the cameras in 3D are drawn small, at the model’s scale', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bodyplans');
  await openArm(page);
  await loadRecording(page, 'arm-3cams.json', JSON.stringify(armObservations));
  const view = page.getByRole('img', { name: /^Camera 2:/ });
  await expect(view).toBeVisible();

  // The longest observed bone in camera 2 at frame 1: its middle is drawn in the observations' red.
  const bones = Array.from(armModel.parentIndex)
    .map((parent, joint) => ({ joint, parent }))
    .filter(({ parent }) => parent >= 0)
    .map(({ joint, parent }) => ({ a: armPixel(1, 0, parent), b: armPixel(1, 0, joint) }))
    .sort((p, q) => Math.hypot(q.a[0] - q.b[0], q.a[1] - q.b[1]) - Math.hypot(p.a[0] - p.b[0], p.a[1] - p.b[1]));
  const { a, b } = bones[0]!;
  const middle = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
  const red = (rgb: number[]) => rgb.every((c, k) => Math.abs(c - [0xe1, 0x1d, 0x48][k]!) <= 8);
  await expect(view).toHaveAttribute('data-observed-bones', String(armModel.jointCount - 1));
  const on = await canvasRgbAt(page, 'Camera 2', ...middle);
  console.log(`bones on: ${await view.getAttribute('data-observed-bones')} drawn; the middle of the longest bone (${Math.round(Math.hypot(a[0] - b[0], a[1] - b[1]))} px) is rgb(${on.join(', ')})`);
  expect(red(on)).toBe(true);

  const toolbar = page.getByRole('toolbar', { name: 'Camera 2 view' });
  await toolbar.getByRole('checkbox', { name: 'Bones' }).uncheck();
  await expect(view).toHaveAttribute('data-observed-bones', '0');
  const off = await canvasRgbAt(page, 'Camera 2', ...middle);
  console.log(`bones off: the same pixel is rgb(${off.join(', ')})`);
  expect(red(off)).toBe(false);
  // One choice for every view.
  await expect(page.getByRole('img', { name: /^Camera 1:/ })).toHaveAttribute('data-observed-bones', '0');

  // The cameras in 3D: a small pyramid each, a fifth of the plan's size or so, not reaching across the view.
  const frustums = await page.evaluate(() => window.__studioDebug!.sceneObjects().filter((o) => o.role === 'camera-frustum'));
  expect(frustums.map((f) => f.camera)).toEqual([0, 1, 2]);
  for (const frustum of frustums) {
    const share = Number(frustum.extent) / Number(frustum.planSize);
    console.log(`camera ${String(frustum.camera)}: drawn ${Number(frustum.extent).toFixed(3)} from its centre, ${(100 * share).toFixed(1)} % of the plan's size ${Number(frustum.planSize).toFixed(3)}`);
    expect(share).toBeGreaterThan(0.05);
    expect(share).toBeLessThan(0.3);
  }
  await page.getByRole('checkbox', { name: 'Show camera frustums in 3D' }).uncheck();
  await expect.poll(() => page.evaluate(() => window.__studioDebug!.sceneObjects().filter((o) => o.role === 'camera-frustum').length)).toBe(0);
  await page.getByRole('button', { name: 'Solve recording' }).click();
  await expect(page.locator('.ik-frame-readout')).toContainText('Frame 1 of 4');
  await expectNoSeriousAxeViolations(page);
});
