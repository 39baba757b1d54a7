/*
 * .trc marker files as OpenSim and Pose2Sim write them: tab-separated text with a 5-line header
 *   PathFileType  4  (X/Y/Z)  <file name>
 *   DataRate  CameraRate  NumFrames  NumMarkers  Units  OrigDataRate  OrigDataStartFrame  OrigNumFrames
 *   <the values of those keys>
 *   Frame#  Time  <marker 1>  ''  ''  <marker 2> …          (each name over its X, Y, Z columns)
 *   ''  ''  X1  Y1  Z1  X2  Y2  Z2 …
 * then one row per frame: frame number, time, X Y Z per marker. OpenSim leaves a blank line after the
 * header; an empty field (or NaN) is a marker not seen in that frame.
 */
import type { LabTableResult, MarkerTable3D } from './labTables.ts';
import { METRES_PER_UNIT, yUpToZUp, type UpAxis } from './upAxis.ts';

export interface TrcOptions {
  /** The file's up axis: 'y' (default, as OpenSim and Pose2Sim write) is turned to the body plans' Z-up. */
  upAxis?: UpAxis;
}

interface Field {
  text: string;
  /** 1-based character column where the field starts. */
  column: number;
}

interface Line {
  number: number;
  fields: Field[];
}

const REQUIRED_KEYS = ['DataRate', 'NumFrames', 'NumMarkers', 'Units'] as const;
const HEADER_LINES = 5;

