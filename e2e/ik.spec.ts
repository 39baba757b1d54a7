import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ForwardKinematics } from '../src/bodyplan/kinematics/kinematics.ts';
import { loadBodyPlan } from '../src/bodyplan/format/load.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { test, expect } from './fixtures.ts';
import { solveRecordingJson } from './studioRecording.ts';

const repoRoot = join(import.meta.dirname, '..');
const armPath = join(repoRoot, 'public', 'bodyplans', 'planar-two-link-arm.json');
const quickik = join(repoRoot, 'test-data', 'neuromechfly');

async function openThroughPicker(page: Page, name: string, text: string, jointCount: number) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open body plan' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForFunction((n) => window.__studioDebug?.jointCount === n && window.__studioDebug.framesRendered > 0, jointCount);
}

async function selectJoint(page: Page, joint: number) {
  await page.locator(`[role=treeitem][data-joint="${joint}"]`).click();
}

async function keypointOf(page: Page, name: string): Promise<number[]> {
  const readout = page.getByLabel(`World keypoint of ${name}`);
  return Promise.all(['x', 'y', 'z'].map(async (axis) => Number(await readout.locator(`dd[data-axis=${axis}]`).getAttribute('data-value'))));
}

async function targetOf(page: Page, name: string): Promise<number[]> {
  return Promise.all(['x', 'y', 'z'].map(async (axis) => Number(await page.getByRole('textbox', { name: `${name} target ${axis}` }).inputValue())));
}

const distance = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

/** Every DOF of the arm as shown in the DOF list (degrees), checked against the plan's limits. */
async function expectArmWithinLimits(page: Page) {
  await page.getByRole('radio', { name: /All DOFs/ }).check();
  const swing = Number(await page.getByRole('textbox', { name: 'shoulder swing value in degrees' }).inputValue());
  const bend = Number(await page.getByRole('textbox', { name: 'elbow bend value in degrees' }).inputValue());
  expect(Math.abs(swing)).toBeLessThanOrEqual(120.0001);
  expect(bend).toBeGreaterThanOrEqual(0);
  expect(bend).toBeLessThanOrEqual(150.0001);
  await page.getByRole('radio', { name: 'Selected joint' }).check();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
});

test('IK mode: pin the tip, drag its handle in 3D and type a target; the tip follows within its limits', async ({ page }) => {
  await openThroughPicker(page, 'planar-two-link-arm.json', readFileSync(armPath, 'utf8'), 3);
  await page.getByRole('checkbox', { name: 'IK mode' }).check();
  // Without the pull toward neutral, a reachable target is met exactly.
  const neutralWeight = page.getByRole('textbox', { name: 'Neutral weight' });
  await neutralWeight.fill('0');
  await neutralWeight.press('Enter');
  await selectJoint(page, 2);
  const start = await keypointOf(page, 'hand');
  await page.getByRole('button', { name: 'Pin hand' }).click();
  expect(distance(await targetOf(page, 'hand'), start)).toBeLessThan(1e-4);

  // The handle sits on the hand's keypoint: drag it with the mouse.
  const handle = await page.evaluate(() => window.__studioDebug!.screenPoint(2, 2, 0));
  const shoulder = await page.evaluate(() => window.__studioDebug!.screenPoint(0, 0, 0));
  if (!handle || !shoulder) throw new Error('no screen points');
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  // Toward the shoulder, so the new target stays within reach.
  for (let i = 1; i <= 8; i++) await page.mouse.move(handle.x + ((shoulder.x - handle.x) * 0.3 * i) / 8, handle.y + ((shoulder.y - handle.y) * 0.3 * i) / 8);
  await page.mouse.up();
  const dragged = await targetOf(page, 'hand');
  expect(distance(dragged, start)).toBeGreaterThan(0.05);
  // The arm moves in its XY plane; the drag plane faces the camera, so the target may leave z = 0:
  // the tip must reach the target's x and y.
  await expect.poll(async () => distance((await keypointOf(page, 'hand')).slice(0, 2).concat(0), dragged.slice(0, 2).concat(0))).toBeLessThan(1e-3);
  await expectArmWithinLimits(page);

  // The same through the keyboard: type a target.
  const x = page.getByRole('textbox', { name: 'hand target x' });
  await x.fill('0.1');
  await x.press('Enter');
  const typed = await targetOf(page, 'hand');
  expect(typed[0]).toBeCloseTo(0.1, 9);
  await expect.poll(async () => distance((await keypointOf(page, 'hand')).slice(0, 2).concat(0), typed.slice(0, 2).concat(0))).toBeLessThan(1e-3);
  await expectArmWithinLimits(page);
  await expect(page.getByRole('status', { name: 'Last IK solve' })).toContainText('on the main thread');

  // Just out of reach (the arm is 0.55 long) in the same direction: the elbow straightens onto its lower limit, and that is shown.
  const scale = 0.6 / Math.hypot(typed[0]!, typed[1]!);
  const y = page.getByRole('textbox', { name: 'hand target y' });
  await y.fill(String(typed[1]! * scale));
  await y.press('Enter');
  await x.fill(String(typed[0]! * scale));
  await x.press('Enter');
  await expect(page.getByRole('list', { name: 'DOFs on a limit' })).toContainText('elbow bend: lower limit');
  await expectArmWithinLimits(page);
  await expectNoSeriousAxeViolations(page);
});

