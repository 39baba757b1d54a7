/**
 * DeepLabCut's .h5 outputs, from the pandas DataFrame they hold (key "df_with_missing"): columns
 * scorer / bodyparts / coords (x, y, likelihood per part; one file per camera), or scorer /
 * individuals / bodyparts / coords for multi-animal projects, or coords x, y, z for DeepLabCut 3D's
 * triangulation. The `_filtered` variants have the same layout.
 */
import type { KeypointTable2D, LabTableResult, MarkerTable3D } from '../labTables.ts';
import type { PandasHdf5Frame } from './pandasHdf5Frame.ts';
import { pickIndividual } from './pickIndividual.ts';

/** DeepLabCut 3D triangulates in its calibration's units and writes no unit: said in the table's notes. */
export const DEEPLABCUT_3D_UNIT_NOTE =
  "DeepLabCut 3D coordinates are in its calibration's units (the checkerboard square size) and the file states none: used as they are, as metres";

/** Level names by the number of levels, for files whose pandas info lost them. */
const DEFAULT_LEVELS: Record<number, string[]> = { 3: ['scorer', 'bodyparts', 'coords'], 4: ['scorer', 'individuals', 'bodyparts', 'coords'] };

export function deepLabCutTable(frame: PandasHdf5Frame, options: { individual?: string }): LabTableResult {
  const width = frame.columns[0]?.length ?? 0;
  const levels = frame.levelNames.length === width && frame.levelNames.includes('bodyparts') ? frame.levelNames : (DEFAULT_LEVELS[width] ?? frame.levelNames);
  const partLevel = levels.indexOf('bodyparts');
  const coordLevel = levels.indexOf('coords');
  if (partLevel < 0 || coordLevel < 0) {
    return { ok: false, message: `a pandas DataFrame whose columns are not DeepLabCut's: column levels ${levels.join(', ') || '(unnamed)'}, expected scorer, bodyparts, coords` };
  }
  const coords = new Set(frame.columns.map((c) => c[coordLevel]!));
  const is3d = coords.has('z');
  const axes = is3d ? ['x', 'y', 'z'] : ['x', 'y', 'likelihood'];
  if (!axes.slice(0, 2).every((a) => coords.has(a))) {
    return { ok: false, message: `DeepLabCut columns without x and y coords: coords are ${[...coords].join(', ')}` };
  }

  const notes: string[] = [];
  const individualLevel = levels.indexOf('individuals');
  let individual: string | undefined;
  if (individualLevel >= 0) {
    const individuals = [...new Set(frame.columns.map((c) => c[individualLevel]!))];
    const choice = pickIndividual(individuals, options.individual, 'individual');
    if (!choice.ok) return choice;
    individual = individuals[choice.index]!;
    if (choice.note !== undefined) notes.push(choice.note);
  } else if (options.individual !== undefined) {
    notes.push(`--individual ${options.individual} ignored: a single-animal file`);
  }

  /** Per part (in the file's order), the column of each axis (-1: absent, e.g. no likelihood). */
  const parts: string[] = [];
  const columnOf: number[][] = [];
  frame.columns.forEach((column, c) => {
    if (individual !== undefined && column[individualLevel] !== individual) return;
    const axis = axes.indexOf(column[coordLevel]!);
    if (axis < 0) return;
    const part = column[partLevel]!;
    let p = parts.indexOf(part);
    if (p < 0) {
      p = parts.push(part) - 1;
      columnOf.push([-1, -1, -1]);
    }
    columnOf[p]![axis] = c;
  });

  const values = new Float64Array(3 * frame.rowCount * parts.length).fill(NaN);
  const labels: string[] = [];
  frame.forEachRow((row, label, rowValues) => {
    labels.push(label);
    for (let p = 0; p < parts.length; p++) {
      for (let axis = 0; axis < 3; axis++) {
        const c = columnOf[p]![axis]!;
        if (c >= 0) values[3 * (row * parts.length + p) + axis] = rowValues[c]!;
      }
    }
  });
  const layout = frame.layout === 'fixed' ? ' (pandas fixed format)' : '';
  if (is3d) {
    notes.push(DEEPLABCUT_3D_UNIT_NOTE);
    const numbers = labels.map(Number);
    const table: MarkerTable3D = { kind: '3d', format: `DeepLabCut 3D .h5${layout}`, markers: parts, frameCount: frame.rowCount, values, notes };
    if (numbers.every(Number.isInteger)) table.frameNumbers = numbers;
    return { ok: true, value: table };
  }
  const format = individualLevel >= 0 ? 'DeepLabCut multi-animal .h5' : 'DeepLabCut .h5';
  const table: KeypointTable2D = { kind: '2d', format: `${format}${layout}`, parts, frameCount: frame.rowCount, values, frameLabels: labels };
  if (notes.length > 0) table.notes = notes;
  return { ok: true, value: table };
}
