import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { expectAutosaved } from './autosave.ts';
import { test, expect } from './fixtures.ts';
import { chooseMenuItem } from './studioCanvas.ts';
import { longestTasks, startMainThreadTrace, stopMainThreadTrace, tasksOver } from './mainThreadTrace.ts';

/**
 * Robot imports run in a worker (issue 40): a xacro bomb leaves the tab responsive, ends with a
 * refusal, and the plan that was open stays, with its last edit saved; Cancel import ends one early.
 */

/** 30 nested macros, each calling the next twice and writing nothing: 2^30 calls if nothing bounds them. */
function xacroBomb(depth = 30): string {
  const macros = [`  <xacro:macro name="m0"/>`];
  for (let i = 1; i <= depth; i++) macros.push(`  <xacro:macro name="m${i}"><xacro:m${i - 1}/><xacro:m${i - 1}/></xacro:macro>`);
  return `<?xml version="1.0"?>\n<robot name="bomb" xmlns:xacro="http://www.ros.org/wiki/xacro">\n  <link name="base"/>\n${macros.join('\n')}\n  <xacro:m${depth}/>\n</robot>\n`;
}

const outlineNames = (page: Page) => page.locator('[role=treeitem] .studio-tree-name').allTextContents();
const importStatus = (page: Page) => page.locator('.studio-notice').filter({ hasText: /^Importing bomb\.urdf\.xacro… \(expanding the xacro, then importing\)/ });

/** Every main-thread task over 50 ms from here on (the browser's long tasks), by start time and duration. */
async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

const pageNow = (page: Page) => page.evaluate(() => performance.now());
const longTasksSince = (page: Page, since: number) =>
  page.evaluate((from) => (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks.filter((t) => t.start >= from), since);

/** The two-link arm open and autosaved, then one rename the autosave has not written yet. */
async function armWithPendingEdit(page: Page) {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
  await page.getByRole('button', { name: 'Planar two-link arm' }).click();
  await expect(page.locator('.studio-current')).toContainText('planar-two-link-arm.json');
  await expectAutosaved(page);
  await page.locator('[role=treeitem] .studio-tree-name').getByText('elbow', { exact: true }).click();
  const field = page.getByLabel('Name', { exact: true });
  await field.fill('forearm');
  await field.press('Enter');
  await expect.poll(() => outlineNames(page)).toContain('forearm');
}

async function openBomb(page: Page) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open body plan' }).click();
  await (await chooser).setFiles({ name: 'bomb.urdf.xacro', mimeType: 'text/xml', buffer: Buffer.from(xacroBomb()) });
}

