import type { BrowserContext, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { test, expect } from './fixtures.ts';
import { autosaveState, expectAutosaved } from './autosave.ts';

/**
 * Two tabs (two pages of one browser context, so one IndexedDB) on the same autosaved Studio
 * document: what one saves is never silently lost to the other's save.
 */

const outlineNames = (page: Page) => page.locator('[role=treeitem] .studio-tree-name').allTextContents();
const conflictNotice = (page: Page) => page.getByRole('alert').filter({ hasText: 'was changed in another tab' });

/** Selects a joint in the outline (the selection is saved too), without waiting for the autosave. */
async function pickJoint(page: Page, name: string) {
  await page.locator('[role=treeitem] .studio-tree-name').getByText(name, { exact: true }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
}

/** Selects a joint and waits until the tab says the selection is saved (the autosave lands 250 ms after a change). */
async function selectJoint(page: Page, name: string) {
  await pickJoint(page, name);
  await expectAutosaved(page);
}

/** Renames the selected joint in the inspector (one committed edit); the autosave is the caller's to wait for. */
async function renameSelected(page: Page, to: string) {
  const field = page.getByLabel('Name', { exact: true });
  await field.fill(to);
  await field.press('Enter');
  await expect.poll(() => outlineNames(page)).toContain(to);
}

/** Selects and renames a joint, and waits until the tab says the rename is saved. */
async function renameJoint(page: Page, from: string, to: string) {
  await selectJoint(page, from);
  await renameSelected(page, to);
  await expectAutosaved(page);
}

async function openStudio(page: Page) {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
  await expect(page.getByRole('heading', { level: 1, name: 'Body Plan Studio' })).toBeVisible();
}

/** Tab A opens the two-link arm (autosaved); tab B opens the Studio afterwards and so restores the same document. */
async function twoTabsOnTheArm(page: Page, context: BrowserContext, { channelInB }: { channelInB: boolean }): Promise<{ a: Page; b: Page; bErrors: Error[] }> {
  const a = page;
  await openStudio(a);
  await a.getByRole('button', { name: 'Planar two-link arm' }).click();
  await expect(a.locator('.studio-current')).toContainText('planar-two-link-arm.json');
  await expect(a.locator('.studio-recent')).toContainText('planar-two-link-arm.json');
  await expectAutosaved(a);

  const b = await context.newPage();
  const bErrors: Error[] = [];
  b.on('pageerror', (error) => bErrors.push(error));
  // Without BroadcastChannel, tab B only finds out when it saves: the compare-and-set is the safety net.
  if (!channelInB) await b.addInitScript(() => Reflect.deleteProperty(window, 'BroadcastChannel'));
  await openStudio(b);
  await expect(b.locator('.studio-current')).toContainText('planar-two-link-arm.json');
  await expect.poll(() => outlineNames(b)).toEqual(['shoulder', 'elbow', 'hand']);
  return { a, b, bErrors };
}

/** What a fresh tab restores: the latest saved version. */
async function savedNames(context: BrowserContext): Promise<string[]> {
  const fresh = await context.newPage();
  await openStudio(fresh);
  await expect(fresh.locator('.studio-current')).toContainText('planar-two-link-arm');
  // A third page drawing a larger 3D view (the workspace layout gives the view most of the window)
  // can take more than the default 10 s on a loaded 2-core machine with software WebGL.
  await expect.poll(() => outlineNames(fresh), { timeout: 30_000 }).not.toEqual([]);
  const names = await outlineNames(fresh);
  await fresh.close();
  return names;
}

test.describe('Two Studio tabs on one document', () => {
  // Two or three pages, reloads and an axe scan: well past one page's 60 s on a loaded 2-core machine.
  test.describe.configure({ timeout: 150_000 });

  test('A renames a joint, B renames another, A reloads: both renames are there, and B said it took A\'s version', async ({ page, context }) => {
    const { a, b, bErrors } = await twoTabsOnTheArm(page, context, { channelInB: true });

    await renameJoint(a, 'shoulder', 'shoulderA');
    // B had no unsaved edits: it takes A's version at once (BroadcastChannel) and says so.
    await expect.poll(() => outlineNames(b)).toEqual(['shoulderA', 'elbow', 'hand']);
    await expect(b.getByRole('status')).toContainText('was changed in another tab; this tab had no unsaved edits, so it now shows that version');
    await expect(conflictNotice(b)).toHaveCount(0);

    await renameJoint(b, 'elbow', 'elbowB');
    await expect.poll(() => outlineNames(a)).toEqual(['shoulderA', 'elbowB', 'hand']);

    page.on('dialog', (dialog) => void dialog.accept());
    await a.reload();
    await expect(a.locator('.studio-current')).toContainText('planar-two-link-arm.json');
    await expect.poll(() => outlineNames(a)).toEqual(['shoulderA', 'elbowB', 'hand']);
    expect(bErrors.map((e) => e.message)).toEqual([]);
  });

  test('when both tabs have unsaved edits, neither is overwritten; "Take theirs" loads the other tab\'s version', async ({ page, context }) => {
    const { a, b, bErrors } = await twoTabsOnTheArm(page, context, { channelInB: false });

    await selectJoint(b, 'elbow');
    await renameJoint(a, 'shoulder', 'shoulderA');
    // B does not hear of it (no BroadcastChannel) and edits its older version: its save finds a newer revision.
    await renameSelected(b, 'elbowB');
    const notice = conflictNotice(b);
    await expect(notice).toBeVisible();
    await expect(autosaveState(b)).toHaveText('Not saved');
    await expect(notice).toContainText('“planar-two-link-arm.json” was changed in another tab');
    await expectNoSeriousAxeViolations(b);

    // Nothing was overwritten: the saved version is still A's, and B still shows its own edit.
    expect(await savedNames(context)).toEqual(['shoulderA', 'elbow', 'hand']);
    expect(await outlineNames(b)).toEqual(['shoulder', 'elbowB', 'hand']);

    // Keyboard: the choice is a labelled button reached and pressed without a mouse.
    const takeTheirs = notice.getByRole('button', { name: 'Take theirs' });
    await takeTheirs.focus();
    await b.keyboard.press('Enter');
    await expect(notice).toHaveCount(0);
    await expect.poll(() => outlineNames(b)).toEqual(['shoulderA', 'elbow', 'hand']);
    await expect(b.getByRole('status')).toContainText('saved in the other tab; the edits made here were dropped');

    await expectAutosaved(b);
    await b.reload();
    await expect.poll(() => outlineNames(b)).toEqual(['shoulderA', 'elbow', 'hand']);
    page.on('dialog', (dialog) => void dialog.accept());
    await a.reload();
    await expect.poll(() => outlineNames(a)).toEqual(['shoulderA', 'elbow', 'hand']);
    expect(bErrors.map((e) => e.message)).toEqual([]);
  });

  test('"Keep mine as a copy" saves this tab\'s version under a new name; the other keeps the original, and both survive reloads', async ({ page, context }) => {
    const { a, b, bErrors } = await twoTabsOnTheArm(page, context, { channelInB: false });

    await selectJoint(b, 'elbow');
    await renameJoint(a, 'shoulder', 'shoulderA');
    await renameSelected(b, 'elbowB');
    const notice = conflictNotice(b);
    await expect(notice).toBeVisible();
    await expect(autosaveState(b)).toHaveText('Not saved');
    await notice.getByRole('button', { name: 'Keep mine as a copy' }).click();
    await expect(notice).toHaveCount(0);
    await expect(b.locator('.studio-current')).toContainText('planar-two-link-arm (copy).json');
    expect(await outlineNames(b)).toEqual(['shoulder', 'elbowB', 'hand']);
    await expect(b.getByRole('status')).toContainText('Your version is saved as “planar-two-link-arm (copy).json”; “planar-two-link-arm.json” keeps the other tab\'s version');

    // B reloads: its copy is the latest document and comes back with B's edit.
    b.on('dialog', (dialog) => void dialog.accept());
    await b.reload();
    await expect(b.locator('.studio-current')).toContainText('planar-two-link-arm (copy).json');
    await expect.poll(() => outlineNames(b)).toEqual(['shoulder', 'elbowB', 'hand']);

    // A still has its own edit, and the recent list offers both documents.
    page.on('dialog', (dialog) => void dialog.accept());
    await a.reload();
    const recent = a.getByRole('region', { name: 'Recent documents' });
    await recent.getByRole('button', { name: 'planar-two-link-arm.json', exact: true }).click();
    await expect.poll(() => outlineNames(a)).toEqual(['shoulderA', 'elbow', 'hand']);
    await recent.getByRole('button', { name: 'planar-two-link-arm (copy).json', exact: true }).click();
    await expect.poll(() => outlineNames(a)).toEqual(['shoulder', 'elbowB', 'hand']);
    expect(bErrors.map((e) => e.message)).toEqual([]);
  });

  test('with BroadcastChannel, another tab\'s save is a conflict at once when this tab has an edit not yet saved; neither is overwritten', async ({ page, context }) => {
    // Playwright's clock, for every page of the context: time runs as usual until it is paused below.
    const installedAt = Date.now();
    await page.clock.install({ time: installedAt });
    const { a, b, bErrors } = await twoTabsOnTheArm(page, context, { channelInB: true });

    // From here the pages' timers fire only when the test moves their time on. Each tab saves 250 ms
    // (of its time) after its last change: A's rename at t = 0 is saved at 250, B's rename at
    // t = 100 would be at 350. So when A's save lands, B has an edit not yet saved. (The time jumps
    // to 10 minutes after the install, which no page has reached: the test's budget is shorter.)
    await page.clock.pauseAt(installedAt + 10 * 60_000);
    await pickJoint(a, 'shoulder');
    await renameSelected(a, 'shoulderA');
    await expect(autosaveState(a)).toHaveText('Saving…');
    await page.clock.runFor(100);
    await pickJoint(b, 'elbow');
    await renameSelected(b, 'elbowB');
    expect(await outlineNames(b)).toEqual(['shoulder', 'elbowB', 'hand']);
    await expect(autosaveState(b)).toHaveText('Saving…');
    await page.clock.runFor(200);
    await expectAutosaved(a);
    const notice = conflictNotice(b);
    await expect(notice).toBeVisible();
    expect(await outlineNames(b)).toEqual(['shoulder', 'elbowB', 'hand']);
    await expect(autosaveState(b)).toHaveText('Saving…');

    // B's save now runs: it must not write over A's version while the conflict is open.
    await page.clock.runFor(100);
    await expect(autosaveState(b)).toHaveText('Not saved');
    await expect(notice).toBeVisible();
    await page.clock.resume();
    expect(await savedNames(context)).toEqual(['shoulderA', 'elbow', 'hand']);

    await notice.getByRole('button', { name: 'Keep mine as a copy' }).click();
    await expect(b.locator('.studio-current')).toContainText('planar-two-link-arm (copy).json');
    expect(await outlineNames(b)).toEqual(['shoulder', 'elbowB', 'hand']);
    // A was not disturbed by the copy, and kept its rename.
    expect(await outlineNames(a)).toEqual(['shoulderA', 'elbow', 'hand']);
    await expect(a.locator('.studio-current')).toContainText('planar-two-link-arm.json');
    expect(bErrors.map((e) => e.message)).toEqual([]);
  });
});
