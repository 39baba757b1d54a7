import { describe, expect, it } from 'vitest';
import { middleEllipsisParts } from './middleEllipsisParts.ts';

describe('middleEllipsisParts', () => {
  it('keeps the first four and the last six characters of a long name whole, where names sharing a start differ', () => {
    expect(middleEllipsisParts('left_hip_pitch_link')).toEqual({ start: 'left', middle: '_hip_pitc', end: 'h_link' });
    expect(middleEllipsisParts('lf_trochanter_yaw')).toEqual({ start: 'lf_t', middle: 'rochant', end: 'er_yaw' });
    expect(middleEllipsisParts('waist_yaw_link')).toEqual({ start: 'wais', middle: 't_ya', end: 'w_link' });
  });

  it("keeps a numbered link's number", () => {
    expect(middleEllipsisParts('panda_link7')).toEqual({ start: 'pand', middle: 'a_', end: 'link7' });
  });

  it('leaves a name whole when its middle would be one character or none', () => {
    expect(middleEllipsisParts('lf_claw_x')).toEqual({ start: 'lf_claw_x', middle: '', end: '' });
    expect(middleEllipsisParts('elbow')).toEqual({ start: 'elbow', middle: '', end: '' });
  });

  it('puts the whole name back together and never gives the end more than half', () => {
    for (const name of ['a', 'ab', 'root', 'Thorax', 'torso_link', 'left_shoulder_roll_joint', 'ß_ünïcödé_名前_joint', 'thirteen_char']) {
      const { start, middle, end } = middleEllipsisParts(name);
      expect(start + middle + end).toBe(name);
      expect(Array.from(end).length).toBeLessThanOrEqual(Array.from(name).length / 2);
    }
  });
});
