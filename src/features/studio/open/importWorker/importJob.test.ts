import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { meshFileKey } from '../../../../bodyplan/import/visualMeshes.ts';
import { xacroFolderOf } from '../../../../bodyplan/import/xacro/xacroFolder.ts';
import { runImportJob, type ImportJob } from './importJob.ts';

const models = join(import.meta.dirname, '..', '..', '..', '..', 'bodyplan', 'import', '__tests__', 'models');

/** The biped_description folder as the Studio reads an opened folder: every text by its path inside the folder. */
function bipedJob(args: Record<string, string> = {}): ImportJob {
  const root = join(models, 'biped_description');
  const texts = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .map((path) => ({ path: `biped_description/${relative(root, path)}`, text: readFileSync(path, 'utf8') }));
  const folder = xacroFolderOf(texts)!;
  const job: ImportJob = {
    name: 'biped.urdf.xacro',
    text: folder.files.get(folder.main)!,
    includes: new Map(),
    meshOutcomes: new Map(),
    options: {},
    xacro: { path: folder.main, files: folder.files, packages: folder.packages, args: new Map(Object.entries(args)) },
  };
  // The job crosses to the worker by structured clone: what runs there is the copy.
  return structuredClone(job);
}

describe('runImportJob (what the Studio import worker runs)', () => {
  it('expands a xacro folder and imports it: the plan text, the summary, the declared arguments and the expanded URDF', () => {
    const { open, xacro } = runImportJob(bipedJob());
    expect(open.ok).toBe(true);
    if (!open.ok) return;
    expect(open.name).toBe('biped.json');
    expect(open.report.format).toBe('URDF');
    expect(JSON.parse(open.text).joints).toHaveLength(8);
    expect(xacro!.declared.map((a) => a.name).sort()).toEqual(['leg_length', 'with_head']);
    expect(xacro!.expanded).toContain('<link name="head"');
  });

  it('uses the argument values given', () => {
    const { open, xacro } = runImportJob(bipedJob({ with_head: 'false' }));
    expect(open.ok).toBe(true);
    expect(xacro!.expanded).toContain('<link name="head_cap"/>');
  });

  it('a bad argument value is the import\'s located refusal, with the arguments still declared for the form', () => {
    const { open, xacro } = runImportJob(bipedJob({ leg_length: 'long' }));
    expect(open.ok).toBe(false);
    if (open.ok) return;
    expect(open.message).toMatch(/^Could not import \/biped_description\/urdf\/leg\.xacro:\d+:\d+: .*expected a number, found the text "long".* Nothing else changed\.$/);
    expect(xacro!.expanded).toBeNull();
  });

  it('imports a URDF with its import choices and warns of a mesh file not opened with it', () => {
    const urdf = `<robot name="r">\n<link name="base"><visual><geometry><mesh filename="meshes/base.stl"/></geometry></visual></link>\n<link name="arm"/>\n<joint name="j" type="revolute"><parent link="base"/><child link="arm"/><axis xyz="0 0 1"/><limit lower="-1" upper="1"/></joint>\n</robot>`;
    const job: ImportJob = { name: 'r.urdf', text: urdf, includes: new Map(), meshOutcomes: new Map(), options: { floatingBase: true } };
    const { open, xacro } = runImportJob(structuredClone(job));
    expect(xacro).toBeNull();
    expect(open.ok).toBe(true);
    if (!open.ok) return;
    expect(open.summary).toMatch(/^Imported r\.urdf \(URDF\) as \d+ joints, with 1 warning: r\.urdf:2:\d+: .*meshes\/base\.stl/);
    const opened = runImportJob(structuredClone({ ...job, meshOutcomes: new Map([[meshFileKey('meshes/base.stl'), { ok: true as const }]]) })).open;
    expect(opened.ok && opened.summary).toMatch(/^Imported r\.urdf \(URDF\) as \d+ joints\.$/);
  });
});
