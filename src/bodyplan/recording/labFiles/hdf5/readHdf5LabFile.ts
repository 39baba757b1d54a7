/**
 * Any HDF5 lab file, recognised by what it holds (never by its extension): DeepLabCut's pandas
 * DataFrame (2D single- or multi-animal, _filtered, or 3D), SLEAP's analysis export, or SLEAP's .slp
 * labels. Anything else gets one line naming what the file holds.
 */
import type { Group } from 'h5wasm';
import type { LabFileBytes, LabTableResult } from '../labTables.ts';
import { deepLabCutTable } from './deepLabCutHdf5.ts';
import { attributeText, describeTopLevel, groupAt, isGroup, member } from './hdf5Entities.ts';
import { loadH5wasm, looksLikeHdf5, withHdf5File } from './loadHdf5.ts';
import { readPandasFrame } from './pandasHdf5Frame.ts';
import { isSleapAnalysis, sleapAnalysisTable } from './sleapAnalysisHdf5.ts';
import { isSleapLabels, sleapSlpTable } from './sleapSlp.ts';

export interface Hdf5LabFileOptions {
  /** The animal to read in a file of several: a DeepLabCut individual or a SLEAP track name. */
  individual?: string;
}

/** The key DeepLabCut always uses; any other top-level pandas DataFrame is tried after it. */
const DEEPLABCUT_KEY = 'df_with_missing';

/** The top-level group holding a pandas DataFrame (DeepLabCut's key first), if any. */
function pandasKey(root: Group): string | undefined {
  if (groupAt(root, DEEPLABCUT_KEY) !== null) return DEEPLABCUT_KEY;
  return root.keys().find((key) => {
    const entity = member(root, key);
    return isGroup(entity) && attributeText(entity, 'pandas_type') !== undefined;
  });
}

function readOpenFile(root: Group, options: Hdf5LabFileOptions): LabTableResult {
  const key = pandasKey(root);
  if (key !== undefined) {
    const frame = readPandasFrame(groupAt(root, key)!, key);
    return frame.ok ? deepLabCutTable(frame.value, options) : frame;
  }
  if (isSleapLabels(root)) return sleapSlpTable(root, options);
  if (isSleapAnalysis(root)) return sleapAnalysisTable(root, options);
  return { ok: false, message: `an HDF5 file without DeepLabCut's or SLEAP's layout: ${describeTopLevel(root)}` };
}

export async function readHdf5LabFile(file: LabFileBytes, options: Hdf5LabFileOptions = {}): Promise<LabTableResult> {
  if (!looksLikeHdf5(file.bytes)) return { ok: false, message: 'not an HDF5 file: no HDF5 signature at its start' };
  try {
    await loadH5wasm();
  } catch (error) {
    // Not the file's fault: say so rather than calling the file damaged.
    return { ok: false, message: `HDF5 support (h5wasm) could not be loaded: ${error instanceof Error ? error.message : String(error)}` };
  }
  try {
    return await withHdf5File(file, (h5file) => readOpenFile(h5file, options));
  } catch (error) {
    // h5wasm throws when the HDF5 library cannot open or read the file (truncated, corrupt).
    return { ok: false, message: `an HDF5 file that cannot be read (damaged or cut short?): ${error instanceof Error ? error.message : String(error)}` };
  }
}
