import type { Page } from '@playwright/test';
import { armObservationsOf, armPixel, canvasRgbAt, loadRecording, openArm } from './armThreeCameras.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { test, expect } from './fixtures.ts';
import { makeHevcVideo, makeIndexVideo, readDrawnFrameAndIndex, readShownIndex } from './frameIndexVideo.ts';

/** The recording: 60 frames at 10 fps; the videos: 90 frames at 25 fps (frames are matched by index, not by time). */
const FRAMES = 60;
const VIDEO_FRAMES = 90;

/** The arm open with its 3-camera recording loaded and solved (so the timeline plays). */
async function openSolvedArm(page: Page) {
  await openArm(page);
  await loadRecording(page, 'arm-take.json', JSON.stringify(armObservationsOf(FRAMES, 10)));
  await expect(page.getByLabel('Recording summary')).toContainText(`arm-take.json: ${FRAMES} frames at 10 fps`);
  await page.getByRole('button', { name: 'Solve recording' }).click();
  await expect(page.locator('.ik-frame-readout')).toContainText(`Frame 1 of ${FRAMES}`);
}

/** Key frames every 20 frames: most frames asked for are decoded from an earlier key frame. */
const VIDEO = { frames: VIDEO_FRAMES, fps: 25, keyEvery: 20 };

// Each test encodes its videos in the page and decodes many frames: generous under load.
test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
});

