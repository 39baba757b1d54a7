import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileBodyPlan } from './model.ts';
import { fullPassSteps } from './fullPassSteps.ts';
import type { BodyPlan } from '../format/schema.ts';

/** A random tree whose joints each have one of `kinds` signatures (or none, "-"). */
const plannedTree = fc
  .array(fc.record({ parentPick: fc.nat(), kind: fc.constantFrom('a', 'b', '-') }), { minLength: 1, maxLength: 60 })
  .map((shapes) => {
    const plan: BodyPlan = {
      fixed_base: false,
      joints: shapes.map((shape, i) => ({
        name: `j${i}`,
        parent: i === 0 ? null : `j${shape.parentPick % i}`,
        offset_pos: [1, 0, 0],
        offset_quat: [1, 0, 0, 0],
        dofs: [],
      })),
    };
    return { model: compileBodyPlan(plan), kinds: shapes.map((shape) => shape.kind) };
  });

describe('fullPassSteps', () => {
  it('computes every joint once, after its parent, and pairs only joints of one signature', () => {
    fc.assert(
      fc.property(plannedTree, ({ model, kinds }) => {
        const { steps, stepCount, pairCount } = fullPassSteps(model, (j) => (kinds[j] === '-' ? null : kinds[j]!));
        const doneAt = new Int32Array(model.jointCount).fill(-1);
        let pairs = 0;
        for (let s = 0; s < stepCount; s++) {
          const a = steps[2 * s]!, b = steps[2 * s + 1]!;
          for (const j of b < 0 ? [a] : [a, b]) {
            expect(doneAt[j], `joint ${j} computed twice`).toBe(-1);
            const parent = model.parentIndex[j]!;
            if (parent >= 0) expect(doneAt[parent], `joint ${j} before its parent`).toBeGreaterThanOrEqual(0);
            expect(parent >= 0 && parent === (j === a ? b : a), 'a joint paired with its parent').toBe(false);
          }
          doneAt[a] = s;
          if (b >= 0) {
            expect(kinds[a]).toBe(kinds[b]);
            expect(kinds[a]).not.toBe('-');
            doneAt[b] = s;
            pairs++;
          }
        }
        expect(Array.from(doneAt).every((s) => s >= 0)).toBe(true);
        expect(pairs).toBe(pairCount);
        expect(stepCount).toBe(model.jointCount - pairCount);
      }),
      { numRuns: 300 },
    );
  });

  it('pairs most joints of a bushy tree with one signature, and none of a chain', () => {
    const tree = (parentOf: (i: number) => number): BodyPlan => ({
      fixed_base: false,
      joints: Array.from({ length: 1000 }, (_, i) => ({
        name: `j${i}`,
        parent: i === 0 ? null : `j${parentOf(i)}`,
        offset_pos: [1, 0, 0] as [number, number, number],
        offset_quat: [1, 0, 0, 0] as [number, number, number, number],
        dofs: [],
      })),
    });
    const bushy = fullPassSteps(compileBodyPlan(tree((i) => Math.max(0, i - 1 - ((i * 7) % 8)))), () => 'same');
    expect(bushy.pairCount).toBeGreaterThan(400);
    const chain = fullPassSteps(compileBodyPlan(tree((i) => i - 1)), () => 'same');
    expect(chain.pairCount).toBe(0);
  });

  it('pairs the like joints of like limbs, listed limb after limb', () => {
    // A body with six legs of five joints each, listed leg by leg, as the fly's are.
    const joints: BodyPlan['joints'] = [{ name: 'body', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] }];
    for (let leg = 0; leg < 6; leg++) {
      for (let k = 0; k < 5; k++) {
        joints.push({ name: `leg${leg}_${k}`, parent: k === 0 ? 'body' : `leg${leg}_${k - 1}`, offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] });
      }
    }
    const model = compileBodyPlan({ fixed_base: false, joints });
    const { steps, pairCount } = fullPassSteps(model, (j) => (j === 0 ? null : `segment ${model.jointNames[j]!.slice(-1)}`));
    expect(pairCount).toBe(15);
    for (let s = 0; s < steps.length; s += 2) {
      if (steps[s + 1]! >= 0) expect(model.jointNames[steps[s]!]!.slice(-1)).toBe(model.jointNames[steps[s + 1]!]!.slice(-1));
    }
  });
});
