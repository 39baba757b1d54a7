import { LineIndex } from './lineIndex.ts';
import { locatedParse, LONE_SURROGATE, type LocatedParse } from './locatedParse.ts';
import { parsePointer, type Diagnostic, type Finding } from './diagnostics.ts';
import { tallyJson, type Tally } from './jsonWalk.ts';
import { findPointerOffsets, PointerTrie } from './pointerOffsets.ts';

/**
 * Text -> JSON value + located syntax diagnostics.
 *
 * Fast path: the engine's JSON.parse (strict JSON already) plus three cheap checks it cannot make:
 * numbers that overflowed to Infinity, duplicate keys (a text with as many ':' characters as
 * parsed members cannot have any) and lone surrogates (JSON.parse accepts "\ud800"). Only when
 * one of these fails, or when a diagnostic needs a line and column, does the located parser run
 * over jsonc-parser's scanner.
 */
export interface ParsedText {
  /** The value, or undefined when a syntax error left no usable document. */
  value: unknown;
  /** json-syntax, duplicate-key, number-out-of-range and not-unicode diagnostics, in text order. */
  diagnostics: Diagnostic[];
  /** True when the text is strict JSON with no duplicate key and no out-of-range number. */
  ok: boolean;
  locator: Locator;
  /** The fast path's tally (from `inspect`), or null when the located parser had to run. */
  tally: Tally | null;
}

/**
 * `inspect` walks the parsed value once; it must count members and check numbers (tallyJson
 * does only that; inspectBodyPlan also decides the schema in the same pass).
 */
export function parseJson(text: string, inspect: (value: unknown) => Tally = tallyJson): ParsedText {
  const locator = new Locator(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return slowPath(locator, error instanceof Error ? error.message : String(error));
  }
  const tally = inspect(value);
  if (tally.finite && tally.members === countColons(text) && !mayHoldLoneSurrogate(text)) {
    locator.textIsValidJson = true;
    return { value, diagnostics: [], ok: true, locator, tally };
  }
  return slowPath(locator, null);
}

function slowPath(locator: Locator, engineError: string | null): ParsedText {
  const parsed = locator.parsed();
  const findings = [...parsed.findings];
  if (engineError !== null && parsed.syntaxErrors === 0) {
    // The engine rejected what the scanner accepted: still an error, never silently accepted.
    findings.push({ severity: 'error', code: 'json-syntax', pointer: '', offset: 0, message: `not valid JSON: ${engineError}` });
  }
  const diagnostics = locator.locateAll(findings);
  const value = engineError !== null && parsed.syntaxErrors === 0 ? undefined : parsed.value;
  return { value, diagnostics, ok: diagnostics.length === 0, locator, tally: null };
}

/**
 * A raw lone surrogate, or a \uD800–\uDFFF escape (paired or not): the located parser decides.
 * The u-flag test is slow (~0.5 s on 50 MB), so it runs only on texts that hold a raw surrogate;
 * without the u flag that first test is instant on texts V8 stores one byte per character.
 */
function mayHoldLoneSurrogate(text: string): boolean {
  return (RAW_SURROGATE.test(text) && LONE_SURROGATE.test(text)) || SURROGATE_ESCAPE.test(text);
}
const RAW_SURROGATE = /[\uD800-\uDFFF]/;
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

function countColons(text: string): number {
  let count = 0;
  let i = text.indexOf(':');
  while (i !== -1) {
    count++;
    i = text.indexOf(':', i + 1);
  }
  return count;
}

/**
 * Finds where a JSON pointer starts in the text. On valid JSON a light scan finds just the wanted
 * pointers; otherwise the located parser (which already ran to report the syntax problems) does.
 */
export class Locator {
  private located: LocatedParse | null = null;
  private lines: LineIndex | null = null;
  private readonly wanted = new PointerTrie();
  /** Set by the fast path: the text is strict JSON without duplicates, so pointers can be found by a light scan. */
  textIsValidJson = false;

  constructor(private readonly text: string) {}

  parsed(): LocatedParse {
    this.located ??= locatedParse(this.text);
    return this.located;
  }

  /** Text offset of the value (or of its key) at `pointer`, or of its nearest existing ancestor. */
  offsetOf(pointer: string, anchor: 'key' | 'value' = 'value'): number {
    if (this.located === null && this.textIsValidJson) return this.targetedOffsetOf(pointer, anchor);
    const parsed = this.parsed();
    let current: unknown = parsed.value;
    let offset = parsed.rootOffset;
    const segments = parsePointer(pointer);
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i] ?? '';
      if (typeof current !== 'object' || current === null) break;
      const members = parsed.offsets.get(current);
      if (members === undefined) break;
      const last = i === segments.length - 1;
      if (Array.isArray(current)) {
        const index = Number(segment);
        const at = members[index];
        if (at === undefined) break;
        offset = at as number;
        current = (current as unknown[])[index];
      } else {
        // Triples [key, keyOffset, valueOffset]; the last occurrence of a duplicated key wins, like the value.
        let found = -1;
        for (let k = members.length - 3; k >= 0; k -= 3) {
          if (members[k] === segment) { found = k; break; }
        }
        if (found === -1) break;
        offset = (last && anchor === 'key' ? members[found + 1] : members[found + 2]) as number;
        current = (current as Record<string, unknown>)[segment];
      }
    }
    return offset;
  }

  private targetedOffsetOf(pointer: string, anchor: 'key' | 'value'): number {
    let found = this.wanted.lookup(pointer);
    if (!found.known) {
      this.wanted.add(pointer);
      findPointerOffsets(this.text, this.wanted);
      found = this.wanted.lookup(pointer);
    }
    if (found.at === null) return 0;
    return found.exact && anchor === 'key' ? found.at.key : found.at.value;
  }

  /** Text offsets of the values at several pointers, found together (one light scan on valid JSON). */
  valueOffsets(pointers: readonly string[]): number[] {
    if (this.located === null && this.textIsValidJson) {
      for (const pointer of pointers) if (!this.wanted.lookup(pointer).known) this.wanted.add(pointer);
      findPointerOffsets(this.text, this.wanted);
    }
    return pointers.map((pointer) => this.offsetOf(pointer));
  }

  position(offset: number): { line: number; column: number } {
    this.lines ??= new LineIndex(this.text);
    return this.lines.position(offset);
  }

  /** Locates findings and returns them in text order (stable for equal positions). */
  locateAll(findings: readonly Finding[]): Diagnostic[] {
    if (this.located === null && this.textIsValidJson) {
      // One light scan for all of them, instead of one per pointer.
      let added = 0;
      for (const f of findings) {
        if (f.offset === undefined && !this.wanted.lookup(f.pointer).known) {
          this.wanted.add(f.pointer);
          added++;
        }
      }
      if (added > 0) findPointerOffsets(this.text, this.wanted);
    }
    const located = findings.map((f, order) => {
      const offset = f.offset ?? this.offsetOf(f.pointer, f.anchor);
      return { f, offset, order };
    });
    located.sort((a, b) => a.offset - b.offset || a.order - b.order);
    return located.map(({ f, offset }) => {
      const { line, column } = this.position(offset);
      const diagnostic: Diagnostic = { severity: f.severity, code: f.code, message: f.message, pointer: f.pointer, line, column };
      if (f.suggestion !== undefined) diagnostic.suggestion = f.suggestion;
      return diagnostic;
    });
  }
}
