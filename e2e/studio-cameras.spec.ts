import type { Page } from '@playwright/test';
import { armCameras as cameras, armKeypoints as keypoints, armModel as model, armObservations as observations, armPixel as pixel, canvasRgbAt, loadRecording, openArm } from './armThreeCameras.ts';
import { cameraJson } from './cameraJson.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { test, expect } from './fixtures.ts';

const frustums = (page: Page) => page.evaluate(() => window.__studioDebug!.sceneObjects().filter((o) => o.role === 'camera-frustum'));

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
});

test('a 3-camera 2D recording solves to a small pixel RMS; frustums in 3D and one 2D view per camera show the fit', async ({ page }) => {
  await openArm(page);
  await loadRecording(page, 'arm-3cams.json', JSON.stringify(observations));
  await expect(page.getByLabel('Recording summary')).toContainText('arm-3cams.json: 4 frames at 30 fps, 8 joints observed, matched by order');

  // One 2D view per camera, and each camera's frustum in the 3D view.
  for (const name of ['Camera 1', 'Camera 2', 'Camera 3']) await expect(page.getByRole('img', { name: new RegExp(`^${name}:`) })).toBeVisible();
  await expect.poll(async () => (await frustums(page)).map((o) => o.camera)).toEqual([0, 1, 2]);

  await page.getByRole('button', { name: 'Solve recording' }).click();
  await expect(page.locator('.ik-frame-readout')).toContainText('Frame 1 of 4');
  await page.getByRole('slider', { name: 'Frame', exact: true }).fill('2');
  await expect(page.locator('.ik-frame-readout')).toContainText('Frame 3 of 4');
  const solvedRms = Number(await page.getByLabel('Solved RMS in pixels').getAttribute('data-value'));
  expect(solvedRms).toBeGreaterThanOrEqual(0);
  expect(solvedRms).toBeLessThan(0.5);
  // Each view's own RMS (the shown pose reprojected against its observations) agrees.
  const viewRms = Number(await page.getByLabel('Camera 2 reprojection RMS').getAttribute('data-value'));
  expect(viewRms).toBeLessThan(0.5);
  // The Fit panel's heat-map measures the same fit, in pixels: a row per observed joint, a column per frame.
  const fit = page.getByRole('region', { name: 'Fit', exact: true });
  const map = fit.getByRole('application', { name: 'Error per keypoint (rows) and frame (columns)' });
  await expect(map).toHaveAttribute('data-columns', '4');
  expect((await map.getAttribute('data-keypoints'))!.split(',')).toHaveLength(8);
  await expect(fit.locator('[data-scale-max]')).toContainText(' px (largest)');
  expect(Number(await fit.locator('[data-scale-max]').getAttribute('data-scale-max'))).toBeLessThan(0.5);

  // The observed tool tip in camera 2 is drawn in the marker colour where its pixel is.
  const [u, v] = pixel(1, 2, 7);
  const rgb = await canvasRgbAt(page, 'Camera 2', u, v);
  expect(rgb.map((c, k) => Math.abs(c - [0xe1, 0x1d, 0x48][k]!)).every((d) => d <= 8)).toBe(true);
  // A corner of the view, far from the arm, is background.
  expect(await canvasRgbAt(page, 'Camera 2', 2, 2)).toEqual([0xf1, 0xf5, 0xf9]);

  // Hovering the tool tip reads its error in pixels; the keyboard steps through the keypoints.
  const view = page.getByRole('img', { name: /^Camera 2:/ });
  await view.scrollIntoViewIfNeeded();
  const box = (await view.boundingBox())!;
  // The image point's place on screen, through the view's fit (canvas pixels back to CSS pixels).
  const [scale, left, top] = (await view.getAttribute('data-view-transform'))!.split(' ').map(Number) as [number, number, number];
  const perCss = Number(await view.getAttribute('width')) / box.width;
  await page.mouse.move(box.x + (left + u * scale) / perCss, box.y + (top + v * scale) / perCss);
  await expect(page.locator('#camera-view-1-readout')).toContainText(/tool_tip: observed \([-0-9.]+, [-0-9.]+\), model \([-0-9.]+, [-0-9.]+\), error 0\.\d\d px/);
  await view.focus();
  await view.press(']');
  await expect(page.locator('#camera-view-1-readout')).toContainText('rail_carriage: observed');

  await page.getByRole('checkbox', { name: 'Show camera frustums in 3D' }).uncheck();
  await expect.poll(async () => (await frustums(page)).length).toBe(0);
  await page.getByRole('checkbox', { name: 'Show camera frustums in 3D' }).check();
  await expect.poll(async () => (await frustums(page)).length).toBe(3);

  // A frame image the user opens goes under the points (made here: a plain green 640×480 PNG).
  const png = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(640, 480);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#00ff00';
    context.fillRect(0, 0, 640, 480);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  });
  await page.getByLabel('Frame image for Camera 1').setInputFiles({ name: 'frame-0.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await expect.poll(() => canvasRgbAt(page, 'Camera 1', 2, 2)).toEqual([0, 255, 0]);
  await expect(page.getByRole('button', { name: 'Remove frame image' })).toBeVisible();

  // A malformed 2D file: a located error, and the loaded recording stays.
  const bad = structuredClone(observations) as { frames: unknown[][][] };
  bad.frames[1]![2]![3] = [10, 'x'];
  await loadRecording(page, 'bad.json', JSON.stringify(bad));
  await expect(page.getByRole('alert')).toContainText('bad.json: frames[1][2][3] (camera 2, joint "elbow") must be [u, v] of 2 finite numbers or null');
  await expect(page.getByLabel('Recording summary')).toContainText('arm-3cams.json: 4 frames');
  await expect(page.getByRole('img', { name: /^Camera 3:/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a DeepLabCut CSV loads through the camera its file name names, parts matched by name; the part table is saved', async ({ page }) => {
  await openArm(page);
  const names = ['camA', 'camB', 'camC'];
  // Without cameras, a DeepLabCut file is refused with the reason.
  const parts = model.jointNames.map((name) => name.toUpperCase()).concat('nose');
  const header = [
    ['scorer', ...parts.flatMap(() => ['DLC_resnet50', 'DLC_resnet50', 'DLC_resnet50'])],
    ['bodyparts', ...parts.flatMap((p) => [p, p, p])],
    ['coords', ...parts.flatMap(() => ['x', 'y', 'likelihood'])],
  ];
  const rows = keypoints.map((_, f) => [String(f), ...model.jointNames.flatMap((_, j) => [...pixel(1, f, j).map(String), '0.95']), '10', '10', '0.9']);
  const csv = [...header, ...rows].map((r) => r.join(',')).join('\n');
  await loadRecording(page, 'camB-DLC_resnet50.csv', csv);
  await expect(page.getByRole('alert')).toContainText('camB-DLC_resnet50.csv: a DeepLabCut CSV holds 2D pixels: open the cameras JSON');

  await page.getByLabel('Cameras for a DeepLabCut CSV (JSON)').setInputFiles({
    name: 'rig.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ cameras: cameras.map(cameraJson), names })),
  });
  await loadRecording(page, 'camB-DLC_resnet50.csv', csv);
  await expect(page.getByLabel('Recording summary')).toContainText('4 frames at 30 fps, 8 joints observed, matched by name; not in this plan: nose');
  await expect(page.getByText('Read through camB of rig.json.')).toBeVisible();
  await expect(page.getByRole('img', { name: /^camB:/ })).toBeVisible();
  await expect.poll(async () => (await frustums(page)).map((o) => o.name)).toEqual(['camB']);

  // The part table: "nose" is ignored on purpose; the choice is saved for this plan name.
  await page.getByText(/^Parts → joints/).click();
  await page.getByLabel('Joint for part nose').selectOption({ label: 'ignore' });
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('bodyplan-studio.part-mapping.seven-dof-rail-arm.json')))
    .toBe(JSON.stringify({ nose: null }));

  await page.getByRole('button', { name: 'Solve recording' }).click();
  await expect(page.locator('.ik-frame-readout')).toContainText('Frame 1 of 4');
  await expect(page.getByLabel('Solved RMS in pixels')).toHaveAttribute('data-value', /^\d/);
  await expectNoSeriousAxeViolations(page);
});

test('a BVH file becomes 3D targets by joint name through three’s BVHLoader, with a scale; a broken one gives its line', async ({ page }) => {
  // A hip, a knee 10 cm below it and the knee's end site (named Knee_end), as a plan in metres.
  const plan = {
    fixed_base: false,
    joints: [
      { name: 'hips', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
      { name: 'knee', parent: 'hips', offset_pos: [0, -0.1, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0 }] },
      { name: 'knee_end', parent: 'knee', offset_pos: [0, -0.1, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
    ],
  };
  const bvh = [
    'HIERARCHY',
    'ROOT Hips',
    '{',
    '  OFFSET 0 0 0',
    '  CHANNELS 6 Xposition Yposition Zposition Zrotation Xrotation Yrotation',
    '  JOINT Knee',
    '  {',
    '    OFFSET 0 -10 0',
    '    CHANNELS 3 Zrotation Xrotation Yrotation',
    '    End Site',
    '    {',
    '      OFFSET 0 -10 0',
    '    }',
    '  }',
    '}',
    'MOTION',
    'Frames: 3',
    'Frame Time: 0.04',
    '0 100 0 0 0 0 0 0 0',
    '0 100 0 0 0 0 20 0 0',
    '0 100 0 0 0 0 40 0 0',
  ].join('\n');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open body plan' }).click();
  await (await chooser).setFiles({ name: 'leg.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(plan)) });
  await page.waitForFunction(() => window.__studioDebug?.jointCount === 3 && window.__studioDebug.framesRendered > 0);
  await page.getByRole('checkbox', { name: 'IK mode' }).check();
  const neutralWeight = page.getByRole('textbox', { name: 'Neutral weight' });
  await neutralWeight.fill('0');
  await neutralWeight.press('Enter');
  const scale = page.getByRole('textbox', { name: 'BVH scale' });
  await scale.fill('0.01');
  await scale.press('Enter');
  await loadRecording(page, 'kick.bvh', bvh);
  await expect(page.getByLabel('Recording summary')).toContainText('kick.bvh: 3 frames at 25 fps, 3 joints observed, matched by name');
  await page.getByRole('button', { name: 'Solve recording' }).click();
  await expect(page.locator('.ik-frame-readout')).toContainText('Frame 1 of 3');
  await page.getByRole('slider', { name: 'Frame', exact: true }).fill('2');
  // The knee turned 40° about z: the model's end site lands on the target (RMS in metres, so the scale applied).
  const rms = Number(/RMS ([-0-9.e]+)/.exec((await page.locator('.ik-frame-readout').textContent()) ?? '')?.[1]);
  expect(rms).toBeLessThan(1e-3);

  await loadRecording(page, 'broken.bvh', bvh.replace('0 100 0 0 0 0 40 0 0', '0 100 0 0 0 0 40 0'));
  await expect(page.getByRole('alert')).toContainText('broken.bvh: line 21 (frame 2): 8 values, but the hierarchy has 9 channels');
  await expect(page.getByLabel('Recording summary')).toContainText('kick.bvh: 3 frames');
});
