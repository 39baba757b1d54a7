import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { binaryStl, TETRAHEDRON } from '../../bodyplan/import/__tests__/stlFixture.ts';
import { runCli, REPO_ROOT } from '../testing/runCli.ts';

const MODEL = join(REPO_ROOT, 'src', 'bodyplan', 'import', '__tests__', 'models', 'biped_description');

/** A robot description repository as published: <repo>/biped_description/{package.xml,urdf/,meshes/}, meshes written here. */
function publishedRepository(): { repo: string; pkg: string; main: string } {
  const repo = mkdtempSync(join(tmpdir(), 'bodyplan-xacro-'));
  const pkg = join(repo, 'src', 'biped_description');
  cpSync(MODEL, pkg, { recursive: true });
  mkdirSync(join(pkg, 'meshes'));
  writeFileSync(join(pkg, 'meshes', 'body.stl'), binaryStl(TETRAHEDRON));
  writeFileSync(join(pkg, 'meshes', 'thigh.stl'), binaryStl(TETRAHEDRON));
  // A copy of the package under node_modules and a hidden folder must not be taken for it.
  mkdirSync(join(repo, 'node_modules', 'x'), { recursive: true });
  writeFileSync(join(repo, 'node_modules', 'x', 'package.xml'), '<package><name>biped_description</name></package>');
  return { repo, pkg, main: join(pkg, 'urdf', 'biped.urdf.xacro') };
}

const lineOf = (file: string, text: string) => readFileSync(file, 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;

describe('bodyplan import of a xacro description folder', () => {
  it('imports the xacro with --package-path and --arg, saves the expanded URDF, and finds every package:// mesh', async () => {
    const { repo, main } = publishedRepository();
    const expandedPath = join(repo, 'biped.urdf');
    const run = await runCli(['import', main, '--package-path', repo, '--arg', 'with_head:=false', '--arg', 'leg_length:=0.5', '--expanded-out', expandedPath]);
    expect(run.stderr).not.toMatch(/warning|error/);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/imported xacro as 8 joints, 4 DOFs, fixed base/);
    const plan = JSON.parse(run.stdout) as { joints: { name: string; offset_pos: number[] }[] };
    expect(plan.joints.map((j) => j.name)).toEqual(['base', 'left_thigh', 'left_shin', 'left_foot', 'right_thigh', 'right_shin', 'right_foot', 'head_cap']);
    // leg_length 0.5 split in halves by the macro's scoped property: the knee 0.25 below the hip.
    expect(plan.joints.find((j) => j.name === 'left_shin')!.offset_pos[2]).toBeCloseTo(-0.25, 12);
    const expanded = readFileSync(expandedPath, 'utf8');
    expect(expanded).not.toContain('xacro');
    expect(expanded).toContain('<mesh filename="package://biped_description/meshes/thigh.stl" scale="0.1 0.1 0.25"/>');
    // The saved URDF imports on its own to the same plan (its geoms' source lines are the saved file's).
    const again = await runCli(['import', expandedPath, '--package-path', repo]);
    expect(again.code).toBe(0);
    const withoutSources = (text: string) => JSON.parse(text, (key, value: unknown) => (key === 'source' ? undefined : value)) as unknown;
    expect(withoutSources(again.stdout)).toEqual(withoutSources(run.stdout));
  });

  it('a mesh that is not in the folder is a warning at the visual that names it, in the included file', async () => {
    const { pkg, main } = publishedRepository();
    rmSync(join(pkg, 'meshes', 'thigh.stl'));
    const run = await runCli(['import', main]);
    expect(run.code).toBe(0);
    const leg = join(pkg, 'urdf', 'leg.xacro');
    expect(run.stderr).toContain(`${leg}:${lineOf(leg, '<visual>')}:7: warning: mesh file "package://biped_description/meshes/thigh.stl" is not found: there is no file ${join(pkg, 'meshes', 'thigh.stl')} [mesh-unresolved]`);
  });

  it('a bad argument value is an error located where the expression using it is written', async () => {
    const { repo, pkg, main } = publishedRepository();
    const run = await runCli(['import', main, '--package-path', repo, '--arg', 'leg_length:=long']);
    expect(run.code).toBe(1);
    const leg = join(pkg, 'urdf', 'leg.xacro');
    expect(run.stderr).toContain(`${leg}:${lineOf(leg, 'name="thigh"')}:`);
    expect(run.stderr).toMatch(/error: \$\{leg_length \* thigh_share\}: expected a number, found the text "long".*\[xacro\]/);
    expect(run.stderr).toMatch(/not imported/);
  });

  it('refuses --arg for a URDF, a malformed --arg and a missing --package-path folder (usage, exit 2)', async () => {
    const { repo, main } = publishedRepository();
    expect((await runCli(['import', join(REPO_ROOT, 'src/bodyplan/import/__tests__/models/robot.urdf'), '--arg', 'a:=1'])).stderr).toMatch(/--arg is for xacro files/);
    const malformed = await runCli(['import', main, '--arg', 'with_head=false']);
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toMatch(/--arg expects NAME:=VALUE, got "with_head=false"/);
    const missing = await runCli(['import', main, '--package-path', join(repo, 'nope')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--package-path: no folder/);
  });
});
