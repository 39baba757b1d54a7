import { describe, expect, it } from 'vitest';
import {
  buildOutlineTree,
  expandTo,
  jointIndexOfPointer,
  moveInOutline,
  outlineJointsFromJson,
  visibleOutlineRows,
} from './outlineTree.ts';

const joints = [
  { name: 'pelvis', parent: null, dofCount: 0 },
  { name: 'left_hip', parent: 'pelvis', dofCount: 3 },
  { name: 'left_knee', parent: 'left_hip', dofCount: 1 },
  { name: 'right_hip', parent: 'pelvis', dofCount: 3 },
  { name: 'right_knee', parent: 'right_hip', dofCount: 1 },
];
const tree = buildOutlineTree(joints);
const names = (rows: { joint: number }[]) => rows.map((r) => joints[r.joint]!.name);

describe('outline tree', () => {
  it('shows only expanded branches, depth first', () => {
    expect(names(visibleOutlineRows(tree, new Set(), ''))).toEqual(['pelvis']);
    expect(names(visibleOutlineRows(tree, new Set([0, 1]), ''))).toEqual(['pelvis', 'left_hip', 'left_knee', 'right_hip']);
  });

  it('search shows the matching joints with their ancestors', () => {
    const rows = visibleOutlineRows(tree, new Set(), 'RIGHT_K');
    expect(names(rows)).toEqual(['pelvis', 'right_hip', 'right_knee']);
    expect(rows.map((r) => r.depth)).toEqual([0, 1, 2]);
    expect(visibleOutlineRows(tree, new Set(), 'no such joint')).toEqual([]);
  });

  it('moves with the arrow keys like a tree view', () => {
    let expanded = new Set<number>();
    let rows = visibleOutlineRows(tree, expanded, '');
    const move = moveInOutline(tree, rows, expanded, 0, 'ArrowRight');
    expect(move).toEqual({ focus: 0, expanded: new Set([0]) });
    expanded = move.expanded;
    rows = visibleOutlineRows(tree, expanded, '');
    expect(moveInOutline(tree, rows, expanded, 0, 'ArrowRight').focus).toBe(1);
    expect(moveInOutline(tree, rows, expanded, 1, 'ArrowDown').focus).toBe(3);
    expect(moveInOutline(tree, rows, expanded, 3, 'ArrowUp').focus).toBe(1);
    expect(moveInOutline(tree, rows, expanded, 3, 'ArrowLeft').focus).toBe(0);
    expect(moveInOutline(tree, rows, expanded, 0, 'ArrowLeft').expanded).toEqual(new Set());
    expect(moveInOutline(tree, rows, expanded, 0, 'End').focus).toBe(3);
  });

  it('opens the ancestors of a joint so it is visible', () => {
    expect(expandTo(tree, new Set(), 4)).toEqual(new Set([3, 0]));
  });

  it('keeps every joint of a broken plan visible: unknown parents and cycles go to the top level', () => {
    const broken = buildOutlineTree([
      { name: 'a', parent: 'b', dofCount: 0 },
      { name: 'b', parent: 'a', dofCount: 0 },
      { name: 'c', parent: 'nowhere', dofCount: 0 },
    ]);
    const rows = visibleOutlineRows(broken, new Set([0, 1, 2]), '');
    expect(rows.map((r) => r.joint).sort()).toEqual([0, 1, 2]);
  });

  it('reads joints from a JSON value that is not a valid plan, and joints from pointers', () => {
    expect(outlineJointsFromJson({ joints: [{ name: 'a', parent: null, dofs: [{}] }, { parent: 'a' }] })).toEqual([
      { name: 'a', parent: null, dofCount: 1 },
      { name: 'joints[1]', parent: 'a', dofCount: 0 },
    ]);
    expect(outlineJointsFromJson('nope')).toEqual([]);
    expect(jointIndexOfPointer('/joints/12/dofs/0/axis')).toBe(12);
    expect(jointIndexOfPointer('/joints/3')).toBe(3);
    expect(jointIndexOfPointer('/fixed_base')).toBeNull();
  });
});

describe('cycle breaking in the outline', () => {
  /** The definition: walking each joint's ancestors in order, one that runs into a loop goes to the top level. */
  function referenceParents(parents: number[]): number[] {
    const parent = [...parents];
    for (let i = 0; i < parent.length; i++) {
      const seen = new Set<number>([i]);
      for (let a = parent[i]!; a >= 0; a = parent[a]!) {
        if (seen.has(a)) {
          parent[i] = -1;
          break;
        }
        seen.add(a);
      }
    }
    return parent;
  }

  it('gives the same tree as the definition on random parent graphs with loops', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let trial = 0; trial < 300; trial++) {
      const n = 1 + Math.floor(random() * 12);
      const parents = Array.from({ length: n }, (_, i) => (random() < 0.15 ? -1 : Math.floor(random() * n) === i ? -1 : Math.floor(random() * n)));
      const joints = parents.map((p, i) => ({ name: `j${i}`, parent: p < 0 ? null : `j${p}`, dofCount: 0 }));
      expect(Array.from(buildOutlineTree(joints).parent), JSON.stringify(parents)).toEqual(referenceParents(parents.map((p, i) => (p === i ? -1 : p))));
    }
  });

  it('a 20,000-deep chain keeps every parent', () => {
    const joints = Array.from({ length: 20_000 }, (_, i) => ({ name: `j${i}`, parent: i === 0 ? null : `j${i - 1}`, dofCount: 1 }));
    const tree = buildOutlineTree(joints);
    expect(tree.topLevel).toEqual([0]);
    expect(tree.parent[19_999]).toBe(19_998);
  });
});
