import { escapePointerSegment } from '../format/diagnostics.ts';
import { parseJson } from '../format/parse.ts';
import type { BodyModel } from '../kinematics/model.ts';

/**
 * A pose as text, the format `bodyplan fk --dofs` and the Studio's pose file read. Two shapes:
 * - named: `{"root": {"pos": [x,y,z], "quat": [w,x,y,z]}, "dofs": {joint: {dof: value}}}`, the
 *   one written; a DOF without a name is keyed by its position in its joint's DOF list ("0", "1"…);
 * - flat: a JSON array of numbers in flat DOF order (still read).
 * Pure: no DOM.
 */

/** What of a plan the named shape needs. */
export type PoseNames = Pick<BodyModel, 'jointNames' | 'dofStart' | 'dofNames' | 'dofCount' | 'fixedBase'>;

export interface PoseRoot {
  position: ArrayLike<number>;
  quat: ArrayLike<number>;
}

/** A warning about one place of the pose file: the pose was still applied without it. */
export interface PoseWarning {
  pointer: string;
  line: number;
  column: number;
  message: string;
}

export type PoseParseResult =
  | { ok: true; dofs: Float64Array; root: Partial<{ position: number[]; quat: number[] }> | null; warnings: PoseWarning[] }
  | { ok: false; message: string };

/** The flat shape: a JSON array in flat DOF order. */
export function formatPoseJson(dofs: ArrayLike<number>): string {
  return `${JSON.stringify(Array.from(dofs))}\n`;
}

/** The key a DOF has in the named shape: its name, else its position in its joint's DOF list. */
function dofKey(names: PoseNames, joint: number, dof: number): string {
  return names.dofNames[dof] ?? String(dof - names.dofStart[joint]!);
}

/** The named shape, one joint per line; joints without DOFs are left out, the root only for a free base. */
export function formatNamedPoseJson(names: PoseNames, dofs: ArrayLike<number>, root?: PoseRoot): string {
  const lines: string[] = [];
  if (root && !names.fixedBase) {
    lines.push(`  "root": {"pos": ${JSON.stringify(Array.from(root.position))}, "quat": ${JSON.stringify(Array.from(root.quat))}}`);
  }
  const joints: string[] = [];
  for (let j = 0; j < names.jointNames.length; j++) {
    const start = names.dofStart[j]!;
    const end = names.dofStart[j + 1]!;
    if (end === start) continue;
    const members: string[] = [];
    for (let d = start; d < end; d++) members.push(`${JSON.stringify(dofKey(names, j, d))}: ${JSON.stringify(dofs[d])}`);
    joints.push(`    ${JSON.stringify(names.jointNames[j])}: {${members.join(', ')}}`);
  }
  lines.push(joints.length === 0 ? '  "dofs": {}' : `  "dofs": {\n${joints.join(',\n')}\n  }`);
  return `{\n${lines.join(',\n')}\n}\n`;
}

/**
 * Reads a pose in either shape. DOFs the named shape does not mention keep their value in `base`;
 * unknown joint or DOF names (and members other than root and dofs) are located warnings, the
 * rest is applied. A value that is not a finite number, or a root that is not 3 and 4 numbers,
 * fails with its place.
 */
