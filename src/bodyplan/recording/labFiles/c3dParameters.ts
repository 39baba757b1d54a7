/*
 * The parameter section of a C3D file: after a 4-byte header (reserved, key, block count, processor),
 * a chain of records, each
 *   int8 name length (negative: locked), int8 group id (negative: a group; positive: a parameter of
 *   that group), the name, int16 offset from this word to the next record (0: last),
 * then for a group a description, and for a parameter: int8 type (-1 char, 1 byte, 2 int16, 4 float),
 * uint8 dimension count, the dimensions (uint8 each), the data (column-major), a description.
 * Every read is checked against the section's end, so a corrupt chain is refused, never followed off the file.
 */
import type { C3dNumbers } from './c3dNumbers.ts';

export interface C3dParameter {
  /** 'POINT:LABELS' … upper case. */
  key: string;
  /** -1 char, 1 byte, 2 int16, 4 float. */
  type: number;
  dimensions: number[];
  /** Byte offset of the data in the file. */
  dataAt: number;
}

export type C3dParametersResult = { ok: true; value: Map<string, C3dParameter> } | { ok: false; message: string };

const ELEMENT_BYTES: Readonly<Record<number, number>> = { [-1]: 1, 1: 1, 2: 2, 4: 4 };

/** Reads the parameter records between `start` (the section's first byte) and `end`. */
export function readC3dParameters(numbers: C3dNumbers, start: number, end: number): C3dParametersResult {
  const groups = new Map<number, string>();
  const pending: { groupId: number; name: string; parameter: Omit<C3dParameter, 'key'> }[] = [];
  const truncated = (at: number, what: string) => ({ ok: false as const, message: `the C3D parameter section is cut short: ${what} at byte ${at} runs past its end (byte ${end})` });
  let at = start + 4;
  while (at < end) {
    if (at + 2 > end) return truncated(at, 'a record header');
    const nameLength = Math.abs(numbers.int8(at));
    const id = numbers.int8(at + 1);
    if (nameLength === 0 || id === 0) break;
    const nameAt = at + 2;
    if (nameAt + nameLength + 2 > end) return truncated(nameAt, 'a name');
    const name = ascii(numbers.bytes, nameAt, nameLength).toUpperCase();
    const offsetAt = nameAt + nameLength;
    const next = numbers.int16(offsetAt);
    if (id < 0) {
      groups.set(-id, name);
    } else {
      const typeAt = offsetAt + 2;
      if (typeAt + 2 > end) return truncated(typeAt, `parameter ${name}'s type`);
      const type = numbers.int8(typeAt);
      const elementBytes = ELEMENT_BYTES[type];
      if (elementBytes === undefined) return { ok: false, message: `C3D parameter ${name} at byte ${at} has data type ${type}: C3D knows -1 (char), 1 (byte), 2 (int16), 4 (float)` };
      const dimensionCount = numbers.uint8(typeAt + 1);
      if (typeAt + 2 + dimensionCount > end) return truncated(typeAt + 2, `parameter ${name}'s dimensions`);
      const dimensions: number[] = [];
      for (let d = 0; d < dimensionCount; d++) dimensions.push(numbers.uint8(typeAt + 2 + d));
      const dataAt = typeAt + 2 + dimensionCount;
      const size = dimensions.reduce((product, n) => product * n, 1) * elementBytes;
      if (dataAt + size > end) return truncated(dataAt, `parameter ${name}'s ${size} bytes of data`);
      pending.push({ groupId: id, name, parameter: { type, dimensions, dataAt } });
    }
    if (next === 0) break;
    if (next < 0) return { ok: false, message: `the C3D parameter record at byte ${at} points backwards (offset ${next}); the parameter section is corrupt` };
    at = offsetAt + next;
  }
  const parameters = new Map<string, C3dParameter>();
  for (const { groupId, name, parameter } of pending) {
    const key = `${groups.get(groupId) ?? `GROUP${groupId}`}:${name}`;
    parameters.set(key, { key, ...parameter });
  }
  return { ok: true, value: parameters };
}

/** The parameter's first value as a number (int16 read signed, or unsigned when asked: counts up to 65535). */
export function parameterNumber(numbers: C3dNumbers, parameter: C3dParameter, unsigned = false): number {
  switch (parameter.type) {
    case 4:
      return numbers.float32(parameter.dataAt);
    case 2:
      return unsigned ? numbers.uint16(parameter.dataAt) : numbers.int16(parameter.dataAt);
    case 1:
      return numbers.uint8(parameter.dataAt);
    default:
      return NaN;
  }
}

/** A 32-bit count stored as two int16 words, low word first (TRIAL:ACTUAL_START_FIELD / ACTUAL_END_FIELD). */
export function parameterLong(numbers: C3dNumbers, parameter: C3dParameter): number {
  if (parameter.type !== 2 || (parameter.dimensions[0] ?? 1) < 2) return parameterNumber(numbers, parameter, true);
  return numbers.uint16(parameter.dataAt) + 65536 * numbers.uint16(parameter.dataAt + 2);
}

/** A char parameter as strings: dimensions [length, count] hold `count` strings of `length` characters, space-padded. */
export function parameterStrings(numbers: C3dNumbers, parameter: C3dParameter): string[] {
  if (parameter.type !== -1) return [];
  const [length = 1, count = 1] = parameter.dimensions.length === 0 ? [1, 1] : parameter.dimensions.length === 1 ? [parameter.dimensions[0]!, 1] : parameter.dimensions;
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(ascii(numbers.bytes, parameter.dataAt + i * length, length).trim());
  return out;
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) {
    const code = bytes[at + i]!;
    text += code === 0 ? ' ' : String.fromCharCode(code);
  }
  return text;
}
