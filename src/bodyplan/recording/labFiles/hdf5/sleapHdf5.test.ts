import { describe, expect, it } from 'vitest';
import { cameraValues, labFile, session } from '../../../testing/labFilesFixtures.ts';
import type { KeypointTable2D, LabTableResult } from '../labTables.ts';
import { readHdf5LabFile } from './readHdf5LabFile.ts';

// SLEAP's analysis .h5 and .slp written with h5py in SLEAP's layouts (scripts/testdata/write_sleap.py)
// from camera A's pixels: track_0 is the fly as camera A saw it, track_1 the same fly 300 px right
// and 40 px down (scores x 0.97), not found in the last 3 frames.

const ANALYSIS = 'sleap/fly.v001.000_trial1-camA.analysis.h5';
const SLP = 'sleap/fly.predictions.slp';
const PARTS = session.parts.length;

const nanToNull = (values: ArrayLike<number>) => Array.from(values, (v) => (Number.isNaN(v) ? null : v));

function table2d(result: LabTableResult): KeypointTable2D {
  if (!result.ok) throw new Error(result.message);
  if (result.value.kind !== '2d') throw new Error(`expected 2D, got ${result.value.format}`);
  return result.value;
}

/** track_1 as the script made it: moved, scores x 0.97, NaN in the last 3 frames. */
function secondTrack(): number[] {
  return cameraValues('A').map((v, i) => {
    const frame = Math.floor(i / (3 * PARTS));
    if (frame >= 47) return NaN;
    return [v + 300, v + 40, Math.round(v * 0.97 * 1e4) / 1e4][i % 3]!;
  });
}

/** Within the 4th decimal: the script rounded the scores with numpy, which rounds halves to even. */
function expectClose(actual: ArrayLike<number>, expected: number[]): void {
  expect(actual.length).toBe(expected.length);
  const worst = Math.max(...Array.from(actual, (v, i) => (Number.isNaN(v) && Number.isNaN(expected[i]!) ? 0 : Math.abs(v - expected[i]!))));
  expect(worst).toBeLessThanOrEqual(1.0001e-4);
}

describe('readHdf5LabFile: SLEAP analysis .h5', () => {
  it('refuses without a track, listing the tracks', async () => {
    expect(await readHdf5LabFile(labFile(ANALYSIS))).toEqual({ ok: false, message: 'several tracks (track_0, track_1): pick one with --individual NAME (in the Studio: Individual)' });
    expect(await readHdf5LabFile(labFile(ANALYSIS), { individual: 'mouse' })).toEqual({ ok: false, message: 'no track "mouse" in this file: it has track_0, track_1' });
  });

  it('reads track_0 (stored transposed for MATLAB) as written: nodes, x, y, point scores', async () => {
    const table = table2d(await readHdf5LabFile(labFile(ANALYSIS), { individual: 'track_0' }));
    expect(table.format).toBe('SLEAP analysis .h5');
    expect(table.parts).toEqual(session.parts);
    expect(table.frameCount).toBe(50);
    expect(table.fps).toBeUndefined();
    expect(table.notes).toEqual(['track track_0 of track_0, track_1']);
    expect(nanToNull(table.values)).toEqual(nanToNull(cameraValues('A')));
  });

  it('reads track_1, missing where the track is not occupied', async () => {
    const table = table2d(await readHdf5LabFile(labFile(ANALYSIS), { individual: 'track_1' }));
    expectClose(table.values, secondTrack());
  });
});

describe('readHdf5LabFile: SLEAP .slp', () => {
  it('refuses without a track, listing the tracks', async () => {
    expect(await readHdf5LabFile(labFile(SLP))).toEqual({ ok: false, message: 'SLEAP .slp: several tracks (track_0, track_1): pick one with --individual NAME (in the Studio: Individual)' });
  });

  it("reads track_0's predictions, the user-labeled instance winning in frame 10, and the video's fps", async () => {
    const table = table2d(await readHdf5LabFile(labFile(SLP), { individual: 'track_0' }));
    expect(table.format).toBe('SLEAP .slp');
    expect(table.parts).toEqual(session.parts);
    expect(table.frameCount).toBe(50);
    expect(table.fps).toBe(100);
    // Frame 10: the user's correction (+2 px), fully trusted (no score); frame 5's untracked
    // prediction belongs to no track and changes nothing.
    const expected = cameraValues('A').map((v, i) => (Math.floor(i / (3 * PARTS)) === 10 ? (i % 3 === 2 ? NaN : v + 2) : v));
    expectClose(table.values, expected);
  });

  it('reads track_1, missing in the frames without its instance', async () => {
    const table = table2d(await readHdf5LabFile(labFile(SLP), { individual: 'track_1' }));
    expectClose(table.values, secondTrack());
  });
});
