import { splitCsv } from '../csv.ts';
import type { BodyModel } from '../../kinematics/model.ts';
import { MAX_OBSERVED_COORDINATE } from '../observationsFile.ts';
import type { PartMapping } from './partMatching.ts';
import type { KeypointTable2D, LabTableResult } from '../labFiles/labTables.ts';
import { keypointTableFrames, type KeypointFramesResult } from '../labFiles/keypointTableFrames.ts';

export interface DeepLabCutOptions {
  /** Points whose likelihood is below this are missing (DeepLabCut's own default p-cutoff is 0.6). */
  likelihoodThreshold?: number;
  mapping?: PartMapping;
  /** In a multi-animal file (an `individuals` header row): the one to read. */
  individual?: string;
}

export type DeepLabCutResult = KeypointFramesResult;

export const DEFAULT_LIKELIHOOD_THRESHOLD = 0.6;

/**
 * Reads a DeepLabCut-style 2D CSV into the solver's frames: see deepLabCutCsvTable for the layout;
 * parts are matched to joints by name, and a likelihood below the threshold drops the point;
 * otherwise the likelihood is the observation's weight.
 */
export function readDeepLabCutCsv(text: string, model: BodyModel, options: DeepLabCutOptions = {}): DeepLabCutResult {
  const table = deepLabCutCsvTable(text, { individual: options.individual });
  if (!table.ok) return table;
  return keypointTableFrames(table.value, model, { likelihoodThreshold: options.likelihoodThreshold ?? DEFAULT_LIKELIHOOD_THRESHOLD, mapping: options.mapping });
}

/** The names in a multi-animal file's `individuals` row, each once in order (the empty name of unique body parts left out). */
function individualsOf(fields: readonly string[]): string[] {
  return [...new Set(fields.slice(1))].filter((name) => name !== '');
}

/**
 * Reads a DeepLabCut-style 2D CSV as a keypoint table: header rows `scorer`, `individuals` (multi-animal
 * files: pick one with `individual`), `bodyparts` and `coords` (x, y, likelihood per part), then one row
 * per frame whose first field labels it. An empty or NaN field is a missing point (a NaN likelihood too).
 * Errors give the line and column.
 */
export function deepLabCutCsvTable(text: string, options: { individual?: string } = {}): LabTableResult<KeypointTable2D> {
  const split = splitCsv(text);
  if (!split.ok) return { ok: false, message: `line ${split.line}, column ${split.column}: ${split.message}` };
  const records = split.records;
  const header = new Map<string, { line: number; fields: string[] }>();
  let r = 0;
  for (; r < records.length && ['scorer', 'individuals', 'bodyparts', 'coords'].includes(records[r]!.fields[0]!.toLowerCase()); r++) {
    header.set(records[r]!.fields[0]!.toLowerCase(), records[r]!);
  }
  const bodyparts = header.get('bodyparts');
  const coords = header.get('coords');
  if (bodyparts === undefined || coords === undefined) {
    // The first row that is not a header row is where they were expected.
    const at = records[r]?.line;
    return { ok: false, message: `${at === undefined ? '' : `line ${at}: `}not a DeepLabCut CSV: the header rows "bodyparts" and "coords" (x, y, likelihood per part) were not found at the top` };
  }
  const width = coords.fields.length;
  if (bodyparts.fields.length !== width) {
    return { ok: false, message: `line ${bodyparts.line}: ${bodyparts.fields.length} fields, but the coords row (line ${coords.line}) has ${width}` };
  }
  const individuals = header.get('individuals');
  const names = individuals === undefined ? [] : individualsOf(individuals.fields);
  let individual: string | null = null;
  if (individuals !== undefined && options.individual !== undefined) {
    if (!names.includes(options.individual)) return { ok: false, message: `line ${individuals.line}: no individual "${options.individual}" in this file; it has ${names.join(', ')}` };
    individual = options.individual;
  } else if (names.length > 1) {
    return { ok: false, message: `line ${individuals!.line}: several individuals (${names.join(', ')}): pick one with --individual NAME (in the Studio: Individual)` };
  }
  /** Per part: the column of its x, y and likelihood. */
  const parts: string[] = [];
  const columns: [number, number, number][] = [];
  const seen = new Map<string, number>();
  for (let c = 1; c < width; c++) {
    // Another individual's columns (or the unique body parts') when one is picked.
    if (individual !== null && individuals!.fields[c] !== individual) continue;
    const part = bodyparts.fields[c]!;
    const coord = coords.fields[c]!.toLowerCase();
    const slot: number = coord === 'x' ? 0 : coord === 'y' ? 1 : coord === 'likelihood' ? 2 : -1;
    if (slot < 0) return { ok: false, message: `line ${coords.line}, field ${c + 1}: coords must be x, y or likelihood, got "${coords.fields[c]}"` };
    let p = seen.get(part);
    if (p === undefined) {
      p = parts.length;
      seen.set(part, p);
      parts.push(part);
      columns.push([-1, -1, -1]);
    }
    if (columns[p]![slot] !== -1) return { ok: false, message: `line ${coords.line}, field ${c + 1}: part "${part}" has a second "${coord}" column` };
    columns[p]![slot] = c;
  }
  for (let p = 0; p < parts.length; p++) {
    const missing = ['x', 'y', 'likelihood'].filter((_, slot) => columns[p]![slot] === -1);
    if (missing.length > 0) return { ok: false, message: `line ${coords.line}: part "${parts[p]}" has no ${missing.join(', ')} column` };
  }

  const rows = records.length - r;
  const values = new Float64Array(3 * rows * parts.length);
  const frameLabels: string[] = [];
  for (let f = 0; r < records.length; r++, f++) {
    const { line, fields } = records[r]!;
    if (fields.length !== width) return { ok: false, message: `line ${line}: ${fields.length} fields, but the header has ${width}` };
    for (let p = 0; p < parts.length; p++) {
      const at = 3 * (f * parts.length + p);
      for (let slot = 0; slot < 3; slot++) {
        const c = columns[p]![slot]!;
        const field = fields[c]!;
        const value = field === '' || field.toLowerCase() === 'nan' ? NaN : Number(field);
        if (Number.isNaN(value) && field !== '' && field.toLowerCase() !== 'nan') {
          return { ok: false, message: `line ${line}, field ${c + 1} (part "${parts[p]}", ${coords.fields[c]}): expected a number, got "${field}"` };
        }
        if (!Number.isNaN(value) && !Number.isFinite(value)) {
          return { ok: false, message: `line ${line}, field ${c + 1} (part "${parts[p]}", ${coords.fields[c]}): expected a finite number, got "${field}"` };
        }
        if (Math.abs(value) > MAX_OBSERVED_COORDINATE) {
          return { ok: false, message: `line ${line}, field ${c + 1} (part "${parts[p]}", ${coords.fields[c]}): ${field} is too large: coordinates must be within ±${MAX_OBSERVED_COORDINATE}` };
        }
        values[at + slot] = value;
      }
      // A point without a likelihood is not trusted at all (as DeepLabCut's own p-cutoff treats it).
      if (Number.isNaN(values[at + 2]!)) values[at] = values[at + 1] = NaN;
    }
    frameLabels.push(fields[0]!);
  }
  const notes = individual === null ? [] : [`individual "${individual}" of ${names.join(', ')}`];
  return { ok: true, value: { kind: '2d', format: 'DeepLabCut CSV', parts, frameCount: rows, values, frameLabels, notes } };
}
