import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { humanMarkerMotion, MARKER_MOTION_GAPS } from '../../testing/humanMarkerMotion.ts';
import { readC3d } from './c3d.ts';
import type { MarkerTable3D } from './labTables.ts';

const C3D_DIR = join(import.meta.dirname, '..', '..', '..', '..', 'test-data', 'lab-files', 'c3d');
const c3dFile = (name: string) => new Uint8Array(readFileSync(join(C3D_DIR, name)));

function readOk(bytes: Uint8Array, options: Parameters<typeof readC3d>[1] = {}): MarkerTable3D {
  const result = readC3d(bytes, options);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

function refusal(bytes: Uint8Array): string {
  const result = readC3d(bytes);
  if (result.ok) throw new Error('expected a refusal');
  return result.message;
}

/** Largest difference from the generator's positions; NaN positions must read as NaN. */
function worstError(table: MarkerTable3D): { worst: number; missing: number } {
  const truth = humanMarkerMotion().positions;
  let worst = 0;
  let missing = 0;
  for (let i = 0; i < truth.length; i++) {
    if (Number.isNaN(truth[i]!)) {
      expect(table.values[i]).toBeNaN();
      missing++;
    } else worst = Math.max(worst, Math.abs(table.values[i]! - truth[i]!));
  }
  return { worst, missing: missing / 3 };
}

/**
 * Where a parameter's data starts in an Intel file, found as the format lays records out: group
 * record (name length, −id, name), then parameter record (name length, id, name, int16 offset,
 * type, dimension count, dimensions, data).
 */
function parameterDataAt(bytes: Uint8Array, group: string, name: string): number {
  const find = (length: number, id: (b: number) => boolean, text: string) => {
    for (let i = 512; i + 2 + text.length < bytes.length; i++) {
      if (bytes[i] === length && id((bytes[i + 1]! << 24) >> 24) && [...text].every((c, k) => bytes[i + 2 + k] === c.charCodeAt(0))) return i;
    }
    throw new Error(`${group}:${name} not found`);
  };
  const groupAt = find(group.length, (id) => id < 0, group);
  const groupId = -((bytes[groupAt + 1]! << 24) >> 24);
  const at = find(name.length, (id) => id === groupId, name);
  const typeAt = at + 2 + name.length + 2;
  return typeAt + 2 + bytes[typeAt + 1]!;
}

function withInt16(bytes: Uint8Array, at: number, value: number): Uint8Array {
  const copy = Uint8Array.from(bytes);
  new DataView(copy.buffer).setInt16(at, value, true);
  return copy;
}

describe('readC3d', () => {
  it('reads a Vicon-style Intel float file back to the generator positions to 1e-6 m, skipping analog channels', () => {
    const table = readOk(c3dFile('walk-vicon-float.c3d'));
    const { worst, missing } = worstError(table);
    console.log(`walk-vicon-float.c3d: ${table.markers.length} markers × ${table.frameCount} frames at ${table.fps} Hz, worst error ${worst.toExponential(2)} m, ${missing} invalid points; notes: ${table.notes?.join(' | ')}`);
    expect(worst).toBeLessThan(1e-6);
    expect(missing).toBe(MARKER_MOTION_GAPS.reduce((sum, gap) => sum + gap.last - gap.first + 1, 0));
    expect(table.markers).toEqual(humanMarkerMotion().markers);
    expect(table.fps).toBe(100);
    expect(table.frameNumbers?.slice(0, 2)).toEqual([1, 2]);
    expect(table.frameNumbers?.at(-1)).toBe(100);
    expect(table.notes).toContain('4 analog channels (10 samples per frame) skipped');
    expect(table.notes?.[0]).toBe('Intel float C3D, units mm, Z-up as recorded (POINT:Y_SCREEN +Z)');
  });

  it('reads the integer variant (int16 × POINT:SCALE 0.1 mm) to within half a count', () => {
    const table = readOk(c3dFile('walk-integer.c3d'));
    const { worst } = worstError(table);
    console.log(`walk-integer.c3d: worst error ${worst.toExponential(2)} m (half a 0.1 mm count is 5e-5 m)`);
    expect(worst).toBeLessThan(0.05e-3 + 1e-7);
    expect(table.notes?.[0]).toBe('Intel integer C3D, units mm, Z-up as recorded (POINT:Y_SCREEN +Z)');
  });

  it('reads DEC (VAX floats) and MIPS (big-endian) files to the same values as the Intel one', () => {
    const intel = readOk(c3dFile('walk-vicon-float.c3d'));
    for (const name of ['walk-dec.c3d', 'walk-mips.c3d']) {
      const table = readOk(c3dFile(name));
      expect(table.frameCount).toBe(intel.frameCount);
      expect(table.fps).toBe(100);
      expect(Array.from(table.values)).toEqual(Array.from(intel.values));
    }
  });

  it('takes the up axis from POINT:Y_SCREEN, or from upAxis, which wins', () => {
    const zUp = readOk(c3dFile('walk-vicon-float.c3d'));
    const turned = readOk(c3dFile('walk-vicon-float.c3d'), { upAxis: 'y' });
    expect([turned.values[0], turned.values[1], turned.values[2]]).toEqual([zUp.values[0], -zUp.values[2]!, zUp.values[1]]);
    expect(turned.notes?.[0]).toBe('Intel float C3D, units mm, Y-up turned to Z-up: (x, y, z) → (x, −z, y) (as asked)');
    const yScreen = Uint8Array.from(c3dFile('walk-vicon-float.c3d'));
    yScreen.set([0x2b, 0x59], parameterDataAt(yScreen, 'POINT', 'Y_SCREEN')); // "+Y", as a Y-up file says
    const fromFile = readOk(yScreen);
    expect(Array.from(fromFile.values)).toEqual(Array.from(turned.values));
    expect(fromFile.notes?.[0]).toBe('Intel float C3D, units mm, Y-up turned to Z-up: (x, y, z) → (x, −z, y) (POINT:Y_SCREEN +Y)');
    expect(Array.from(readOk(yScreen, { upAxis: 'z' }).values)).toEqual(Array.from(zUp.values));
  });

  it('takes the units from POINT:UNITS', () => {
    const bytes = Uint8Array.from(c3dFile('walk-vicon-float.c3d'));
    const at = parameterDataAt(bytes, 'POINT', 'UNITS');
    bytes.set([0x6d, 0x20], at); // "m "
    const metres = readOk(bytes);
    expect(metres.values[0]).toBeCloseTo(1000 * readOk(c3dFile('walk-vicon-float.c3d')).values[0]!, 6);
    bytes.set([0x69, 0x6e], at); // "in"
    expect(refusal(bytes)).toBe('POINT:UNITS is "in": this reader knows mm, cm and m');
  });

  it('refuses files that are not C3D or are cut short, naming the byte', () => {
    const bytes = c3dFile('walk-vicon-float.c3d');
    expect(refusal(bytes.slice(0, 100))).toBe('a C3D file starts with a 512-byte header; this one has 100 bytes (cut short at byte 100)');
    const badKey = Uint8Array.from(bytes);
    badKey[1] = 0x41;
    expect(refusal(badKey)).toBe('not a C3D file: byte 1 is 0x41, where C3D has the key 0x50');
    const farParameters = Uint8Array.from(bytes);
    farParameters[0] = 200;
    expect(refusal(farParameters)).toBe(`the C3D header (byte 0) puts the parameter section at block 200, byte 101888, outside the file's ${bytes.length} bytes`);
    const dataStart = (new DataView(bytes.buffer).getUint16(16, true) - 1) * 512;
    const frameBytes = (4 * 30 + 40) * 4;
    expect(refusal(bytes.slice(0, 40000))).toBe(`the C3D file is cut short: 100 frames of 30 points from byte ${dataStart} need ${dataStart + 100 * frameBytes} bytes, but it ends at byte 40000 (in frame ${Math.floor((40000 - dataStart) / frameBytes) + 1})`);
    expect(refusal(bytes.slice(0, 1030))).toMatch(/^the C3D parameter section is cut short: .* at byte \d+ runs past its end \(byte 1030\)$/);
  });

  it('refuses unknown processors, negative counts and corrupt parameters', () => {
    const bytes = c3dFile('walk-vicon-float.c3d');
    const sgi = Uint8Array.from(bytes);
    sgi[512 + 3] = 83;
    expect(refusal(sgi)).toBe('the C3D parameter section (byte 515) names processor type 83; this reader knows 84 (Intel), 85 (DEC) and 86 (MIPS)');
    expect(refusal(withInt16(bytes, parameterDataAt(bytes, 'POINT', 'USED'), -5))).toBe('POINT:USED is -5: a count of points cannot be negative');
    expect(refusal(withInt16(bytes, parameterDataAt(bytes, 'ANALOG', 'USED'), -2))).toBe('ANALOG:USED is -2: a count of channels cannot be negative');
    const usedType = parameterDataAt(bytes, 'POINT', 'USED') - 2;
    const badType = Uint8Array.from(bytes);
    badType[usedType] = 3;
    expect(refusal(badType)).toMatch(/^C3D parameter USED at byte \d+ has data type 3: C3D knows -1 \(char\), 1 \(byte\), 2 \(int16\), 4 \(float\)$/);
  });

  it('takes the frame count from TRIAL:ACTUAL_END_FIELD (32-bit, for recordings past 65535 frames) and checks it against the file before allocating', () => {
    const bytes = c3dFile('walk-vicon-float.c3d');
    const at = parameterDataAt(bytes, 'TRIAL', 'ACTUAL_END_FIELD');
    const long = withInt16(withInt16(bytes, at, 70000 & 0xffff), at + 2, 70000 >>> 16);
    expect(refusal(long)).toMatch(/^the C3D file is cut short: 70000 frames of 30 points from byte \d+ need \d+ bytes, but it ends at byte 67584 \(in frame 101\)$/);
    const absurd = withInt16(withInt16(bytes, at, -1), at + 2, -1);
    expect(refusal(absurd)).toMatch(/^the C3D file is cut short: 4294967295 frames of 30 points/);
  });
});
