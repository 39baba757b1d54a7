// Helpers for Studio tests that look at the 3D view: open a plan, wait for it to be drawn, read
// pixels of the WebGL canvas (kept by preserveDrawingBuffer) and ask the debug hook where joints are.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { StudioSceneObject } from '../src/features/studio/scene/StudioDebugHook.tsx';

export const examplesDir = join(import.meta.dirname, '..', 'public', 'bodyplans');
export const flyPath = join(import.meta.dirname, '..', 'test-data', 'neuromechfly', 'neuromechfly_ypr_legs.json');

export type Rgb = [number, number, number];
export interface ScreenPoint {
  x: number;
  y: number;
}

/** Opens a plan's text through the "Open body plan" button's file chooser, as a person would, and waits until it is drawn. */
export async function openPlanText(page: Page, name: string, text: string): Promise<number> {
  const jointCount = (JSON.parse(text) as { joints: unknown[] }).joints.length;
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open body plan' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  await waitForDrawn(page, jointCount);
  return jointCount;
}

/** As openPlanText, for a file on disk. */
export async function openPlanFile(page: Page, path: string): Promise<number> {
  return openPlanText(page, path.split('/').pop()!, readFileSync(path, 'utf8'));
}

/** Waits until the canvas has rendered a plan with `jointCount` joints, then two more animation frames. */
export async function waitForDrawn(page: Page, jointCount: number) {
  await page.waitForFunction((n) => window.__studioDebug?.jointCount === n && window.__studioDebug.framesRendered > 0, jointCount, { timeout: 30_000 });
  await settled(page);
}

/** Two animation frames: an on-demand render requested by the last change has reached the canvas. */
export async function settled(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Where a point of the segment from joint `from` (t = 0) to joint `to` (t = 1) is on the page (client coordinates). */
export async function screenPoint(page: Page, from: number, to: number, t: number): Promise<ScreenPoint> {
  const point = await page.evaluate(([a, b, s]) => window.__studioDebug!.screenPoint(a!, b!, s!), [from, to, t]);
  if (!point) throw new Error(`no screen point between joints ${from} and ${to}`);
  return point;
}

/** Where a joint's keypoint is on the page. */
export function jointOnScreen(page: Page, joint: number): Promise<ScreenPoint> {
  return screenPoint(page, joint, joint, 0);
}

export async function sceneObjects(page: Page, role?: string): Promise<StudioSceneObject[]> {
  const all = await page.evaluate(() => window.__studioDebug!.sceneObjects());
  return role === undefined ? all : all.filter((o) => o.role === role);
}

/** The canvas' colour at each client point (null outside the canvas). */
export async function canvasColoursAt(page: Page, points: ScreenPoint[]): Promise<(Rgb | null)[]> {
  await settled(page);
  return page.locator('.studio-viewport canvas').evaluate((canvas: HTMLCanvasElement, at: ScreenPoint[]) => {
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d')!;
    context.drawImage(canvas, 0, 0);
    const rect = canvas.getBoundingClientRect();
    return at.map(({ x, y }) => {
      const px = Math.floor(((x - rect.left) * canvas.width) / rect.width);
      const py = Math.floor(((y - rect.top) * canvas.height) / rect.height);
      if (px < 0 || py < 0 || px >= canvas.width || py >= canvas.height) return null;
      const d = context.getImageData(px, py, 1, 1).data;
      return [d[0]!, d[1]!, d[2]!] as [number, number, number];
    });
  }, points);
}

/** A summary of every canvas pixel: how many are within `tolerance` of `near` (per channel), how many distinct colours, and a checksum of them all. */
export async function canvasPixelSummary(page: Page, near: Rgb = [-1000, -1000, -1000], tolerance = 24): Promise<{ near: number; distinct: number; checksum: number }> {
  await settled(page);
  return page.locator('.studio-viewport canvas').evaluate(
    (canvas: HTMLCanvasElement, [target, tol]: [Rgb, number]) => {
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const context = copy.getContext('2d')!;
      context.drawImage(canvas, 0, 0);
      const data = context.getImageData(0, 0, copy.width, copy.height).data;
      let count = 0;
      let checksum = 0;
      const colours = new Set<number>();
      for (let i = 0; i < data.length; i += 4) {
        const r = data[i]!, g = data[i + 1]!, b = data[i + 2]!;
        if (Math.abs(r - target[0]) <= tol && Math.abs(g - target[1]) <= tol && Math.abs(b - target[2]) <= tol) count++;
        const rgb = (r << 16) | (g << 8) | b;
        colours.add(rgb);
        checksum = (checksum * 31 + rgb * (i + 1)) % 2_147_483_647;
      }
      return { near: count, distinct: colours.size, checksum };
    },
    [near, tolerance] as [Rgb, number],
  );
}

/** How many canvas pixels are within `tolerance` of a colour (per channel). */
export async function countPixelsNear(page: Page, colour: Rgb, tolerance = 24): Promise<number> {
  return (await canvasPixelSummary(page, colour, tolerance)).near;
}

/** A checksum of the whole picture: equal pictures, equal checksums. */
export async function canvasChecksum(page: Page): Promise<number> {
  return (await canvasPixelSummary(page)).checksum;
}

export async function canvasRect(page: Page) {
  const box = await page.locator('.studio-viewport canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  return box;
}

export const colourDistance = (a: Rgb, b: Rgb) => Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2]));

/** The window sizes every Studio point must work at: two desktops and a phone. */
export const STUDIO_SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
];

export type StudioTab = 'View options' | 'Outline' | 'Inspector' | 'Pose sliders' | 'JSON text' | 'Diagnostics';

/**
 * Where a panel's controls are: the page on a desktop (every dock panel is open at once; the View
 * options open under their toolbar button first), or, on a phone, the panel's tab, which this
 * selects first (as a person would).
 */
export async function panel(page: Page, tab: StudioTab): Promise<Page | Locator> {
  const tabs = page.getByRole('tablist', { name: 'Studio panels' });
  if ((await tabs.count()) === 0) {
    if (tab === 'View options') await openViewOptions(page);
    return page;
  }
  const button = tabs.getByRole('tab', { name: tab, exact: true });
  if ((await button.getAttribute('aria-selected')) !== 'true') await button.click();
  return page.getByRole('tabpanel', { name: tab, exact: true });
}

/** Opens the toolbar's View options popup (a wide window) unless it is open, and returns it. */
export async function openViewOptions(page: Page): Promise<Locator> {
  const button = page.getByRole('toolbar', { name: 'Studio' }).getByRole('button', { name: 'View options' });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const popup = page.getByRole('dialog', { name: 'View options' });
  await popup.waitFor();
  return popup;
}

/** Closes the View options popup if it is open (Escape, as a person would), so that it covers nothing. */
export async function closeViewOptions(page: Page) {
  const popup = page.getByRole('dialog', { name: 'View options' });
  if ((await popup.count()) === 0) return;
  await popup.locator('select, input, button').first().press('Escape');
  await popup.waitFor({ state: 'detached' });
}

/** Runs an item of a toolbar menu ("File") as a person would: opens the menu, clicks the item. */
export async function chooseMenuItem(page: Page, menu: string, item: string) {
  await page.getByRole('toolbar', { name: 'Studio' }).getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('menu', { name: menu }).getByRole('menuitem', { name: item }).click();
}