test('a xacro bomb imports in the worker: the tab stays responsive, the import is refused, the open plan and its edit stay', async ({ page }) => {
  test.setTimeout(90_000);
  await watchLongTasks(page);
  await armWithPendingEdit(page);

  const browser = page.context().browser()!;
  await startMainThreadTrace(browser, page);
  const started = await pageNow(page);
  await openBomb(page);

  // While it runs, the page answers: a click selects another joint.
  await page.locator('[role=treeitem] .studio-tree-name').getByText('shoulder', { exact: true }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('shoulder');

  // From here only the worker runs: an import on the page's thread would be one task of seconds here.
  const quietFrom = await pageNow(page);
  // The importer's work budget refuses the bomb, located; without it, the worker's 20 s bound stops it.
  const refusal = page.locator('.studio-notice').filter({
    hasText: /^(Could not import bomb\.urdf\.xacro:\d+:\d+: the import stopped after \d+ macro calls|Importing bomb\.urdf\.xacro was stopped after 20 s)/,
  });
  await expect(refusal).toBeVisible({ timeout: 40_000 });
  await expect(importStatus(page)).toHaveCount(0);
  const ended = await pageNow(page);
  const traced = await stopMainThreadTrace(browser);
  const tasks = await longTasksSince(page, started);
  const listed = (list: typeof tasks) => list.map((t) => `${Math.round(t.duration)} ms at +${Math.round(t.start - started)} ms`).join(', ') || 'none';
  const quiet = tasks.filter((t) => t.start >= quietFrom && t.start < ended);
  console.log(
    `bomb: "${(await refusal.textContent())?.slice(0, 120)}…" after ${((ended - started) / 1000).toFixed(1)} s; main-thread tasks over 50 ms from the open on: ${listed(tasks)}; ` +
      `over the ${((ended - quietFrom) / 1000).toFixed(1)} s the worker ran alone: ${listed(quiet)}`,
  );
  // Issue 40: no main-thread task over 100 ms during the import. Asserted on each task's CPU time (Chrome's
  // trace): on this shared machine (load average often over 10 on 2 cores) a task's wall time grows with the
  // other processes, but its CPU time is the work the page did in it. The wall time is bounded too, loosely:
  // imported on the page's thread, the import would be one task as long as itself.
  const longest = longestTasks(traced);
  console.log(`bomb: longest main-thread task ${longest.wallMs.toFixed(0)} ms wall, ${longest.cpuMs.toFixed(0)} ms CPU; tasks over 50 ms (wall/CPU): ${tasksOver(traced, 50)}`);
  expect(longest.cpuMs).toBeLessThan(100);
  expect(Math.max(0, ...tasks.map((t) => t.duration))).toBeLessThan((ended - started) / 2);

  // The arm is still open with the rename, and the rename is saved in this browser.
  await expect(page.locator('.studio-current')).toContainText('planar-two-link-arm.json');
  expect(await outlineNames(page)).toContain('forearm');
  await expectAutosaved(page);
});

/** A URDF of 100,000 links on one base: seconds of importing, and no xacro or include for a work budget to stop. */
function wideUrdf(links = 100_000): string {
  const parts = ['<robot name="wide">', '<link name="base"/>'];
  for (let i = 1; i <= links; i++) parts.push(`<link name="l${i}"/><joint name="j${i}" type="revolute"><parent link="base"/><child link="l${i}"/><axis xyz="0 1 0"/><limit lower="-1" upper="1"/></joint>`);
  parts.push('</robot>');
  return parts.join('\n');
}

test('Cancel import (by keyboard) ends a long import at once and leaves the open plan and its edit as they were; the status is axe clean', async ({ page }) => {
  await armWithPendingEdit(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open body plan' }).click();
  await (await chooser).setFiles({ name: 'wide.urdf', mimeType: 'text/xml', buffer: Buffer.from(wideUrdf()) });
  const status = page.locator('.studio-notice').filter({ hasText: /^Importing wide\.urdf… \(importing\)/ });
  await expect(status).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const cancel = status.getByRole('button', { name: 'Cancel import' });
  await cancel.focus();
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.studio-notice').filter({ hasText: /^Importing wide\.urdf was cancelled; nothing else changed\./ })).toBeVisible();
  await expect(status).toHaveCount(0);
  await expect(page.locator('.studio-current')).toContainText('planar-two-link-arm.json');
  expect(await outlineNames(page)).toContain('forearm');
  await expectAutosaved(page);
});

test('a ROS 2-style description folder (xacro.load_yaml of its config/ YAML files) opens through the worker, and expands again with another argument', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
  const chooser = page.waitForEvent('filechooser');
  await chooseMenuItem(page, 'File', 'Open folder');
  await (await chooser).setFiles(join(import.meta.dirname, '..', 'test-data', 'xacro', 'ros2-arm'));
  await expect(page.locator('.studio-notice').filter({ hasText: /^Imported arm\.urdf\.xacro \(URDF\) as 9 joints/ })).toBeVisible();
  await expect(page.locator('.studio-current')).toContainText('arm.json');
  expect(await outlineNames(page)).toContain('l_forearm_link');

  await page.getByText('xacro: arm.urdf.xacro').click();
  const form = page.getByRole('form', { name: 'Arguments of arm.urdf.xacro' });
  await form.getByRole('textbox', { name: 'side' }).fill('right');
  await form.getByRole('button', { name: 'Expand again' }).click();
  await expect.poll(() => outlineNames(page)).toContain('r_forearm_link');
  expect(await outlineNames(page)).not.toContain('l_forearm_link');
});
