import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, REPO_ROOT } from '../testing/runCli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bodyplan-import-'));
const MODELS = join(REPO_ROOT, 'src', 'bodyplan', 'import', '__tests__', 'models');

describe('bodyplan import / export-mjcf', () => {
  it('imports an MJCF to a valid plan file, exports it back to MJCF, and re-imports it', async () => {
    const planPath = join(dir, 'arm.json');
    const imported = await runCli(['import', join(MODELS, 'arm.xml'), '-o', planPath]);
    expect(imported.code).toBe(0);
    expect(imported.stderr).toMatch(/imported MJCF as 18 joints, 12 DOFs, fixed base/);
    const plan = JSON.parse(readFileSync(planPath, 'utf8')) as { joints: { name: string }[] };
    expect(plan.joints.map((j) => j.name)).toContain('fingertip');
    expect((await runCli(['validate', planPath])).code).toBe(0);

    const xmlPath = join(dir, 'arm.out.xml');
    const exported = await runCli(['export-mjcf', planPath, '--output', xmlPath]);
    expect(exported.code).toBe(0);
    expect(readFileSync(xmlPath, 'utf8')).toMatch(/^<mujoco model="arm">/);
    const again = await runCli(['import', xmlPath]);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ fixed_base: true });
  });

  it('reads MJCF <include> files from beside the model', async () => {
    const run = await runCli(['import', join(MODELS, 'multiroot.xml')]);
    expect(run.code).toBe(0);
    const plan = JSON.parse(run.stdout) as { joints: { name: string }[] };
    expect(plan.joints.map((j) => j.name)).toEqual(expect.arrayContaining(['right', 'right_tip']));
  });

  it('prints URDF diagnostics as file:line:column and honours --floating-base', async () => {
    const run = await runCli(['import', join(MODELS, 'robot.urdf'), '--floating-base']);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/robot\.urdf:51:5: warning: joint "grip_right" mimics "grip_left"/);
    expect(JSON.parse(run.stdout)).toMatchObject({ fixed_base: false });
  });

  it('a finding inside an included file is printed with that file\'s path and its own line:column', async () => {
    const folder = mkdtempSync(join(dir, 'include-'));
    mkdirSync(join(folder, 'parts'));
    writeFileSync(join(folder, 'scene.xml'), '<mujoco>\n<worldbody>\n<include file="parts/leg.xml"/>\n</worldbody>\n</mujoco>\n');
    writeFileSync(join(folder, 'parts', 'leg.xml'), '<mujoco>\n  <body name="leg">\n    <joint name="hip" type="ball"/>\n  </body>\n</mujoco>\n');
    const run = await runCli(['import', join(folder, 'scene.xml')]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`${join(folder, 'parts', 'leg.xml')}:3:5: warning: ball joint "hip"`);
  });

  it('--root picks the top-level body; an unknown one is a located error listing the candidates', async () => {
    const run = await runCli(['import', join(MODELS, 'scene_objects.xml'), '--root', 'cube']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ fixed_base: false, joints: [{ name: 'cube', parent: null }, { name: 'cube_corner' }] });
    expect(run.stderr).toMatch(/scene_objects\.xml:8:5: warning: not kept \(the plan floats with "cube"/);
    const unknown = await runCli(['import', join(MODELS, 'scene_objects.xml'), '--root', 'nope']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/scene_objects\.xml:6:3: error: the root "nope" is not a top-level body; the top-level bodies are "cube" \(free, 1 joint\)/);
  });

  it('--merge-fixed merges URDF links fixed to a parent with children; by default they are joints', async () => {
    const names = async (args: string[]) => (JSON.parse((await runCli(['import', join(MODELS, 'robot.urdf'), ...args])).stdout) as { joints: { name: string }[] }).joints.map((j) => j.name);
    expect(await names([])).toContain('mount');
    expect(await names(['--merge-fixed'])).not.toContain('mount');
  });

  it('--no-sites leaves the sites out', async () => {
    const run = await runCli(['import', join(MODELS, 'arm.xml'), '--no-sites']);
    expect(run.code).toBe(0);
    const plan = JSON.parse(run.stdout) as { joints: Record<string, unknown>[] };
    expect(plan.joints.some((j) => j['x-mujoco-site'] === true)).toBe(false);
    expect(run.stderr).toMatch(/info: \d+ sites? (are|is) left out \(no-sites\)/);
  });

  it('exit 1 with a located error for a source that cannot be imported, and the output file is left alone', async () => {
    const source = join(dir, 'bad.urdf');
    writeFileSync(source, '<robot name="r">\n<link name="a"/><link name="b"/>\n<joint name="j" type="planar"><parent link="a"/><child link="b"/></joint></robot>');
    const out = join(dir, 'keep.json');
    writeFileSync(out, 'previous');
    const run = await runCli(['import', source, '-o', out]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/bad\.urdf:3:17: error: joint "j" is planar/);
    expect(readFileSync(out, 'utf8')).toBe('previous');
  });

  it('exit 2 for usage and I/O problems', async () => {
    expect((await runCli(['import', join(dir, 'missing.xml')])).code).toBe(2);
    expect((await runCli(['export-mjcf', join(MODELS, 'arm.xml'), '-o', join(dir, 'x.xml'), '--output', join(dir, 'y.xml')])).code).toBe(2);
    expect(existsSync(join(dir, 'x.xml'))).toBe(false);
  });

  it('export-mjcf exits 1 for an invalid body plan', async () => {
    const path = join(dir, 'invalid.json');
    writeFileSync(path, '{"fixed_base": true, "joints": []}');
    const run = await runCli(['export-mjcf', path]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
  });
});
