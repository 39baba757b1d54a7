import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { canvasPixelSummary, examplesDir, waitForDrawn } from './studioCanvas.ts';

// Issue 43: the gallery's real-sized examples (made by scripts/examplePlans.ts from the repository's
// own generators and test data) open from the gallery, are drawn, and leave the page axe-clean; the
// fly opens with its 3-camera recording, which solves.

interface Entry {
  file: string;
  title: string;
  joints: number;
  dofs: number;
  recording?: string;
}
const REAL_SIZED = ['g1-sized-biped.json', 'neuromechfly-legs.json', 'ros2-arm.json'];
const entries = (JSON.parse(readFileSync(join(examplesDir, 'index.json'), 'utf8')) as { examples: Entry[] }).examples.filter((e) => REAL_SIZED.includes(e.file));

test.describe.configure({ timeout: 180_000 });

test('the index lists the three real-sized examples', () => {
  expect(entries.map((e) => e.file)).toEqual(REAL_SIZED);
});

for (const entry of entries) {
  test(`${entry.title} opens from the gallery, is drawn, and axe finds nothing serious`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/bodyplans');
    await page.getByRole('region', { name: 'Examples' }).getByRole('button', { name: entry.title, exact: true }).click();
    await expect(page.locator('.studio-current')).toContainText(`Open: ${entry.file} — ${entry.joints} joints, ${entry.dofs} DOFs`);
    await expect(page.getByText(`${entry.file}: valid, no problems found.`)).toBeVisible();
    await waitForDrawn(page, entry.joints);
    const pixels = await canvasPixelSummary(page);
    console.log(`${entry.file}: ${entry.joints} joints drawn, ${pixels.distinct} distinct colours`);
    expect(pixels.distinct, 'the view draws more than a uniform background').toBeGreaterThan(20);
    if (entry.recording) {
      // The fly comes with its 3-camera recording, loaded as if the user had chosen the file; it solves.
      await page.getByRole('checkbox', { name: 'IK mode' }).check();
      await expect(page.getByLabel('Recording summary')).toContainText(`${entry.recording}: 200 frames at 100 fps`, { timeout: 60_000 });
      await page.getByRole('button', { name: 'Solve recording' }).click();
      await expect(page.locator('.ik-frame-readout')).toContainText('Frame 1 of 200', { timeout: 90_000 });
    }
    await expectNoSeriousAxeViolations(page);
  });
}
