import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { asciiStl, binaryStl, boxTriangles, objText } from './fixtures/meshes/meshFiles.ts';
import { sceneObjects, settled, waitForDrawn, panel, closeViewOptions } from './studioCanvas.ts';

/** `STUDIO_SCREENSHOTS=1` (npm run screenshots) also saves the README's screenshot of an import. */
const SCREENSHOTS = Boolean(process.env.STUDIO_SCREENSHOTS);

const fixtures = join(import.meta.dirname, 'fixtures', 'meshes');
const fixture = (name: string) => ({ name, mimeType: 'application/octet-stream', buffer: readFileSync(join(fixtures, name)) });

// The walker (MJCF): its mesh assets are in an included file; torso.stl is a binary STL, Thigh.obj
// is opened as thigh.OBJ (names match case-insensitively), foot.stl is not opened at all.
const walkerFiles = () => [
  fixture('walker.xml'),
  fixture('walker_assets.xml'),
  { name: 'torso.stl', mimeType: 'model/stl', buffer: binaryStl(boxTriangles(1, 1, 1)) },
  { name: 'thigh.OBJ', mimeType: 'text/plain', buffer: Buffer.from(objText(boxTriangles(0.06, 0.06, 0.2))) },
];
// The rover (URDF): an ASCII STL chassis and a Collada wheel.
const roverFiles = () => [
  fixture('rover.urdf'),
  fixture('wheel.dae'),
  { name: 'chassis.stl', mimeType: 'model/stl', buffer: Buffer.from(asciiStl('chassis', boxTriangles(1, 1, 1))) },
];

type Hue = 'magenta' | 'yellow';

/** How many canvas pixels have the hue of one of the test meshes' colours (whatever the shading). */
async function pixelsOfHue(page: Page, hue: Hue): Promise<number> {
  await settled(page);
  return page.locator('.studio-viewport canvas').evaluate((canvas: HTMLCanvasElement, which: Hue) => {
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d')!;
    context.drawImage(canvas, 0, 0);
    const data = context.getImageData(0, 0, copy.width, copy.height).data;
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      const r = data[i]!, g = data[i + 1]!, b = data[i + 2]!;
      if (which === 'magenta' ? r > 2 * g && b > 2 * g && r + b > 100 : r > 3 * b && g > 3 * b && r + g > 150) count++;
    }
    return count;
  }, hue);
}

async function chooseFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open body plan' }).click();
  const picker = await chooser;
  expect(picker.isMultiple(), 'the file picker takes several files').toBe(true);
  await picker.setFiles(files);
}

/** The Studio's notice says exactly `text` (followed by its Dismiss button). */
async function expectNotice(page: Page, text: string) {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.locator('.studio-notice')).toHaveText(new RegExp(`^${escaped}\\s*Dismiss$`));
}

/** Full opacity, so the mesh colours are not blended with the background. */
async function opaqueGeometry(page: Page) {
  await (await panel(page, 'View options')).getByRole('slider', { name: 'Geometry opacity' }).fill('1');
}

