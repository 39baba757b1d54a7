import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, REPO_ROOT } from './testing/runCli.ts';

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
