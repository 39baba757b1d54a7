import { describe, expect, it } from 'vitest';
import { nameBreaks } from './nameBreaks.ts';

describe('nameBreaks', () => {
  it('breaks after separators and at camelCase, and joins back to the name', () => {
    expect(nameBreaks('left_front_leg femur')).toEqual(['left_', 'front_', 'leg ', 'femur']);
    expect(nameBreaks('leftFrontLeg.tibia-joint')).toEqual(['left', 'Front', 'Leg.', 'tibia-', 'joint']);
    expect(nameBreaks('hip')).toEqual(['hip']);
    expect(nameBreaks('')).toEqual([]);
    for (const name of ['a__b', 'ABC_def', 'x/y/z']) expect(nameBreaks(name).join('')).toBe(name);
  });
});
