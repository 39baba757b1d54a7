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
