import type { Diagnostic } from '../bodyplan/format/diagnostics.ts';

/** `file:line:col: error[code]: message`, like a compiler. */
function formatDiagnostic(file: string, d: Diagnostic): string {
  return `${file}:${d.line}:${d.column}: ${d.severity}[${d.code}]: ${d.message}`;
}

export function formatDiagnostics(file: string, diagnostics: readonly Diagnostic[]): string {
  return diagnostics.map((d) => formatDiagnostic(file, d) + '\n').join('');
}

/** The `--json` shape: `{"valid": bool, "diagnostics": [{severity, code, message, pointer, line, column}]}`. */
export function diagnosticsJson(valid: boolean, diagnostics: readonly Diagnostic[]): string {
  const list = diagnostics.map(({ severity, code, message, pointer, line, column }) => ({ severity, code, message, pointer, line, column }));
  return JSON.stringify({ valid, diagnostics: list }, null, 2) + '\n';
}

/** `2 errors, 1 warning` */
export function countSummary(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  return `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
}
