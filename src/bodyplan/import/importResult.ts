import type { BodyPlan } from '../format/schema.ts';
import type { SourcePosition } from './xml.ts';

/**
 * A finding about the source file (URDF or MJCF), located at its line:column, in `file` when that
 * is not the file imported (an MJCF `<include>`d file): an error stops the import; a warning names
 * an approximation or a skipped feature; info explains a choice made.
 */
export interface ImportDiagnostic extends SourcePosition {
  severity: 'error' | 'warning' | 'info';
  code: string;
  message: string;
  /** What a grouped finding stands for, one line each (shown behind a disclosure). */
  details?: string[];
}

type SourceFormat = 'urdf' | 'mjcf';

/** A top-level body of an MJCF world that the plan can be built from (`root` import option). */
export interface RootCandidate extends SourcePosition {
  name: string;
  /** MuJoCo joints in the body and all bodies inside it (a free joint counts). */
  joints: number;
  /** Whether the body itself has a free joint (it floats). */
  free: boolean;
}

export interface ImportResult {
  format: SourceFormat | null;
  /** null when an error stopped the import. */
  plan: BodyPlan | null;
  diagnostics: ImportDiagnostic[];
  /**
   * MJCF whose world holds several top-level bodies: each of them, in source order, for a caller to
   * offer as the `root` option; empty otherwise.
   */
  rootCandidates: RootCandidate[];
}

/** Thrown inside an importer to stop at the first fatal problem; caught by importRobotModel. */
export class ImportError extends Error {
  override name = 'ImportError';
  constructor(readonly code: string, message: string, readonly at: SourcePosition) {
    super(message);
  }
}

/** Only the position of `at` (which may be a whole element): line, column and its file if any. */
export function positionOnly(at: SourcePosition): SourcePosition {
  return at.file === undefined ? { line: at.line, column: at.column } : { line: at.line, column: at.column, file: at.file };
}

/** "line:column", prefixed by the file when it is not the file imported. */
export function describePosition(at: SourcePosition): string {
  return `${at.file === undefined ? '' : `${at.file}:`}${at.line}:${at.column}`;
}

/**
 * `file:line:column: severity: message [code]`, where file is the imported file, or for a finding
 * in an included file, that file (as `includedPath` turns the name written in the model into a path).
 */
export function formatImportDiagnostic(file: string, d: ImportDiagnostic, includedPath: (name: string) => string = (name) => name): string {
  return `${d.file === undefined ? file : includedPath(d.file)}:${d.line}:${d.column}: ${d.severity}: ${d.message} [${d.code}]`;
}
