import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { openPlanText, panel } from './studioCanvas.ts';

// From the outline to the selected joint's slider by keyboard: the issue counted 61 Tab presses from
// the outline to the first slider of a G1 (past the examples, the 3D view and its presets). Enter on
// the selected joint now goes to its first pose slider, on a desktop and on a phone (where the Pose
// tab is selected first), and the arrow keys then pose it.

/** Unitree G1's body tree (29 hinges) as its MJCF names the links. */
function g1PlanText(): string {
  const chain = (names: string[], parent: string) => names.map((name, i) => ({ name, parent: i === 0 ? parent : names[i - 1]! }));
  const leg = (side: string) => chain(['hip_pitch', 'hip_roll', 'hip_yaw', 'knee', 'ankle_pitch', 'ankle_roll'].map((n) => `${side}_${n}_link`), 'pelvis');
  const arm = (side: string) => chain(['shoulder_pitch', 'shoulder_roll', 'shoulder_yaw', 'elbow', 'wrist_roll', 'wrist_pitch', 'wrist_yaw'].map((n) => `${side}_${n}_link`), 'torso_link');
  const joints = [{ name: 'pelvis', parent: null as string | null }, ...leg('left'), ...leg('right'), ...chain(['waist_yaw_link', 'waist_roll_link', 'torso_link'], 'pelvis'), ...arm('left'), ...arm('right')];
  return JSON.stringify({
    fixed_base: false,
    joints: joints.map((joint) => ({
      name: joint.name,
      parent: joint.parent,
      offset_pos: [0, 0, joint.parent === null ? 0.8 : -0.1],
      offset_quat: [1, 0, 0, 0],
      dofs: joint.parent === null ? [] : [{ name: `${joint.name.replace(/_link$/, '')}_joint`, type: 'hinge', axis: [0, 1, 0], neutral: 0, limits: [-1, 1] }],
    })),
  });
}

async function focusedControl(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    return { type: element.getAttribute('type'), label: element.getAttribute('aria-label') ?? '', value: (element as HTMLInputElement).value };
  });
}

for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`${size.width}×${size.height}: Enter on the selected outline joint goes to its first pose slider, and the arrows pose it`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/bodyplans');
    await openPlanText(page, 'g1.json', g1PlanText());
    const outline = await panel(page, 'Outline');
    const tree = outline.getByRole('tree', { name: 'Joints' });
    await tree.getByRole('treeitem').first().focus();
    // Down to the left knee with the arrows (each row is selected as the focus moves), then Enter.
    for (let k = 0; k < 4; k++) await page.keyboard.press('ArrowDown');
    await expect(tree.getByRole('treeitem', { name: /^left_knee_link/ })).toBeFocused();
    await page.keyboard.press('Enter');
    // The Pose panel is revealed first (its tab on a phone), then its slider takes the focus.
    await expect.poll(async () => (await focusedControl(page)).type).toBe('range');
    const slider = await focusedControl(page);
    expect(slider.label).toMatch(/^left_knee_link left_knee_joint/);
    await page.keyboard.press('ArrowRight');
    const after = await focusedControl(page);
    expect(after.label).toBe(slider.label);
    expect(Number(after.value)).toBeGreaterThan(Number(slider.value));
    await expectNoSeriousAxeViolations(page);
  });
}
