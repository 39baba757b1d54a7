import { describe, expect, it } from 'vitest';
import { pastedPlanName } from './pastedPlanName.ts';

const plan = (joints: unknown[]) => JSON.stringify({ fixed_base: true, joints });

describe('pastedPlanName', () => {
  it('names a pasted plan after its root joint', () => {
    expect(pastedPlanName(plan([{ name: 'child', parent: 'pelvis' }, { name: 'pelvis', parent: null }]))).toBe('pasted-pelvis.json');
  });

  it('turns a root name into a safe file name', () => {
    expect(pastedPlanName(plan([{ name: 'Left Arm / base', parent: null }]))).toBe('pasted-Left-Arm-base.json');
    expect(pastedPlanName(plan([{ name: '../../etc', parent: null }]))).toBe('pasted-etc.json');
    expect(pastedPlanName(plan([{ name: 'x'.repeat(100), parent: null }]))).toBe(`pasted-${'x'.repeat(60)}.json`);
  });

  it('falls back to pasted-body-plan.json when there is no usable root name', () => {
    expect(pastedPlanName('{ not json')).toBe('pasted-body-plan.json');
    expect(pastedPlanName(plan([{ name: 'a', parent: 'b' }]))).toBe('pasted-body-plan.json');
    expect(pastedPlanName(plan([{ name: '***', parent: null }]))).toBe('pasted-body-plan.json');
    expect(pastedPlanName('[]')).toBe('pasted-body-plan.json');
  });
});
