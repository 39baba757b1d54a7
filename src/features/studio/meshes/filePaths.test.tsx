import { describe, expect, it } from 'vitest';
import { droppedFiles } from './droppedFiles.ts';
import { relativePathOf } from './filePaths.ts';

/** A dropped folder's entries as the browser gives them: each with its path inside the drop (`fullPath`). */
const fileEntry = (file: File, fullPath: string) => ({ isFile: true, isDirectory: false, name: file.name, fullPath, file: (ok: (f: File) => void) => ok(file) });
const folderEntry = (name: string, fullPath: string, children: object[]) => ({
  isFile: false,
  isDirectory: true,
  name,
  fullPath,
  createReader() {
    let done = false;
    return { readEntries: (ok: (entries: object[]) => void) => ok(done ? [] : ((done = true), children)) };
  },
});

describe('relativePathOf', () => {
  it('gives each file of a dropped folder its path inside the drop, so xacro includes and package.xml folders resolve', async () => {
    const xacro = new File(['<robot/>'], 'robot.urdf.xacro');
    const manifest = new File(['<package/>'], 'package.xml');
    const drop = { items: [{ kind: 'file', webkitGetAsEntry: () => folderEntry('desc', '/desc', [fileEntry(manifest, '/desc/package.xml'), folderEntry('urdf', '/desc/urdf', [fileEntry(xacro, '/desc/urdf/robot.urdf.xacro')])]) }], files: [] } as unknown as DataTransfer;
    const files = await droppedFiles(drop);
    expect(files.map(relativePathOf)).toEqual(['desc/package.xml', 'desc/urdf/robot.urdf.xacro']);
  });

  it('falls back to webkitRelativePath (a chosen directory), then to the name', () => {
    const chosen = new File(['x'], 'leg.xacro');
    Object.defineProperty(chosen, 'webkitRelativePath', { value: 'desc/urdf/leg.xacro' });
    expect(relativePathOf(chosen)).toBe('desc/urdf/leg.xacro');
    expect(relativePathOf(new File(['x'], 'alone.xacro'))).toBe('alone.xacro');
  });
});
