/**
 * A safe reader of Python pickles holding plain data, for the column names that pandas stores
 * pickled in PyTables attributes (non_index_axes, values_block_0_kind …). PyTables writes them with
 * protocol 0 (text opcodes); protocols 1 to 5 are read too. Only data opcodes are understood: lists,
 * tuples, dicts, sets, strings, bytes, ints, floats, None and booleans, with the memo. Any opcode that
 * would import a name or call something (GLOBAL, REDUCE, BUILD, INST, OBJ, NEWOBJ, persistent ids,
 * out-of-band buffers …) is refused, so nothing from a file ever runs as code.
 */

/** A Python dict: its items in order (keys may be any plain value, e.g. ints in pandas' `info`). */
export class PythonDict {
  readonly entries: [PythonValue, PythonValue][] = [];
  get(key: PythonValue): PythonValue | undefined {
    return this.entries.find(([k]) => k === key)?.[1];
  }
}

/** Lists, tuples and sets all read as arrays; ints beyond 2^53 as bigint; bytes as Uint8Array. */
export type PythonValue = null | boolean | number | bigint | string | Uint8Array | PythonValue[] | PythonDict;

export type PickleResult = { ok: true; value: PythonValue } | { ok: false; message: string };

/** Opcodes that import or call: what makes unpickling untrusted data dangerous. */
const REFUSED: Record<number, string> = {
  0x63: 'GLOBAL', 0x52: 'REDUCE', 0x62: 'BUILD', 0x69: 'INST', 0x6f: 'OBJ', 0x81: 'NEWOBJ', 0x92: 'NEWOBJ_EX',
  0x93: 'STACK_GLOBAL', 0x82: 'EXT1', 0x83: 'EXT2', 0x84: 'EXT4', 0x50: 'PERSID', 0x51: 'BINPERSID',
  0x97: 'NEXT_BUFFER', 0x98: 'READONLY_BUFFER',
};

class PickleError extends Error {}

const MARK = Symbol('mark');
type StackItem = PythonValue | typeof MARK;

const latin1 = new TextDecoder('latin1');
const utf8 = new TextDecoder('utf-8', { fatal: true });

const toNumberIfSafe = (v: bigint): number | bigint => (v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v);

/** Python's repr of a str/bytes in protocol 0's STRING opcode: quoted, with backslash escapes. */
function unquote(text: string, at: number): string {
  const quote = text[0];
  if ((quote !== "'" && quote !== '"') || text[text.length - 1] !== quote) throw new PickleError(`STRING at byte ${at} is not a quoted string`);
  return text.slice(1, -1).replace(/\\(x[0-9a-fA-F]{2}|[0-7]{1,3}|.)/g, (_, e: string) => {
    if (e[0] === 'x') return String.fromCharCode(parseInt(e.slice(1), 16));
    if (/^[0-7]/.test(e)) return String.fromCharCode(parseInt(e, 8));
    return ({ n: '\n', r: '\r', t: '\t', '\\': '\\', "'": "'", '"': '"' } as Record<string, string>)[e] ?? `\\${e}`;
  });
}

/** Protocol 0's UNICODE opcode: raw-unicode-escape (latin-1 bytes, \uXXXX and \UXXXXXXXX escapes). */
function rawUnicodeEscape(bytes: Uint8Array): string {
  return latin1.decode(bytes).replace(/\\u([0-9a-fA-F]{4})|\\U([0-9a-fA-F]{8})/g, (_, u?: string, U?: string) => String.fromCodePoint(parseInt((u ?? U)!, 16)));
}

function littleEndianSigned(bytes: Uint8Array): bigint {
  let value = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) value = (value << 8n) | BigInt(bytes[i]!);
  if (bytes.length > 0 && bytes[bytes.length - 1]! & 0x80) value -= 1n << BigInt(8 * bytes.length);
  return value;
}

/** Decodes one pickle (protocol 0-5) of plain data; a refused or malformed pickle gets a located message. */
export function readPythonPickle(bytes: Uint8Array): PickleResult {
  try {
    return { ok: true, value: new Unpickler(bytes).run() };
  } catch (error) {
    if (error instanceof PickleError) return { ok: false, message: `pickle: ${error.message}` };
    throw error;
  }
}

