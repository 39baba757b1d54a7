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
    expect(folder!.main).toBe('desc/urdf/robot.urdf.xacro');
    expect([...folder!.packages]).toEqual([['desc_pkg', 'desc']]);
    expect([...folder!.files.keys()]).toEqual(['desc/urdf/leg.xacro', 'desc/urdf/robot.urdf.xacro', 'desc/urdf/other.xacro', 'desc/package.xml', 'desc/readme.xml']);
  });

  it('is null without a xacro file', () => {
    expect(xacroFolderOf([{ path: 'a.urdf', text: '<robot/>' }])).toBeNull();
  });
});
