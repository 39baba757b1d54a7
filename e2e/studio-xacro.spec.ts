import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { binaryStl, boxTriangles } from './fixtures/meshes/meshFiles.ts';
import { sceneObjects, waitForDrawn, chooseMenuItem } from './studioCanvas.ts';

/**
 * A robot description repository as published: biped_description (package.xml, urdf/ with a
 * xacro and its macro file, meshes/ written here), opened as a folder. The Studio expands the
 * xacro, resolves its package:// meshes among the folder's files and draws them.
 */
const MODEL = join(import.meta.dirname, '..', 'src', 'bodyplan', 'import', '__tests__', 'models', 'biped_description');

function publishedFolder(): string {
  const repo = mkdtempSync(join(tmpdir(), 'studio-xacro-'));
  const pkg = join(repo, 'biped_description');
  cpSync(MODEL, pkg, { recursive: true });
  mkdirSync(join(pkg, 'meshes'));
  writeFileSync(join(pkg, 'meshes', 'body.stl'), binaryStl(boxTriangles(0.1, 0.15, 0.1)));
  writeFileSync(join(pkg, 'meshes', 'thigh.stl'), binaryStl(boxTriangles(0.3, 0.3, 0.5)));
  return repo;
}

async function expectNotice(page: Page, text: string) {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.locator('.studio-notice')).toHaveText(new RegExp(`^${escaped}\\s*Dismiss$`));
}

test('a folder holding a xacro description with meshes opens as the robot with its meshes; its arguments expand it again; the expanded URDF saves', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bodyplans');
  const chooser = page.waitForEvent('filechooser');
  await chooseMenuItem(page, 'File', 'Open folder');
  await (await chooser).setFiles(publishedFolder());

  await expectNotice(page, 'Imported biped.urdf.xacro (URDF) as 8 joints.');
  await waitForDrawn(page, 8);
  // The body mesh once and the thigh mesh on each leg, named package://… and found in the folder.
  const meshes = await sceneObjects(page, 'imported-mesh');
  expect(meshes.map((m) => [m.file, m.triangles]).sort()).toEqual([
    ['package://biped_description/meshes/body.stl', 12],
    ['package://biped_description/meshes/thigh.stl', 12],
    ['package://biped_description/meshes/thigh.stl', 12],
  ]);
  await expect(page.getByText('Open: biped.json')).toBeVisible();

  // The arguments form: without the head, the cap link takes its place (still 8 joints, one DOF fewer).
  await page.getByText('xacro: biped.urdf.xacro').click();
  const form = page.getByRole('form', { name: 'Arguments of biped.urdf.xacro' });
  await expect(form.getByRole('textbox', { name: 'with_head' })).toHaveValue('true');
  await form.getByRole('textbox', { name: 'with_head' }).fill('false');
  await form.getByRole('textbox', { name: 'leg_length' }).fill('0.6');
  await form.getByRole('button', { name: 'Expand again' }).click();
  await expectNotice(page, 'Imported biped.urdf.xacro (URDF) as 8 joints.');
  await expect.poll(async () => (await sceneObjects(page, 'imported-mesh')).length).toBe(3);
  await expect(form.getByRole('textbox', { name: 'with_head' })).toHaveValue('false');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save expanded URDF' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('biped.urdf');
  const urdf = readFileSync(await saved.path(), 'utf8');
  expect(urdf).toContain('<link name="head_cap"/>');
  expect(urdf).not.toContain('name="head"');
  expect(urdf).toContain('<origin xyz="0 0 -0.3" rpy="');
  expect(urdf).not.toContain('xacro');

  // A bad argument value: a located error, and the open robot stays as it was.
  await form.getByRole('textbox', { name: 'leg_length' }).fill('long');
  await form.getByRole('button', { name: 'Expand again' }).click();
  await expect(page.locator('.studio-notice')).toContainText('biped_description/urdf/leg.xacro:');
  await expect(page.locator('.studio-notice')).toContainText('expected a number, found the text "long"');
  expect(await sceneObjects(page, 'imported-mesh')).toHaveLength(3);
});

/** A description that reads the environment, as Spot's does ($(optenv …), $(env …)), written here. */
function environmentFolder(): string {
  const repo = mkdtempSync(join(tmpdir(), 'studio-xacro-env-'));
  const pkg = join(repo, 'envbot_description');
  mkdirSync(join(pkg, 'urdf'), { recursive: true });
  writeFileSync(join(pkg, 'package.xml'), '<?xml version="1.0"?>\n<package format="3"><name>envbot_description</name><version>0.1.0</version><description>test</description><maintainer email="t@example.org">t</maintainer><license>MIT</license></package>\n');
  writeFileSync(
    join(pkg, 'urdf', 'envbot.urdf.xacro'),
    `<?xml version="1.0"?>
<robot name="envbot" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <link name="base"/>
  <link name="$(optenv ENVBOT_PREFIX bot)_arm"/>
  <joint name="shoulder" type="revolute">
    <parent link="base"/><child link="$(optenv ENVBOT_PREFIX bot)_arm"/>
    <origin xyz="0 0 $(env ENVBOT_HEIGHT)"/><axis xyz="0 1 0"/>
    <limit lower="-1" upper="1" effort="1" velocity="1"/>
  </joint>
</robot>
`,
  );
  return repo;
}

test('a description that reads $(env …) is refused with the variable named, then expands with the values written in the Environment field', async ({ page }) => {
  await page.goto('/bodyplans');
  const chooser = page.waitForEvent('filechooser');
  await chooseMenuItem(page, 'File', 'Open folder');
  await (await chooser).setFiles(environmentFolder());
  await expect(page.locator('.studio-notice')).toContainText('Could not import envbot.urdf.xacro:7:13: $(env ENVBOT_HEIGHT): the environment variable "ENVBOT_HEIGHT" is not given');

  await page.getByText('xacro: envbot.urdf.xacro').click();
  const form = page.getByRole('form', { name: 'Arguments of envbot.urdf.xacro' });
  const environment = form.getByRole('textbox', { name: /^Environment/ });
  await environment.fill('ENVBOT_HEIGHT 0.4');
  await form.getByRole('button', { name: 'Expand again' }).click();
  await expect(form.getByRole('alert')).toHaveText('Environment, line 1: "ENVBOT_HEIGHT 0.4" is not NAME=VALUE (a name of letters, digits and _, not starting with a digit)');

  await environment.fill('ENVBOT_HEIGHT=0.4\nENVBOT_PREFIX=left');
  await form.getByRole('button', { name: 'Expand again' }).click();
  await expectNotice(page, 'Imported envbot.urdf.xacro (URDF) as 2 joints.');
  await expect(environment).toHaveValue('ENVBOT_HEIGHT=0.4\nENVBOT_PREFIX=left');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save expanded URDF' }).click();
  const urdf = readFileSync(await (await download).path(), 'utf8');
  expect(urdf).toContain('<link name="left_arm"/>');
  expect(urdf).toContain('<origin xyz="0 0 0.4"/>');
});