class Unpickler {
  private pos = 0;
  private readonly stack: StackItem[] = [];
  private readonly memo = new Map<number, PythonValue>();
  private readonly view: DataView;

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  private take(n: number): Uint8Array {
    if (n < 0 || this.pos + n > this.bytes.length) throw new PickleError(`truncated at byte ${this.pos}: ${n} more bytes expected`);
    const out = this.bytes.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }
  private line(): string {
    const end = this.bytes.indexOf(0x0a, this.pos);
    if (end < 0) throw new PickleError(`truncated at byte ${this.pos}: a line ending in \\n expected`);
    return latin1.decode(this.take(end - this.pos + 1)).slice(0, -1);
  }
  private u8(): number { return this.take(1)[0]!; }
  private u16(): number { this.need(2); const v = this.view.getUint16(this.pos, true); this.pos += 2; return v; }
  private u32(): number { this.need(4); const v = this.view.getUint32(this.pos, true); this.pos += 4; return v; }
  private i32(): number { this.need(4); const v = this.view.getInt32(this.pos, true); this.pos += 4; return v; }
  private u64(): number {
    this.need(8);
    const v = this.view.getBigUint64(this.pos, true);
    this.pos += 8;
    if (v > BigInt(this.bytes.length)) throw new PickleError(`length ${v} at byte ${this.pos - 8} is beyond the end of the data`);
    return Number(v);
  }
  private need(n: number): void {
    if (this.pos + n > this.bytes.length) throw new PickleError(`truncated at byte ${this.pos}: ${n} more bytes expected`);
  }

  private push(v: StackItem): void { this.stack.push(v); }
  private pop(at: number): PythonValue {
    const v = this.stack.pop();
    if (v === undefined || v === MARK) throw new PickleError(`byte ${at}: the stack is empty`);
    return v;
  }
  private top(at: number): PythonValue {
    const v = this.stack[this.stack.length - 1];
    if (v === undefined || v === MARK) throw new PickleError(`byte ${at}: the stack is empty`);
    return v;
  }
  /** The items pushed since the last MARK, which is removed. */
  private popMark(at: number): PythonValue[] {
    const mark = this.stack.lastIndexOf(MARK);
    if (mark < 0) throw new PickleError(`byte ${at}: no MARK on the stack`);
    const items = this.stack.splice(mark) as PythonValue[];
    items.shift();
    return items;
  }
  private list(v: PythonValue, at: number): PythonValue[] {
    if (!Array.isArray(v)) throw new PickleError(`byte ${at}: appending to something that is not a list`);
    return v;
  }
  private dict(v: PythonValue, at: number): PythonDict {
    if (!(v instanceof PythonDict)) throw new PickleError(`byte ${at}: setting an item of something that is not a dict`);
    return v;
  }
  private setItems(dict: PythonDict, items: PythonValue[], at: number): void {
    if (items.length % 2 !== 0) throw new PickleError(`byte ${at}: SETITEMS with an odd number of items`);
    for (let i = 0; i < items.length; i += 2) dict.entries.push([items[i]!, items[i + 1]!]);
  }
  private get(key: number, at: number): void {
    if (!this.memo.has(key)) throw new PickleError(`byte ${at}: memo ${key} was never stored`);
    this.push(this.memo.get(key)!);
  }
  private integerLine(text: string, at: number): number | bigint {
    const digits = text.replace(/L$/, '');
    if (!/^[-+]?\d+$/.test(digits)) throw new PickleError(`byte ${at}: "${text}" is not an integer`);
    return toNumberIfSafe(BigInt(digits));
  }

