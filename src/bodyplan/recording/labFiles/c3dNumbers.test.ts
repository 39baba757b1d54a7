import { describe, expect, it } from 'vitest';
import { C3dNumbers } from './c3dNumbers.ts';

// Known encodings, worked out from the formats' definitions rather than from our writer:
// VAX F-floating 1.0 is 0.5 × 2^1: exponent 129 (0x81), so its first word is 0x4080, stored
// little-endian as 80 40, then the low fraction word 00 00. −2.5 is −0.625 × 2^2: sign set,
// exponent 130, fraction .01 → first word 0xC120. IEEE 1.0 big-endian is 3F 80 00 00.
describe('C3dNumbers', () => {
  it('decodes DEC (VAX F-floating) floats', () => {
    const dec = new C3dNumbers(Uint8Array.from([0x80, 0x40, 0x00, 0x00, 0x20, 0xc1, 0x00, 0x00, 0, 0, 0, 0]), 'DEC');
    expect([dec.float32(0), dec.float32(4), dec.float32(8)]).toEqual([1, -2.5, 0]);
    expect(dec.int16(0)).toBe(0x4080);
  });

  it('decodes MIPS big-endian and Intel little-endian numbers', () => {
    const mips = new C3dNumbers(Uint8Array.from([0x3f, 0x80, 0x00, 0x00, 0xff, 0xfe]), 'MIPS');
    expect(mips.float32(0)).toBe(1);
    expect(mips.int16(4)).toBe(-2);
    expect(mips.uint16(4)).toBe(65534);
    const intel = new C3dNumbers(Uint8Array.from([0x00, 0x00, 0x80, 0x3f, 0xfe, 0xff]), 'Intel');
    expect(intel.float32(0)).toBe(1);
    expect(intel.int16(4)).toBe(-2);
  });
});
