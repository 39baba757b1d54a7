import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

// Big plans load in a worker: the page shows the plan, the outline renders only the rows in view,
// edits still land, and a plan past the Studio's limit is refused while the open plan stays.
// (Cancel is checked in planLoadQueue.test.ts: here it would race the worker, which can finish a
// 45,000-joint plan before a click lands.)

/** A compact (one-line) tree: joint i hangs under joint floor((i - 1) / 3), one hinge each. */
function treePlan(joints: number): string {
  const list = [];
  for (let i = 0; i < joints; i++) {
    list.push({
      name: `joint_${i}`,
      parent: i === 0 ? null : `joint_${Math.floor((i - 1) / 3)}`,
      offset_pos: [0.01, 0, 0.02],
      offset_quat: [1, 0, 0, 0],
      dofs: i === 0 ? [] : [{ type: 'hinge', axis: [0, 1, 0], neutral: 0, limits: [-1, 1] }],
    });
  }
  return JSON.stringify({ fixed_base: true, joints: list });
}

/** The last joint in depth-first (outline) order: always the last child. */
function lastInOutlineOrder(joints: number): string {
  let joint = 0;
  for (;;) {
    const lastChild = Math.min(joints - 1, 3 * joint + 3);
    if (lastChild <= joint || 3 * joint + 1 > joints - 1) return `joint_${joint}`;
    joint = lastChild;
  }
}

async function openText(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open body plan' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
  await expect(page.getByRole('heading', { level: 1, name: 'Body Plan Studio' })).toBeVisible();
});

test('a 2,000-joint plan opens through the worker; its outline renders only rows in view and End reaches the last joint', async ({ page }) => {
  const text = treePlan(2_000);
  expect(text.length, 'the plan is big enough to load in the worker').toBeGreaterThan(256 * 1024);
  await openText(page, 'tree-2000.json', text);
  await expect(page.locator('.studio-current')).toContainText('tree-2000.json');
  await expect(page.getByRole('treeitem').first()).toContainText('joint_0');
  expect(await page.getByRole('treeitem').count()).toBeLessThan(100);

  const tree = page.getByRole('tree', { name: 'Joints' });
  await page.getByRole('treeitem').first().click();
  await tree.press('End');
  const last = lastInOutlineOrder(2_000);
  const lastRow = page.getByRole('treeitem').filter({ has: page.locator('.studio-tree-name', { hasText: new RegExp(`^${last}$`) }) });
  await expect(lastRow).toBeFocused();
  await expect(lastRow).toHaveAttribute('aria-selected', 'true');
  await expect(lastRow).toBeInViewport();

  // A rename of a big plan goes through the worker too, and lands.
  const name = page.getByLabel('Name', { exact: true });
  await name.fill('renamed_tip');
  await name.press('Enter');
  await expect(page.getByRole('treeitem').filter({ hasText: 'renamed_tip' })).toBeVisible();
  await expect(page.locator('.studio-tree-name', { hasText: new RegExp(`^${last}$`) })).toHaveCount(0);

  // Past 1,000 joints the parent is typed, not picked from a menu of every joint: an unknown name
  // is refused with the reason, a real one reparents the joint.
  const parent = page.getByRole('textbox', { name: 'Parent', exact: true });
  await parent.fill('joint_99999');
  await parent.press('Enter');
  await expect(page.getByText('There is no joint named "joint_99999".')).toBeVisible();
  await parent.fill('joint_0');
  await parent.press('Enter');
  // The field shows the document's parent again: the edit landed.
  await expect(parent).toHaveValue('joint_0');
});

test('a plan over 50,000 joints is refused with a notice that says why; the open plan stays', async ({ page }) => {
  await page.getByRole('button', { name: 'New body plan' }).click();
  await expect(page.getByRole('treeitem')).toHaveCount(1);
  await openText(page, 'tree-60000.json', treePlan(60_000));
  await expect(page.getByRole('status')).toContainText('This body plan has 60,000 joints; the Studio opens plans of up to 50,000 joints.', { timeout: 30_000 });
  await expect(page.getByRole('treeitem')).toHaveCount(1);
  await expect(page.locator('.studio-current')).not.toContainText('tree-60000.json');
});
