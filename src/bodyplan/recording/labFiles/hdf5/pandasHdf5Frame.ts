/**
 * A pandas DataFrame stored in HDF5 by `DataFrame.to_hdf`, in either of pandas' layouts, read as
 * column labels plus rows of numbers (by slices of rows, so a 100k-frame file is never copied whole):
 * - "table" (`format="table"`, what DeepLabCut writes): a PyTables table `<key>/table` whose compound
 *   rows hold `index` and one array member per block of same-typed columns (`values_block_0` …);
 *   the column labels and level names are in the group's and table's attributes, pickled by pandas.
 * - "fixed" (pandas' default): `axis0_level<i>` / `axis0_label<i>` (column labels as levels and
 *   codes), `axis1` (the index) and `block<b>_values` (rows × columns) with `block<b>_items_*`.
 */
import type { Dataset, Group } from 'h5wasm';
import { asNumber, attributeNumber, attributeText, datasetAt, datasetStrings, textBytes } from './hdf5Entities.ts';
import { PythonDict, readPythonPickle, type PythonValue } from './pythonPickle.ts';

export interface PandasHdf5Frame {
  layout: 'table' | 'fixed';
  /** Names of the column levels (scorer, bodyparts, coords …); empty when pandas stored none. */
  levelNames: string[];
  /** Per column, its label at each level. */
  columns: string[][];
  rowCount: number;
  /** Gives every row's index label and values (in `columns` order), `ROWS_PER_SLICE` rows read at a time. */
  forEachRow(take: (row: number, label: string, values: ArrayLike<number>) => void): void;
}

export type PandasFrameResult = { ok: true; value: PandasHdf5Frame } | { ok: false; message: string };

/** Rows per read: bounded memory for long recordings, few enough calls into the WebAssembly. */
const ROWS_PER_SLICE = 4096;

class FrameError extends Error {}

const labelOf = (v: PythonValue): string[] => (Array.isArray(v) ? v.map((x) => String(x)) : [String(v)]);

/** The group's pandas DataFrame, or why it cannot be read as one (the message names the key). */
export function readPandasFrame(group: Group, key: string): PandasFrameResult {
  try {
    const pandasType = attributeText(group, 'pandas_type');
    if (pandasType === 'frame_table') return { ok: true, value: tableFrame(group) };
    if (pandasType === 'frame') return { ok: true, value: fixedFrame(group) };
    return { ok: false, message: `HDF5 key "${key}" holds a pandas ${pandasType ?? 'object'}, not a DataFrame` };
  } catch (error) {
    if (error instanceof FrameError) return { ok: false, message: `HDF5 key "${key}": ${error.message}` };
    throw error;
  }
}

function unpickleAttribute(owner: Group | Dataset, name: string): PythonValue {
  const text = attributeText(owner, name);
  if (text === undefined) throw new FrameError(`the attribute ${name} that pandas writes is missing`);
  const result = readPythonPickle(textBytes(text));
  if (!result.ok) throw new FrameError(`attribute ${name}: ${result.message}`);
  return result.value;
}

function tableFrame(group: Group): PandasHdf5Frame {
  const table = datasetAt(group, 'table');
  if (table === null) throw new FrameError('pandas table layout without its "table" dataset');
  const axes = unpickleAttribute(group, 'non_index_axes');
  const columnAxis = Array.isArray(axes) ? axes.find((a) => Array.isArray(a) && a[0] === 1) : undefined;
  if (!Array.isArray(columnAxis) || !Array.isArray(columnAxis[1])) throw new FrameError('attribute non_index_axes does not list the columns');
  const columns = columnAxis[1].map(labelOf);
  const info = unpickleAttribute(group, 'info');
  const names = info instanceof PythonDict ? (info.get(1) as PythonDict | undefined)?.get?.('names') : undefined;
  const levelNames = Array.isArray(names) ? names.map((n) => (n === null ? '' : String(n))) : [];

  const blocks = unpickleAttribute(group, 'values_cols');
  if (!Array.isArray(blocks)) throw new FrameError('attribute values_cols is not a list');
  const members = table.metadata.compound_type?.members ?? [];
  const memberIndex = (name: string) => members.findIndex((m) => m.name === name);
  const indexMember = memberIndex('index');
  const position = new Map(columns.map((c, i) => [c.join('\u0000'), i]));
  /** Per block: its member in the compound row and where each of its columns goes. */
  const blockPlan = blocks.map((block) => {
    const name = String(block);
    const dtype = attributeText(table, `${name}_dtype`) ?? '';
    if (!/^float(32|64)$/.test(dtype)) throw new FrameError(`column block ${name} holds ${dtype || 'an unknown type'}, not numbers (float64)`);
    const kind = unpickleAttribute(table, `${name}_kind`);
    if (!Array.isArray(kind)) throw new FrameError(`attribute ${name}_kind is not a list`);
    const targets = kind.map((c) => {
      const at = position.get(labelOf(c).join('\u0000'));
      if (at === undefined) throw new FrameError(`column ${labelOf(c).join('/')} of block ${name} is not among the frame's columns`);
      return at;
    });
    const member = memberIndex(name);
    if (member < 0) throw new FrameError(`the table has no member ${name}`);
    return { member, targets };
  });
  const rowCount = table.shape?.[0] ?? 0;
  return {
    layout: 'table', levelNames, columns, rowCount,
    forEachRow(take) {
      const values = new Float64Array(columns.length);
      for (let start = 0; start < rowCount; start += ROWS_PER_SLICE) {
        const rows = table.slice([[start, Math.min(rowCount, start + ROWS_PER_SLICE)]]) as unknown as unknown[][];
        rows.forEach((row, r) => {
          for (const { member, targets } of blockPlan) {
            const block = row[member] as ArrayLike<unknown>;
            for (let c = 0; c < targets.length; c++) values[targets[c]!] = asNumber(block[c]);
          }
          take(start + r, indexMember < 0 ? String(start + r) : String(row[indexMember]), values);
        });
      }
    },
  };
}

