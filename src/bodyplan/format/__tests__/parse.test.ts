import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Locator, parseJson } from '../parse.ts';
import { escapePointerSegment } from '../diagnostics.ts';
import { locatedParse, MAX_SYNTAX_ERRORS } from '../locatedParse.ts';
import { brief, positionOf } from './textPositions.ts';

describe('parseJson: syntax errors', () => {
  it('reports every syntax error at once, in text order, with 1-based line and column', () => {
    const text = '{\n  "a" 1,\n  "b": tru,\n  "c": [1 2],\n  "d": 3,\n}';
    const { diagnostics, value, ok } = parseJson(text);
    expect(ok).toBe(false);
    expect(value).toBeUndefined();
    expect(diagnostics.map(brief)).toEqual([
      `2:7 error[json-syntax] /a`,
      `3:8 error[json-syntax] /b`,
      `4:11 error[json-syntax] /c/1`,
      `6:1 error[json-syntax] `,
    ]);
    expect(diagnostics[0]!.message).toMatch(/':' expected/);
    expect(diagnostics[1]!.message).toMatch(/invalid value "tru"/);
    expect(diagnostics[3]!.message).toMatch(/trailing comma/);
  });

  it('rejects comments (strict JSON)', () => {
    const text = '{\n  // a comment\n  "a": 1 /* another */\n}';
    const { diagnostics } = parseJson(text);
    expect(diagnostics.map((d) => [d.line, d.column, d.message])).toEqual([
      [2, 3, 'comments are not allowed in JSON'],
      [3, 10, 'comments are not allowed in JSON'],
    ]);
  });

  it('rejects trailing commas in arrays and objects', () => {
    for (const text of ['[1, 2,]', '{"a": 1,}']) {
      const { diagnostics } = parseJson(text);
      expect(diagnostics).toHaveLength(1);
      expect(diagnostics[0]!.message).toMatch(/trailing comma/);
      expect(diagnostics[0]!.column).toBe(text.length);
    }
  });

  it('reports an empty text, an unterminated string, a missing closer and text after the value', () => {
    expect(parseJson('').diagnostics[0]!.message).toMatch(/empty/);
    expect(parseJson('  \n ').diagnostics[0]!.message).toMatch(/empty/);
    const unterminated = parseJson('{"a": "abc');
    expect(unterminated.diagnostics.map((d) => d.message).join(' | ')).toMatch(/unterminated string/);
    expect(parseJson('{"a": [1, 2}').diagnostics.map((d) => d.message)).toEqual(["']' expected"]);
    const after = parseJson('{}\n{}');
    expect(after.diagnostics.map((d) => [d.line, d.column])).toEqual([[2, 1]]);
  });

  it('rejects what JSON.parse rejects: NaN, leading zeros, single quotes, control characters, a non-breaking space', () => {
    for (const text of ['[NaN]', '[01]', "['a']", '["a\tb"]', '[1,\u00a02]', '[1,\u20282]', '\ufeff[]', '[.5]', '[1.]', '[+1]', '{"a":1}}']) {
      expect(() => JSON.parse(text)).toThrow();
      const { diagnostics, ok } = parseJson(text);
      expect(ok, text).toBe(false);
      expect(diagnostics.length, text).toBeGreaterThan(0);
      expect(diagnostics.every((d) => d.code === 'json-syntax'), text).toBe(true);
    }
  });

  it('summarizes garbage instead of producing a diagnostic per character', () => {
    const { diagnostics } = parseJson('[' + '1 '.repeat(10_000) + ']');
    expect(diagnostics.length).toBe(MAX_SYNTAX_ERRORS + 1);
    expect(diagnostics.at(-1)!.message).toMatch(/stopped after 100 syntax errors/);
  });

  it('stops at the cap inside a run of stray characters too (it used to rescan the run once per character)', () => {
    const { diagnostics } = parseJson('{' + '@#'.repeat(500_000));
    expect(diagnostics.length).toBe(MAX_SYNTAX_ERRORS + 1);
    expect(diagnostics[0]!.message).toBe('unexpected character "@" (U+0040)');
    expect(diagnostics.at(-1)!.message).toMatch(/stopped after 100 syntax errors/);
  });

  it('reports each stray character once at its own column, outside and inside the ASCII range, and reads on', () => {
    const { diagnostics, value } = parseJson('{\u00a0"a": 1, @\u{1F600}"b": 2}');
    expect(diagnostics.map((d) => `${d.column} ${d.message}`)).toEqual([
      '2 unexpected character "\u00a0" (U+00A0)',
      '11 unexpected character "@" (U+0040)',
      '12 unexpected character "😀" (U+1F600)',
    ]);
    expect(value).toBeUndefined();
  });
});