test('an MP4 under a camera shows, frame-exact, the frame the points belong to: scrubbing, stepping, an offset, playback, enlarged', async ({ page }) => {
  await openSolvedArm(page);
  const mp4 = await makeIndexVideo(page, { codec: 'avc', ...VIDEO });
  const shown = (camera = 'Camera 1') => readShownIndex(page, camera);
  const status = page.getByLabel('Camera 1 video status');

  // No video yet: the view reads no index.
  expect(await shown()).toBeNull();
  await page.getByLabel('Video for Camera 1').setInputFiles({ name: 'cam1-index.mp4', mimeType: 'video/mp4', buffer: mp4 });
  await expect(status).toHaveText(/^Video frame 0 of 90 \(avc1\.[0-9a-f]+, offset 0\)$/, { timeout: 30_000 });
  await expect.poll(() => shown()).toBe(0);
  // The points are drawn over the video: the observed tool tip in the marker colour where its pixel is.
  const [u, v] = armPixel(0, 0, 7);
  const rgb = await canvasRgbAt(page, 'Camera 1', u, v);
  expect(rgb.map((c, k) => Math.abs(c - [0xe1, 0x1d, 0x48][k]!)).every((d) => d <= 8)).toBe(true);

  // Scrubbing, forward and back, across key frames.
  const slider = page.getByRole('slider', { name: 'Frame', exact: true });
  for (const frame of [37, 3, 58, 21, 19]) {
    await slider.fill(String(frame));
    await expect(page.locator('.ik-frame-readout')).toContainText(`Frame ${frame + 1} of ${FRAMES}`);
    await expect.poll(() => shown()).toBe(frame);
  }
  // Stepping, both ways.
  for (const [button, frame] of [['Next frame', 20], ['Next frame', 21], ['Previous frame', 20], ['Previous frame', 19], ['Previous frame', 18]] as const) {
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect.poll(() => shown()).toBe(frame);
  }

  // An offset: the video started 15 frames before the recording.
  const offset = page.getByRole('textbox', { name: 'Video frame offset for Camera 1' });
  await offset.fill('15');
  await offset.press('Enter');
  await expect.poll(() => shown()).toBe(18 + 15);
  await expect(status).toContainText('offset +15');
  await slider.fill('52');
  await expect.poll(() => shown()).toBe(52 + 15);
  // Past the video's end there is no frame to show, and the view says so (the points stay).
  await slider.fill('59');
  await expect.poll(() => shown()).toBe(59 + 15);
  await offset.fill('35');
  await offset.press('Enter');
  await expect(status).toContainText("No video frame here: recording frame 59 + 35 is outside the video's frames 0–89");
  await expect.poll(() => shown()).toBeNull();
  await expect(page.getByLabel('Camera 1 reprojection RMS')).toHaveAttribute('data-value', /^\d/);
  // A video that started later: a negative offset.
  await offset.fill('-4');
  await offset.press('Enter');
  await expect.poll(() => shown()).toBe(55);
  await offset.fill('2.5');
  await offset.press('Enter');
  await expect(page.getByRole('alert')).toContainText('Camera 1: frame offset "2.5" must be a whole number of frames');
  await offset.fill('15');
  await offset.press('Enter');

  // Playback: while it runs, whenever the view shows a video frame it is the drawn recording
  // frame's (else it shows none while that frame decodes); paused, the paused frame's.
  await slider.fill('0');
  await expect.poll(() => shown()).toBe(15);
  // At a quarter speed the 60 frames take 24 s: Pause is pressed long before the end.
  await page.getByRole('combobox', { name: 'Speed' }).selectOption('0.25');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const time = page.getByLabel('Time', { exact: true });
  const during: { frame: number; index: number | null }[] = [];
  while (Number(await time.getAttribute('data-frame')) < 8) during.push(await readDrawnFrameAndIndex(page, 'Camera 1'));
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  const wrong = during.filter((s) => s.index !== null && s.index !== s.frame + 15);
  expect(wrong, 'frames shown with another frame\'s video during playback').toEqual([]);
  // The video was seen during playback (with no load, nearly always).
  expect(during.some((s) => s.index !== null)).toBe(true);
  const paused = Number(await time.getAttribute('data-frame'));
  expect(paused).toBeLessThan(FRAMES - 1);
  await expect.poll(() => shown()).toBe(paused + 15);

  // Enlarged into the main area: the same frame, at the larger size.
  const dockWidth = await page.getByRole('img', { name: /^Camera 1:/ }).evaluate((c: HTMLCanvasElement) => c.width);
  await page.getByRole('button', { name: 'Maximize camera view Camera 1' }).click();
  const maximized = page.getByRole('region', { name: 'Maximized panel' });
  await expect(maximized.getByRole('img', { name: /^Camera 1:/ })).toBeVisible();
  expect(await maximized.getByRole('img', { name: /^Camera 1:/ }).evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(dockWidth * 1.5);
  await expect.poll(() => shown()).toBe(paused + 15);
  await page.getByRole('button', { name: 'Next frame', exact: true }).click();
  await expect.poll(() => shown()).toBe(paused + 16);
  // The offset was kept when the view moved.
  await expect(maximized.getByRole('textbox', { name: 'Video frame offset for Camera 1' })).toHaveValue('15');
  await page.keyboard.press('Escape');
  await expect(maximized).toBeHidden();
  await expect.poll(() => shown()).toBe(paused + 16);

  // However far the view moved, the video holds a bounded number of decoded frames (24 at 640×480).
  const cached = Number(await page.getByRole('img', { name: /^Camera 1:/ }).getAttribute('data-video-cached'));
  expect(cached).toBeGreaterThan(0);
  expect(cached).toBeLessThanOrEqual(24);
  await expectNoSeriousAxeViolations(page);
});

test('a WebM under one camera and an MP4 under another follow the same frame, each with its offset; a file that is no video gets a located message', async ({ page }) => {
  await openSolvedArm(page);
  const mp4 = await makeIndexVideo(page, { codec: 'avc', ...VIDEO });
  const webm = await makeIndexVideo(page, { codec: 'vp8', ...VIDEO });
  const shown = (camera: string) => readShownIndex(page, camera);
  const slider = page.getByRole('slider', { name: 'Frame', exact: true });
  await page.getByLabel('Video for Camera 1').setInputFiles({ name: 'cam1-index.mp4', mimeType: 'video/mp4', buffer: mp4 });
  const offset = page.getByRole('textbox', { name: 'Video frame offset for Camera 1' });
  await offset.fill('15');
  await offset.press('Enter');

  // A WebM (VP8) video under another camera, with no offset.
  await slider.fill('44');
  await page.getByLabel('Video for Camera 2').setInputFiles({ name: 'cam2-index.webm', mimeType: 'video/webm', buffer: webm });
  await expect(page.getByLabel('Camera 2 video status')).toContainText('Video frame 44 of 90 (vp8, offset 0)', { timeout: 30_000 });
  await expect.poll(() => shown('Camera 2')).toBe(44);
  await expect.poll(() => shown('Camera 1')).toBe(59);
  await slider.fill('7');
  await expect.poll(() => shown('Camera 2')).toBe(7);
  await expect.poll(() => shown('Camera 1')).toBe(22);

  await slider.fill('31');
  await expect.poll(() => shown('Camera 2')).toBe(31);
  await expect.poll(() => shown('Camera 1')).toBe(46);

  // A video in a codec this browser cannot decode (HEVC here): a located message naming it, and the points still show.
  expect(await page.evaluate(async () => (await VideoDecoder.isConfigSupported({ codec: 'hev1.1.6.L93.90', codedWidth: 640, codedHeight: 480 })).supported), 'this Chromium decodes HEVC: pick another undecodable codec').toBe(false);
  await page.getByLabel('Video for Camera 3').setInputFiles({ name: 'cam3-hevc.mp4', mimeType: 'video/mp4', buffer: await makeHevcVideo() });
  await expect(page.getByRole('alert').filter({ hasText: 'cam3-hevc.mp4' })).toHaveText(
    'cam3-hevc.mp4: this browser cannot decode its video codec (hev1.1.6.L93.90); the points still show without it.',
  );
  await expect(page.getByLabel('Camera 3 reprojection RMS')).toHaveAttribute('data-value', /^\d/);
  expect(await shown('Camera 3')).toBeNull();

  // A file that is no video: a located message, and the camera's points still show.
  await page.getByLabel('Video for Camera 3').setInputFiles({ name: 'notes.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not a video at all, only text') });
  await expect(page.getByRole('alert').filter({ hasText: 'notes.mp4' })).toHaveText('notes.mp4: not a video container this Studio reads (MP4, MOV, WebM, MKV); the points still show without it.');
  await expect(page.getByRole('img', { name: /^Camera 3:/ })).toBeVisible();
  await expect(page.getByLabel('Camera 3 reprojection RMS')).toHaveAttribute('data-value', /^\d/);

  // Removing the video brings back the plain view.
  await page.getByRole('button', { name: 'Remove video cam2-index.webm' }).click();
  await expect.poll(() => shown('Camera 2')).toBeNull();
  await expectNoSeriousAxeViolations(page);
});
