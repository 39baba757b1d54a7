import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, csvRow, splitCsv } from './csv.ts';

function fieldsOf(text: string): string[][] {
  const result = splitCsv(text);
  if (!result.ok) throw new Error(`line ${result.line}, column ${result.column}: ${result.message}`);
  return result.records.map((r) => r.fields);
}

describe('CSV fields (RFC 4180)', () => {
  it('splits quoted fields with commas, doubled quotes and line breaks', () => {
    expect(fieldsOf('a,"b,c","say ""hi"""\r\n"two\nlines",,x\n')).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['two\nlines', '', 'x'],
    ]);
  });

  it('ignores spaces around fields unless quoted, blank lines and # comment lines', () => {
    expect(fieldsOf('# take 3\n\n  1 , "  padded " ,z  \n   \n2,3')).toEqual([
      ['1', '  padded ', 'z'],
      ['2', '3'],
    ]);
  });

  it('gives each record the line it starts on, counting line breaks inside quotes', () => {
    const result = splitCsv('h\n"a\nb"\n# note\nc');
    expect(result.ok && result.records.map((r) => r.line)).toEqual([1, 2, 5]);
  });

  it('locates a malformed quote by line and column', () => {
    expect(splitCsv('frame,joint\n0,"hand\n')).toEqual({ ok: false, line: 2, column: 3, message: expect.stringContaining('never closed') });
    expect(splitCsv('frame,joint\n0,"hand"s,1\n')).toEqual({ ok: false, line: 2, column: 9, message: expect.stringContaining('after a closing quote') });
    expect(splitCsv('a\n"x\ny",b"c\n')).toEqual({ ok: false, line: 3, column: 5, message: expect.stringContaining('a quote inside an unquoted field') });
  });

  it('quotes exactly the fields that need it', () => {
    expect(csvRow(['plain', 1.5, -2, 'a,b', 'say "hi"', 'two\nlines', ' padded', '#tag'])).toBe(
      'plain,1.5,-2,"a,b","say ""hi""","two\nlines"," padded","#tag"',
    );
    expect(csvField('shoulder/swing')).toBe('shoulder/swing');
  });

  it('reads back any rows it writes', () => {
    const row = fc.array(fc.string({ unit: fc.constantFrom('a', 'b', ',', '"', '\n', '\r', ' ', '#', 'é') }), { minLength: 1, maxLength: 6 });
    // A record that is one empty field writes as a blank line, which the reader skips by design.
    const nonBlank = row.filter((r) => r.length > 1 || r[0] !== '');
    fc.assert(
      fc.property(fc.array(nonBlank, { minLength: 1, maxLength: 5 }), (rows) => {
        expect(fieldsOf(rows.map(csvRow).join('\n'))).toEqual(rows);
      }),
      { numRuns: 500 },
    );
  });
});