export function parsePoseJson(text: string, names: PoseNames, base?: ArrayLike<number>): PoseParseResult {
  const parsed = parseJson(text);
  if (!parsed.ok || parsed.value === undefined) {
    const first = parsed.diagnostics[0];
    const where = first ? `line ${first.line}:${first.column}: ` : '';
    return { ok: false, message: `The pose is not JSON: ${where}${first?.message ?? 'no value'}` };
  }
  const value = parsed.value;
  const at = (pointer: string, anchor: 'key' | 'value' = 'value') => parsed.locator.position(parsed.locator.offsetOf(pointer, anchor));
  const located = (pointer: string, message: string) => {
    const { line, column } = at(pointer);
    return `${message} (${pointer || '/'}, line ${line}:${column})`;
  };
  if (Array.isArray(value)) return parseFlat(value, names.dofCount, located);
  if (typeof value !== 'object' || value === null) {
    return { ok: false, message: 'The pose must be an object {"root": …, "dofs": {joint: {dof: value}}} or a JSON array of numbers in flat DOF order.' };
  }

  const warnings: PoseWarning[] = [];
  const warn = (pointer: string, message: string) => {
    const { line, column } = at(pointer, 'key');
    warnings.push({ pointer, line, column, message });
  };
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (key !== 'root' && key !== 'dofs') warn(`/${escapePointerSegment(key)}`, `unknown member "${key}" (a pose has "root" and "dofs"); ignored`);
  }

  let root: Partial<{ position: number[]; quat: number[] }> | null = null;
  if (record.root !== undefined) {
    const read = readRoot(record.root, located);
    if (typeof read === 'string') return { ok: false, message: read };
    for (const key of Object.keys(record.root as object)) {
      if (key !== 'pos' && key !== 'quat') warn(`/root/${escapePointerSegment(key)}`, `unknown member "${key}" (the root has "pos" and "quat"); ignored`);
    }
    if (names.fixedBase) warn('/root', 'this body plan has a fixed base, so the root pose is ignored');
    else root = read;
  }

  const dofs = new Float64Array(names.dofCount);
  if (base) dofs.set(Array.from(base).slice(0, names.dofCount));
  const dofsValue = record.dofs;
  if (dofsValue === undefined) {
    if (root === null) return { ok: false, message: 'The pose has no "dofs" member: {"dofs": {joint: {dof: value}}}.' };
    return { ok: true, dofs, root, warnings };
  }
  if (typeof dofsValue !== 'object' || dofsValue === null || Array.isArray(dofsValue)) {
    return { ok: false, message: located('/dofs', '"dofs" must be an object {joint: {dof: value}}') };
  }
  const jointIndex = new Map<string, number>();
  names.jointNames.forEach((name, j) => jointIndex.set(name, j));
  for (const [jointName, jointDofs] of Object.entries(dofsValue as Record<string, unknown>)) {
    const jointPointer = `/dofs/${escapePointerSegment(jointName)}`;
    const j = jointIndex.get(jointName);
    if (j === undefined) {
      warn(jointPointer, `no joint is named "${jointName}"; its values were not applied`);
      continue;
    }
    if (typeof jointDofs !== 'object' || jointDofs === null || Array.isArray(jointDofs)) {
      return { ok: false, message: located(jointPointer, `joint "${jointName}" must map DOF names to numbers`) };
    }
    const start = names.dofStart[j]!;
    const end = names.dofStart[j + 1]!;
    for (const [key, entry] of Object.entries(jointDofs as Record<string, unknown>)) {
      const pointer = `${jointPointer}/${escapePointerSegment(key)}`;
      let d = -1;
      for (let k = start; k < end; k++) if (dofKey(names, j, k) === key) d = k;
      if (d === -1) {
        const known = Array.from({ length: end - start }, (_, k) => `"${dofKey(names, j, start + k)}"`);
        warn(pointer, `joint "${jointName}" has no DOF "${key}" (${known.length === 0 ? 'it has no DOFs' : `its DOFs: ${known.join(', ')}`}); not applied`);
        continue;
      }
      if (typeof entry !== 'number' || !Number.isFinite(entry)) {
        return { ok: false, message: located(pointer, `${JSON.stringify(entry)} is not a finite number`) };
      }
      dofs[d] = entry;
    }
  }
  return { ok: true, dofs, root, warnings };
}

/** One line per warning, as a notice or stderr shows it. */
export function formatPoseWarning(warning: PoseWarning): string {
  return `line ${warning.line}:${warning.column} (${warning.pointer}): ${warning.message}`;
}

function parseFlat(value: unknown[], dofCount: number, located: (pointer: string, message: string) => string): PoseParseResult {
  if (value.length !== dofCount) {
    return {
      ok: false,
      message: `The pose has ${value.length} value${value.length === 1 ? '' : 's'}, but this body plan has ${dofCount} DOF${dofCount === 1 ? '' : 's'}.`,
    };
  }
  const dofs = new Float64Array(dofCount);
  for (let i = 0; i < dofCount; i++) {
    const entry: unknown = value[i];
    if (typeof entry !== 'number' || !Number.isFinite(entry)) {
      return { ok: false, message: located(`/${i}`, `Pose value ${i + 1} (index ${i}) is ${JSON.stringify(entry)}, not a finite number`) };
    }
    dofs[i] = entry;
  }
  return { ok: true, dofs, root: null, warnings: [] };
}

function readRoot(
  root: unknown, located: (pointer: string, message: string) => string,
): Partial<{ position: number[]; quat: number[] }> | string {
  if (typeof root !== 'object' || root === null || Array.isArray(root)) return located('/root', '"root" must be an object {"pos": [x,y,z], "quat": [w,x,y,z]}');
  const record = root as Record<string, unknown>;
  const result: Partial<{ position: number[]; quat: number[] }> = {};
  if (record.pos !== undefined) {
    if (!isNumberList(record.pos, 3)) return located('/root/pos', '"pos" must be 3 finite numbers [x, y, z]');
    result.position = record.pos;
  }
  if (record.quat !== undefined) {
    if (!isNumberList(record.quat, 4)) return located('/root/quat', '"quat" must be 4 finite numbers [w, x, y, z]');
    const norm = Math.hypot(...record.quat);
    if (!(norm > 0) || !Number.isFinite(norm)) return located('/root/quat', '"quat" has no direction (zero length); use [1, 0, 0, 0] for none');
    result.quat = record.quat.map((v) => v / norm);
  }
  return result;
}

function isNumberList(value: unknown, length: number): value is number[] {
  return Array.isArray(value) && value.length === length && value.every((v) => typeof v === 'number' && Number.isFinite(v));
}
