import type { FormattingOptions } from 'jsonc-parser';
import type { BodyPlan } from '../format/schema.ts';
import { serializeBodyPlan } from '../format/serialize.ts';
import { jsonEqual } from './textEdit/json.ts';
import { applyTextEdits, TextEditPlanner } from './textEdit/planner.ts';
import { scanJson } from './textEdit/scan.ts';

/**
 * Text-preserving edits: given the JSON text a document was loaded from, the document before an edit
 * and the document after it, produce the new text changing only what the edit changed. Untouched
 * values are recognized by object identity (edit operations keep it) or, for array items with a
 * `name`, by that name; the person's formatting, number spelling and key order stay as they were
 * elsewhere. When the text does not parse, or does not hold `before`, the document is re-serialized.
 */
export function applyDocumentEditToText(originalText: string, before: BodyPlan, after: BodyPlan): string {
  return editDocumentText(originalText, before, after).text;
}

/** As applyDocumentEditToText; `rewritten` tells whether the whole text had to be re-serialized. */
export function editDocumentText(originalText: string, before: BodyPlan, after: BodyPlan): { text: string; rewritten: boolean } {
  if (before === after) return { text: originalText, rewritten: false };
  // Only when the planner fails: serializing a 10,000-joint document costs as much as the edit itself.
  const rewrite = () => ({ text: serializeBodyPlan(after), rewritten: true });
  let text: string;
  try {
    const planner = new TextEditPlanner(originalText, detectFormatting(originalText));
    planner.plan(scanJson(originalText), before, after);
    text = applyTextEdits(originalText, planner.edits);
  } catch {
    return rewrite();
  }
  // The safety net: the edited text must be strict JSON (no comments or trailing commas, like the
  // core's parser) holding exactly the new document; this also covers a text that did not hold `before`.
  return jsonEqual(parseStrict(text), after) ? { text, rewritten: false } : rewrite();
}

function parseStrict(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Formatting that matches the text: its end of line and indentation, or none for one-line JSON. */
export function detectFormatting(text: string): FormattingOptions | undefined {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  if (!text.trimEnd().includes('\n')) return undefined;
  const indents: string[] = [];
  const pattern = /\n([ \t]+)(?=\S)/g;
  for (let match = pattern.exec(text); match && indents.length < 200; match = pattern.exec(text)) indents.push(match[1]!);
  if (indents.some((indent) => indent.startsWith('\t'))) return { insertSpaces: false, tabSize: 1, eol };
  const smallest = Math.min(...indents.map((indent) => indent.length).filter((n) => n > 0));
  return { insertSpaces: true, tabSize: Number.isFinite(smallest) ? smallest : 2, eol };
}

