import { describe, expect, it } from 'vitest';
import { dampingAfterStep } from './dampingAfterStep.ts';

describe('dampingAfterStep', () => {
  it('an accepted step shrinks the damping threefold, not below the floor, and converges only when it was small', () => {
    expect(dampingAfterStep(true, false, 0.75, 0.01)).toEqual({ damping: 0.25, converged: false });
    expect(dampingAfterStep(true, true, 0.015, 0.01)).toEqual({ damping: 0.01, converged: true });
  });

  it('a rejected step grows it tenfold; a small one that did not help, or a damping past 1e10, ends the loop', () => {
    expect(dampingAfterStep(false, false, 0.5, 0.01)).toEqual({ damping: 5, converged: false });
    expect(dampingAfterStep(false, true, 0.5, 0.01).converged).toBe(true);
    expect(dampingAfterStep(false, false, 2e9, 0.01).converged).toBe(true);
  });
});
