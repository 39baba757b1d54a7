import { describe, expect, it } from 'vitest';
import { cameraValues, DLC_2D, labFile, session } from '../../../testing/labFilesFixtures.ts';
import type { KeypointTable2D, LabTableResult, MarkerTable3D } from '../labTables.ts';
import { readHdf5LabFile } from './readHdf5LabFile.ts';

// DeepLabCut .h5 files written by pandas + PyTables as DeepLabCut writes them
// (scripts/testdata/write_deeplabcut_h5.py), compared with the pixels they were written from.

const nanToNull = (values: ArrayLike<number>) => Array.from(values, (v) => (Number.isNaN(v) ? null : v));

function table2d(result: LabTableResult): KeypointTable2D {
  if (!result.ok) throw new Error(result.message);
  if (result.value.kind !== '2d') throw new Error(`expected 2D, got ${result.value.format}`);
  return result.value;
}

const MA_FILE = `deeplabcut/trial1-camADLC_dlcrnetms5_flyJan1shuffle1_100000_el.h5`;

describe('readHdf5LabFile: DeepLabCut .h5', () => {
  it.each(['A', 'B', 'C', 'D'])('reads camera %s exactly as written: parts, frames, x, y, likelihood', async (camera) => {
    const table = table2d(await readHdf5LabFile(labFile(DLC_2D(camera))));
    expect(table.format).toBe('DeepLabCut .h5');
    expect(table.parts).toEqual(session.parts);
    expect(table.frameCount).toBe(50);
    expect(table.frameLabels).toEqual(Array.from({ length: 50 }, (_, f) => String(f)));
    expect(nanToNull(table.values)).toEqual(nanToNull(cameraValues(camera)));
    expect(table.notes).toBeUndefined();
  });

  it("keeps camera B's low-likelihood claw and camera C's missing point", async () => {
    const b = table2d(await readHdf5LabFile(labFile(DLC_2D('B'))));
    const claw = session.parts.indexOf('lf_claw');
    const likelihoods = [20, 21, 22, 23, 24].map((f) => b.values[3 * (f * b.parts.length + claw) + 2]!);
    expect(Math.max(...likelihoods)).toBeLessThan(0.06);
    const c = table2d(await readHdf5LabFile(labFile(DLC_2D('C'))));
    const at = 3 * (31 * c.parts.length + session.parts.indexOf('lh_tibia_tarsus'));
    expect(nanToNull(c.values.subarray(at, at + 3))).toEqual([null, null, null]);
  });

  it('reads the _filtered variant (same layout): likelihoods kept, positions within the median filter of the raw ones', async () => {
    const filtered = table2d(await readHdf5LabFile(labFile(`deeplabcut/trial1-camADLC_resnet50_flyJan1shuffle1_100000_filtered.h5`)));
    const raw = cameraValues('A');
    expect(filtered.parts).toEqual(session.parts);
    expect(filtered.frameCount).toBe(50);
    const likelihoods = (v: ArrayLike<number>) => Array.from(v).filter((_, i) => i % 3 === 2);
    expect(likelihoods(filtered.values)).toEqual(likelihoods(raw));
    const largestShift = Math.max(...Array.from(filtered.values, (v, i) => (i % 3 === 2 ? 0 : Math.abs(v - raw[i]!))));
    expect(largestShift).toBeGreaterThan(0);
    expect(largestShift).toBeLessThan(25);
  });

  it('refuses a multi-animal file without an individual, listing them', async () => {
    expect(await readHdf5LabFile(labFile(MA_FILE))).toEqual({ ok: false, message: 'several individuals (fly1, fly2): pick one with --individual NAME (in the Studio: Individual)' });
  });

  it('refuses an individual the file does not have, listing those it has', async () => {
    expect(await readHdf5LabFile(labFile(MA_FILE), { individual: 'fly3' })).toEqual({ ok: false, message: 'no individual "fly3" in this file: it has fly1, fly2' });
  });

  it('reads the chosen individual of a multi-animal file and says which', async () => {
    const first = table2d(await readHdf5LabFile(labFile(MA_FILE), { individual: 'fly1' }));
    expect(first.format).toBe('DeepLabCut multi-animal .h5');
    expect(first.notes).toEqual(['individual fly1 of fly1, fly2']);
    expect(nanToNull(first.values)).toEqual(nanToNull(cameraValues('A')));
    const second = table2d(await readHdf5LabFile(labFile(MA_FILE), { individual: 'fly2' }));
    expect(second.parts).toEqual(session.parts);
    const raw = cameraValues('A');
    // fly2 is fly1 moved 300 px right and 40 px down, with 0.5 px of its own noise.
    const offsets = Array.from(second.values, (v, i) => v - raw[i]!).filter((_, i) => i % 3 !== 2 && !Number.isNaN(raw[i]!));
    const xs = offsets.filter((_, i) => i % 2 === 0);
    const ys = offsets.filter((_, i) => i % 2 === 1);
    expect(Math.min(...xs)).toBeGreaterThan(297);
    expect(Math.max(...xs)).toBeLessThan(303);
    expect(Math.min(...ys)).toBeGreaterThan(37);
    expect(Math.max(...ys)).toBeLessThan(43);
  });

  it('notes an --individual given for a single-animal file', async () => {
    const table = table2d(await readHdf5LabFile(labFile(DLC_2D('A')), { individual: 'fly1' }));
    expect(table.notes).toEqual(['--individual fly1 ignored: a single-animal file']);
  });

  it("reads DeepLabCut 3D (coords x, y, z) as 3D markers, stating the unit it assumes", async () => {
    const result = await readHdf5LabFile(labFile('deeplabcut/trial1_DLC_3D.h5'));
    if (!result.ok) throw new Error(result.message);
    const table = result.value as MarkerTable3D;
    expect(table.kind).toBe('3d');
    expect(table.format).toBe('DeepLabCut 3D .h5');
    expect(table.markers).toEqual(session.parts);
    expect(table.frameNumbers).toEqual(Array.from({ length: 50 }, (_, f) => f));
    const expected = session.keypoints3d.flatMap((frame, f) => frame.flatMap((p, k) => (f === 12 && k === 1 ? [NaN, NaN, NaN] : p)));
    expect(nanToNull(table.values)).toEqual(nanToNull(expected));
    expect(table.notes).toEqual([expect.stringMatching(/^DeepLabCut 3D coordinates are in its calibration's units .* used as they are, as metres$/)]);
  });

  it("reads pandas' fixed layout too", async () => {
    const table = table2d(await readHdf5LabFile(labFile('deeplabcut/trial1-camA-fixed-format.h5')));
    expect(table.format).toBe('DeepLabCut .h5 (pandas fixed format)');
    expect(table.frameCount).toBe(10);
    expect(table.parts).toEqual(session.parts);
    expect(nanToNull(table.values)).toEqual(nanToNull(cameraValues('A').slice(0, 10 * 30 * 3)));
  });
});
