import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { flyPath, openPlanFile } from './studioCanvas.ts';

/** `STUDIO_SCREENSHOTS=1` (npm run screenshots) also saves the README's screenshots of each size. */
const SCREENSHOTS = Boolean(process.env.STUDIO_SCREENSHOTS);
const screenshotPath = (width: number, height: number) => join(import.meta.dirname, '..', 'docs', 'screenshots', `studio-${width}x${height}.png`);

const DESKTOP = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
const PHONE = { width: 390, height: 844 };

async function openFly(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto('/bodyplans');
  await expect(page.getByRole('heading', { level: 1, name: 'Body Plan Studio' })).toBeVisible();
  await openPlanFile(page, flyPath);
}

/** The 3D view's box and the window, as the page sees them (no scrolling allowed for "above the fold"). */
async function viewGeometry(page: Page) {
  const box = (await page.getByRole('region', { name: '3D view' }).boundingBox())!;
  const window = await page.evaluate(() => ({ width: innerWidth, height: innerHeight, scrollY }));
  return { box, window };
}

async function expectViewTakesTheSpace(page: Page, what: string) {
  const { box, window } = await viewGeometry(page);
  expect(window.scrollY, `${what}: the page is not scrolled`).toBe(0);
  expect(box.y, `${what}: the view's top is on screen`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: the view's bottom is above the fold`).toBeLessThanOrEqual(window.height);
  expect(box.width, `${what}: the view is at least 60 % of the window's width`).toBeGreaterThanOrEqual(0.6 * window.width);
  expect(box.height, `${what}: the view is at least 70 % of the window's height`).toBeGreaterThanOrEqual(0.7 * window.height);
}

for (const size of DESKTOP) {
  test(`at ${size.width}×${size.height} the 3D view is above the fold and takes ≥ 60 % of the width and ≥ 70 % of the height, with the JSON editor closed and open`, async ({ page }) => {
    await openFly(page, size);
    await expectViewTakesTheSpace(page, 'editor closed');
    if (SCREENSHOTS) await page.screenshot({ path: screenshotPath(size.width, size.height) });

    // The JSON editor opens as the first panel of the left dock (its top half): the dock keeps its
    // width, so the view keeps its share of the window.
    await page.getByRole('button', { name: 'JSON editor' }).click();
    await expect(page.locator('.studio-json-editor .cm-content')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Plan structure' }).locator('.studio-json-editor')).toBeVisible();
    await expectViewTakesTheSpace(page, 'editor open');
  });
}

test('a dock collapses to a strip of labelled icons and back; the view grows into the room', async ({ page }) => {
  await openFly(page, DESKTOP[0]!);
  const right = page.getByRole('complementary', { name: 'Pose' });
  const sliders = right.getByRole('region', { name: 'Pose', exact: true });
  await expect(sliders).toBeVisible();
  const before = (await viewGeometry(page)).box.width;

  await page.getByRole('button', { name: 'Collapse Pose to icons' }).click();
  await expect(sliders).toBeHidden();
  for (const name of ['Pose sliders', 'Inverse kinematics', 'Inspector', 'Pose file']) {
    await expect(right.getByRole('button', { name: `Show ${name}` })).toBeVisible();
  }
  await expect(right.getByRole('button', { name: 'Show Pose sliders' }), 'the focus moves to the strip').toBeFocused();
  const collapsed = (await viewGeometry(page)).box.width;
  expect(collapsed, 'the view takes the collapsed dock’s room').toBeGreaterThan(before + 100);

  await right.getByRole('button', { name: 'Show Inspector' }).click();
  await expect(right.getByRole('heading', { name: 'Inspector' })).toBeInViewport();
  await expect(sliders).toBeVisible();
  await expect(right.getByRole('button', { name: 'Show Inspector' })).toHaveCount(0);
  expect((await viewGeometry(page)).box.width).toBeCloseTo(before, 0);
});

test('the splitter resizes its dock by keyboard and by dragging; sizes and collapsed state survive a reload', async ({ page }) => {
  await openFly(page, DESKTOP[0]!);
  const splitter = page.getByRole('separator', { name: 'Resize Pose panels' });
  const dock = page.getByRole('complementary', { name: 'Pose' });
  await expect(splitter).toHaveAttribute('aria-controls', (await dock.getAttribute('id'))!);
  await expect(splitter).toHaveAttribute('aria-valuemin', '180');
  await expect(splitter).toHaveAttribute('aria-valuemax', '512');
  const start = Number(await splitter.getAttribute('aria-valuenow'));
  const dockWidth = async () => Math.round((await dock.boundingBox())!.width);
  expect(await dockWidth()).toBe(start);

  // The right dock's splitter: ArrowLeft moves it left, so the dock widens.
  await splitter.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(splitter).toHaveAttribute('aria-valuenow', String(start + 32));
  expect(await dockWidth()).toBe(start + 32);
  await page.keyboard.press('ArrowRight');
  await expect(splitter).toHaveAttribute('aria-valuenow', String(start + 16));
  await page.keyboard.press('End');
  await expect(splitter).toHaveAttribute('aria-valuenow', '512');
  await page.keyboard.press('Home');
  await expect(splitter).toHaveAttribute('aria-valuenow', '180');
  expect(await dockWidth()).toBe(180);
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(splitter).toHaveAttribute('aria-valuenow', String(180 + 64));

  // Dragging the left splitter 60 px to the right widens the left dock by as much.
  const leftSplitter = page.getByRole('separator', { name: 'Resize Plan structure panels' });
  const leftStart = Number(await leftSplitter.getAttribute('aria-valuenow'));
  const grip = (await leftSplitter.boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2 + 30, grip.y + grip.height / 2, { steps: 3 });
  await page.mouse.move(grip.x + grip.width / 2 + 60, grip.y + grip.height / 2, { steps: 3 });
  await page.mouse.up();
  await expect(leftSplitter).toHaveAttribute('aria-valuenow', String(leftStart + 60));

  // Enter on the left splitter collapses its dock to icons.
  await leftSplitter.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Show Outline' })).toBeVisible();

  await page.reload();
  await openPlanFile(page, flyPath);
  await expect(splitter, 'the right dock keeps its width').toHaveAttribute('aria-valuenow', String(180 + 64));
  expect(await dockWidth()).toBe(180 + 64);
  await expect(page.getByRole('button', { name: 'Show Outline' }), 'the left dock stays collapsed').toBeVisible();
  await leftSplitter.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Outline' })).toBeVisible();
  await expect(leftSplitter, 'and expands to the width it was dragged to').toHaveAttribute('aria-valuenow', String(leftStart + 60));
});

test('at 390×844 the view comes first and on screen without scrolling; the panels are tabs, each showing its panel', async ({ page }) => {
  await openFly(page, PHONE);
  const { box, window } = await viewGeometry(page);
  expect(window.scrollY).toBe(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'the view ends above the fold').toBeLessThanOrEqual(window.height);
  expect(box.width, 'the view spans the width').toBeGreaterThanOrEqual(0.85 * window.width);
  expect(box.height).toBeGreaterThanOrEqual(0.3 * window.height);
  if (SCREENSHOTS) await page.screenshot({ path: screenshotPath(PHONE.width, PHONE.height) });

  const tablist = page.getByRole('tablist', { name: 'Studio panels' });
  const tabsBox = (await tablist.boundingBox())!;
  expect(tabsBox.y, 'the tabs come after the view').toBeGreaterThanOrEqual(box.y + box.height);
  await expect(page.getByRole('complementary')).toHaveCount(0);

  const panels: [string, (panel: ReturnType<Page['getByRole']>) => ReturnType<Page['getByRole']>][] = [
    ['Pose sliders', (p) => p.getByRole('heading', { name: 'Pose', exact: true })],
    ['Outline', (p) => p.getByRole('tree')],
    ['Inspector', (p) => p.getByRole('heading', { name: 'Inspector' })],
    ['Inverse kinematics', (p) => p.getByRole('heading', { name: 'Inverse kinematics' })],
    ['JSON text', (p) => p.getByRole('button', { name: 'JSON editor' })],
    ['Diagnostics', (p) => p.getByRole('heading', { name: 'Diagnostics' })],
    ['Examples', (p) => p.getByRole('button', { name: 'Humanoid' })],
    ['Pose file', (p) => p.getByRole('heading', { name: 'Pose file' })],
    ['Recent documents', (p) => p.getByRole('heading', { name: 'Recent documents' })],
    ['View options', (p) => p.getByRole('group', { name: 'View options' })],
  ];
  for (const [name, content] of panels) {
    const tab = tablist.getByRole('tab', { name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name, exact: true });
    await expect(panel).toBeVisible();
    await expect(content(panel), `the ${name} tab shows its panel`).toBeVisible();
    await expect(page.getByRole('tabpanel'), 'one panel at a time').toHaveCount(1);
  }

  // The tabs pattern's keys: ArrowRight wraps from the last tab to the first.
  await page.keyboard.press('ArrowRight');
  await expect(tablist.getByRole('tab', { name: 'Pose sliders' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Pose sliders' })).toBeVisible();
});

test('axe finds no serious violations on /bodyplans at 1280×800, empty and with a plan open', async ({ page }) => {
  await page.setViewportSize(DESKTOP[0]!);
  await page.goto('/bodyplans');
  await expect(page.getByRole('heading', { level: 1, name: 'Body Plan Studio' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await openPlanFile(page, flyPath);
  await expectNoSeriousAxeViolations(page);
});
