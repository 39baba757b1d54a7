import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The Recent documents panel's line that says whether what the Studio shows is saved in this browser. */
export const autosaveState = (page: Page) => page.getByTestId('autosave-state');

/**
 * Waits until the Studio says that what it shows is saved in this browser (the autosave lands
 * 250 ms after the last change). Call it once the change itself is on screen.
 */
export async function expectAutosaved(page: Page) {
  await expect(autosaveState(page)).toHaveText('Saved in this browser');
}
