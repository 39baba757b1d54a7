import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures.ts';
import { flyPath, openPlanFile } from './studioCanvas.ts';
import { makeIndexVideo } from './frameIndexVideo.ts';

/**
 * Issue 39's lab, in Chromium: an anipose session as DeepLabCut leaves it. The calibration names its
 * cameras A–D (anipose's documented naming), each camera's keypoints are DeepLabCut's default output
 * (an HDF5 file named `<video>DLC_resnet50_<task><date>shuffle1_<iterations>.h5`, written by pandas
 * and PyTables: scripts/testdata/write_deeplabcut_h5.py), and the videos are `trial1-cam<X>.mp4`.
 * The files open as they come, each goes to its camera by anipose's cam_regex, the recording takes
 * the video's frame rate, solves, and its export is named after the trial.
 */
const SESSION = join(import.meta.dirname, '..', 'test-data', 'lab-files', 'deeplabcut');
const CAMERAS = ['A', 'B', 'C', 'D'];
const h5Name = (camera: string) => `trial1-cam${camera}DLC_resnet50_flyJan1shuffle1_100000.h5`;
const FRAMES = 50;

test('an anipose session of DeepLabCut .h5 files (cameras A–D) and a video opens as it comes, solves, and exports under the trial name', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
  await openPlanFile(page, flyPath);
  await page.getByRole('checkbox', { name: 'IK mode' }).check();

  await page.getByLabel('Load recording (JSON, CSV, HDF5, TRC, C3D)').setInputFiles([join(SESSION, 'calibration.toml'), ...CAMERAS.map((c) => join(SESSION, h5Name(c)))]);
  await expect(page.getByLabel('Recording summary')).toContainText(`calibration.toml + 4 files: ${FRAMES} frames`, { timeout: 60_000 });
  // Each file went to its camera by anipose's pattern, which read the letter that runs into "DLC_".
  const notes = page.getByRole('list', { name: 'How the files were read' });
  for (const camera of CAMERAS) await expect(notes).toContainText(`${h5Name(camera)} → camera "${camera}"`);

  await page.getByRole('button', { name: 'Solve recording' }).click();
  await expect(page.locator('.ik-frame-readout')).toContainText(`Frame 1 of ${FRAMES}`, { timeout: 120_000 });
  // The fit is as good as the ~0.7 px tracking noise allows, in every camera: the lanes' RMS per camera.
  const perCamera: number[] = [];
  for (const c of CAMERAS) {
    const lane = page.getByRole('img', { name: new RegExp(`^Reprojection error of ${c} over time`) });
    await expect(lane).toHaveAttribute('aria-label', /at frame 1: [\d.e+-]+ px/);
    perCamera.push(Number(/at frame 1: ([\d.e+-]+) px/.exec((await lane.getAttribute('aria-label'))!)![1]));
  }
  console.log(`RMS per camera (px): ${perCamera.join(', ')}`);
  for (const rms of perCamera) expect(rms).toBeLessThan(3);

  // DeepLabCut's .h5 states no frame rate; camera A's video (100 fps) does.
  const rateSource = page.getByLabel('Where the frame rate comes from');
  await expect(rateSource).toHaveText('30 fps (default: no file states one)');
  const mp4 = await makeIndexVideo(page, { codec: 'avc', frames: FRAMES, fps: 100, keyEvery: 10 });
  await page.getByLabel('Video for A').setInputFiles({ name: 'trial1-camA.mp4', mimeType: 'video/mp4', buffer: mp4 });
  await expect(rateSource).toHaveText('100 fps (from trial1-camA.mp4)', { timeout: 30_000 });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export solved DOFs (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('trial1-solved.csv');
  const [madeBy] = readFileSync(await file.path(), 'utf8').split('\n');
  expect(madeBy).toContain('# Made by Body Plan Studio from trial trial1 (calibration.toml, ');
  expect(madeBy).toContain(h5Name('D'));
  expect(madeBy).toContain('frame rate 100 fps (from trial1-camA.mp4)');
});

test('a file of none of the formats read is refused in one line that says what it looks like; what was loaded stays', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
  await openPlanFile(page, flyPath);
  await page.getByRole('checkbox', { name: 'IK mode' }).check();
  const load = page.getByLabel('Load recording (JSON, CSV, HDF5, TRC, C3D)');
  await load.setInputFiles([join(SESSION, 'calibration.toml'), ...CAMERAS.map((c) => join(SESSION, h5Name(c)))]);
  await expect(page.getByLabel('Recording summary')).toContainText(`${FRAMES} frames`, { timeout: 60_000 });

  await load.setInputFiles(join(SESSION, '..', 'hdf5', 'not-a-lab-file.h5'));
  await expect(page.getByRole('alert')).toContainText("not-a-lab-file.h5: an HDF5 file without DeepLabCut's or SLEAP's layout: top-level groups/datasets");
  await load.setInputFiles({ name: 'trial1-camA_meta.pickle', mimeType: 'application/octet-stream', buffer: Buffer.from([0x80, 0x04, 0x95, 0x00]) });
  await expect(page.getByRole('alert')).toContainText('trial1-camA_meta.pickle: a Python pickle');
  await expect(page.getByLabel('Recording summary')).toContainText(`calibration.toml + 4 files: ${FRAMES} frames`);
});