test('a recording made by FK is solved in a worker; scrubbing and clicking the plot agree with the pose', async ({ page }) => {
  const armText = readFileSync(armPath, 'utf8');
  const model = loadBodyPlan(armText).model!;
  const fk = new ForwardKinematics(model);
  const poses = [0, 1, 2, 3, 4, 5].map((i) => [-0.6 + 0.25 * i, 0.3 + 0.2 * i]);
  const frames = poses.map((p) => {
    fk.compute(Float64Array.from(p));
    return [0, 1, 2].map((j) => Array.from(fk.keypoints.subarray(3 * j, 3 * j + 3)));
  });
  await openThroughPicker(page, 'planar-two-link-arm.json', armText, 3);
  await solveRecordingJson(page, frames, 12, () => expect(page.getByLabel('Recording summary')).toContainText('6 frames at 12 fps, 3 joints observed, matched by order'));
  await selectJoint(page, 2);

  await page.getByRole('slider', { name: 'Frame', exact: true }).fill('3');
  await expect(page.locator('.ik-plot-cursor')).toHaveAttribute('data-frame', '3');
  await expect(page.locator('.ik-frame-readout')).toContainText('Frame 4 of 6');
  expect(distance(await keypointOf(page, 'hand'), frames[3]![2]!)).toBeLessThan(1e-4);

  // Clicking the plot at frame 1 jumps there.
  const plot = page.getByRole('slider', { name: 'RMS residual per frame' });
  const box = (await plot.boundingBox())!;
  await plot.click({ position: { x: ((6 + (1 / 5) * 288) / 300) * box.width, y: box.height / 2 } });
  await expect(page.locator('.ik-plot-cursor')).toHaveAttribute('data-frame', '1');
  await expect(page.getByRole('slider', { name: 'Frame', exact: true })).toHaveValue('1');
  expect(distance(await keypointOf(page, 'hand'), frames[1]![2]!)).toBeLessThan(1e-4);
  // And from the keyboard.
  await plot.press('ArrowRight');
  await expect(page.locator('.ik-plot-cursor')).toHaveAttribute('data-frame', '2');
  expect(distance(await keypointOf(page, 'hand'), frames[2]![2]!)).toBeLessThan(1e-4);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export solved DOFs (CSV)' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8').trim().split('\n');
  // Issue 39: the first line says what made the file (our CSV readers skip '#' lines).
  expect(csv[0]).toMatch(/^# Made by Body Plan Studio from trial arm-take \(arm-take\.json\); plan planar-two-link-arm\.json; frame rate 12 fps \(from arm-take\.json\); iterations \d+; damping [^;]+; neutral weight 0$/);
  expect(csv[1]).toBe('frame,rms_error,shoulder/swing,elbow/bend');
  expect(csv).toHaveLength(8);
  expect(Number(csv[5]!.split(',')[2])).toBeCloseTo(poses[3]![0]!, 2);

  // Playback runs to the last frame and stops.
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.locator('.ik-plot-cursor')).toHaveAttribute('data-frame', '5');
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  expect(distance(await keypointOf(page, 'hand'), frames[5]![2]!)).toBeLessThan(1e-4);
  await expectNoSeriousAxeViolations(page);
});

