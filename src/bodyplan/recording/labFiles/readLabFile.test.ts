import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLabFile } from './readLabFile.ts';
import { labFileKind } from './labFileKind.ts';

const LAB_FILES = join(import.meta.dirname, '..', '..', '..', '..', 'test-data', 'lab-files');
const bytesOf = (path: string) => new Uint8Array(readFileSync(join(LAB_FILES, path)));
/** A file under another name (as a user may rename it): content decides, never the extension. */
const renamed = (path: string) => ({ name: 'recording.csv', bytes: bytesOf(path) });

describe('readLabFile: each format by its content', () => {
  it.each([
    ['deeplabcut/trial1-camADLC_resnet50_flyJan1shuffle1_100000.h5', '2d', 'DeepLabCut .h5'],
    ['deeplabcut/trial1_DLC_3D.h5', '3d', 'DeepLabCut 3D .h5'],
    ['deeplabcut/trial1_DLC_3D.csv', '3d', 'DeepLabCut 3D CSV'],
    ['sleap/fly.v001.000_trial1-camA.analysis.h5', '2d', 'SLEAP analysis .h5'],
    ['trc/walk-pose2sim.trc', '3d', '.trc'],
    ['c3d/walk-vicon-float.c3d', '3d', '.c3d'],
  ])('%s, renamed to recording.csv, is read as %s (%s)', async (path, kind, format) => {
    const read = await readLabFile(renamed(path), { individual: path.includes('sleap') ? 'track_0' : undefined });
    expect(read.ok && read.table !== null && [read.table.kind, read.table.format]).toEqual([kind, format]);
  });

  it('a DeepLabCut CSV is a table; our JSON and an anipose CSV go back as text for the older readers', async () => {
    const csv = 'scorer,S,S,S\nbodyparts,knee,knee,knee\ncoords,x,y,likelihood\n0,1,2,0.9\n';
    const dlc = await readLabFile({ name: 'a.txt', bytes: new TextEncoder().encode(csv) });
    expect(dlc.ok && dlc.table?.kind).toBe('2d');
    for (const text of ['{"frames": []}', 'knee_x,knee_y,knee_z\n1,2,3\n']) {
      const read = await readLabFile({ name: 'a.csv', bytes: new TextEncoder().encode(text) });
      expect(read).toEqual({ ok: true, table: null, text });
    }
  });

  it.each([
    ['a Python pickle', [0x80, 0x04, 0x95, 0x10, 0, 0], /^a Python pickle \(such as DeepLabCut's _meta\.pickle or _full\.pickle\): it is not read, since loading a pickle can run code/],
    ['a ZIP archive', [0x50, 0x4b, 0x03, 0x04, 0, 0], /^a ZIP archive/],
    ['an MP4 video', [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d], /^a video \(MP4\/MOV\): open it as a camera's video/],
    ['binary noise', [0xff, 0xfe, 0xfd, 0x00, 0x9f], /^a binary file that is none of the formats read/],
  ])('%s is refused in one line saying what it looks like', async (_, bytes, message) => {
    const read = await readLabFile({ name: 'x.h5', bytes: Uint8Array.from(bytes) });
    expect(read.ok).toBe(false);
    expect(!read.ok && read.message).toMatch(message);
  });

  it('an HDF5 file of neither tool names what it holds', async () => {
    const read = await readLabFile({ name: 'x.h5', bytes: bytesOf('hdf5/not-a-lab-file.h5') });
    expect(!read.ok && read.message).toMatch(/^an HDF5 file without DeepLabCut's or SLEAP's layout: top-level groups\/datasets /);
  });

  it('a text file starting like C3D\'s key byte is not taken for one', () => {
    expect(labFileKind(new TextEncoder().encode('xP'.padEnd(2048, ' '))).kind).toBe('text');
  });
});
