import { closestName } from '../format/closestName.ts';
import { splitCsv, type CsvRecord } from '../recording/csv.ts';
import type { BodyModel } from '../kinematics/model.ts';
import { solvedStride } from '../ik/ikRecording.ts';
import { solvedFrames, type SolvedFrames } from '../ik/solvedFrames.ts';
import { parseJson } from '../format/parse.ts';
import { solvedDofHeaders } from '../recording/solvedExport.ts';

/**
 * Reads solved angles back: the Studio's own exports (solvedExport.ts, JSON and CSV) and the
 * `bodyplan ik` JSON output (the same shape, without "frame"), into the packed form a solve has
 * (SolvedFrames), so a reference is drawn and compared with the same accessors. Pure: no DOM.
 */
export interface SolvedAngles {
  solved: SolvedFrames;
  /** Each row's frame number ("frame" in the file, else the row's index). */
  frameNumbers: number[];
  format: 'json' | 'csv';
  /** Which DOFs the file gives (a CSV may leave columns out: those DOFs read NaN). */
  dofPresent: boolean[];
}

export type SolvedAnglesResult = { ok: true; value: SolvedAngles } | { ok: false; message: string };

const ROOT_HEADERS = ['root_x', 'root_y', 'root_z', 'root_qw', 'root_qx', 'root_qy', 'root_qz'];

export function readSolvedAngles(text: string, model: BodyModel, fileName = ''): SolvedAnglesResult {
  const trimmed = text.trimStart();
  if (trimmed === '') return fail('the file is empty');
  if (/\.csv$/i.test(fileName) || !(trimmed.startsWith('{') || trimmed.startsWith('['))) return readCsv(text, model);
  return readJson(text, model);
}

function fail(message: string): SolvedAnglesResult {
  return { ok: false, message };
}

/** A new packed buffer of `count` frames: DOFs NaN until read, the root at the origin, iterations and RMS unknown (NaN). */
function emptyFrames(model: BodyModel, count: number): Float64Array {
  const stride = solvedStride(model);
  const data = new Float64Array(stride * count).fill(NaN);
  for (let f = 0; f < count; f++) {
    const at = f * stride + model.dofCount;
    data.fill(0, at, at + 3);
    data.set([1, 0, 0, 0], at + 3);
    data[at + 9] = 0;
  }
  return data;
}

function readJson(text: string, model: BodyModel): SolvedAnglesResult {
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const first = parsed.diagnostics[0];
    return fail(first ? `not valid JSON: line ${first.line}, column ${first.column}: ${first.message}` : 'not valid JSON');
  }
  const root = parsed.value;
  const frames = typeof root === 'object' && root !== null && !Array.isArray(root) ? (root as Record<string, unknown>).frames : undefined;
  if (!Array.isArray(frames)) return fail('expected {"frames": [{"dofs": [...], ...}, ...]} as the Studio exports and `bodyplan ik` prints');
  const at = (pointer: string) => {
    const { line, column } = parsed.locator.position(parsed.locator.offsetOf(pointer));
    return `line ${line}, column ${column}`;
  };
  const stride = solvedStride(model);
  const d = model.dofCount;
  const data = emptyFrames(model, frames.length);
  const frameNumbers: number[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < frames.length; i++) {
    const frame = frames[i] as Record<string, unknown> | null;
    const where = `/frames/${i}`;
    if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) return fail(`${at(where)}: frame ${i} must be an object with "dofs"`);
    const number = frame.frame === undefined ? i : frame.frame;
    if (typeof number !== 'number' || !Number.isInteger(number)) return fail(`${at(`${where}/frame`)}: frame ${i}: "frame" must be a whole number`);
    if (seen.has(number)) return fail(`${at(`${where}/frame`)}: frame ${i}: frame number ${number} appears twice`);
    seen.add(number);
    frameNumbers.push(number);
    const row = i * stride;
    const dofs = frame.dofs;
    if (!Array.isArray(dofs) || dofs.length !== d) {
      return fail(`${at(`${where}/dofs`)}: frame ${number}: "dofs" must be ${d} numbers (the plan's DOFs), got ${Array.isArray(dofs) ? dofs.length : typeof dofs}`);
    }
    for (let k = 0; k < d; k++) {
      const value = dofs[k];
      if (value !== null && typeof value !== 'number') return fail(`${at(`${where}/dofs/${k}`)}: frame ${number}: DOF ${k} must be a number or null`);
      data[row + k] = value === null ? NaN : value;
    }
    const rootPos = optionalNumbers(frame.root_pos, 3);
    const rootQuat = optionalNumbers(frame.root_quat, 4);
    if (rootPos === 'bad') return fail(`${at(`${where}/root_pos`)}: frame ${number}: "root_pos" must be 3 numbers`);
    if (rootQuat === 'bad') return fail(`${at(`${where}/root_quat`)}: frame ${number}: "root_quat" must be 4 numbers`);
    if (rootPos) data.set(rootPos, row + d);
    if (rootQuat) data.set(rootQuat, row + d + 3);
    for (const [key, offset] of [['iterations', 7], ['rms_error', 8]] as const) {
      const value = frame[key];
      if (value === undefined || value === null) continue;
      if (typeof value !== 'number') return fail(`${at(`${where}/${key}`)}: frame ${number}: "${key}" must be a number or null`);
      data[row + d + offset] = value;
    }
  }
  return { ok: true, value: { solved: solvedFrames(model, data), frameNumbers, format: 'json', dofPresent: new Array<boolean>(d).fill(true) } };
}

