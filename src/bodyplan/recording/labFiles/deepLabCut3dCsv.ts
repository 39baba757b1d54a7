/*
 * DeepLabCut's 3D output as CSV (`triangulate(..., save_as_csv=True)`: pandas' layout of a DataFrame
 * whose columns are scorer / bodyparts / coords, with an `individuals` level for multi-animal
 * projects): header rows `scorer,DLC_3D,…`, `bodyparts,nose,nose,nose,…`, `coords,x,y,z,…`, then
 * one row per frame starting with its index. Unlike the 2D CSV there is no likelihood: coords are
 * x, y, z. An empty field (pandas writes NaN so) is a point not triangulated in that frame.
 *
 * Units: DeepLabCut triangulates in the units of its stereo calibration (the checkerboard's object
 * points), so a 3D file is in whatever unit the calibration used. The reader takes them as metres
 * unless told otherwise: `unitScale` is metres per file unit (0.001 for a calibration in mm).
 */
import { splitCsv, type CsvRecord } from '../csv.ts';
import type { LabTableResult, MarkerTable3D } from './labTables.ts';

export interface DeepLabCut3dCsvOptions {
  /** Metres per unit of the file (default 1: the calibration was in metres). */
  unitScale?: number;
  /** For a multi-animal file: the individual to read (refused with the list when missing). */
  individual?: string;
}

const HEADER_NAMES = ['scorer', 'individuals', 'bodyparts', 'coords'];
const AXES = ['x', 'y', 'z'];

/**
 * Whether a text is DeepLabCut's 3D CSV rather than its 2D one: the `coords` header row (within the
 * first four lines) holds x, y, z triples, where the 2D file has x, y, likelihood. Reads only the
 * top lines, so it is cheap on a long file.
 */
export function isDeepLabCut3dCsv(text: string): boolean {
  const top = text.slice(0, 1 << 20).split('\n', 5).slice(0, 4);
  const coords = top.map((line) => line.trim().split(',').map((field) => field.trim().replace(/^"|"$/g, ''))).find((fields) => fields[0]?.toLowerCase() === 'coords');
  if (coords === undefined) return false;
  const values = coords.slice(1);
  return values.length > 0 && values.length % 3 === 0 && values.every((value, i) => value.toLowerCase() === AXES[i % 3]);
}

/** Reads a DeepLabCut 3D CSV into a marker table (metres × unitScale); refusals give the line and field. */
export function readDeepLabCut3dCsv(text: string, options: DeepLabCut3dCsvOptions = {}): LabTableResult<MarkerTable3D> {
  const unitScale = options.unitScale ?? 1;
  if (!(unitScale > 0) || !Number.isFinite(unitScale)) return { ok: false, message: `unitScale ${unitScale} is not a positive number of metres per file unit` };
  const split = splitCsv(text);
  if (!split.ok) return { ok: false, message: `line ${split.line}, column ${split.column}: ${split.message}` };
  const records = split.records;
  const header = new Map<string, CsvRecord>();
  let r = 0;
  for (; r < records.length && HEADER_NAMES.includes(records[r]!.fields[0]!.toLowerCase()); r++) header.set(records[r]!.fields[0]!.toLowerCase(), records[r]!);
  const bodyparts = header.get('bodyparts');
  const coords = header.get('coords');
  if (bodyparts === undefined || coords === undefined) {
    const at = records[r]?.line ?? 1;
    return { ok: false, message: `line ${at}: not a DeepLabCut CSV: the header rows "bodyparts" and "coords" were not found at the top` };
  }
  const width = coords.fields.length;
  for (const row of header.values()) {
    if (row.fields.length !== width) return { ok: false, message: `line ${row.line}: ${row.fields.length} fields, but the coords row (line ${coords.line}) has ${width}` };
  }
  for (let c = 1; c < width; c++) {
    if (coords.fields[c]!.toLowerCase() !== AXES[(c - 1) % 3]) {
      return { ok: false, message: `line ${coords.line}, field ${c + 1}: coords "${coords.fields[c]}" where DeepLabCut's 3D file has ${AXES[(c - 1) % 3]} (x, y, z per part; a 2D file has x, y, likelihood)` };
    }
  }
  if ((width - 1) % 3 !== 0 || width === 1) return { ok: false, message: `line ${coords.line}: ${width - 1} coordinate columns, not whole x, y, z triples` };

  const individuals = header.get('individuals');
  let firstColumns = Array.from({ length: (width - 1) / 3 }, (_, k) => 1 + 3 * k);
  const notes: string[] = [];
  if (individuals !== undefined) {
    const names = [...new Set(firstColumns.map((c) => individuals.fields[c]!))];
    const chosen = options.individual ?? (names.length === 1 ? names[0]! : undefined);
    if (chosen === undefined) return { ok: false, message: `line ${individuals.line}: several individuals (${names.join(', ')}): pick one with --individual NAME (in the Studio: Individual)` };
    if (!names.includes(chosen)) return { ok: false, message: `line ${individuals.line}: no individual "${chosen}" (the file has ${names.join(', ')})` };
    firstColumns = firstColumns.filter((c) => individuals.fields[c] === chosen);
    if (names.length > 1) notes.push(`individual "${chosen}" of ${names.join(', ')}`);
  }
  const markers: string[] = [];
  for (const c of firstColumns) {
    const name = bodyparts.fields[c]!;
    if (bodyparts.fields[c + 1] !== name || bodyparts.fields[c + 2] !== name) {
      return { ok: false, message: `line ${bodyparts.line}, field ${c + 1}: part "${name}" does not head its x, y and z columns (fields ${c + 1}-${c + 3} name ${bodyparts.fields.slice(c, c + 3).join(', ')})` };
    }
    if (markers.includes(name)) return { ok: false, message: `line ${bodyparts.line}, field ${c + 1}: part "${name}" appears twice` };
    markers.push(name);
  }

  const rows = records.slice(r);
  const values = new Float64Array(3 * markers.length * rows.length);
  const frameNumbers: number[] = [];
  for (const [f, row] of rows.entries()) {
    if (row.fields.length !== width) return { ok: false, message: `line ${row.line}: ${row.fields.length} fields, but the header has ${width}` };
    const label = row.fields[0]!;
    frameNumbers.push(/^\d+$/.test(label) ? Number(label) : f);
    for (const [m, c] of firstColumns.entries()) {
      for (let axis = 0; axis < 3; axis++) {
        const field = row.fields[c + axis]!;
        const value = field === '' || field.toLowerCase() === 'nan' ? NaN : Number(field);
        if (!Number.isFinite(value) && !(field === '' || field.toLowerCase() === 'nan')) {
          return { ok: false, message: `line ${row.line}, field ${c + axis + 1} (${markers[m]} ${AXES[axis]}): "${field}" is not a number` };
        }
        values[3 * (f * markers.length + m) + axis] = value * unitScale;
      }
    }
  }
  notes.push(unitScale === 1 ? 'coordinates taken as metres (DeepLabCut 3D is in its calibration\'s units)' : `coordinates × ${unitScale} m per file unit`);
  return { ok: true, value: { kind: '3d', format: 'DeepLabCut 3D CSV', markers, frameCount: rows.length, values, frameNumbers, notes } };
}
