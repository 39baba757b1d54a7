import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { openPlanText, panel, STUDIO_SIZES, chooseMenuItem } from './studioCanvas.ts';
import { flatDofs, type PoseFile } from './poseFile.ts';
import { gotoLineEnd } from './jsonEditor.ts';

/** Precision details (names, numbers, units) and the small items of editing that never loses the picture. */

const LONG_JOINT = 'left_front_leg_coxa_trochanter_femur_tibia_tarsus_claw_joint';

/** A free-floating plan: a root and one leg joint with a long name and limits off the slider's 0.1° grid. */
function planText(clawParent = LONG_JOINT): string {
  const plan = {
    fixed_base: false,
    joints: [
      { name: 'pelvis', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
      {
        name: LONG_JOINT,
        parent: 'pelvis',
        offset_pos: [0.3, 0, 0],
        offset_quat: [1, 0, 0, 0],
        dofs: [{ name: 'flexion', type: 'hinge', axis: [0, 0, 1], neutral: 0, limits: [-0.5, 1.2] }],
      },
      { name: 'claw', parent: clawParent, offset_pos: [0.2, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
    ],
  };
  return JSON.stringify(plan, null, 2);
}

const DOF = `${LONG_JOINT} flexion`;

async function downloadedPose(page: Page): Promise<number[]> {
  const download = page.waitForEvent('download');
  await showPanelTab(page, 'Pose file');
  await page.getByRole('button', { name: 'Download pose' }).click();
  await showPanelTab(page, 'Pose sliders');
  const path = join(mkdtempSync(join(tmpdir(), 'precision-pose-')), 'pose.json');
  await (await download).saveAs(path);
  return flatDofs(JSON.parse(readFileSync(path, 'utf8')) as PoseFile);
}

/** Below 800 px the panels are tabs under the view: shows the one named (wide screens dock every panel). */
async function showPanelTab(page: Page, name: string) {
  const tab = page.getByRole('tablist', { name: 'Studio panels' }).getByRole('tab', { name, exact: true });
  if ((await tab.count()) > 0) await tab.click();
}

async function selectLeg(page: Page) {
  await showPanelTab(page, 'Outline');
  await page.getByRole('treeitem', { name: new RegExp(LONG_JOINT) }).click();
  await showPanelTab(page, 'Pose sliders');
  await expect(page.getByRole('slider', { name: DOF })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bodyplans');
});

for (const size of STUDIO_SIZES) {
  test.describe(() => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(size);
    });
    test(`${size.width}×${size.height}: root orientation follows the angle unit; root position refuses non-finite values and warns beyond ±1e6`, async ({ page }) => {
      await openPlanText(page, 'leg.json', planText());
      await showPanelTab(page, 'Pose sliders');
      await expect(page.getByRole('slider', { name: 'root yaw', exact: true })).toHaveAttribute('max', '180');
      await expect(page.getByRole('slider', { name: 'root yaw', exact: true })).toHaveAttribute('aria-valuetext', '0°');
      await (await panel(page, 'View options')).getByLabel('Angles').selectOption('rad');
      await showPanelTab(page, 'Pose sliders');
      const yaw = page.getByRole('slider', { name: /^root yaw/ });
      await expect(yaw).toHaveAccessibleName('root yaw');
      await expect(yaw).toHaveAttribute('aria-valuetext', '0 rad');
      expect(Number(await yaw.getAttribute('max'))).toBeCloseTo(Math.PI, 12);
      await yaw.fill('0.5');
      await expect(yaw).toHaveAttribute('aria-valuetext', '0.5 rad');
      await (await panel(page, 'View options')).getByLabel('Angles').selectOption('deg');
      await showPanelTab(page, 'Pose sliders');
      await expect(page.getByRole('slider', { name: /^root yaw/ })).toHaveAttribute('aria-valuetext', '29°');

      const x = page.getByLabel('root position x');
      const notice = page.getByRole('status').filter({ hasText: 'Root position' });
      await x.fill('1e400');
      await x.press('Enter');
      await expect(notice).toContainText('Root position x: "1e400" is not a finite number; the position was not changed.');
      await expect(x).toHaveValue('0');
      await x.fill('2000000');
      await x.press('Enter');
      await expect(x).toHaveValue('2000000');
      await expect(notice).toContainText('Root position x: 2000000 is more than 1e+6 from the origin; check the units.');
      await x.fill('0.5');
      await x.press('Enter');
      await expect(x).toHaveValue('0.5');
      await expect(notice).toHaveCount(0);
    });

    test(`${size.width}×${size.height}: End and Home on a DOF slider go exactly to its limits; "at limit" shows only at the limit, never beyond`, async ({ page }) => {
      await openPlanText(page, 'leg.json', planText());
      await selectLeg(page);
      const slider = page.getByRole('slider', { name: DOF });
      const field = page.getByRole('textbox', { name: `${DOF} value in degrees` });
      const badge = page.locator('.studio-at-limit');
      await expect(badge).toHaveCount(0);

      await slider.focus();
      await page.keyboard.press('End');
      await expect(field).toHaveValue('68.75');
      await expect(badge).toHaveText('at upper limit');
      expect((await downloadedPose(page)).at(-1)).toBe(1.2);

      await slider.focus();
      await page.keyboard.press('Home');
      await expect(field).toHaveValue('-28.65');
      await expect(badge).toHaveText('at lower limit');
      expect((await downloadedPose(page)).at(-1)).toBe(-0.5);

      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await expect(badge).toHaveCount(0);

      // Past the limit (limits ignored) it is "beyond", not "at".
      await (await panel(page, 'View options')).getByRole('switch', { name: /Ignore limits/ }).check();
      await showPanelTab(page, 'Pose sliders');
      await field.fill('100');
      await field.press('Enter');
      await expect(field).toHaveValue('100');
      await expect(badge).toHaveText('beyond upper limit');
    });
  });
}

