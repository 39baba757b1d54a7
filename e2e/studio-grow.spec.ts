import type { Page } from '@playwright/test';
import { armJointCount, armObservations, armText } from './armThreeCameras.ts';
import { test, expect } from './fixtures.ts';
import { openPlanText, STUDIO_SIZES } from './studioCanvas.ts';

// Panels that grow into the main area and come back (a camera view, the angle plot, the JSON
// editor), a camera view beside the 3D view at a readable width, and the timeline's lanes of a
// solved multi-camera recording: one per camera, on the timeline's time axis.

const timeline = (page: Page) => page.getByRole('region', { name: 'Timeline' });
const view3d = (page: Page) => page.getByRole('region', { name: /^3D view/ });

/** Below 800 px the panels are tabs under the view: shows the one named. */
async function showPanelTab(page: Page, name: string) {
  const tab = page.getByRole('tablist', { name: 'Studio panels' }).getByRole('tab', { name, exact: true });
  if ((await tab.count()) > 0) await tab.click();
}

async function solveThreeCameras(page: Page) {
  await openPlanText(page, 'seven-dof-rail-arm.json', armText);
  expect(armJointCount).toBe(8);
  await showPanelTab(page, 'Inverse kinematics');
  await page.getByRole('checkbox', { name: 'IK mode' }).check();
  await page.getByLabel('Load recording (JSON, CSV, HDF5, TRC, C3D)').setInputFiles({ name: 'arm-3cams.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(armObservations)) });
  await page.getByRole('button', { name: 'Solve recording' }).click();
  await expect(page.locator('.ik-frame-readout')).toContainText('Frame 1 of 4');
}

for (const size of STUDIO_SIZES) {
  test(`at ${size.width}×${size.height} a solved 3-camera recording shows one error lane per camera in the timeline, on its cursor; a camera view and the angle plot grow and come back`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/bodyplans');
    await solveThreeCameras(page);
    const narrow = size.width <= 800;

    // One lane per camera, by name (Camera 1-3: the recording names none), in the timeline (not in a dock panel).
    const cameraLanes = timeline(page).getByRole('img', { name: /^Reprojection error of .+ over time/ });
    await expect(cameraLanes).toHaveCount(armObservations.cameras.length);
    const lanes = timeline(page).getByRole('group', { name: 'Camera-error lane: Camera 2' }).getByRole('img', { name: /^Reprojection error of Camera 2 over time/ });
    await expect(lanes).toBeVisible();
    await expect(page.locator('.studio-dock .series-lanes, .studio-tabpanel .series-lanes')).toHaveCount(0);
    // Same left edge and width as the timeline's angle lane: one time axis.
    const angle = (await timeline(page).getByRole('application', { name: 'Timeline angle plot' }).boundingBox())!;
    const laneBox = (await lanes.boundingBox())!;
    expect(Math.abs(laneBox.x - angle.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(laneBox.width - angle.width)).toBeLessThanOrEqual(1);
    // The scrubber moves the lanes' reading with the cursor.
    await timeline(page).getByRole('slider', { name: 'Frame', exact: true }).fill('2');
    await expect(lanes).toHaveAccessibleName(/at frame 3: [\d.e-]+ px\./);

    // A camera view: maximized in place of the 3D view, back with Restore.
    await showPanelTab(page, 'Cameras');
    await page.getByRole('button', { name: 'Maximize camera view Camera 2' }).click();
    const maximized = page.getByRole('region', { name: 'Maximized panel' });
    await expect(maximized.getByRole('img', { name: /^Camera 2:/ })).toBeVisible();
    await expect(view3d(page)).toBeHidden();
    await maximized.getByRole('button', { name: 'Restore' }).click();
    await expect(maximized).toHaveCount(0);
    await expect(view3d(page)).toBeVisible();
    await expect(page.getByRole('img', { name: /^Camera 2:/ })).toBeVisible();

    // Beside the 3D view: at least 480 px wide on a wide screen, the view still shown.
    await page.getByRole('button', { name: 'Show camera view Camera 2 beside the 3D view' }).click();
    const beside = page.getByRole('region', { name: 'Panel beside the view' });
    const camera = beside.getByRole('img', { name: /^Camera 2:/ });
    await expect(camera).toBeVisible();
    await expect(view3d(page)).toBeVisible();
    if (!narrow) {
      expect((await beside.boundingBox())!.width, 'the split panel').toBeGreaterThanOrEqual(480);
      expect((await camera.boundingBox())!.width, 'the camera view in it').toBeGreaterThanOrEqual(480 - 16);
    }
    await page.keyboard.press('Escape');
    await expect(beside).toHaveCount(0);

    // The angle plot, from its timeline lane.
    await page.getByRole('button', { name: 'Maximize angle plot' }).click();
    await expect(maximized.getByRole('application', { name: 'Angle plot', exact: true })).toBeVisible();
    await expect(view3d(page)).toBeHidden();
    await maximized.getByRole('button', { name: 'Restore' }).click();
    await expect(view3d(page)).toBeVisible();
    await expect(timeline(page).getByRole('application', { name: 'Timeline angle plot' })).toBeVisible();
  });

  test(`at ${size.width}×${size.height} the JSON editor maximizes into the main area with the plan in it, and comes back`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/bodyplans');
    await openPlanText(page, 'seven-dof-rail-arm.json', armText);
    await showPanelTab(page, 'JSON text');
    const editorSwitch = page.getByRole('button', { name: 'JSON editor', exact: true });
    if ((await editorSwitch.getAttribute('aria-pressed')) !== 'true') await editorSwitch.click();
    await expect(page.getByTestId('json-editor')).toBeVisible();
    await page.getByRole('button', { name: 'Maximize JSON text' }).click();
    const maximized = page.getByRole('region', { name: 'Maximized panel' });
    const editor = maximized.getByTestId('json-editor');
    await expect(editor).toBeVisible();
    await expect(view3d(page)).toBeHidden();
    await expect(page.getByTestId('json-editor')).toHaveCount(1);
    // It takes the main area: wider than the dock it came from, and tall.
    const box = (await editor.boundingBox())!;
    if (size.width > 800) expect(box.width).toBeGreaterThan(size.width * 0.4);
    expect(box.height).toBeGreaterThan(200);
    await expect(editor).toContainText('rail_carriage');
    // Escape inside the editor stays with the editor; Restore puts it back in its dock.
    await editor.locator('.cm-line').first().click();
    await page.keyboard.press('Escape');
    await expect(maximized).toBeVisible();
    await maximized.getByRole('button', { name: 'Restore' }).click();
    await expect(maximized).toHaveCount(0);
    await expect(view3d(page)).toBeVisible();
    await expect(page.getByTestId('json-editor')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Maximize JSON text' })).toBeVisible();
  });
}
