import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { flyPath, openPlanFile, openPlanText, panel } from './studioCanvas.ts';

// Outline names at the default dock width: deep robot trees (a Panda's fingers 11 levels down, a
// G1's wrists 10) and the fly's long segment names keep their first and last four characters
// visible, so two joints can be told apart without widening the dock; the full name is the row's
// accessible name and tooltip.

interface JointSpec { name: string; parent: string | null }

function planText(joints: JointSpec[], fixedBase: boolean): string {
  return JSON.stringify({
    fixed_base: fixedBase,
    joints: joints.map((joint) => ({
      name: joint.name,
      parent: joint.parent,
      offset_pos: [0, 0, joint.parent === null ? 0 : 0.1],
      offset_quat: [1, 0, 0, 0],
      dofs: joint.parent === null ? [] : [{ name: 'q', type: 'hinge', axis: [0, 1, 0], neutral: 0, limits: [-1, 1] }],
    })),
  });
}

function chain(names: string[], parent: string | null): JointSpec[] {
  return names.map((name, i) => ({ name, parent: i === 0 ? parent : names[i - 1]! }));
}

/** The body tree of Unitree's G1 (29 DOF) as its MJCF names it. */
function g1Joints(): JointSpec[] {
  const leg = (side: string) => chain(['hip_pitch', 'hip_roll', 'hip_yaw', 'knee', 'ankle_pitch', 'ankle_roll'].map((n) => `${side}_${n}_link`), 'pelvis');
  const arm = (side: string) => chain(['shoulder_pitch', 'shoulder_roll', 'shoulder_yaw', 'elbow', 'wrist_roll', 'wrist_pitch', 'wrist_yaw'].map((n) => `${side}_${n}_link`), 'torso_link');
  return [
    { name: 'pelvis', parent: null },
    ...leg('left'),
    ...leg('right'),
    ...chain(['waist_yaw_link', 'waist_roll_link', 'torso_link'], 'pelvis'),
    ...arm('left'),
    ...arm('right'),
  ];
}

/** Franka's Panda with its hand, as its URDF names it. */
function pandaJoints(): JointSpec[] {
  const links = Array.from({ length: 9 }, (_, i) => `panda_link${i}`);
  return [...chain([...links, 'panda_hand'], null), { name: 'panda_leftfinger', parent: 'panda_hand' }, { name: 'panda_rightfinger', parent: 'panda_hand' }];
}

interface NameView { name: string; firstShown: boolean; lastShown: boolean; insidePanel: boolean }

/** For every outline row: are its name's first and last four characters drawn, inside the outline? */
async function nameViews(page: Page): Promise<NameView[]> {
  return page.locator('.studio-outline').evaluate((outline) => {
    const bounds = outline.getBoundingClientRect();
    const widthOf = (node: Text, from: number, to: number) => {
      const range = document.createRange();
      range.setStart(node, from);
      range.setEnd(node, to);
      return range.getBoundingClientRect().width;
    };
    // Does this element show the first (or last) `count` characters of its own text, with room for an ellipsis?
    const shows = (element: HTMLElement, count: number, fromEnd: boolean) => {
      const text = element.firstChild as Text;
      const length = text.data.length;
      if (element.scrollWidth <= element.clientWidth) return true;
      if (fromEnd) return false;
      const ellipsis = (() => {
        const probe = document.createElement('span');
        probe.textContent = '…';
        element.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return width;
      })();
      return widthOf(text, 0, Math.min(count, length)) + ellipsis <= element.clientWidth + 0.5;
    };
    const whollyShown = (element: HTMLElement, nameBox: DOMRect) => {
      const box = element.getBoundingClientRect();
      return element.scrollWidth <= element.clientWidth + 0.5 && box.left >= nameBox.left - 0.5 && box.right <= nameBox.right + 0.5;
    };
    return [...outline.querySelectorAll<HTMLElement>('[role=treeitem] .studio-tree-name')].map((nameElement) => {
      const [start, middle, end] = [...nameElement.querySelectorAll<HTMLElement>(':scope > span')];
      const box = nameElement.getBoundingClientRect();
      const insidePanel = box.left >= bounds.left - 0.5 && box.right <= bounds.right + 0.5 && box.width > 0;
      const name = nameElement.textContent ?? '';
      if (!start || !middle || !end) return { name, firstShown: shows(nameElement, 4, false), lastShown: shows(nameElement, 4, true), insidePanel };
      // The middle may be cut, but never below its ellipsis: it still says something was left out.
      return { name, firstShown: whollyShown(start, box) && middle.clientWidth > 0, lastShown: whollyShown(end, box), insidePanel };
    });
  });
}

const PLANS: { label: string; open: (page: Page) => Promise<unknown> }[] = [
  { label: 'the fly', open: (page) => openPlanFile(page, flyPath) },
  { label: 'a G1', open: (page) => openPlanText(page, 'g1.json', planText(g1Joints(), false)) },
  { label: 'a Panda', open: (page) => openPlanText(page, 'panda.json', planText(pandaJoints(), true)) },
];

for (const size of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
  for (const plan of PLANS) {
    test(`${size.width}×${size.height}: ${plan.label}'s outline names keep their first and last four characters at the default dock width`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/bodyplans');
      await plan.open(page);
      await panel(page, 'Outline');
      const views = await nameViews(page);
      expect(views.length).toBeGreaterThan(10);
      const cut = views.filter((view) => !view.firstShown || !view.lastShown || !view.insidePanel);
      expect(cut, `names cut at ${size.width}×${size.height}`).toEqual([]);
    });
  }
}

test('a cut name is whole to screen readers and in its tooltip', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bodyplans');
  await openPlanText(page, 'g1.json', planText(g1Joints(), false));
  const row = page.getByRole('treeitem', { name: /^left_shoulder_pitch_link\b/ });
  await expect(row).toHaveCount(1);
  await expect(row.locator('.studio-tree-name')).toHaveAttribute('title', 'left_shoulder_pitch_link');
  await expect(row.locator('.studio-tree-name')).toHaveText('left_shoulder_pitch_link');
});