describe('parseJson: duplicate keys and out-of-range numbers', () => {
  it('a duplicate key is an error at the second key; the value stays usable', () => {
    const text = '{\n  "a": 1,\n  "b": {"x": 1, "x": 2},\n  "a": 3\n}';
    const { diagnostics, value, ok } = parseJson(text);
    expect(ok).toBe(false);
    expect(diagnostics.map(brief)).toEqual(['3:17 error[duplicate-key] /b/x', '4:3 error[duplicate-key] /a']);
    expect(diagnostics[0]!.message).toMatch(/duplicate key "x"/);
    expect(value).toEqual({ a: 3, b: { x: 2 } });
  });

  it('colons inside strings do not hide a duplicate key and do not create one', () => {
    expect(parseJson('{"a": "x:y", "b": 1}').ok).toBe(true);
    expect(parseJson('{"a:b": 1, "a:b": 2}').diagnostics.map((d) => d.code)).toEqual(['duplicate-key']);
  });

  it('1e400 and -1e400 do not fit a float', () => {
    const text = '{"a": [1, 1e400],\n "b": -1e400, "c": 1e-400}';
    const { diagnostics } = parseJson(text);
    expect(diagnostics.map(brief)).toEqual(['1:11 error[number-out-of-range] /a/1', '2:7 error[number-out-of-range] /b']);
    expect(diagnostics[0]!.message).toMatch(/1e400 does not fit/);
  });
});

