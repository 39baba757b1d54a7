import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { planarArmText as armText, planarArmRecording as armRecording, PLANAR_ARM_FPS as FPS } from './planarArmRecording.ts';
import { expectNoAxeViolations } from './axe.ts';
import { test, expect } from './fixtures.ts';
import { examplesDir, openPlanText, STUDIO_SIZES } from './studioCanvas.ts';
import { solveRecordingJson } from './studioRecording.ts';

// The Studio for keyboard and screen reader users: a named 3D view, a polite live region for the
// selection and pose, skip links and F6 between the areas, slider names without their values, no
// undo steps from moving the focus, and axe with nothing to report.

const humanoidText = readFileSync(join(examplesDir, 'humanoid.json'), 'utf8');
const announcer = (page: Page) => page.locator('.studio-announcer[aria-live="polite"]');

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bodyplans');
});

test('the 3D view is a region named after the plan and its joint count, renamed when another plan opens', async ({ page }) => {
  await expect(page.getByRole('region', { name: '3D view', exact: true })).toBeVisible();
  await openPlanText(page, 'planar-two-link-arm.json', armText);
  await expect(page.getByRole('region', { name: '3D view: planar-two-link-arm.json, 3 joints', exact: true })).toBeVisible();
  // The focusable canvas inside it has a name too.
  await expect(page.getByRole('application', { name: /^Camera and selection of planar-two-link-arm\.json/ })).toBeVisible();
  await openPlanText(page, 'humanoid.json', humanoidText);
  await expect(page.getByRole('region', { name: '3D view: humanoid.json, 30 joints', exact: true })).toBeVisible();
});

test('keyboard only: a skip link, shown when focused, reaches the pose sliders; F6 goes from the outline to a slider in two presses; the live region reads the selection and the pose, throttled', async ({ page }) => {
  await openPlanText(page, 'planar-two-link-arm.json', armText);
  // From the top of the page, Tab reaches the skip links (the shell's header comes first): a click
  // on the page's top edge puts the keyboard's starting point there.
  await page.mouse.click(2, 2);
  const skip = page.getByRole('link', { name: 'Skip to Outline' });
  for (let i = 0; i < 25 && !(await skip.evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  const box = (await skip.boundingBox())!;
  expect(box.x, 'the focused skip link is on screen').toBeGreaterThanOrEqual(0);
  expect(box.width).toBeGreaterThan(20);
  await page.keyboard.press('Enter');
  const shoulder = page.getByRole('treeitem', { name: /shoulder/ });
  await expect(shoulder).toBeFocused();

  // Selecting from the keyboard is read out.
  await page.keyboard.press('Enter');
  await expect(announcer(page)).toHaveText('Selected joint shoulder');

  // From the outline, F6 goes to the 3D view, then to the pose dock's first slider.
  await page.keyboard.press('F6');
  await expect(page.getByRole('application', { name: /^Camera and selection of/ })).toBeFocused();
  await page.keyboard.press('F6');
  const swing = page.getByRole('slider', { name: 'shoulder swing', exact: true });
  await expect(swing).toBeFocused();
  // Its name is the DOF's, its value is the value text, in the unit shown.
  const before = await swing.getAttribute('aria-valuetext');
  expect(before).toMatch(/^-?[\d.]+ degrees$/);
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(swing).not.toHaveAttribute('aria-valuetext', before!);
  await expect(swing).toHaveAccessibleName('shoulder swing');
  // A burst of steps is read once it settles, with the value the slider ends on.
  const after = (await swing.getAttribute('aria-valuetext'))!.replace(' degrees', '');
  await expect(announcer(page)).toHaveText(`Pose: shoulder swing ${after}°`);

  // Shift+F6 goes back: the 3D view, then the outline.
  await page.keyboard.press('Shift+F6');
  await page.keyboard.press('Shift+F6');
  await expect(shoulder).toBeFocused();

  // The pose sliders' skip link lands on a slider.
  const skipPose = page.getByRole('link', { name: 'Skip to Pose sliders' });
  await skipPose.focus();
  await expect(skipPose).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(swing).toBeFocused();

  // With the pose dock collapsed to icons, the link expands it first.
  await page.getByRole('button', { name: 'Collapse Pose to icons' }).click();
  await expect(swing).toBeHidden();
  await skipPose.focus();
  await page.keyboard.press('Enter');
  await expect(swing).toBeFocused();
});

test('on a phone a skip link selects the panel\'s tab and lands on its control', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPlanText(page, 'planar-two-link-arm.json', armText);
  const tabs = page.getByRole('tablist', { name: 'Studio panels' });
  await page.getByRole('link', { name: 'Skip to Outline' }).focus();
  await page.keyboard.press('Enter');
  await expect(tabs.getByRole('tab', { name: 'Outline', exact: true })).toHaveAttribute('aria-selected', 'true');
  const shoulder = page.getByRole('treeitem', { name: /shoulder/ });
  await expect(shoulder).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: 'Skip to Pose sliders' }).focus();
  await page.keyboard.press('Enter');
  await expect(tabs.getByRole('tab', { name: 'Pose sliders', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('slider', { name: 'shoulder swing', exact: true })).toBeFocused();
});

test('tabbing through the root fields and sliders without changing them adds no undo step', async ({ page }) => {
  await openPlanText(page, 'humanoid.json', humanoidText);
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await expect(undo).toBeDisabled();
  await page.getByLabel('root position x').focus();
  for (const next of ['root position y', 'root position z', 'root roll']) {
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(next, { exact: true })).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(undo).toBeDisabled();
  // The inspector's fields too: tabbing through them changes nothing.
  await page.getByRole('treeitem', { name: /^lower_spine/ }).click();
  await page.getByLabel('Name', { exact: true }).focus();
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  await expect(undo).toBeDisabled();
  // A real change is one undo step.
  const x = page.getByLabel('root position x');
  await x.fill('0.25');
  await x.press('Enter');
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(x).toHaveValue('0');
  await expect(undo).toBeDisabled();
});


for (const size of STUDIO_SIZES) {
  test(`at ${size.width}×${size.height} axe finds no violations: empty, with a solved recording loaded, with the angle plot maximized, with the JSON editor open`, async ({ page }) => {
    await page.setViewportSize(size);
    await expect(page.getByRole('heading', { level: 1, name: 'Body Plan Studio' })).toBeVisible();
    await expectNoAxeViolations(page);
    await openPlanText(page, 'planar-two-link-arm.json', armText);
    const tabs = page.getByRole('tablist', { name: 'Studio panels' });
    if ((await tabs.count()) > 0) await tabs.getByRole('tab', { name: 'Inverse kinematics', exact: true }).click();
    await solveRecordingJson(page, armRecording(), FPS);
    await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Maximize angle plot' }).click();
    await expect(page.getByRole('region', { name: 'Maximized panel' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('region', { name: 'Maximized panel' }).getByRole('button', { name: 'Restore' }).click();

    if ((await tabs.count()) > 0) await tabs.getByRole('tab', { name: 'JSON text', exact: true }).click();
    await page.getByRole('button', { name: 'JSON editor', exact: true }).click();
    await expect(page.getByTestId('json-editor')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
