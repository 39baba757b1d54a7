import { describe, expect, it } from 'vitest';
import { labFile } from '../../../testing/labFilesFixtures.ts';
import { readHdf5LabFile } from './readHdf5LabFile.ts';

// A 100,000-frame DeepLabCut .h5 (zlib-compressed, scripts/testdata/write_deeplabcut_h5.py), read by
// slices of rows: every frame arrives, in order, with the values the script wrote.
describe('readHdf5LabFile on a long recording', () => {
  it('reads all 100,000 frames of a DeepLabCut .h5', async () => {
    const started = performance.now();
    const result = await readHdf5LabFile(labFile('hdf5/long-recording-100k-frames.h5'));
    const seconds = (performance.now() - started) / 1000;
    if (!result.ok || result.value.kind !== '2d') throw new Error(result.ok ? 'expected 2D' : result.message);
    const table = result.value;
    expect(table.frameCount).toBe(100000);
    expect(table.parts).toEqual(['head', 'thorax', 'lf_claw']);
    expect(table.frameLabels?.[99999]).toBe('99999');
    for (const frame of [0, 4095, 4096, 65537, 99999]) {
      for (let p = 0; p < 3; p++) {
        const at = 3 * (frame * 3 + p);
        expect([table.values[at], table.values[at + 1], table.values[at + 2]]).toEqual([((frame + 37 * p) % 640) + 0.5, ((3 * frame + 11 * p) % 480) + 0.25, frame % 1000 === 999 ? 0.05 : 0.95]);
      }
    }
    // A generous bound for a shared 2-core machine (it takes about a second alone).
    expect(seconds).toBeLessThan(30);
  });
});