for (const size of STUDIO_SIZES) {
  test(`a long joint name wraps only at word boundaries, inside its panel, with the full name on hover (${size.width}×${size.height})`, async ({ page }) => {
    await page.setViewportSize(size);
    await openPlanText(page, 'leg.json', planText());
    await selectLeg(page);
    const label = page.locator('.studio-dof-label');
    await expect(label).toHaveText(DOF);
    await expect(label).toHaveAttribute('title', DOF);
    await expect(page.locator('.studio-joint-title')).toHaveAttribute('title', LONG_JOINT);
    const layout = await label.evaluate((element) => {
      // The character before each line break, found from the tops of one-character ranges.
      const breaksAfter: string[] = [];
      let previousTop: number | null = null;
      let previousChar = '';
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = range.getBoundingClientRect().top;
          if (previousTop !== null && top > previousTop + 2) breaksAfter.push(previousChar);
          previousTop = top;
          previousChar = text[i]!;
        }
      }
      const panel = element.closest('section')!;
      return { breaksAfter, panelOverflows: panel.scrollWidth > panel.clientWidth, labelRight: element.getBoundingClientRect().right, panelRight: panel.getBoundingClientRect().right };
    });
    expect(layout.breaksAfter.length, 'the name is long enough to wrap in the Pose panel').toBeGreaterThan(0);
    for (const char of layout.breaksAfter) expect(['_', ' ']).toContain(char);
    expect(layout.panelOverflows).toBe(false);
    expect(layout.labelRight).toBeLessThanOrEqual(layout.panelRight);
  });
}

for (const size of STUDIO_SIZES) {
  test.describe(() => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(size);
    });
    test(`${size.width}×${size.height}: a disabled primary button meets WCAG AA contrast and axe finds nothing on /bodyplans`, async ({ page }) => {
      await chooseMenuItem(page, 'File', 'Paste body plan…');
      const open = page.getByRole('button', { name: 'Open pasted plan' });
      await expect(open).toBeDisabled();
      const ratio = await open.evaluate((button) => {
        const style = getComputedStyle(button);
        const luminance = (css: string) => {
          const [r, g, b] = css.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((v) => Number(v) / 255);
          const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
          return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
        };
        const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
        return (light! + 0.05) / (dark! + 0.05);
      });
      expect(ratio).toBeGreaterThanOrEqual(4.5);
      await expectNoSeriousAxeViolations(page);
    });

    test(`${size.width}×${size.height}: plural forms and notices: "1 error" goes away when the plan is fixed; a clamped notice goes when the DOF moves back`, async ({ page }) => {
      const bad = planText(`${LONG_JOINT}x`);
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Open body plan' }).click();
      await (await chooser).setFiles({ name: 'leg.json', mimeType: 'application/json', buffer: Buffer.from(bad) });
      const errorNotice = page.getByRole('status').filter({ hasText: 'not drawn' });
      await expect(errorNotice).toContainText('leg.json has 1 error: it is not drawn until they are fixed.');

      await (await panel(page, 'JSON text')).getByRole('button', { name: 'JSON editor' }).click();
      const line = bad.split('\n').findIndex((l) => l.includes(`"${LONG_JOINT}x"`)) + 1;
      await gotoLineEnd(page, line);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Backspace');
      await showPanelTab(page, 'Pose sliders');
      await expect(page.getByRole('slider', { name: /^root yaw/ })).toBeVisible();
      await expect(errorNotice).toHaveCount(0);

      await selectLeg(page);
      const field = page.getByRole('textbox', { name: `${DOF} value in degrees` });
      const clamped = page.getByRole('status').filter({ hasText: 'outside the limits' });
      await field.fill('999');
      await field.press('Enter');
      await expect(clamped).toContainText(`${DOF}: 999° is outside the limits`);
      await page.getByRole('slider', { name: DOF }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(clamped).toHaveCount(0);
    });

    test(`${size.width}×${size.height}: the open-plan line counts in the right number: "1 joint, 0 DOFs", then "1 joint, 1 DOF"`, async ({ page }) => {
      await page.getByRole('button', { name: 'New body plan' }).click();
      await expect(page.locator('.studio-current')).toContainText('1 joint, 0 DOFs');
      await showPanelTab(page, 'Outline');
      await page.getByRole('treeitem').first().click();
      await showPanelTab(page, 'Inspector');
      await page.getByRole('button', { name: 'Add hinge' }).click();
      await expect(page.locator('.studio-current')).toContainText('1 joint, 1 DOF,');
    });

    test(`${size.width}×${size.height}: a pasted plan exports as pasted-<root joint>.json`, async ({ page }) => {
      await chooseMenuItem(page, 'File', 'Paste body plan…');
      await page.getByRole('dialog', { name: 'Paste a body plan' }).getByLabel('Body plan JSON').fill(planText());
      await page.getByRole('button', { name: 'Open pasted plan' }).click();
      await expect(page.locator('.studio-current')).toContainText('Open: pasted-pelvis.json');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download JSON' }).click();
      expect((await download).suggestedFilename()).toBe('pasted-pelvis.json');
    });
  });
}
