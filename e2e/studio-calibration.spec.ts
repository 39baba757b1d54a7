import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { DEFAULT_CAM_REGEX } from '../src/bodyplan/recording/cameraFileMatching.ts';
import { aniposeCalibrationToml } from '../src/bodyplan/testing/aniposeCalibrationToml.ts';
import { flyDeepLabCutCsv, flyModel, flyTruthAngles, labFlyCameras, observedFlyPixels } from '../src/bodyplan/testing/calibratedFlyRecording.ts';
import { DEFAULT_IK_OPTIONS } from '../src/bodyplan/ik/ik.ts';
import { DEFAULT_LIKELIHOOD_THRESHOLD } from '../src/bodyplan/recording/readers/deepLabCut.ts';
import { test, expect } from './fixtures.ts';
import { flyPath, openPlanFile } from './studioCanvas.ts';

/**
 * A lab's recording as anipose and DeepLabCut leave it: calibration.toml (three cameras with lens
 * distortion, "cam1" contained in "cam10") and one DeepLabCut CSV per camera named after it, by
 * different scorers, made from the known angles of four synthetic fly frames.
 */
const FRAMES = [0, 1, 2, 3];
const calibration = { name: 'calibration.toml', mimeType: 'application/toml', buffer: Buffer.from(aniposeCalibrationToml(labFlyCameras)) };
// Chosen in an order unlike the calibration's.
const csvs = [2, 0, 1].map((c) => {
  const camera = labFlyCameras[c]!;
  const text = flyDeepLabCutCsv(`DLC_resnet50_scorer${c}`, FRAMES.map((f) => observedFlyPixels(camera, f)));
  return { name: `fly-trial1-${camera.name}-DLC_resnet50_scorer${c}.csv`, mimeType: 'text/csv', buffer: Buffer.from(text) };
});

const loadInput = (page: Page) => page.getByLabel('Load recording (JSON, CSV, HDF5, TRC, C3D)');

/** Every DOF's value as the Pose panel's number fields show it (degrees, 2 decimals), in flat DOF order. */
async function shownDegrees(page: Page): Promise<number[]> {
  const values: number[] = [];
  for (let d = 0; d < flyModel.dofCount; d++) {
    const label = `${flyModel.jointNames[flyModel.dofJoint[d]!]} ${flyModel.dofNames[d]} value in degrees`;
    values.push(Number(await page.getByRole('textbox', { name: label, exact: true }).inputValue()));
  }
  return values;
}

async function expectTrueAnglesShown(page: Page, frame: number) {
  const truth = flyTruthAngles(frame).map((radians) => (radians * 180) / Math.PI);
  // The fields round to 0.01°; the solve itself is far closer than that.
  await expect.poll(async () => Math.max(...(await shownDegrees(page)).map((shown, d) => Math.abs(shown - truth[d]!)))).toBeLessThan(0.02);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
});

