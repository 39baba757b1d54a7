/**
 * The joint outline: a tree built from joint names and parents that tolerates broken plans
 * (unknown parents, cycles and duplicate names put a joint at the top level instead of hiding it),
 * the rows visible for a set of expanded joints and a name search, and keyboard moves over them.
 * Pure: no DOM.
 */

export interface OutlineJoint {
  name: string;
  parent: string | null;
  dofCount: number;
}

export interface OutlineTree {
  joints: OutlineJoint[];
  /** Tree parent index, -1 at the top level. */
  parent: Int32Array;
  children: number[][];
  topLevel: number[];
}

export function buildOutlineTree(joints: OutlineJoint[]): OutlineTree {
  const firstByName = new Map<string, number>();
  joints.forEach((joint, i) => {
    if (!firstByName.has(joint.name)) firstByName.set(joint.name, i);
  });
  const parent = new Int32Array(joints.length).fill(-1);
  joints.forEach((joint, i) => {
    const p = joint.parent === null ? undefined : firstByName.get(joint.parent);
    if (p !== undefined && p !== i) parent[i] = p;
  });
  // Break cycles: a joint whose ancestor chain runs into a loop goes to the top level. A joint whose
  // chain is known to reach the top stays so (breaking only ever sets a parent to -1), so a valid
  // tree is walked once in all, not once per joint (a 10,000-deep chain took seconds).
  const reachesTop = new Uint8Array(joints.length);
  for (let i = 0; i < joints.length; i++) {
    if (reachesTop[i]) continue;
    const path: number[] = [i];
    const seen = new Set<number>([i]);
    let looped = false;
    for (let a = parent[i]!; a >= 0 && !reachesTop[a]; a = parent[a]!) {
      if (seen.has(a)) {
        looped = true;
        break;
      }
      seen.add(a);
      path.push(a);
    }
    if (looped) {
      parent[i] = -1;
      reachesTop[i] = 1;
    } else {
      for (const joint of path) reachesTop[joint] = 1;
    }
  }
  const children: number[][] = joints.map(() => []);
  const topLevel: number[] = [];
  joints.forEach((_, i) => (parent[i]! >= 0 ? children[parent[i]!]!.push(i) : topLevel.push(i)));
  return { joints, parent, children, topLevel };
}

export interface OutlineRow {
  joint: number;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
}

/**
 * Rows in display order (depth first). With a search, the joints whose name contains it
 * (case-insensitive) are shown with their ancestors, expanded so the matches are visible.
 */
export function visibleOutlineRows(tree: OutlineTree, expanded: ReadonlySet<number>, search: string): OutlineRow[] {
  const query = search.trim().toLowerCase();
  let keep: Set<number> | null = null;
  if (query !== '') {
    keep = new Set<number>();
    tree.joints.forEach((joint, i) => {
      if (!joint.name.toLowerCase().includes(query)) return;
      for (let a = i; a >= 0 && !keep!.has(a); a = tree.parent[a]!) keep!.add(a);
    });
  }
  const rows: OutlineRow[] = [];
  const stack: { joint: number; depth: number }[] = tree.topLevel.map((joint) => ({ joint, depth: 0 })).reverse();
  while (stack.length > 0) {
    const { joint, depth } = stack.pop()!;
    if (keep && !keep.has(joint)) continue;
    const kids = keep ? tree.children[joint]!.filter((c) => keep.has(c)) : tree.children[joint]!;
    const isExpanded = keep ? true : expanded.has(joint);
    rows.push({ joint, depth, hasChildren: kids.length > 0, expanded: isExpanded && kids.length > 0 });
    if (isExpanded) for (let k = kids.length - 1; k >= 0; k--) stack.push({ joint: kids[k]!, depth: depth + 1 });
  }
  return rows;
}

/** Every joint with children: the "expand all" set. */
export function allExpandable(tree: OutlineTree): Set<number> {
  const out = new Set<number>();
  tree.children.forEach((kids, i) => kids.length > 0 && out.add(i));
  return out;
}

/** Expanded set that also opens every ancestor of `joint`, so it is visible. */
export function expandTo(tree: OutlineTree, expanded: ReadonlySet<number>, joint: number): Set<number> {
  const out = new Set(expanded);
  for (let a = tree.parent[joint]!; a >= 0; a = tree.parent[a]!) out.add(a);
  return out;
}

export type OutlineKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

export interface OutlineMove {
  focus: number;
  expanded: Set<number>;
}

/** Tree-view keyboard behaviour (WAI-ARIA): up/down move, right opens or goes to the first child, left closes or goes to the parent. */
export function moveInOutline(
  tree: OutlineTree,
  rows: readonly OutlineRow[],
  expanded: ReadonlySet<number>,
  current: number,
  key: OutlineKey,
): OutlineMove {
  const next = new Set(expanded);
  const at = rows.findIndex((row) => row.joint === current);
  if (rows.length === 0) return { focus: current, expanded: next };
  if (at < 0) return { focus: rows[0]!.joint, expanded: next };
  const row = rows[at]!;
  switch (key) {
    case 'ArrowUp':
      return { focus: rows[Math.max(0, at - 1)]!.joint, expanded: next };
    case 'ArrowDown':
      return { focus: rows[Math.min(rows.length - 1, at + 1)]!.joint, expanded: next };
    case 'Home':
      return { focus: rows[0]!.joint, expanded: next };
    case 'End':
      return { focus: rows[rows.length - 1]!.joint, expanded: next };
    case 'ArrowRight':
      if (row.hasChildren && !row.expanded) {
        next.add(current);
        return { focus: current, expanded: next };
      }
      return { focus: row.hasChildren ? rows[at + 1]!.joint : current, expanded: next };
    case 'ArrowLeft':
      if (row.expanded) {
        next.delete(current);
        return { focus: current, expanded: next };
      }
      return { focus: tree.parent[current]! >= 0 ? tree.parent[current]! : current, expanded: next };
  }
}

/** Joint names, parents and DOF counts from any JSON value shaped roughly like a body plan (for a plan with errors). */
export function outlineJointsFromJson(value: unknown): OutlineJoint[] {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { joints?: unknown }).joints)) return [];
  return ((value as { joints: unknown[] }).joints).map((joint, i) => {
    const record = typeof joint === 'object' && joint !== null ? (joint as Record<string, unknown>) : {};
    const name = typeof record.name === 'string' && record.name !== '' ? record.name : `joints[${i}]`;
    const parent = typeof record.parent === 'string' ? record.parent : null;
    const dofCount = Array.isArray(record.dofs) ? record.dofs.length : 0;
    return { name, parent, dofCount };
  });
}

/** The joint a JSON pointer such as `/joints/3/dofs/0/axis` concerns, or null. */
export function jointIndexOfPointer(pointer: string): number | null {
  const match = /^\/joints\/(\d+)(\/|$)/.exec(pointer);
  return match ? Number(match[1]) : null;
}