test('an MJCF model opened with its include file and meshes: the meshes are drawn, the missing one is a located finding', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bodyplans');
  await chooseFiles(page, walkerFiles());
  await waitForDrawn(page, 3);
  await expectNotice(
    page,
    'Imported walker.xml (MJCF) as 3 joints, with 1 warning: walker.xml:13:11: mesh file "meshes/foot.stl" was not opened with the model, so it is not drawn: open it together with the model (multi-select or a folder drop).',
  );
  // The missing mesh is listed under Diagnostics at the geom that names it.
  const finding = page.getByRole('list', { name: 'Import findings of walker.xml' }).getByRole('listitem').filter({ hasText: 'meshes/foot.stl' });
  await expect(finding.locator('.studio-location')).toHaveText('walker.xml:13:11');
  await expect(finding).toContainText('[mesh-missing]');

  // Two meshes in the scene, each with the triangles of its file.
  const meshes = await sceneObjects(page, 'imported-mesh');
  expect(meshes.map((m) => [m.file, m.triangles]).sort()).toEqual([
    ['meshes/Thigh.obj', 12],
    ['meshes/torso.stl', 12],
  ]);
  await expect((await panel(page, 'View options')).getByRole('checkbox', { name: 'Geometry (2)' })).toBeChecked();
  await expect((await panel(page, 'View options')).getByText('2 of 3 meshes (files kept until reload)')).toBeVisible();

  // Pixel evidence: the torso (magenta, binary STL) and the thigh (yellow, OBJ) are on the canvas,
  // and gone when the Geometry switch is off.
  await opaqueGeometry(page);
  const shown = { magenta: await pixelsOfHue(page, 'magenta'), yellow: await pixelsOfHue(page, 'yellow') };
  expect(shown.magenta, 'torso pixels').toBeGreaterThan(500);
  expect(shown.yellow, 'thigh pixels').toBeGreaterThan(100);
  await (await panel(page, 'View options')).getByRole('checkbox', { name: 'Geometry (2)' }).uncheck();
  expect(await sceneObjects(page, 'imported-mesh')).toHaveLength(0);
  expect(await pixelsOfHue(page, 'magenta')).toBeLessThan(shown.magenta / 20);
  expect(await pixelsOfHue(page, 'yellow')).toBeLessThan(shown.yellow / 20);
  await (await panel(page, 'View options')).getByRole('checkbox', { name: 'Geometry (2)' }).check();
  await expectNoSeriousAxeViolations(page);

  // Opened again with the foot's mesh too: all three are drawn and the finding is gone.
  await chooseFiles(page, [...walkerFiles(), { name: 'foot.stl', mimeType: 'model/stl', buffer: binaryStl(boxTriangles(0.12, 0.06, 0.03)) }]);
  await expectNotice(page, 'Imported walker.xml (MJCF) as 3 joints.');
  await expect(page.getByRole('list', { name: 'Import findings of walker.xml' })).toHaveCount(0);
  expect((await sceneObjects(page, 'imported-mesh')).map((m) => m.file).sort()).toEqual(['meshes/Thigh.obj', 'meshes/foot.stl', 'meshes/torso.stl']);
  await expect((await panel(page, 'View options')).getByText('3 of 3 meshes (files kept until reload)')).toBeVisible();
  // Opening the same files once more frees the previous meshes: the renderer holds no more geometry.
  await settled(page);
  const geometries = await page.evaluate(() => window.__studioDebug!.memory.geometries);
  await closeViewOptions(page);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await chooseFiles(page, [...walkerFiles(), { name: 'foot.stl', mimeType: 'model/stl', buffer: binaryStl(boxTriangles(0.12, 0.06, 0.03)) }]);
  await expectNotice(page, 'Imported walker.xml (MJCF) as 3 joints.');
  await settled(page);
  expect(await page.evaluate(() => window.__studioDebug!.memory.geometries)).toBe(geometries);
  await (await panel(page, 'View options')).getByRole('slider', { name: 'Geometry opacity' }).fill('0.6');
  await page.getByRole('button', { name: 'Iso view' }).click();
  await settled(page);
  if (SCREENSHOTS) {
    // The view frames the meshes with the skeleton (Iso view), so the whole torso mesh is in the picture.
    await page.mouse.move(0, 0);
    await settled(page);
    await page.screenshot({ path: join(import.meta.dirname, '..', 'docs', 'screenshots', 'studio-import.png') });
  }
});