test('the fly fixtures file opens directly as a recording of joints[1:] and solves with a good fit', async ({ page }) => {
  await openThroughPicker(page, 'neuromechfly_ypr_legs.json', readFileSync(join(quickik, 'neuromechfly_ypr_legs.json'), 'utf8'), 31);
  await page.getByRole('checkbox', { name: 'IK mode' }).check();
  await page.getByLabel('Load recording (JSON, CSV, HDF5, TRC, C3D)').setInputFiles(join(quickik, 'neuromechfly_fixtures.json'));
  await expect(page.getByLabel('Recording summary')).toContainText('22 frames at 30 fps, 30 joints observed, matched by name');
  await page.getByLabel('Fixture frames').selectOption('synthetic_frames');
  await expect(page.getByLabel('Recording summary')).toContainText('8 frames');
  await page.getByLabel('Fixture frames').selectOption('real_frames');
  await page.getByRole('button', { name: 'Solve recording' }).click();
  await expect(page.locator('.ik-frame-readout')).toContainText('Frame 1 of 22');
  const plot = page.getByRole('slider', { name: 'RMS residual per frame' });
  await plot.press('End');
  await expect(page.locator('.ik-plot-cursor')).toHaveAttribute('data-frame', '21');
  const text = (await page.locator('.ik-frame-readout').textContent()) ?? '';
  const rms = Number(/RMS ([-0-9.e]+)/.exec(text)?.[1]);
  // The reference: the other solver's mean RMS on these frames is about 0.104.
  expect(rms).toBeGreaterThan(0);
  expect(rms).toBeLessThan(0.2);
  await expectNoSeriousAxeViolations(page);
});

/** A chain of `n` joints, one limited hinge each after the root: deep chains make solves expensive. */
function chainPlan(n: number): string {
  const joints = Array.from({ length: n }, (_, j) => ({
    name: `joint_${j}`,
    parent: j === 0 ? null : `joint_${j - 1}`,
    offset_pos: [0.01, 0, 0],
    offset_quat: [1, 0, 0, 0],
    dofs: j === 0 ? [] : [{ type: 'hinge', axis: [0, 0, 1], neutral: 0, limits: [-0.2, 0.2] }],
  }));
  return JSON.stringify({ fixed_base: true, joints });
}

test('a deep chain solves in the worker while the page stays responsive; a recording solve can be cancelled', async ({ page }) => {
  await openThroughPicker(page, 'chain-300.json', chainPlan(300), 300);
  await page.getByRole('checkbox', { name: 'IK mode' }).check();
  await page.getByRole('searchbox', { name: 'Search joints' }).fill('joint_299');
  await page.locator('[role=treeitem][data-joint="299"]').click();
  await page.getByRole('button', { name: 'Pin joint_299' }).click();
  const y = page.getByRole('textbox', { name: 'joint_299 target y' });
  await y.fill('0.5');
  await y.press('Enter');
  await expect(page.getByRole('status', { name: 'Last IK solve' })).toContainText('on the worker', { timeout: 30_000 });
  await expect.poll(async () => (await keypointOf(page, 'joint_299'))[1]!, { timeout: 30_000 }).toBeGreaterThan(0.4);

  // 40 frames of the tip, matched by name, each out of reach on alternate sides: with 1,000 iterations
  // allowed, every frame of this chain takes a while, so Cancel lands mid-way.
  const iterations = page.getByRole('textbox', { name: 'Iterations' });
  await iterations.fill('1000');
  await iterations.press('Enter');
  const frames = Array.from({ length: 40 }, (_, f) => [[0, f % 2 === 0 ? 3 : -3, 0]]);
  await page.getByLabel('Load recording (JSON, CSV, HDF5, TRC, C3D)').setInputFiles({
    name: 'tip.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ joints: ['joint_299'], frames })),
  });
  await expect(page.getByLabel('Recording summary')).toContainText('40 frames at 30 fps, 1 joint observed, matched by name');
  await page.getByRole('button', { name: 'Solve recording' }).click();
  const progress = page.getByRole('progressbar', { name: 'Solving progress' });
  await expect(progress).toBeVisible();
  // The page answers while the worker solves: the outline search still filters.
  await page.getByRole('searchbox', { name: 'Search joints' }).fill('joint_12');
  await expect(page.locator('[role=treeitem][data-joint="12"]')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel solving' }).click();
  await expect(progress).toHaveCount(0);
  // Nothing solved to play: the timeline's Play stays disabled.
  await expect(page.getByRole('button', { name: 'Play' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Solve recording' })).toBeEnabled();
});
