import { describe, expect, it } from 'vitest';
import { DLC_2D, labFile } from '../../../testing/labFilesFixtures.ts';
import { loadH5wasm, looksLikeHdf5 } from './loadHdf5.ts';
import { readHdf5LabFile } from './readHdf5LabFile.ts';

// What the HDF5 reader says about files it cannot read as lab files: each refusal, word for word.

describe('readHdf5LabFile refusals', () => {
  it('says a file that is not HDF5 is not, without loading h5wasm for it', async () => {
    const csv = labFile('deeplabcut/trial1_DLC_3D.csv');
    expect(looksLikeHdf5(csv.bytes)).toBe(false);
    expect(await readHdf5LabFile(csv)).toEqual({ ok: false, message: 'not an HDF5 file: no HDF5 signature at its start' });
  });

  it('names what an HDF5 file of another kind holds', async () => {
    expect(await readHdf5LabFile(labFile('hdf5/not-a-lab-file.h5'))).toEqual({
      ok: false,
      message: "an HDF5 file without DeepLabCut's or SLEAP's layout: top-level groups/datasets calibration/, exposure_ms, images",
    });
  });

  it("says a pandas DataFrame with other columns is not DeepLabCut's", async () => {
    expect(await readHdf5LabFile(labFile('hdf5/pandas-not-deeplabcut.h5'))).toEqual({
      ok: false,
      message: "a pandas DataFrame whose columns are not DeepLabCut's: column levels (unnamed), expected scorer, bodyparts, coords",
    });
  });

  it('refuses a pickled attribute that would run a command, and runs nothing', async () => {
    expect(await readHdf5LabFile(labFile('hdf5/hostile-pickle.h5'))).toEqual({
      ok: false,
      message: 'HDF5 key "df_with_missing": attribute non_index_axes: pickle: opcode GLOBAL (0x63) at byte 0 would import or call code from the file: refused (only plain data is read)',
    });
  });

  it('says a cut-short HDF5 file cannot be read', async () => {
    const whole = labFile(DLC_2D('A'));
    const cut = { name: whole.name, bytes: whole.bytes.subarray(0, 4096) };
    expect(looksLikeHdf5(cut.bytes)).toBe(true);
    const result = await readHdf5LabFile(cut);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^an HDF5 file that cannot be read \(damaged or cut short\?\): /);
  });

  it("leaves nothing in h5wasm's in-memory file system after reading, whether it succeeded or not", async () => {
    await readHdf5LabFile(labFile(DLC_2D('A')));
    await readHdf5LabFile(labFile('hdf5/not-a-lab-file.h5'));
    const { FS } = await (await loadH5wasm()).ready;
    expect(FS.readdir('/').filter((name: string) => name.startsWith('lab-file-'))).toEqual([]);
  });
});
