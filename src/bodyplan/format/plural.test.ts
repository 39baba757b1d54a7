import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

describe('plural', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(plural(1, 'joint')).toBe('1 joint');
    expect(plural(2, 'joint')).toBe('2 joints');
    expect(plural(0, 'error')).toBe('0 errors');
    expect(plural(1, 'child', 'children')).toBe('1 child');
    expect(plural(3, 'child', 'children')).toBe('3 children');
  });
});
