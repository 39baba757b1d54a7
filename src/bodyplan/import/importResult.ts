import type { BodyPlan } from '../format/schema.ts';
import type { SourcePosition } from './xml.ts';

/**
 * A finding about the source file (URDF or MJCF), located at its line:column: an error stops the
 * import; a warning names an approximation or a skipped feature; info explains a choice made.
 */
export interface ImportDiagnostic extends SourcePosition {
  severity: 'error' | 'warning' | 'info';
  code: string;
  message: string;
}

export type SourceFormat = 'urdf' | 'mjcf';

export interface ImportResult {
  format: SourceFormat | null;
  /** null when an error stopped the import. */
  plan: BodyPlan | null;
  diagnostics: ImportDiagnostic[];
}

/** Thrown inside an importer to stop at the first fatal problem; caught by importRobotModel. */
export class ImportError extends Error {
  override name = 'ImportError';
  constructor(readonly code: string, message: string, readonly at: SourcePosition) {
    super(message);
  }
}

export function formatImportDiagnostic(file: string, d: ImportDiagnostic): string {
  return `${file}:${d.line}:${d.column}: ${d.severity}: ${d.message} [${d.code}]`;
}
