import { ImportError, positionOnly, type ImportDiagnostic, type ImportResult } from '../importResult.ts';
import { importUrdf, type UrdfOptions } from '../urdf.ts';
import { XmlSyntaxError } from '../xml.ts';
import { expandXacro, XacroError, type XacroArgument, type XacroSources } from './expandXacro.ts';
import { serializeXml } from './serializeXml.ts';

/** Whether a file name is a xacro description (`robot.xacro`, `robot.urdf.xacro`). */
export function isXacroName(name: string): boolean {
  return /\.xacro$/i.test(name);
}

export interface XacroImportResult extends ImportResult {
  /** The expanded URDF text (to save or give to another tool), or null when the expansion failed. */
  expanded: string | null;
  /** The arguments the files declare (`<xacro:arg>`), with their defaults. */
  args: XacroArgument[];
  /** The included files read, by resolved path. */
  included: string[];
}

/**
 * A xacro file expanded and imported as a URDF. Every finding keeps the place it is written in:
 * the main file's line:column, or an included file's own (`file` set to its resolved path); an
 * element written in a macro body is located there. A xacro that cannot be expanded is one
 * located error and no plan.
 */
export function importXacro(path: string, text: string, sources: XacroSources, options: UrdfOptions = {}): XacroImportResult {
  const diagnostics: ImportDiagnostic[] = [];
  const failed = (code: string, message: string, at: { line: number; column: number; file?: string }): XacroImportResult => {
    diagnostics.push({ severity: 'error', code, message, ...positionOnly(at) });
    return { format: null, plan: null, diagnostics, rootCandidates: [], expanded: null, args: [], included: [] };
  };
  let expansion;
  try {
    expansion = expandXacro(path, text, sources);
  } catch (error) {
    if (error instanceof XacroError) return failed('xacro', error.message, error.at);
    if (error instanceof XmlSyntaxError) {
      return failed('xml-syntax', error.message.replace(/^\d+:\d+: /, ''), { line: error.line, column: error.column, ...(error.file === undefined ? {} : { file: error.file }) });
    }
    throw error;
  }
  diagnostics.push(...expansion.notes.map((n) => ({ severity: 'warning' as const, ...n })));
  // xacro.message is information; xacro.warning and xacro.error are warnings: the real xacro prints
  // them (error in red) and writes its output all the same, so neither stops the import.
  for (const { kind, ...remark } of expansion.remarks) diagnostics.push({ severity: kind === 'message' ? 'info' : 'warning', code: `xacro-${kind}`, ...remark });
  const expanded = serializeXml(expansion.root);
  const base = { expanded, args: expansion.args, included: expansion.included, rootCandidates: [] };
  if (expansion.root.name !== 'robot') {
    diagnostics.push({ severity: 'error', code: 'unknown-format', message: `the expanded root element is <${expansion.root.name}>: a xacro file is read as a URDF (<robot>)`, ...positionOnly(expansion.root) });
    return { ...base, format: null, plan: null, diagnostics };
  }
  try {
    return { ...base, format: 'urdf', plan: importUrdf(expansion.root, diagnostics, options), diagnostics };
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    diagnostics.push({ severity: 'error', code: error.code, message: error.message, ...positionOnly(error.at) });
    return { ...base, format: 'urdf', plan: null, diagnostics };
  }
}
