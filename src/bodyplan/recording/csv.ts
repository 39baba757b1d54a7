/*
 * CSV as RFC 4180 writes it (fields separated by commas, a field with a comma, quote or line break is
 * quoted, a quote inside is doubled), read with two leniencies people rely on in hand-written files:
 * spaces around a field are ignored unless quoted, and blank lines and lines starting with '#' are skipped.
 */

export interface CsvRecord {
  /** 1-based line where the record starts. */
  line: number;
  fields: string[];
}

export type CsvResult = { ok: true; records: CsvRecord[] } | { ok: false; line: number; column: number; message: string };

const SPACE = /[ \t]/;

/** Splits CSV text into records of fields, or says where (line, column; 1-based) a quote is malformed. */
export function splitCsv(text: string): CsvResult {
  const records: CsvRecord[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const located = (at: number, message: string): CsvResult => ({ ok: false, line, column: at - lineStart + 1, message });

  while (i < text.length) {
    const physicalEnd = lineEnd(text, i);
    const content = text.slice(i, physicalEnd).trim();
    if (content === '' || content.startsWith('#')) {
      [i, line, lineStart] = nextLine(text, physicalEnd, line);
      continue;
    }
    const record: CsvRecord = { line, fields: [] };
    for (;;) {
      while (i < text.length && SPACE.test(text[i]!)) i++;
      let field: string;
      if (text[i] === '"') {
        const open = { at: i, line, lineStart };
        field = '';
        i++;
        for (;;) {
          if (i >= text.length) return { ok: false, line: open.line, column: open.at - open.lineStart + 1, message: 'this quoted field is never closed (a closing " is missing)' };
          const char = text[i]!;
          if (char === '"' && text[i + 1] === '"') {
            field += '"';
            i += 2;
          } else if (char === '"') {
            i++;
            break;
          } else {
            if (char === '\n') [, line, lineStart] = nextLine(text, i, line);
            field += char;
            i++;
          }
        }
        while (i < text.length && SPACE.test(text[i]!)) i++;
        if (i < text.length && text[i] !== ',' && !atBreak(text, i)) {
          return located(i, `unexpected ${JSON.stringify(text[i])} after a closing quote (a quote inside a quoted field is written "")`);
        }
      } else {
        const start = i;
        while (i < text.length && text[i] !== ',' && !atBreak(text, i)) {
          if (text[i] === '"') return located(i, 'a quote inside an unquoted field (quote the whole field and write the quote as "")');
          i++;
        }
        field = text.slice(start, i).trim();
      }
      record.fields.push(field);
      if (text[i] !== ',') break;
      i++;
    }
    records.push(record);
    [i, line, lineStart] = nextLine(text, i, line);
  }
  return { ok: true, records };
}

/** Index of the line break (\n or \r\n) at or after `from`, or the text's length. */
function lineEnd(text: string, from: number): number {
  const n = text.indexOf('\n', from);
  if (n < 0) return text.length;
  return n > from && text[n - 1] === '\r' ? n - 1 : n;
}

function atBreak(text: string, i: number): boolean {
  return text[i] === '\n' || (text[i] === '\r' && text[i + 1] === '\n');
}

/** Past the line break at `end`: [next index, next line number, next line's start]. */
function nextLine(text: string, end: number, line: number): [number, number, number] {
  const next = text[end] === '\r' ? end + 2 : end + 1;
  return [next, line + 1, next];
}

/** One field as CSV: quoted when it holds a comma, quote or line break, starts with '#' or has outer spaces. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]|^[#\s]|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly (string | number)[]): string {
  return values.map(csvField).join(',');
}