function optionalNumbers(value: unknown, length: number): number[] | null | 'bad' {
  if (value === undefined) return null;
  if (!Array.isArray(value) || value.length !== length || value.some((v) => typeof v !== 'number')) return 'bad';
  return value as number[];
}

function readCsv(text: string, model: BodyModel): SolvedAnglesResult {
  const split = splitCsv(text);
  if (!split.ok) return fail(`line ${split.line}, column ${split.column}: ${split.message}`);
  const [header, ...rows] = split.records;
  if (!header) return fail('the file has no header row');
  const dofHeaders = solvedDofHeaders(model);
  const dofByName = new Map(dofHeaders.map((name, d) => [name, d]));
  // Where each column goes in a packed row (-1: the frame number); a column may appear once.
  const target: number[] = [];
  const used = new Map<string, number>();
  const d = model.dofCount;
  let frameColumn = -1;
  const budget = { comparisons: 20_000 };
  for (let c = 0; c < header.fields.length; c++) {
    const name = header.fields[c]!;
    const where = `line ${header.line}, column ${c + 1}`;
    if (used.has(name)) return fail(`${where}: column "${name}" appears twice (first in column ${used.get(name)! + 1})`);
    used.set(name, c);
    if (name === 'frame') {
      frameColumn = c;
      target.push(-1);
    } else if (name === 'rms_error') target.push(d + 8);
    // The exclusions in force on each frame (solvedExport.ts): text, not an angle.
    else if (name === 'excluded') target.push(-2);
    else if (ROOT_HEADERS.includes(name)) target.push(d + ROOT_HEADERS.indexOf(name));
    else if (dofByName.has(name)) target.push(dofByName.get(name)!);
    else {
      const near = closestName(name, dofHeaders, budget);
      return fail(`${where}: "${name}" is not a DOF of this plan (columns are "joint/dof")${near ? `; did you mean "${near}"?` : ''}`);
    }
  }
  if (frameColumn < 0) return fail(`line ${header.line}: a "frame" column is needed to match the reference to the recording's frames`);
  const dofPresent = dofHeaders.map((name) => used.has(name));
  if (!dofPresent.some(Boolean)) return fail(`line ${header.line}: no column names a DOF of this plan (columns are "joint/dof", e.g. "${dofHeaders[0] ?? 'joint/dof'}")`);

  const stride = solvedStride(model);
  const data = emptyFrames(model, rows.length);
  const frameNumbers: number[] = [];
  const seen = new Map<number, number>();
  for (let r = 0; r < rows.length; r++) {
    const record: CsvRecord = rows[r]!;
    if (record.fields.length !== header.fields.length) {
      return fail(`line ${record.line}: ${record.fields.length} fields, the header has ${header.fields.length}`);
    }
    for (let c = 0; c < record.fields.length; c++) {
      if (target[c] === -2) continue;
      const field = record.fields[c]!;
      const value = field === '' ? NaN : Number(field);
      if (Number.isNaN(value) && field !== '' && field !== 'NaN') {
        return fail(`line ${record.line}, column ${c + 1} (${header.fields[c]}): "${field}" is not a number`);
      }
      if (target[c] === -1) {
        if (!Number.isInteger(value)) return fail(`line ${record.line}, column ${c + 1} (frame): the frame number must be a whole number, got "${field}"`);
        if (seen.has(value)) return fail(`line ${record.line}, column ${c + 1} (frame): frame ${value} appears twice (first on line ${seen.get(value)})`);
        seen.set(value, record.line);
        frameNumbers.push(value);
      } else data[r * stride + target[c]!] = value;
    }
  }
  return { ok: true, value: { solved: solvedFrames(model, data), frameNumbers, format: 'csv', dofPresent } };
}
