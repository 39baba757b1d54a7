import { describe, expect, it } from 'vitest';
import { preparePlan } from './preparePlan.ts';

/**
 * The Studio opens plans of up to 50,000 joints, the limit its README and refusal name. The
 * existing test passes its own limit of 1,000; this one holds the default itself, on both sides,
 * with valid plans, so the one at the limit really opens (a model, no diagnostic).
 */

function chain(joints: number): string {
  const list: unknown[] = [{ name: 'j0', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] }];
  for (let i = 1; i < joints; i++) {
    list.push({ name: `j${i}`, parent: `j${i - 1}`, offset_pos: [0.01, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0 }] });
  }
  return JSON.stringify({ fixed_base: true, joints: list });
}

describe('the Studio opens plans of up to 50,000 joints', () => {
  it('50,000 joints open, with a model and no diagnostic', () => {
    const prepared = preparePlan(chain(50_000));
    expect(prepared.kind).toBe('loaded');
    if (prepared.kind !== 'loaded') return;
    expect(prepared.diagnostics).toEqual([]);
    expect(prepared.model?.jointCount).toBe(50_000);
  });

  it('50,001 joints are refused with the count, the limit and where to go instead', () => {
    expect(preparePlan(chain(50_001))).toEqual({
      kind: 'refused',
      jointCount: 50_001,
      message: 'This body plan has 50,001 joints; the Studio opens plans of up to 50,000 joints. Use the command line (bodyplan validate, bodyplan fk) for bigger ones.',
    });
  });
});
