import { toPointer, type Finding } from './diagnostics.ts';
import { objectLabel } from './describe.ts';
import { closestName } from './closestName.ts';

/**
 * Semantic rules beyond the schema (errors QuickIK would reject or panic on, and warnings a
 * person should know about). Best effort on any value: each rule looks only at fields of the
 * right shape, so they can run next to schema errors and all problems show at once.
 */

/** Lengths this close to 1 count as unit length (QuickIK normalizes anyway). */
const UNIT_TOLERANCE = 1e-9;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
function numbers(v: unknown, length: number): number[] | null {
  if (!Array.isArray(v) || v.length !== length) return null;
  for (let i = 0; i < length; i++) if (!isFiniteNumber(v[i])) return null;
  return v as number[];
}
const fmt = (x: number): string => String(Number(x.toPrecision(6)));

export function semanticFindings(document: unknown): Finding[] {
  const findings: Finding[] = [];
  if (!isObj(document) || !Array.isArray(document.joints)) return findings;
  const joints: unknown[] = document.joints;
  const add = (severity: Finding['severity'], code: string, path: (string | number)[], message: string, suggestion?: string | null) =>
    findings.push({ severity, code, message, pointer: toPointer(path), ...(suggestion ? { suggestion } : {}) });

  for (let j = 0; j < joints.length; j++) {
    const joint = joints[j];
    if (!isObj(joint)) continue;
    const quat = numbers(joint.offset_quat, 4);
    if (quat) checkLength(quat, document, j, -1, add);
    if (!Array.isArray(joint.dofs)) continue;
    for (let d = 0; d < joint.dofs.length; d++) {
      const dof: unknown = joint.dofs[d];
      if (!isObj(dof)) continue;
      const axis = numbers(dof.axis, 3);
      if (axis) checkLength(axis, document, j, d, add);
      const limits = numbers(dof.limits, 2);
      if (limits) checkLimits(limits, dof.neutral, document, j, d, add);
    }
  }
  treeFindings(document, joints, add);
  return findings;
}

type Add = (severity: Finding['severity'], code: string, path: (string | number)[], message: string, suggestion?: string | null) => void;

/** Zero / non-unit length of a DOF axis (d >= 0) or of a joint's offset_quat (d = -1). */
function checkLength(values: number[], document: Obj, j: number, d: number, add: Add) {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += (values[i] as number) * (values[i] as number);
  const norm = Math.sqrt(sum);
  if (Math.abs(norm - 1) <= UNIT_TOLERANCE) return;
  const isAxis = d >= 0;
  const path = isAxis ? ['joints', j, 'dofs', d, 'axis'] : ['joints', j, 'offset_quat'];
  const what = isAxis ? `axis of ${objectLabel(document, ['joints', j, 'dofs', d])}` : `offset_quat of ${objectLabel(document, ['joints', j])}`;
  if (norm === 0) {
    add('error', isAxis ? 'zero-axis' : 'zero-quaternion', path,
      `${what} has zero length${values.every((v) => v === 0) ? '' : ' (too small to normalize)'}, so it defines no ${isAxis ? 'direction' : 'rotation'}`);
  } else if (!Number.isFinite(norm)) {
    add('error', isAxis ? 'zero-axis' : 'zero-quaternion', path, `${what} is too long to normalize`);
  } else {
    add('warning', isAxis ? 'non-unit-axis' : 'non-unit-quaternion', path,
      `${what} has length ${fmt(norm)}, off by ${fmt(Math.abs(norm - 1))} from unit length; it is normalized on load`);
  }
}

function checkLimits(limits: number[], neutral: unknown, document: Obj, j: number, d: number, add: Add) {
  const min = limits[0] as number;
  const max = limits[1] as number;
  if (min <= max && (!isFiniteNumber(neutral) || (neutral >= min && neutral <= max))) return;
  const label = objectLabel(document, ['joints', j, 'dofs', d]);
  if (min > max) {
    add('error', 'limits-reversed', ['joints', j, 'dofs', d, 'limits'],
      `limits of ${label} are [${min}, ${max}]: min is greater than max (QuickIK clamps with them and would panic)`);
  } else {
    add('warning', 'neutral-outside-limits', ['joints', j, 'dofs', d, 'neutral'],
      `neutral ${String(neutral)} of ${label} is outside its limits [${min}, ${max}]`);
  }
}