  run(): PythonValue {
    for (;;) {
      const at = this.pos;
      const op = this.u8();
      const refused = REFUSED[op];
      if (refused !== undefined) {
        throw new PickleError(`opcode ${refused} (0x${op.toString(16)}) at byte ${at} would import or call code from the file: refused (only plain data is read)`);
      }
      switch (op) {
        case 0x80: { const protocol = this.u8(); if (protocol > 5) throw new PickleError(`protocol ${protocol} is not supported (0 to 5 are)`); break; }
        case 0x95: this.take(8); break; // FRAME: a length hint
        case 0x2e: { const result = this.pop(at); return result; } // STOP
        case 0x28: this.push(MARK); break;
        case 0x30: this.stack.pop(); break; // POP
        case 0x31: this.popMark(at); break; // POP_MARK
        case 0x32: this.push(this.top(at)); break; // DUP
        case 0x4e: this.push(null); break; // NONE
        case 0x88: this.push(true); break;
        case 0x89: this.push(false); break;
        case 0x49: { // INT (I01 / I00 are True / False)
          const text = this.line();
          this.push(text === '01' ? true : text === '00' ? false : this.integerLine(text, at));
          break;
        }
        case 0x4c: this.push(this.integerLine(this.line(), at)); break; // LONG
        case 0x4a: this.push(this.i32()); break; // BININT
        case 0x4b: this.push(this.u8()); break; // BININT1
        case 0x4d: this.push(this.u16()); break; // BININT2
        case 0x8a: this.push(toNumberIfSafe(littleEndianSigned(this.take(this.u8())))); break; // LONG1
        case 0x8b: { const n = this.i32(); this.push(toNumberIfSafe(littleEndianSigned(this.take(n)))); break; } // LONG4
        case 0x46: { // FLOAT
          const text = this.line();
          const value = Number(text.replace(/^(-?)inf$/i, '$1Infinity').replace(/^nan$/i, 'NaN'));
          if (Number.isNaN(value) && !/^nan$/i.test(text)) throw new PickleError(`byte ${at}: "${text}" is not a float`);
          this.push(value);
          break;
        }
        case 0x47: { this.need(8); this.push(this.view.getFloat64(this.pos, false)); this.pos += 8; break; } // BINFLOAT (big-endian)
        case 0x53: this.push(unquote(this.line(), at)); break; // STRING
        case 0x56: { // UNICODE
          const end = this.bytes.indexOf(0x0a, this.pos);
          if (end < 0) throw new PickleError(`truncated at byte ${this.pos}: a line ending in \\n expected`);
          this.push(rawUnicodeEscape(this.take(end - this.pos)));
          this.take(1);
          break;
        }
        case 0x54: this.push(latin1.decode(this.take(this.i32()))); break; // BINSTRING (Python 2 str)
        case 0x55: this.push(latin1.decode(this.take(this.u8()))); break; // SHORT_BINSTRING
        case 0x58: this.push(this.utf8(this.take(this.u32()), at)); break; // BINUNICODE
        case 0x8c: this.push(this.utf8(this.take(this.u8()), at)); break; // SHORT_BINUNICODE
        case 0x8d: this.push(this.utf8(this.take(this.u64()), at)); break; // BINUNICODE8
        case 0x42: this.push(this.take(this.u32()).slice()); break; // BINBYTES
        case 0x43: this.push(this.take(this.u8()).slice()); break; // SHORT_BINBYTES
        case 0x8e: case 0x96: this.push(this.take(this.u64()).slice()); break; // BINBYTES8, BYTEARRAY8
        case 0x5d: this.push([]); break; // EMPTY_LIST
        case 0x29: this.push([]); break; // EMPTY_TUPLE
        case 0x7d: this.push(new PythonDict()); break; // EMPTY_DICT
        case 0x8f: this.push([]); break; // EMPTY_SET
        case 0x6c: case 0x74: case 0x91: this.push(this.popMark(at)); break; // LIST, TUPLE, FROZENSET
        case 0x85: { const a = this.pop(at); this.push([a]); break; } // TUPLE1
        case 0x86: { const b = this.pop(at); const a = this.pop(at); this.push([a, b]); break; } // TUPLE2
        case 0x87: { const c = this.pop(at); const b = this.pop(at); const a = this.pop(at); this.push([a, b, c]); break; } // TUPLE3
        case 0x64: { const d = new PythonDict(); this.setItems(d, this.popMark(at), at); this.push(d); break; } // DICT
        case 0x61: { const v = this.pop(at); this.list(this.top(at), at).push(v); break; } // APPEND
        case 0x65: case 0x90: { const items = this.popMark(at); this.list(this.top(at), at).push(...items); break; } // APPENDS, ADDITEMS
        case 0x73: { const v = this.pop(at); const k = this.pop(at); this.dict(this.top(at), at).entries.push([k, v]); break; } // SETITEM
        case 0x75: { const items = this.popMark(at); this.setItems(this.dict(this.top(at), at), items, at); break; } // SETITEMS
        case 0x70: this.memo.set(Number(this.integerLine(this.line(), at)), this.top(at)); break; // PUT
        case 0x71: this.memo.set(this.u8(), this.top(at)); break; // BINPUT
        case 0x72: this.memo.set(this.u32(), this.top(at)); break; // LONG_BINPUT
        case 0x94: this.memo.set(this.memo.size, this.top(at)); break; // MEMOIZE
        case 0x67: this.get(Number(this.integerLine(this.line(), at)), at); break; // GET
        case 0x68: this.get(this.u8(), at); break; // BINGET
        case 0x6a: this.get(this.u32(), at); break; // LONG_BINGET
        default: throw new PickleError(`unknown opcode 0x${op.toString(16)} at byte ${at}`);
      }
    }
  }

  private utf8(bytes: Uint8Array, at: number): string {
    try {
      return utf8.decode(bytes);
    } catch {
      throw new PickleError(`byte ${at}: a str that is not UTF-8`);
    }
  }
}
