import { describe, expect, it } from 'vitest';
import { xacroFolderOf } from './xacroFolder.ts';

describe('xacroFolderOf (a folder opened in the Studio)', () => {
  it('opens the xacro no other includes, finds packages by their package.xml names, and keeps every text by path', () => {
    const folder = xacroFolderOf([
      { path: 'desc/urdf/leg.xacro', text: '<robot/>' },
      { path: 'desc/urdf/robot.urdf.xacro', text: '<robot><xacro:include filename="$(find desc_pkg)/urdf/leg.xacro"/></robot>' },
      { path: 'desc/urdf/other.xacro', text: '<robot/>' },
      { path: 'desc/package.xml', text: '<package format="3"><name>desc_pkg</name></package>' },
      { path: 'desc/./readme.xml', text: '<notes/>' },
    ]);
    expect(folder).not.toBeNull();
    expect(folder!.main).toBe('/desc/urdf/robot.urdf.xacro');
    expect([...folder!.packages]).toEqual([['desc_pkg', '/desc']]);
    expect([...folder!.files.keys()]).toEqual(['/desc/urdf/leg.xacro', '/desc/urdf/robot.urdf.xacro', '/desc/urdf/other.xacro', '/desc/package.xml', '/desc/readme.xml']);
  });

  it('a $(find pkg) include of the opened folder resolves to its file', async () => {
    const { expandXacro } = await import('./expandXacro.ts');
    const folder = xacroFolderOf([
      { path: 'repo/desc/urdf/robot.urdf.xacro', text: '<robot xmlns:xacro="x"><xacro:include filename="$(find desc_pkg)/urdf/leg.xacro"/><xacro:leg/></robot>' },
      { path: 'repo/desc/urdf/leg.xacro', text: '<robot xmlns:xacro="x"><xacro:macro name="leg" params=""><link name="leg"/></xacro:macro></robot>' },
      { path: 'repo/desc/package.xml', text: '<package><name>desc_pkg</name></package>' },
    ])!;
    const expansion = expandXacro(folder.main, folder.files.get(folder.main)!, { readFile: (p) => folder.files.get(p), packages: folder.packages });
    expect(expansion.included).toEqual(['/repo/desc/urdf/leg.xacro']);
    expect(expansion.root.children.map((c) => c.name)).toEqual(['link']);
  });

  it('is null without a xacro file', () => {
    expect(xacroFolderOf([{ path: 'a.urdf', text: '<robot/>' }])).toBeNull();
  });
});