/** Reads a .trc file into metres, Z-up unless `upAxis: 'z'`; header disagreements are refused with their line and column. */
export function readTrc(text: string, options: TrcOptions = {}): LabTableResult<MarkerTable3D> {
  // Only the header's lines are split into fields up front; a data row is split when it is read, so
  // a long recording (100,000 frames) never holds all its fields at once.
  const raw = text.replace(/^\uFEFF/, '').split('\n');
  while (raw.length > 0 && raw.at(-1)!.trim() === '') raw.pop();
  const lines = raw.slice(0, HEADER_LINES).map((body, i) => lineOf(body, i));
  const first = lines[0];
  if (first?.fields[0]?.text !== 'PathFileType') {
    return fail(first?.number ?? 1, 1, `not a .trc file: it should start with "PathFileType" (OpenSim's and Pose2Sim's first header line)`);
  }
  if (lines.length < HEADER_LINES) return fail(lines.at(-1)!.number, 1, `the .trc header ends early: it has ${lines.length} of its 5 lines (PathFileType, keys, values, marker names, X1 Y1 Z1 …)`);
  const keys = lines[1]!;
  const values = lines[2]!;
  const header = new Map<string, Field>();
  keys.fields.forEach((key, i) => {
    if (key.text !== '') header.set(key.text, values.fields[i] ?? { text: '', column: lineEndColumn(values) });
  });
  for (const key of REQUIRED_KEYS) {
    if (!header.has(key)) return fail(keys.number, 1, `the .trc header has no "${key}" (keys found: ${[...header.keys()].join(', ')})`);
  }
  const rate = Number(header.get('DataRate')!.text);
  if (!(rate > 0) || !Number.isFinite(rate)) return failAt(values.number, header.get('DataRate')!, `DataRate "${header.get('DataRate')!.text}" is not a positive number of frames per second`);
  const declaredFrames = wholeNumber(header.get('NumFrames')!.text);
  const declaredMarkers = wholeNumber(header.get('NumMarkers')!.text);
  if (declaredFrames === undefined) return failAt(values.number, header.get('NumFrames')!, `NumFrames "${header.get('NumFrames')!.text}" is not a whole number`);
  if (declaredMarkers === undefined) return failAt(values.number, header.get('NumMarkers')!, `NumMarkers "${header.get('NumMarkers')!.text}" is not a whole number`);
  const unitsField = header.get('Units')!;
  const scale = METRES_PER_UNIT[unitsField.text];
  if (scale === undefined) return failAt(values.number, unitsField, `Units "${unitsField.text}" is not one of mm, cm, m`);

  const namesLine = lines[3]!;
  if (namesLine.fields[0]?.text !== 'Frame#' || namesLine.fields[1]?.text !== 'Time') {
    return fail(namesLine.number, 1, `the marker name row should start with "Frame#" and "Time"`);
  }
  const markers: string[] = [];
  for (let i = 2; i < namesLine.fields.length; i++) {
    const name = namesLine.fields[i]!;
    if (name.text === '') continue;
    // Each name heads its X, Y and Z columns: it sits at field 2, 5, 8 …
    if ((i - 2) % 3 !== 0) return failAt(namesLine.number, name, `marker name "${name.text}" is not over an X column (names come every third field, over X, Y, Z)`);
    markers.push(name.text);
  }
  if (markers.length !== declaredMarkers) {
    return failAt(values.number, header.get('NumMarkers')!, `NumMarkers is ${declaredMarkers}, but line ${namesLine.number} names ${markers.length} markers`);
  }
  const duplicate = markers.find((name, i) => markers.indexOf(name) !== i);
  if (duplicate !== undefined) return fail(namesLine.number, 1, `marker "${duplicate}" is named twice`);

  // OpenSim leaves a blank line after the header; blank lines are skipped wherever they are.
  const rows: number[] = [];
  for (let i = HEADER_LINES; i < raw.length; i++) if (raw[i]!.trim() !== '') rows.push(i);
  if (rows.length !== declaredFrames) {
    return failAt(values.number, header.get('NumFrames')!, `NumFrames is ${declaredFrames}, but the file has ${rows.length} data rows`);
  }
  const width = 2 + 3 * markers.length;
  const table = new Float64Array(3 * markers.length * rows.length);
  const frameNumbers: number[] = [];
  for (const [f, index] of rows.entries()) {
    // Plain strings on the fast path; the row's located fields are built only to report an error.
    const body = raw[index]!;
    const parts = (body.endsWith('\r') ? body.slice(0, -1) : body).split('\t');
    const located = (k: number) => lineOf(body, index).fields[k]!;
    const frameNumber = wholeNumber(parts[0]!.trim());
    if (frameNumber === undefined) return failAt(index + 1, located(0), `frame number "${parts[0]!.trim()}" is not a whole number`);
    frameNumbers.push(frameNumber);
    for (let k = width; k < parts.length; k++) {
      if (parts[k]!.trim() !== '') return failAt(index + 1, located(k), `more values than the ${markers.length} markers' X, Y, Z`);
    }
    for (let c = 0; c < 3 * markers.length; c++) {
      // A row cut short (trailing empty fields dropped by an editor) leaves its last markers unseen.
      const text = parts[2 + c];
      const value = text === undefined ? NaN : coordinate(text.trim());
      if (value === undefined) return failAt(index + 1, located(2 + c), `"${text!.trim()}" is not a number (${markers[Math.floor(c / 3)]} ${'XYZ'[c % 3]})`);
      table[3 * markers.length * f + c] = value * scale;
    }
  }
  const upAxis = options.upAxis ?? 'y';
  if (upAxis === 'y') yUpToZUp(table);
  return {
    ok: true,
    value: {
      kind: '3d',
      format: '.trc',
      markers,
      frameCount: rows.length,
      values: table,
      frameNumbers,
      fps: rate,
      notes: [upAxis === 'y' ? `read as Y-up (OpenSim's convention) and turned to Z-up: (x, y, z) → (x, −z, y); units ${unitsField.text}` : `read as Z-up; units ${unitsField.text}`],
    },
  };
}

function lineOf(raw: string, index: number): Line {
  const body = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
  const fields: Field[] = [];
  let column = 1;
  for (const part of body.split('\t')) {
    fields.push({ text: part.trim(), column });
    column += part.length + 1;
  }
  return { number: index + 1, fields };
}

function lineEndColumn(line: Line): number {
  const last = line.fields.at(-1)!;
  return last.column + last.text.length;
}

function wholeNumber(text: string): number | undefined {
  if (!/^[+-]?\d+$/.test(text)) return undefined;
  return Number(text);
}

/** A coordinate: empty or NaN means not seen; undefined means not a number at all. */
function coordinate(text: string): number | undefined {
  if (text === '') return NaN;
  const value = Number(text);
  if (Number.isFinite(value)) return value;
  return text.toLowerCase() === 'nan' ? NaN : undefined;
}

function fail(line: number, column: number, message: string): { ok: false; message: string } {
  return { ok: false, message: `line ${line}, column ${column}: ${message}` };
}

function failAt(line: number, field: Field, message: string): { ok: false; message: string } {
  return fail(line, field.column, message);
}
