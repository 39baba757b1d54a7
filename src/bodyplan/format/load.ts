import { hasErrors, type Diagnostic, type Finding } from './diagnostics.ts';
import { keepExtensionSources } from './extensionSource.ts';
import { compileBodyPlan, type BodyModel } from '../kinematics/model.ts';
import { parseJson } from './parse.ts';
import type { BodyPlan } from './schema.ts';
import { inspectBodyPlan } from './inspect.ts';
import { validateDocument } from './validate.ts';

export interface LoadResult {
  /** The document as loaded (key order, x-* keys, raw axes); null when not JSON or not schema-valid. */
  document: BodyPlan | null;
  /** All problems, in text order. */
  diagnostics: Diagnostic[];
  /** Compiled when there is no error-severity diagnostic, else null. */
  model: BodyModel | null;
  /** True when `document` is exactly JSON.parse(text): a copy elsewhere can re-parse instead of being sent it. */
  documentIsJsonParse: boolean;
  /** Where each joint lies in the text ([start, end) pairs, see memberSpans.ts), when the loader found them: a worker does, so a first rename need not scan. */
  jointSpans?: Int32Array;
}

/** The one pipeline every consumer uses: text -> document -> diagnostics -> model. */
export function loadBodyPlan(text: string): LoadResult {
  const parsed = parseJson(text, inspectBodyPlan);
  if (parsed.value === undefined) {
    return { document: null, diagnostics: parsed.diagnostics, model: null, documentIsJsonParse: false };
  }
  const { findings, schemaValid } = validateDocument(parsed.value, parsed.tally?.valid);
  // A number already reported as out of range is not reported again as "not a number".
  const outOfRange = new Set(parsed.diagnostics.filter((d) => d.code === 'number-out-of-range').map((d) => d.pointer));
  const fresh: Finding[] = outOfRange.size === 0 ? findings : findings.filter((f) => !outOfRange.has(f.pointer));
  const located = fresh.length === 0 ? [] : parsed.locator.locateAll(fresh);
  const diagnostics = parsed.diagnostics.length === 0 ? located : mergeInTextOrder(parsed.diagnostics, located);
  const document = schemaValid && parsed.ok ? (parsed.value as BodyPlan) : null;
  if (document !== null) keepExtensionSources(document, text, (pointers) => parsed.locator.valueOffsets(pointers));
  const documentIsJsonParse = document !== null && parsed.locator.textIsValidJson;
  if (document === null || hasErrors(diagnostics)) return { document, diagnostics, model: null, documentIsJsonParse };
  try {
    return { document, diagnostics, model: compileBodyPlan(document), documentIsJsonParse };
  } catch (error) {
    // Validation should make this unreachable; if not, the user gets a diagnostic, not a crash.
    const message = `the body plan could not be compiled: ${error instanceof Error ? error.message : String(error)}`;
    return { document, diagnostics: [...diagnostics, { severity: 'error', code: 'compile-failed', message, pointer: '', line: 1, column: 1 }], model: null, documentIsJsonParse };
  }
}

function mergeInTextOrder(a: Diagnostic[], b: Diagnostic[]): Diagnostic[] {
  return [...a, ...b].sort((x, y) => x.line - y.line || x.column - y.column);
}
