import { ImportError, type ImportDiagnostic, type ImportResult } from './importResult.ts';
import { importMjcf } from './mjcf.ts';
import { importUrdf } from './urdf.ts';
import { attribute, parseXml, XmlSyntaxError, type XmlElement } from './xml.ts';

export interface ImportOptions {
  /** URDF: free the base. */
  floatingBase?: boolean;
  /** Other files opened with the model, by file name: MJCF `<include file>` reads them from here. */
  files?: ReadonlyMap<string, string>;
}

/** Reads a URDF (`<robot>`) or MJCF (`<mujoco>`) text into a body plan with located diagnostics. */
export function importRobotModel(text: string, options: ImportOptions = {}): ImportResult {
  const diagnostics: ImportDiagnostic[] = [];
  let format: ImportResult['format'] = null;
  try {
    const root = parseXml(text);
    if (root.name === 'robot') {
      format = 'urdf';
      return { format, plan: importUrdf(root, diagnostics, options), diagnostics };
    }
    if (root.name === 'mujoco') {
      format = 'mjcf';
      resolveIncludes(root, options.files ?? new Map(), 0);
      return { format, plan: importMjcf(root, diagnostics), diagnostics };
    }
    throw new ImportError('unknown-format', `the root element is <${root.name}>: expected <robot> (URDF) or <mujoco> (MJCF)`, root);
  } catch (error) {
    if (error instanceof XmlSyntaxError) diagnostics.push({ severity: 'error', code: 'xml-syntax', message: error.message.replace(/^\d+:\d+: /, ''), line: error.line, column: error.column });
    else if (error instanceof ImportError) diagnostics.push({ severity: 'error', code: error.code, message: error.message, line: error.at.line, column: error.at.column });
    else throw error;
    return { format, plan: null, diagnostics };
  }
}

/**
 * Replaces each `<include file="…">` by the children of the included file's root, when that file
 * was opened with the model (matched by its name without folders). Unresolved includes stay, and
 * the MJCF reader reports them. Positions inside included content are those of the included file.
 */
function resolveIncludes(top: XmlElement, files: ReadonlyMap<string, string>, depth: number): void {
  // Iterative within a file (a body tree thousands deep must not overflow the stack); recursive
  // only into included files, at most 20 deep.
  const stack: XmlElement[] = [top];
  while (stack.length > 0) {
    const element = stack.pop()!;
    for (let i = 0; i < element.children.length; i++) {
      const child = element.children[i]!;
      if (child.name !== 'include') {
        stack.push(child);
        continue;
      }
      const file = attribute(child, 'file') ?? '';
      const content = files.get(file) ?? files.get(file.split(/[\\/]/).pop() ?? file);
      if (content === undefined) continue;
      if (depth >= 20) throw new ImportError('include-depth', 'includes nested more than 20 deep (an include cycle?)', child);
      let included: XmlElement;
      try {
        included = parseXml(content);
      } catch (error) {
        if (error instanceof XmlSyntaxError) throw new ImportError('xml-syntax', `in included file "${file}" at ${error.message}`, child);
        throw error;
      }
      resolveIncludes(included, files, depth + 1);
      element.children.splice(i, 1, ...included.children);
      i += included.children.length - 1;
    }
  }
}
