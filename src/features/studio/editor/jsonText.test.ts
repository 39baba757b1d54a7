import { describe, expect, it } from 'vitest';
import { diagnosticRange, jointAtOffset, jointOffset, minimalChange, offsetOf } from './jsonText.ts';

const text = '{\n  "fixed_base": true,\n  "joints": [\n    {"name": "a", "parent": null},\n    {"name": "b", "parent": "a"}\n  ]\n}\n';

describe('JSON text helpers for the editor', () => {
  it('maps line:column to offsets and underlines the token there', () => {
    expect(text.slice(offsetOf(text, 2, 17))).toMatch(/^true/);
    expect(diagnosticRange(text, 2, 17)).toEqual({ from: offsetOf(text, 2, 17), to: offsetOf(text, 2, 21) });
    const name = diagnosticRange(text, 5, 14);
    expect(text.slice(name.from, name.to)).toBe('"b"');
    expect(offsetOf(text, 99, 1)).toBe(text.length);
  });
  it('finds the joint under the cursor and where a joint starts', () => {
    expect(jointAtOffset(text, text.indexOf('"b"'))).toBe(1);
    expect(jointAtOffset(text, text.indexOf('fixed_base'))).toBeNull();
    expect(jointOffset(text, 1)).toBe(text.indexOf('{"name": "b"'));
    expect(jointOffset(text, 2)).toBeNull();
  });
  it('computes the smallest replacement', () => {
    expect(minimalChange('abcdef', 'abXYef')).toEqual({ from: 2, to: 4, insert: 'XY' });
    expect(minimalChange('aaa', 'aaaa')).toEqual({ from: 3, to: 3, insert: 'a' });
    expect(minimalChange('same', 'same')).toEqual({ from: 4, to: 4, insert: '' });
  });
});
