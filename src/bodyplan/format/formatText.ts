import { formatJsonText } from './extensionSource.ts';
import { parseJson } from './parse.ts';

export type FormatTextResult = { ok: true; text: string } | { ok: false; message: string };

/**
 * "Format document": a JSON text laid out as the format writes a plan (serialize.ts: 2-space JSON,
 * empty containers on one line, a trailing newline), with its tokens as written (key order, number
 * spelling), so formatting never changes a value. A text with a syntax error is refused, located,
 * rather than guessed at.
 */
export function formatPlanText(text: string): FormatTextResult {
  const parsed = parseJson(text);
  const syntax = parsed.diagnostics.find((d) => d.code === 'json-syntax' || d.code === 'not-unicode');
  if (parsed.value === undefined || syntax !== undefined) {
    const where = syntax ? ` at line ${syntax.line}:${syntax.column} (${syntax.message})` : '';
    return { ok: false, message: `The text is not formatted: it has a syntax error${where}. Fix it first.` };
  }
  return { ok: true, text: `${formatJsonText(text, '')}\n` };
}