describe('parseJson: values and locations', () => {
  it('10,000-deep nesting parses without a stack overflow, also on the located path', () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    expect(parseJson(deep).ok).toBe(true);
    const broken = '{"a":'.repeat(10_000) + '1' + '}'.repeat(9_999);
    const { diagnostics } = parseJson(broken);
    expect(diagnostics.map((d) => d.message)).toEqual(["unexpected end of text: '}' expected"]);
    expect(diagnostics[0]!.column).toBe(broken.length + 1);
  });

  it('locates any pointer, key or value', () => {
    const text = '{\n  "joints": [\n    {"name": "a~b/c", "x": [1, 2]}\n  ]\n}';
    const { locator } = parseJson(text);
    const at = (p: string, anchor?: 'key' | 'value') => locator.position(locator.offsetOf(p, anchor));
    expect(at('/joints/0/x/1')).toEqual(positionOf(text, '2]'));
    expect(at('/joints/0/x', 'key')).toEqual(positionOf(text, '"x"'));
    expect(at('/joints/0/name')).toEqual(positionOf(text, '"a~b/c"'));
    expect(at('/joints/0/missing')).toEqual(positionOf(text, '{"name"'));
    expect(at('')).toEqual({ line: 1, column: 1 });
  });

  it('counts a \\r\\n line break once and a lone \\r as a line break', () => {
    const { diagnostics } = parseJson('{\r\n"a": 1,\r"a": 2}');
    expect(diagnostics.map((d) => [d.line, d.column])).toEqual([[3, 1]]);
  });

  it('the located parser gives the same value as JSON.parse for any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (v, pretty) => {
        const text = JSON.stringify(v, null, pretty ? 2 : undefined);
        const located = locatedParse(text);
        expect(located.findings).toEqual([]);
        expect(located.value).toStrictEqual(JSON.parse(text));
        const fast = parseJson(text);
        expect(fast.ok).toBe(true);
        expect(fast.value).toStrictEqual(JSON.parse(text));
      }),
      { numRuns: 500 },
    );
  });

  it('on mutated texts, reports a syntax error exactly when JSON.parse rejects the text', () => {
    const edit = fc.record({ at: fc.nat(), remove: fc.nat({ max: 2 }), insert: fc.constantFrom('', ',', ':', '{', '}', '[', ']', '"', '\\', '1', '-', '.', 'e', ' ', '\n', 'true', 'nul', '/', '\u0001', '\u00a0') });
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), fc.array(edit, { minLength: 1, maxLength: 3 }), fc.boolean(), (v, edits, pretty) => {
        let text = JSON.stringify(v, null, pretty ? 2 : undefined);
        for (const e of edits) {
          const at = e.at % (text.length + 1);
          text = text.slice(0, at) + e.insert + text.slice(at + e.remove);
        }
        let engineAccepts = true;
        try { JSON.parse(text); } catch { engineAccepts = false; }
        const { diagnostics, value } = parseJson(text);
        const syntax = diagnostics.filter((d) => d.code === 'json-syntax');
        expect(syntax.length === 0, text).toBe(engineAccepts);
        if (engineAccepts) expect(value).toStrictEqual(JSON.parse(text));
        for (const d of diagnostics) {
          expect(d.line).toBeGreaterThanOrEqual(1);
          expect(d.column).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('the light pointer scan finds the same key and value offsets as the full located parse', () => {
    const pointersOf = (root: unknown): string[] => {
      const out: string[] = [''];
      const stack: [unknown, string][] = [[root, '']];
      while (stack.length > 0) {
        const [v, p] = stack.pop()!;
        if (typeof v !== 'object' || v === null) continue;
        for (const [k, item] of Object.entries(v)) {
          const child = `${p}/${Array.isArray(v) ? k : escapePointerSegment(k)}`;
          out.push(child, `${child}/missing`);
          stack.push([item, child]);
        }
      }
      return out;
    };
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (v, pretty) => {
        const text = JSON.stringify(v, null, pretty ? 2 : undefined);
        const light = parseJson(text).locator;
        const full = new Locator(text);
        full.parsed();
        for (const p of pointersOf(JSON.parse(text))) {
          expect(light.offsetOf(p, 'key'), p).toBe(full.offsetOf(p, 'key'));
          expect(light.offsetOf(p, 'value'), p).toBe(full.offsetOf(p, 'value'));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps a "__proto__" key as an own property, like JSON.parse', () => {
    const located = locatedParse('{"__proto__": {"polluted": true}}');
    expect(Object.keys(located.value as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('parseJson: lone surrogates', () => {
  it('a "\\ud800" escape in a value is a located not-unicode error; the value stays usable', () => {
    const text = '{\n  "name": "a\\ud800b"\n}';
    const { diagnostics, ok, value } = parseJson(text);
    expect(ok).toBe(false);
    expect(diagnostics.map(brief)).toEqual(['2:11 error[not-unicode] /name']);
    expect(diagnostics[0]!.message).toMatch(/not Unicode text: it holds a lone surrogate U\+D800/);
    expect(value).toEqual({ name: 'a\ud800b' });
  });

  it('a raw lone surrogate, a low half alone and a lone surrogate in a key are reported too', () => {
    expect(parseJson('["x\udc00"]').diagnostics.map(brief)).toEqual(['1:2 error[not-unicode] /0']);
    expect(parseJson('["\\uDFFF"]').diagnostics.map(brief)).toEqual(['1:2 error[not-unicode] /0']);
    const key = parseJson('{"ok": 1,\n "\\ud83d": 2}');
    expect(key.diagnostics.map(brief)).toEqual(['2:2 error[not-unicode] /\ud83d']);
    expect(key.diagnostics[0]!.message).toMatch(/this key is not Unicode/);
  });

  it('a proper surrogate pair, escaped or raw, is Unicode text', () => {
    for (const text of ['["\\ud83d\\ude00"]', '["\ud83d\ude00"]', '["\\\\ud800"]']) {
      expect(parseJson(text).ok, text).toBe(true);
    }
    // A raw pair (an emoji in a name) keeps the fast path: only a lone half needs the located parser.
    expect(parseJson('["\ud83d\ude00"]').tally).not.toBeNull();
  });
});
