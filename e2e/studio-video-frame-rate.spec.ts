import { readFileSync } from 'node:fs';
import { armObservationsOf, loadRecording, openArm } from './armThreeCameras.ts';
import { test, expect } from './fixtures.ts';
import { makeIndexVideo } from './frameIndexVideo.ts';

/**
 * Issue 39: a recording whose file states no frame rate takes its camera video's (a 100 fps MP4),
 * says so, keeps a rate the user sets over it (saying what the video says), and its exports are
 * named after the trial and say the rate and where it came from.
 */
const FRAMES = 30;

test.describe.configure({ timeout: 180_000 });

test('a 100 fps video gives the recording its frame rate, and the user can still set another', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
  await openArm(page);
  // No "fps" in the file: the default until a video says otherwise.
  await loadRecording(page, 'walk2.json', JSON.stringify(armObservationsOf(FRAMES)));
  await page.getByRole('button', { name: 'Solve recording' }).click();
  await expect(page.locator('.ik-frame-readout')).toContainText(`Frame 1 of ${FRAMES}`);
  const rateSource = page.getByLabel('Where the frame rate comes from');
  await expect(rateSource).toHaveText('30 fps (default: no file states one)');

  const mp4 = await makeIndexVideo(page, { codec: 'avc', frames: FRAMES, fps: 100, keyEvery: 10 });
  await page.getByLabel('Video for Camera 1').setInputFiles({ name: 'camA.mp4', mimeType: 'video/mp4', buffer: mp4 });
  await expect(rateSource).toHaveText('100 fps (from camA.mp4)', { timeout: 30_000 });
  const rateField = page.getByRole('spinbutton', { name: 'Frame rate (fps)' });
  await expect(rateField).toHaveValue('100');
  // Times follow the video's rate: frame 10 is 0.1 s in.
  await page.getByRole('slider', { name: 'Frame', exact: true }).fill('10');
  await expect(page.getByLabel('Time of this frame')).toHaveText('t = 0.100 s');

  await rateField.fill('120');
  await rateField.press('Enter');
  await expect(rateSource).toHaveText('120 fps (set by you; camA.mp4 says 100)');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export solved DOFs (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('walk2-solved.json');
  const exported = JSON.parse(readFileSync(await file.path(), 'utf8')) as { fps: number; made_from: { trial: string; files: string[]; frame_rate: string } };
  expect(exported.fps).toBe(120);
  expect(exported.made_from).toMatchObject({ trial: 'walk2', files: ['walk2.json'], frame_rate: '120 fps (set by you; camA.mp4 says 100)' });
});
