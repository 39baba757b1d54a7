import { describe, expect, it } from 'vitest';
import { droppedFiles } from './droppedFiles.ts';

/** Stand-ins for the browser's FileSystemEntry objects of a dropped folder (jsdom has none). */
const fileEntry = (file: File) => ({ isFile: true, isDirectory: false, name: file.name, file: (ok: (f: File) => void) => ok(file) });
function folderEntry(name: string, children: object[], batch = 2) {
  return {
    isFile: false,
    isDirectory: true,
    name,
    createReader() {
      let next = 0;
      // Like Chromium, entries come in batches, then an empty batch.
      return { readEntries: (ok: (entries: object[]) => void) => ok(children.slice(next, (next += batch))) };
    },
  };
}
const broken = { isFile: true, isDirectory: false, name: 'gone.stl', file: (_ok: unknown, fail: (e: Error) => void) => fail(new Error('NotFoundError')) };

const transfer = (entries: object[], files: File[] = []) =>
  ({ items: entries.map((entry) => ({ kind: 'file', webkitGetAsEntry: () => entry })), files }) as unknown as DataTransfer;

describe('droppedFiles', () => {
  it('walks dropped folders and their subfolders, batch after batch, leaving out entries that cannot be read', async () => {
    const model = new File(['<robot/>'], 'robot.urdf');
    const meshes = ['a.stl', 'b.stl', 'c.obj'].map((n) => new File(['x'], n));
    const dropped = transfer([folderEntry('robot', [fileEntry(model), folderEntry('meshes', meshes.map(fileEntry)), broken])]);
    expect((await droppedFiles(dropped)).map((f) => f.name)).toEqual(['robot.urdf', 'a.stl', 'b.stl', 'c.obj']);
  });

  it('dropped files without folders: the drop’s file list', async () => {
    const files = [new File(['{}'], 'plan.json')];
    expect(await droppedFiles(transfer([fileEntry(files[0]!)], files))).toEqual(files);
    expect(await droppedFiles(transfer([], files))).toEqual(files);
  });
});