test('Load recording takes calibration.toml and three DeepLabCut CSVs at once: each file to its camera, the views named after them, the true angles recovered', async ({ page }) => {
  test.setTimeout(120_000);
  await openPlanFile(page, flyPath);
  await page.getByRole('checkbox', { name: 'IK mode' }).check();
  // No pull toward neutral and enough steps: the known angles are then recovered exactly.
  for (const [name, value] of [['Neutral weight', '0'], ['Iterations', '40']] as const) {
    const field = page.getByRole('textbox', { name, exact: true });
    await field.fill(value);
    await field.press('Enter');
  }

  await loadInput(page).setInputFiles([csvs[0]!, calibration, csvs[1]!, csvs[2]!]);
  await expect(page.getByLabel('Recording summary')).toContainText(`calibration.toml + 3 CSVs: ${FRAMES.length} frames`);
  // Which file went to which camera, said in words; "cam10"'s file is not taken for "cam1".
  const notes = page.getByRole('list', { name: 'How the files were read' });
  await expect(notes.getByRole('listitem').filter({ hasText: '→ camera' })).toHaveText([
    `${csvs[0]!.name} → camera "cam10"`,
    `${csvs[1]!.name} → camera "cam1"`,
    `${csvs[2]!.name} → camera "cam2"`,
  ]);
  // One 2D view per camera, named as the calibration names them.
  for (const name of ['cam1', 'cam2', 'cam10']) await expect(page.getByRole('img', { name: new RegExp(`^${name}: observed points`) })).toBeVisible();

  await page.getByRole('button', { name: 'Solve recording' }).click();
  await expect(page.locator('.ik-frame-readout')).toContainText(`Frame 1 of ${FRAMES.length}`, { timeout: 60_000 });
  // The lens is taken out before the solve, so the fit is exact: almost nothing left in pixels, in every view.
  await expect(page.getByLabel('Solved RMS in pixels')).toBeVisible();
  expect(Number(await page.getByLabel('Solved RMS in pixels').getAttribute('data-value'))).toBeLessThan(0.01);
  for (const name of ['cam1', 'cam2', 'cam10']) expect(Number(await page.getByLabel(`${name} reprojection RMS`).getAttribute('data-value'))).toBeLessThan(0.05);

  // The Pose panel shows the true angles, at the first frame and after stepping to the last.
  await page.getByRole('radio', { name: /All DOFs/ }).check();
  await expectTrueAnglesShown(page, FRAMES[0]!);
  await page.getByRole('slider', { name: 'Frame', exact: true }).fill(String(FRAMES.length - 1));
  await expect(page.locator('.ik-frame-readout')).toContainText(`Frame ${FRAMES.length} of ${FRAMES.length}`);
  await expectTrueAnglesShown(page, FRAMES[FRAMES.length - 1]!);

  // Issue 39: the export is named after the trial (the CSVs' common stem, cameras and scorers left out), not the calibration,
  // and its first line says what made it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export solved DOFs (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('fly-trial1-solved.csv');
  const [madeBy] = readFileSync(await file.path(), 'utf8').split('\n');
  expect(madeBy).toBe(
    `# Made by Body Plan Studio from trial fly-trial1 (${[csvs[0]!, calibration, csvs[1]!, csvs[2]!].map((f) => f.name).join(', ')}); ` +
      `plan ${basename(flyPath)}; frame rate 30 fps (default: no file states one); iterations 40; damping ${DEFAULT_IK_OPTIONS.damping}; neutral weight 0; likelihood threshold ${DEFAULT_LIKELIHOOD_THRESHOLD}`,
  );
});


test('a CSV whose name matches two cameras equally, or none, is refused with a message naming it, and the loaded recording stays', async ({ page }) => {
  await openPlanFile(page, flyPath);
  await page.getByRole('checkbox', { name: 'IK mode' }).check();
  await loadInput(page).setInputFiles([calibration, ...csvs]);
  await expect(page.getByLabel('Recording summary')).toContainText(`calibration.toml + 3 CSVs: ${FRAMES.length} frames`);

  const csv = (name: string) => ({ ...csvs[1]!, name });
  await loadInput(page).setInputFiles([calibration, csv('trial-cam1-cam2.csv')]);
  await expect(page.getByRole('alert')).toHaveText(
    'calibration.toml + 1 CSV: "trial-cam1-cam2.csv": its name contains the camera names "cam1" and "cam2", equally long, so its camera is ambiguous; rename the file so that one camera\'s name is the longest it contains; ' +
      // The matching tried the default camera name pattern too, and says what it read.
      `nor did the default cam_regex /${DEFAULT_CAM_REGEX}/ fit ("trial-cam1-cam2.csv" → "2"): give a camera name pattern (anipose's cam_regex: --cam-regex, or the Studio's "Camera name pattern")`,
  );
  await expect(page.getByLabel('Recording summary')).toContainText(`calibration.toml + 3 CSVs: ${FRAMES.length} frames`);

  await loadInput(page).setInputFiles([calibration, csv('trial-top.csv')]);
  await expect(page.getByRole('alert')).toHaveText(
    'calibration.toml + 1 CSV: "trial-top.csv": its name contains none of the calibration\'s camera names ("cam1", "cam2", "cam10"); name each file after its camera, as anipose does (e.g. "trial1-cam1.csv"); ' +
      // The matching tried the default camera name pattern too, and says what it read.
      `nor did the default cam_regex /${DEFAULT_CAM_REGEX}/ fit ("trial-top.csv" → nothing): give a camera name pattern (anipose's cam_regex: --cam-regex, or the Studio's "Camera name pattern")`,
  );
  await expect(page.getByLabel('Recording summary')).toContainText(`calibration.toml + 3 CSVs: ${FRAMES.length} frames`);
  for (const name of ['cam1', 'cam2', 'cam10']) await expect(page.getByRole('img', { name: new RegExp(`^${name}: observed points`) })).toBeVisible();
});
