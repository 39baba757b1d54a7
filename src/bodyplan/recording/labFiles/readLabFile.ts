import { deepLabCutCsvTable } from '../readers/deepLabCut.ts';
import { splitCsv } from '../csv.ts';
import { labFileKind } from './labFileKind.ts';
import { readC3d } from './c3d.ts';
import { readTrc } from './trc.ts';
import { isDeepLabCut3dCsv, readDeepLabCut3dCsv } from './deepLabCut3dCsv.ts';
import type { LabFileBytes, LabTable, LabTableResult } from './labTables.ts';

/** Choices a lab file may need: which animal or person, and which way is up. */
export interface LabReadOptions {
  /** DeepLabCut's multi-animal individual or SLEAP's track to read. */
  individual?: string;
  /** .trc and .c3d: the file's vertical axis (default: .trc Y-up as OpenSim writes it, .c3d Z-up). */
  upAxis?: 'y' | 'z';
}

/**
 * A file read by content: a lab format's table, or (for the JSON and CSV shapes the older readers
 * take: 3D keypoint JSON, 2D observation JSON, anipose CSV, BVH) its text, handed back unread.
 */
export type LabFileRead = { ok: true; table: LabTable } | { ok: true; table: null; text: string } | { ok: false; message: string };

/** Reads one file of any lab format; HDF5 support is loaded only when an HDF5 file comes. */
export async function readLabFile(file: LabFileBytes, options: LabReadOptions = {}): Promise<LabFileRead> {
  const kind = labFileKind(file.bytes);
  switch (kind.kind) {
    case 'refused':
      return { ok: false, message: kind.message };
    case 'hdf5': {
      // h5wasm (about 3 MB of WebAssembly) is fetched only when an HDF5 file is opened.
      const { readHdf5LabFile } = await import('./hdf5/readHdf5LabFile.ts');
      return tableRead(await readHdf5LabFile(file, { individual: options.individual }));
    }
    case 'c3d':
      return tableRead(readC3d(file.bytes, { upAxis: options.upAxis }));
    case 'text':
      return readLabText(kind.text, options);
  }
}

/**
 * A text file: .trc by its first word, DeepLabCut's CSVs by their header rows (3D when the coords
 * row holds x, y, z); anything else goes back to the older readers as text.
 */
export function readLabText(text: string, options: LabReadOptions): LabFileRead {
  if (/^\uFEFF?PathFileType\b/.test(text)) return tableRead(readTrc(text, { upAxis: options.upAxis }));
  const first = firstCsvField(text);
  if (first !== null && DEEPLABCUT_HEADER.includes(first)) {
    if (isDeepLabCut3dCsv(text)) return tableRead(readDeepLabCut3dCsv(text, { individual: options.individual }));
    return tableRead(deepLabCutCsvTable(text, { individual: options.individual }));
  }
  return { ok: true, table: null, text };
}

const DEEPLABCUT_HEADER = ['scorer', 'individuals', 'bodyparts', 'coords'];

function tableRead(result: LabTableResult): LabFileRead {
  return result.ok ? { ok: true, table: result.value } : result;
}

/** The first field of a CSV text's first line, lower-cased; null for text that does not look like CSV (JSON, BVH). */
function firstCsvField(text: string): string | null {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return null;
  const firstLine = trimmed.slice(0, Math.min(trimmed.length, (trimmed.indexOf('\n') + 1 || trimmed.length + 1) - 1));
  const split = splitCsv(firstLine);
  return split.ok && split.records[0] !== undefined ? split.records[0].fields[0]!.toLowerCase() : null;
}
