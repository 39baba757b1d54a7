import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ForwardKinematics } from '../src/bodyplan/kinematics/kinematics.ts';
import { loadBodyPlan } from '../src/bodyplan/format/load.ts';
import { test, expect } from './fixtures.ts';
import { examplesDir, flyPath, openPlanFile, openPlanText, panel, settled, STUDIO_SIZES } from './studioCanvas.ts';
import { solveRecordingJson } from './studioRecording.ts';
import { textProblems } from './textBoxes.ts';

// No visible text overlaps other visible text, leaves its box, scrolls sideways or breaks a name or
// number mid-word, in each panel state a test can reach, at the three window sizes.

const armText = readFileSync(join(examplesDir, 'planar-two-link-arm.json'), 'utf8');

function armRecording(): number[][][] {
  const fk = new ForwardKinematics(loadBodyPlan(armText).model!);
  return Array.from({ length: 6 }, (_, i) => {
    fk.compute(Float64Array.from([-0.6 + 0.25 * i, 0.3 + 0.2 * i]));
    return [0, 1, 2].map((j) => Array.from(fk.keypoints.subarray(3 * j, 3 * j + 3)));
  });
}

async function expectClean(page: Page, state: string) {
  await settled(page);
  const problems = await textProblems(page);
  expect(problems.map((p) => `${p.kind}: ${p.text} — ${p.detail}`), `${state}: text problems`).toEqual([]);
}

test('the check finds text over text, text out of its box, a sideways scroll and a name cut mid-word', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 400 });
  await page.setContent(`<main style="font: 16px sans-serif">
    <p style="margin: 0">Banner text over a button</p>
    <button style="position: absolute; top: 4px; left: 8px">Front</button>
    <div style="width: 60px; margin-top: 40px; white-space: nowrap">outside_of_its_box</div>
    <div style="width: 80px; overflow-x: auto"><span style="white-space: nowrap">a wide line in a narrow box</span></div>
    <div style="width: 50px; overflow-wrap: anywhere">trochanterfemur</div>
  </main>`);
  const kinds = (await textProblems(page)).map((p) => `${p.kind}: ${p.text}`);
  expect(kinds).toContain('overlap: Banner text over a button ⟷ Front');
  expect(kinds).toContain('outside: outside_of_its_box');
  expect(kinds.some((k) => k.startsWith('sideways-scroll: a wide line'))).toBe(true);
  expect(kinds).toContain('mid-word: trochanterfemur');
});

for (const size of STUDIO_SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/bodyplans');
      await expect(page.getByRole('heading', { level: 1, name: 'Body Plan Studio' })).toBeVisible();
    });

    test('the empty Studio, the fly plan and a joint of it selected, the command palette, and the broken text with its last-valid-version banner', async ({ page }) => {
      await expectClean(page, 'empty Studio');

      await openPlanFile(page, flyPath);
      await expectClean(page, 'fly plan loaded');

      // A joint selected: its DOF sliders with their long names and values, and the inspector.
      await (await panel(page, 'Outline')).getByRole('treeitem', { name: /^lf_coxa_trochanterfemur/ }).click();
      await (await panel(page, 'Pose sliders')).getByRole('slider').first().waitFor();
      await expectClean(page, 'fly joint selected (sliders)');
      if ((await page.getByRole('tablist', { name: 'Studio panels' }).count()) > 0) {
        await panel(page, 'Inspector');
        await expectClean(page, 'fly joint selected (inspector tab)');
      }

      await page.keyboard.press('Control+k');
      await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
      await expectClean(page, 'command palette open');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Command palette' })).toHaveCount(0);

      await (await panel(page, 'JSON text')).getByRole('button', { name: 'JSON editor' }).click();
      await page.locator('.studio-json-editor .cm-content').focus();
      // A stray character after the closing brace (the fly's text is one line).
      await page.keyboard.press('Control+End');
      await page.keyboard.type('x');
      await expect(page.locator('.studio-stale-view')).toBeVisible();
      await expectClean(page, 'broken text, last valid version shown');
    });

    test('a solved recording with its timeline, the Fit panel, and a panel maximized', async ({ page }) => {
      await openPlanText(page, 'planar-two-link-arm.json', armText);
      const tabs = page.getByRole('tablist', { name: 'Studio panels' });
      if ((await tabs.count()) > 0) await tabs.getByRole('tab', { name: 'Inverse kinematics', exact: true }).click();
      await solveRecordingJson(page, armRecording(), 12);
      await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible();
      await expectClean(page, 'recording solved, timeline shown');

      // The Fit panel with its ranked suspicious frames (a tab of its own on a phone).
      if ((await tabs.count()) > 0) await tabs.getByRole('tab', { name: 'Fit', exact: true }).click();
      const fit = page.getByRole('region', { name: 'Fit', exact: true });
      await fit.getByRole('heading', { name: 'Suspicious frames' }).scrollIntoViewIfNeeded();
      await expect(fit.getByText(/frames? flagged|No frame stands out/)).toBeVisible();
      await expectClean(page, 'Fit panel with the suspicious frames');

      await page.getByRole('button', { name: 'Maximize angle plot' }).click();
      await expect(page.getByRole('region', { name: 'Maximized panel' })).toBeVisible();
      await expectClean(page, 'angle plot maximized');
    });
  });
}