/** A fixed-layout axis (`axis0` or `block0_items`) as labels per column and level names. */
function fixedAxis(group: Group, prefix: string): { columns: string[][]; levelNames: string[] } {
  const nlevels = attributeNumber(group, `${prefix}_nlevels`);
  if (attributeText(group, `${prefix}_variety`) !== 'multi' || nlevels === undefined) {
    const flat = datasetAt(group, prefix);
    const labels = flat === null ? null : datasetStrings(flat);
    if (labels === null) throw new FrameError(`the column labels ${prefix} are missing or not text`);
    return { columns: labels.map((l) => [l]), levelNames: [] };
  }
  const levels = Array.from({ length: nlevels }, (_, i) => {
    const level = datasetAt(group, `${prefix}_level${i}`);
    const codes = datasetAt(group, `${prefix}_label${i}`);
    const names = level === null ? null : datasetStrings(level);
    if (level === null || codes === null || names === null) throw new FrameError(`the column level ${prefix}_level${i} or its codes are missing`);
    return { name: attributeText(level, 'name') ?? '', names, codes: Array.from(codes.value as ArrayLike<unknown>, asNumber) };
  });
  const count = levels[0]?.codes.length ?? 0;
  const columns = Array.from({ length: count }, (_, c) => levels.map((l) => l.names[l.codes[c]!] ?? ''));
  return { columns, levelNames: levels.map((l) => l.name) };
}

function fixedFrame(group: Group): PandasHdf5Frame {
  const { columns, levelNames } = fixedAxis(group, 'axis0');
  const position = new Map(columns.map((c, i) => [c.join('\u0000'), i]));
  const blockCount = attributeNumber(group, 'nblocks') ?? 0;
  const blocks = Array.from({ length: blockCount }, (_, b) => {
    const values = datasetAt(group, `block${b}_values`);
    // h5wasm's type 1 is HDF5's H5T_FLOAT class.
    if (values === null || values.metadata.type !== 1) throw new FrameError(`block${b}_values is missing or not numbers`);
    const targets = fixedAxis(group, `block${b}_items`).columns.map((c) => position.get(c.join('\u0000')) ?? -1);
    return { values, targets };
  });
  const index = datasetAt(group, 'axis1');
  const rowCount = index?.shape?.[0] ?? blocks[0]?.values.shape?.[0] ?? 0;
  return {
    layout: 'fixed', levelNames, columns, rowCount,
    forEachRow(take) {
      const values = new Float64Array(columns.length).fill(NaN);
      for (let start = 0; start < rowCount; start += ROWS_PER_SLICE) {
        const end = Math.min(rowCount, start + ROWS_PER_SLICE);
        const labels = index === null ? null : (index.slice([[start, end]]) as ArrayLike<unknown>);
        const slices = blocks.map(({ values: data, targets }) => ({ data: data.slice([[start, end], []]) as ArrayLike<unknown>, targets }));
        for (let r = 0; r < end - start; r++) {
          for (const { data, targets } of slices) {
            for (let c = 0; c < targets.length; c++) if (targets[c]! >= 0) values[targets[c]!] = asNumber(data[r * targets.length + c]);
          }
          take(start + r, labels === null ? String(start + r) : String(labels[r]), values);
        }
      }
    },
  };
}
