import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { quatAngle } from '../../../../bodyplan/ik/dragStep.ts';
import { FLY_BODY_PLAN_PATH } from '../../../../bodyplan/testing/flyFixtures.ts';
import { createStudioStore } from '../studioStore.ts';
import { rootLocked } from './ikSlice.ts';

function armStore() {
  const store = createStudioStore();
  const text = readFileSync(new URL('../../../../../public/bodyplans/planar-two-link-arm.json', import.meta.url), 'utf8');
  store.dispatch({ type: 'planOpened', source: { name: 'planar-two-link-arm.json', text, origin: 'file' } });
  return store;
}

function flyStore() {
  const store = createStudioStore();
  store.dispatch({ type: 'planOpened', source: { name: 'fly.json', text: readFileSync(FLY_BODY_PLAN_PATH, 'utf8'), origin: 'file' } });
  return store;
}

const keypoint = (store: ReturnType<typeof flyStore>, joint: number) => Array.from(store.getKinematics()!.keypoints.subarray(3 * joint, 3 * joint + 3));
const dist = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

describe('dragging an IK target in the Studio', () => {
  it('one pin on a free-floating plan: the root is locked by default, the claw is out of reach, and the drag is one undo step', () => {
    const store = flyStore();
    const model = store.getState().plan!.model!;
    const claw = model.jointNames.indexOf('lf_claw');
    const ik = store.ik;
    ik.setEnabled(true);
    ik.pin(claw);
    expect(rootLocked(store.api.getState().ik)).toBe(true);
    const before = store.getState().pose!;
    const start = keypoint(store, claw);
    ik.beginDrag(claw);
    for (let i = 1; i <= 40; i++) ik.setTarget(claw, [start[0]!, start[1]! + i * 0.3, start[2]! + i * 0.1]);
    const pose = store.getState().pose!;
    expect(Array.from(pose.rootPosition)).toEqual(Array.from(before.rootPosition));
    expect(Array.from(pose.rootQuat)).toEqual(Array.from(before.rootQuat));
    expect(store.api.getState().ik.unreachable).toEqual([claw]);
    ik.endDrag(true);
    expect(store.api.getState().ik.dragging).toBeNull();
    const after = store.getState().pose!;
    expect(Array.from(after.dofs)).not.toEqual(Array.from(before.dofs));
    store.dispatch({ type: 'undo' });
    expect(Array.from(store.getState().pose!.dofs)).toEqual(Array.from(before.dofs));
    store.dispatch({ type: 'redo' });
    expect(Array.from(store.getState().pose!.dofs)).toEqual(Array.from(after.dofs));
  });

  it('with several pins the root is free but never flips, and the other pins stay put; Escape puts everything back', () => {
    const store = flyStore();
    const model = store.getState().plan!.model!;
    const [claw, other] = [model.jointNames.indexOf('lf_claw'), model.jointNames.indexOf('rh_claw')];
    const ik = store.ik;
    ik.setEnabled(true);
    ik.pin(claw);
    ik.pin(other);
    expect(rootLocked(store.api.getState().ik)).toBe(false);
    const before = store.getState().pose!;
    const otherAt = keypoint(store, other);
    const start = keypoint(store, claw);
    const tolerance = store.getState().plan!.size * 5e-3;
    ik.beginDrag(claw);
    for (let i = 1; i <= 40; i++) {
      ik.setTarget(claw, [start[0]! + i * 0.1, start[1]! + i * 0.3, start[2]! - i * 0.1]);
      expect(dist(keypoint(store, other), otherAt)).toBeLessThanOrEqual(tolerance);
      expect(quatAngle(store.getState().pose!.rootQuat, before.rootQuat)).toBeLessThan(0.5);
    }
    expect(Array.from(store.getState().pose!.rootPosition)).not.toEqual(Array.from(before.rootPosition));
    ik.endDrag(false);
    expect(Array.from(store.getState().pose!.dofs)).toEqual(Array.from(before.dofs));
    expect(store.api.getState().ik.pins.find((p) => p.joint === claw)!.target).toEqual(start);
  });

  it('a reachable target is reached on the very update that moved it, though each step is limited', () => {
    const store = armStore();
    const model = store.getState().plan!.model!;
    const hand = model.jointNames.indexOf('hand');
    const ik = store.ik;
    // No pull toward the neutral pose, which would hold the hand short of any target.
    ik.setSettings({ neutralWeight: 0 });
    ik.setEnabled(true);
    ik.pin(hand);
    const start = keypoint(store, hand);
    const shoulder = keypoint(store, 0);
    ik.beginDrag(hand);
    // A third of the way toward the shoulder: well within reach, farther than one limited step goes.
    const target: [number, number, number] = [0, 1, 2].map((k) => start[k]! + (shoulder[k]! - start[k]!) / 3) as [number, number, number];
    ik.setTarget(hand, target);
    expect(dist(keypoint(store, hand), target)).toBeLessThan(1e-3);
    expect(store.api.getState().ik.unreachable).toEqual([]);
    ik.endDrag(true);
  });
});