/** Names, roots, parents, cycles and reachability; only when every joint has a usable name and parent. */
function treeFindings(document: Obj, joints: unknown[], add: Add) {
  const names: string[] = [];
  const parents: (string | null)[] = [];
  for (const joint of joints) {
    if (!isObj(joint)) return;
    const { name, parent } = joint;
    if (typeof name !== 'string' || name.length === 0) return;
    if (parent !== null && (typeof parent !== 'string' || parent.length === 0)) return;
    names.push(name);
    parents.push(parent);
  }
  const label = (j: number) => objectLabel(document, ['joints', j]);
  const indexOf = new Map<string, number>();
  names.forEach((name, j) => {
    const first = indexOf.get(name);
    if (first === undefined) indexOf.set(name, j);
    else add('error', 'duplicate-name', ['joints', j, 'name'], `joint name ${JSON.stringify(name)} is already used by joint ${first}; joint names must be unique`);
  });

  // Parent index per joint; -1 root, -2 unresolved (reported).
  const parentIndex = new Int32Array(names.length);
  let root = -1;
  const suggestionBudget = { comparisons: 2_000_000 };
  parents.forEach((parent, j) => {
    if (parent === null) {
      if (root === -1) root = j;
      else add('error', 'multiple-roots', ['joints', j, 'parent'], `${label(j)} is a second root (parent null); ${label(root)} is already the root, and a body plan has exactly one`);
      parentIndex[j] = parent === null && root === j ? -1 : -2;
      return;
    }
    const p = indexOf.get(parent);
    if (p === undefined) {
      const suggestion = closestName(parent, names, suggestionBudget, j);
      add('error', 'unknown-parent', ['joints', j, 'parent'],
        `parent ${JSON.stringify(parent)} of ${label(j)} names no joint` + (suggestion === null ? '' : `; did you mean ${JSON.stringify(suggestion)}?`),
        suggestion);
      parentIndex[j] = -2;
    } else if (p === j) {
      add('error', 'self-parent', ['joints', j, 'parent'], `${label(j)} names itself as its parent`);
      parentIndex[j] = -2;
    } else {
      parentIndex[j] = p;
      if (p > j) add('warning', 'parent-after-child', ['joints', j, 'parent'], `parent ${JSON.stringify(parent)} (joint ${p}) is listed after its child ${label(j)}; list parents before their children`);
    }
  });
  if (root === -1 && names.length > 0) {
    add('error', 'no-root', ['joints'], 'no joint has parent null: the body plan needs exactly one root joint');
  }

  // Walk each ancestor chain once (iteratively): 0 unvisited, 1 on the current chain, 2 done.
  const state = new Uint8Array(names.length);
  // Why a joint cannot reach the root: -1 reachable, else the index of the joint at fault.
  const blockedBy = new Int32Array(names.length).fill(-1);
  const cyclic = new Uint8Array(names.length);
  const chain: number[] = [];
  for (let start = 0; start < names.length; start++) {
    if (state[start] !== 0) continue;
    chain.length = 0;
    let j = start;
    let outcome = -1; // -1: reaches the root
    for (;;) {
      if (state[j] === 2) { outcome = blockedBy[j] ?? -1; break; }
      if (state[j] === 1) {
        const cycle = chain.slice(chain.indexOf(j));
        for (const c of cycle) cyclic[c] = 1;
        const first = cycle.reduce((a, b) => Math.min(a, b));
        const order = [...cycle.slice(cycle.indexOf(first)), ...cycle.slice(0, cycle.indexOf(first)), first];
        const shown = order.length <= 12 ? order.map((c) => names[c]).join(' -> ')
          : [...order.slice(0, 5).map((c) => names[c]), '…', ...order.slice(-3).map((c) => names[c])].join(' -> ');
        add('error', 'cycle', ['joints', first, 'parent'], `the parents of these ${cycle.length} joints form a cycle: ${shown}`);
        outcome = first;
        break;
      }
      state[j] = 1;
      chain.push(j);
      const p = parentIndex[j] ?? -2;
      if (p === -1) break;
      if (p === -2) { outcome = j; break; }
      j = p;
    }
    for (const c of chain) {
      state[c] = 2;
      blockedBy[c] = cyclic[c] || c === outcome ? c : outcome;
    }
  }
  if (root === -1) return;
  for (let j = 0; j < names.length; j++) {
    const cause = blockedBy[j] ?? -1;
    if (cause === -1 || cause === j) continue;
    const why = cyclic[cause] ? 'is in a cycle' : parents[cause] === null ? 'is a second root' : 'has no valid parent';
    add('error', 'unreachable', ['joints', j], `${label(j)} is not reachable from the root ${JSON.stringify(names[root])}: its ancestor ${JSON.stringify(names[cause])} ${why}`);
  }
}
