/**
 * A fast, low-memory reader for recording JSON `{"frames": [[[x, y, z] | null, ...], ...], ...}`.
 * JSON.parse of a 100,000-frame fly recording builds millions of small arrays (over 300 MB of
 * heap); this scanner writes each frame's numbers straight into a Float64Array instead. It only
 * accepts text that is exactly that shape with valid JSON syntax, and returns null for anything
 * else, so the caller's full parser (which locates every problem) sees the rest.
 */
export interface ScannedRecording {
  /** Per frame, 3 numbers per entry in file order, NaN for a null entry. */
  frames: Float64Array[];
  /** Every other top-level member, parsed (e.g. "fps", "joints"). */
  members: Record<string, unknown>;
}

const enum Char {
  Tab = 9,
  NewLine = 10,
  Return = 13,
  Space = 32,
  Quote = 34,
  Plus = 43,
  Comma = 44,
  Minus = 45,
  Dot = 46,
  Zero = 48,
  Nine = 57,
  Colon = 58,
  UpperE = 69,
  OpenBracket = 91,
  Backslash = 92,
  CloseBracket = 93,
  LowerE = 101,
  LowerN = 110,
  OpenBrace = 123,
  CloseBrace = 125,
}

/** Thrown inside the scanner when the text leaves the fast path's shape; never escapes it. */
class NotFastPath extends Error {}

export function scanRecordingJson(text: string): ScannedRecording | null {
  try {
    return new Scanner(text).recording();
  } catch (error) {
    if (error instanceof NotFastPath) return null;
    throw error;
  }
}

class Scanner {
  private at = 0;
  private scratch = new Float64Array(256);

  constructor(private readonly text: string) {}

  recording(): ScannedRecording {
    const members: Record<string, unknown> = {};
    let frames: Float64Array[] | null = null;
    this.expect(Char.OpenBrace);
    if (this.peek() !== Char.CloseBrace) {
      for (;;) {
        const key = this.key();
        // A repeated member is the full parser's to judge.
        if (Object.hasOwn(members, key) || (key === 'frames' && frames !== null)) throw new NotFastPath();
        this.expect(Char.Colon);
        if (key === 'frames') frames = this.frames();
        else members[key] = this.otherValue();
        if (this.peek() === Char.Comma) this.at++;
        else break;
      }
    }
    this.expect(Char.CloseBrace);
    this.skipSpace();
    if (this.at !== this.text.length || frames === null) throw new NotFastPath();
    return { frames, members };
  }

  private frames(): Float64Array[] {
    const frames: Float64Array[] = [];
    this.expect(Char.OpenBracket);
    if (this.peek() === Char.CloseBracket) {
      this.at++;
      return frames;
    }
    for (;;) {
      frames.push(this.frame());
      const next = this.next();
      if (next === Char.CloseBracket) return frames;
      if (next !== Char.Comma) throw new NotFastPath();
    }
  }

  private frame(): Float64Array {
    this.expect(Char.OpenBracket);
    let count = 0;
    if (this.peek() === Char.CloseBracket) {
      this.at++;
      return new Float64Array(0);
    }
    for (;;) {
      if (3 * count + 3 > this.scratch.length) {
        const bigger = new Float64Array(this.scratch.length * 2);
        bigger.set(this.scratch);
        this.scratch = bigger;
      }
      if (this.peek() === Char.LowerN) {
        if (!this.text.startsWith('null', this.at)) throw new NotFastPath();
        this.at += 4;
        this.scratch.fill(NaN, 3 * count, 3 * count + 3);
      } else {
        this.expect(Char.OpenBracket);
        for (let k = 0; k < 3; k++) {
          if (k > 0) this.expect(Char.Comma);
          this.scratch[3 * count + k] = this.number();
        }
        this.expect(Char.CloseBracket);
      }
      count++;
      const next = this.next();
      if (next === Char.CloseBracket) return this.scratch.slice(0, 3 * count);
      if (next !== Char.Comma) throw new NotFastPath();
    }
  }

  /** A JSON number (strict grammar), finite. */
  private number(): number {
    this.skipSpace();
    const text = this.text;
    const start = this.at;
    let i = start;
    if (text.charCodeAt(i) === Char.Minus) i++;
    if (text.charCodeAt(i) === Char.Zero) i++;
    else if (isDigit(text.charCodeAt(i))) while (isDigit(text.charCodeAt(i))) i++;
    else throw new NotFastPath();
    if (text.charCodeAt(i) === Char.Dot) {
      i++;
      if (!isDigit(text.charCodeAt(i))) throw new NotFastPath();
      while (isDigit(text.charCodeAt(i))) i++;
    }
    const e = text.charCodeAt(i);
    if (e === Char.LowerE || e === Char.UpperE) {
      i++;
      const sign = text.charCodeAt(i);
      if (sign === Char.Plus || sign === Char.Minus) i++;
      if (!isDigit(text.charCodeAt(i))) throw new NotFastPath();
      while (isDigit(text.charCodeAt(i))) i++;
    }
    this.at = i;
    const value = Number(text.slice(start, i));
    if (!Number.isFinite(value)) throw new NotFastPath();
    return value;
  }

  /** An object key without escapes (keys with escapes go to the full parser). */
  private key(): string {
    this.expect(Char.Quote);
    const end = this.text.indexOf('"', this.at);
    if (end < 0) throw new NotFastPath();
    const key = this.text.slice(this.at, end);
    if (key.includes('\\')) throw new NotFastPath();
    this.at = end + 1;
    return key;
  }

  /** Any other member's value, found by bracket depth outside strings and parsed on its own. */
  private otherValue(): unknown {
    this.skipSpace();
    const text = this.text;
    const start = this.at;
    let depth = 0;
    let i = start;
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === Char.Quote) {
        for (i++; i < text.length && text.charCodeAt(i) !== Char.Quote; i++) if (text.charCodeAt(i) === Char.Backslash) i++;
      } else if (c === Char.OpenBracket || c === Char.OpenBrace) depth++;
      else if (c === Char.CloseBracket || c === Char.CloseBrace) {
        if (depth === 0) break;
        depth--;
      } else if (c === Char.Comma && depth === 0) break;
    }
    this.at = i;
    try {
      return JSON.parse(text.slice(start, i)) as unknown;
    } catch {
      throw new NotFastPath();
    }
  }

  private expect(char: Char): void {
    if (this.next() !== char) throw new NotFastPath();
  }

  private next(): number {
    this.skipSpace();
    return this.text.charCodeAt(this.at++);
  }

  private peek(): number {
    this.skipSpace();
    return this.text.charCodeAt(this.at);
  }

  private skipSpace(): void {
    const text = this.text;
    let c = text.charCodeAt(this.at);
    while (c === Char.Space || c === Char.NewLine || c === Char.Return || c === Char.Tab) c = text.charCodeAt(++this.at);
  }
}

const isDigit = (c: number) => c >= Char.Zero && c <= Char.Nine;
