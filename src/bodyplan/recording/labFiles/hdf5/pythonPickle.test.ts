import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PythonDict, readPythonPickle, type PythonValue } from './pythonPickle.ts';

// Real pickles dumped by Python 3 in protocols 0 to 5 (scripts/testdata/write_pickles.py).
interface PickleCase {
  name: string;
  protocol: number;
  hex: string;
  expected: unknown;
  /** Pickled as a call (GLOBAL + REDUCE): must be refused. */
  refused: boolean;
}
const CASES = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../test-data/lab-files/hdf5/pickles.json'), 'utf8')) as PickleCase[];

const bytesOf = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
const text = (s: string) => new TextEncoder().encode(s);

/** The decoded value in the JSON shape the generator wrote its expectations in. */
function asJson(v: PythonValue): unknown {
  if (v instanceof PythonDict) return { __dict__: v.entries.map(([k, x]) => [asJson(k), asJson(x)]) };
  if (v instanceof Uint8Array) return { __bytes__: Array.from(v, (b) => b.toString(16).padStart(2, '0')).join('') };
  if (Array.isArray(v)) return v.map(asJson);
  if (typeof v === 'bigint') return { __bigint__: String(v) };
  if (v === Infinity) return { __float__: 'inf' };
  return v;
}

describe('readPythonPickle', () => {
  it.each(CASES.filter((c) => !c.refused).map((c) => [c.name, c.protocol, c] as const))('reads %s dumped with protocol %i', (_, __, c) => {
    const result = readPythonPickle(bytesOf(c.hex));
    if (!result.ok) throw new Error(result.message);
    const value = asJson(result.value);
    expect(value).toEqual(c.expected);
  });

  it('reads pandas column names as PyTables stores them (protocol 0 text)', () => {
    const result = readPythonPickle(text("(lp0\n(I1\n(lp1\n(VDLC_resnet50\np2\nVhead\np3\nVx\np4\ntp5\na(g2\ng3\nVy\np6\ntp7\natp8\na."));
    expect(result).toEqual({ ok: true, value: [[1, [['DLC_resnet50', 'head', 'x'], ['DLC_resnet50', 'head', 'y']]]] });
  });

  it('keeps one object stored twice (memo) as the same list', () => {
    const shared = CASES.find((c) => c.name === 'shared' && c.protocol === 2)!;
    const result = readPythonPickle(bytesOf(shared.hex));
    if (!result.ok || !Array.isArray(result.value)) throw new Error('expected a list');
    expect(result.value[0]).toBe(result.value[1]);
  });

  it.each(CASES.filter((c) => c.refused).map((c) => [c.name, c.protocol, c] as const))('refuses %s (protocol %i), pickled as a call of a global', (_, __, c) => {
    const result = readPythonPickle(bytesOf(c.hex));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^pickle: opcode (GLOBAL|STACK_GLOBAL) \(0x(63|93)\) at byte \d+ would import or call code from the file: refused \(only plain data is read\)$/);
  });

  it('refuses REDUCE, BUILD, INST and OBJ wherever they come', () => {
    expect(readPythonPickle(text('(lR.'))).toEqual({ ok: false, message: 'pickle: opcode REDUCE (0x52) at byte 2 would import or call code from the file: refused (only plain data is read)' });
    expect(readPythonPickle(text('(lb.'))).toMatchObject({ ok: false, message: expect.stringContaining('opcode BUILD (0x62) at byte 2') });
    expect(readPythonPickle(text('(ios\nsystem\n.'))).toMatchObject({ ok: false, message: expect.stringContaining('opcode INST (0x69) at byte 1') });
    expect(readPythonPickle(text('(o.'))).toMatchObject({ ok: false, message: expect.stringContaining('opcode OBJ (0x6f) at byte 1') });
  });

  it('says where a pickle is truncated or malformed', () => {
    expect(readPythonPickle(text('(lp0\nVabc'))).toEqual({ ok: false, message: 'pickle: truncated at byte 6: a line ending in \\n expected' });
    expect(readPythonPickle(Uint8Array.of(0x80, 2, 0x58, 10, 0, 0, 0, 0x61))).toEqual({ ok: false, message: 'pickle: truncated at byte 7: 10 more bytes expected' });
    expect(readPythonPickle(text('g7\n.'))).toEqual({ ok: false, message: 'pickle: byte 0: memo 7 was never stored' });
    expect(readPythonPickle(Uint8Array.of(0x80, 9))).toEqual({ ok: false, message: 'pickle: protocol 9 is not supported (0 to 5 are)' });
    expect(readPythonPickle(text('Nz.'))).toEqual({ ok: false, message: 'pickle: unknown opcode 0x7a at byte 1' });
    expect(readPythonPickle(text('Na.'))).toEqual({ ok: false, message: 'pickle: byte 1: the stack is empty' });
  });
});
