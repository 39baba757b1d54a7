import { expect, type Page } from '@playwright/test';

/**
 * With a plan open: IK mode on and no pull toward the neutral pose (so known poses are recovered
 * exactly), the recording's frames loaded as a JSON file and solved; returns once frame 1 shows.
 * `beforeSolve` checks what the loaded recording reports before it is solved.
 */
export async function solveRecordingJson(page: Page, frames: unknown[], fps: number, beforeSolve?: () => Promise<void>): Promise<void> {
  await page.getByRole('checkbox', { name: 'IK mode' }).check();
  const neutralWeight = page.getByRole('textbox', { name: 'Neutral weight' });
  await neutralWeight.fill('0');
  await neutralWeight.press('Enter');
  await page.getByLabel('Load recording (JSON, CSV, HDF5, TRC, C3D)').setInputFiles({
    name: 'arm-take.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ frames, fps })),
  });
  await beforeSolve?.();
  await page.getByRole('button', { name: 'Solve recording' }).click();
  await expect(page.locator('.ik-frame-readout')).toContainText(`Frame 1 of ${frames.length}`);
}