test('a URDF opened through the file input with an ASCII STL and a Collada mesh draws both', async ({ page }) => {
  await page.goto('/bodyplans');
  await page.locator('input[type="file"]:not([webkitdirectory])').setInputFiles(roverFiles());
  await waitForDrawn(page, 2);
  await expectNotice(page, 'Imported rover.urdf (URDF) as 2 joints.');
  const meshes = await sceneObjects(page, 'imported-mesh');
  expect(meshes.map((m) => [m.file, m.triangles]).sort()).toEqual([
    ['package://rover/meshes/chassis.stl', 12],
    ['package://rover/meshes/wheel.dae', 12],
  ]);
  await expect((await panel(page, 'View options')).getByText('2 of 2 meshes (files kept until reload)')).toBeVisible();
  await opaqueGeometry(page);
  expect(await pixelsOfHue(page, 'magenta'), 'chassis pixels').toBeGreaterThan(500);
  expect(await pixelsOfHue(page, 'yellow'), 'wheel pixels').toBeGreaterThan(100);
  await expectNoSeriousAxeViolations(page);
});

test('files dropped together: the model is chosen and the others named; an unreadable mesh is a located finding; the rest still draws', async ({ page }) => {
  await page.goto('/bodyplans');
  const files = [...walkerFiles(), fixture('rover.urdf')].map((f) => ({ name: f.name, base64: f.buffer.toString('base64') }));
  // torso.stl is replaced by bytes that are no STL at all.
  files[2]!.base64 = Buffer.from('not a mesh').toString('base64');
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const { name, base64 } of list) transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name));
    return transfer;
  }, files);
  await page.dispatchEvent('section.studio', 'dragover', { dataTransfer });
  await page.dispatchEvent('section.studio', 'drop', { dataTransfer });
  await waitForDrawn(page, 3);
  const notice = page.getByRole('status').filter({ hasText: 'Imported walker.xml' });
  await expect(notice).toContainText('with 2 warnings');
  await expect(notice).toContainText('2 model files were given; opened walker.xml, not rover.urdf (open it on its own).');
  const findings = page.getByRole('list', { name: 'Import findings of walker.xml' }).getByRole('listitem');
  const unreadable = findings.filter({ hasText: 'meshes/torso.stl' });
  await expect(unreadable).toContainText('could not be read, so it is not drawn');
  await expect(unreadable).toContainText('[mesh-unreadable]');
  await expect(unreadable.locator('.studio-location')).toHaveText('walker.xml:7:7');
  expect((await sceneObjects(page, 'imported-mesh')).map((m) => m.file)).toEqual(['meshes/Thigh.obj']);
});

test('mesh files are not kept across a reload: the restored plan says how many meshes are drawn', async ({ page }) => {
  await page.goto('/bodyplans');
  await chooseFiles(page, roverFiles());
  await waitForDrawn(page, 2);
  expect(await sceneObjects(page, 'imported-mesh')).toHaveLength(2);
  await expect((await panel(page, 'View options')).getByText('2 of 2 meshes (files kept until reload)')).toBeVisible();
  await page.reload();
  await waitForDrawn(page, 2);
  await expect((await panel(page, 'View options')).getByText('0 of 2 meshes (files kept until reload)')).toBeVisible();
  expect(await sceneObjects(page, 'imported-mesh')).toHaveLength(0);
});

test('a plan JSON saved from an import, opened with some of its mesh files: those are drawn and the notice names the others', async ({ page }) => {
  await page.goto('/bodyplans');
  await chooseFiles(page, [fixture('rover.urdf')]);
  await waitForDrawn(page, 2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON' }).click();
  const plan = readFileSync((await (await download).path())!);
  await page.getByRole('button', { name: 'New body plan' }).click();
  await chooseFiles(page, [{ name: 'rover.json', mimeType: 'application/json', buffer: plan }, roverFiles()[2]!]);
  await waitForDrawn(page, 2);
  await expectNotice(page, 'Meshes not drawn: "package://rover/meshes/wheel.dae" (not opened).');
  expect((await sceneObjects(page, 'imported-mesh')).map((m) => m.file)).toEqual(['package://rover/meshes/chassis.stl']);
  await expect((await panel(page, 'View options')).getByText('1 of 2 meshes (files kept until reload)')).toBeVisible();
});
