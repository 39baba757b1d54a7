import { countElements, ImportBudget, ImportBudgetError } from './importBudget.ts';
import { ImportError, positionOnly, type ImportDiagnostic, type ImportResult, type RootCandidate } from './importResult.ts';
import { importMjcf } from './mjcf.ts';
import { importUrdf } from './urdf.ts';
import { attribute, MAX_MODEL_XML_DEPTH, parseXml, XmlSyntaxError, type XmlElement, type XmlNote } from './xml.ts';

export interface ImportOptions {
  /** URDF: free the base. */
  floatingBase?: boolean;
  /** URDF: merge links attached by fixed joints into what follows them (the compact form) instead of keeping each as a DOF-less joint. */
  mergeFixed?: boolean;
  /** MJCF: build the plan from this top-level body (one of the result's `rootCandidates`). */
  root?: string;
  /** MJCF: leave sites out (models with thousands of them). */
  noSites?: boolean;
  /** Other files opened with the model, by file name: MJCF `<include file>` reads them from here. */
  files?: ReadonlyMap<string, string>;
  /** Files an MJCF `<include file>` names that the reader refused (outside the allowed folders), by name, with why. */
  refusedFiles?: ReadonlyMap<string, string>;
}

/** Reads a URDF (`<robot>`) or MJCF (`<mujoco>`) text into a body plan with located diagnostics. */
export function importRobotModel(text: string, options: ImportOptions = {}): ImportResult {
  const diagnostics: ImportDiagnostic[] = [];
  const notes: XmlNote[] = [];
  const rootCandidates: RootCandidate[] = [];
  const noteWarnings = () => diagnostics.push(...notes.map((n) => ({ severity: 'warning' as const, ...n })));
  let format: ImportResult['format'] = null;
  try {
    const root = parseXml(text, { notes, maxDepth: MAX_MODEL_XML_DEPTH });
    if (root.name === 'robot') {
      format = 'urdf';
      noteWarnings();
      if (options.root !== undefined) diagnostics.push({ severity: 'warning', code: 'root-not-used', message: `the root option ("${options.root}") picks a top-level body of an MJCF world; a URDF has one root link, used as it is`, ...positionOnly(root) });
      return { format, plan: importUrdf(root, diagnostics, options), diagnostics, rootCandidates };
    }
    if (root.name === 'mujoco') {
      format = 'mjcf';
      const budget = new ImportBudget();
      budget.spend('textSize', text.length);
      resolveIncludes(root, { files: options.files ?? new Map(), refused: options.refusedFiles ?? new Map(), budget, notes }, 0);
      noteWarnings();
      return { format, plan: importMjcf(root, diagnostics, rootCandidates, options), diagnostics, rootCandidates };
    }
    throw new ImportError('unknown-format', `the root element is <${root.name}>: expected <robot> (URDF) or <mujoco> (MJCF)`, root);
  } catch (error) {
    if (error instanceof XmlSyntaxError) {
      const at = positionOnly({ line: error.line, column: error.column, ...(error.file === undefined ? {} : { file: error.file }) });
      diagnostics.push({ severity: 'error', code: 'xml-syntax', message: error.message.replace(/^\d+:\d+: /, ''), ...at });
    } else if (error instanceof ImportError) diagnostics.push({ severity: 'error', code: error.code, message: error.message, ...positionOnly(error.at) });
    else throw error;
    return { format, plan: null, diagnostics, rootCandidates };
  }
}

interface IncludeSources {
  files: ReadonlyMap<string, string>;
  refused: ReadonlyMap<string, string>;
  /** Every include counts, with its text and elements: a file included twice by each of 18 nested files is 2^18 includes. */
  budget: ImportBudget;
  notes: XmlNote[];
}

/**
 * Replaces each `<include file="…">` by the children of the included file's root, when that file
 * was opened with the model (matched by its name, else by its name without folders). Unresolved
 * includes stay, and the MJCF reader reports them; a refused one is an error at the include. Elements
 * from an included file carry its name (as the include writes it) with their own line:column, so
 * findings about them say where they are.
 */
function resolveIncludes(top: XmlElement, sources: IncludeSources, depth: number): void {
  const { files, refused, budget, notes } = sources;
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
      const refusal = refused.get(file);
      if (refusal !== undefined) throw new ImportError('include-refused', `<include file="${file}">: ${refusal}`, child);
      const content = files.get(file) ?? files.get(file.split(/[\\/]/).pop() ?? file);
      if (content === undefined) continue;
      if (depth >= 20) throw new ImportError('include-depth', 'includes nested more than 20 deep (an include cycle?)', child);
      let included: XmlElement;
      try {
        budget.spend('includedFiles');
        budget.spend('textSize', content.length);
        included = parseXml(content, { file, notes, maxDepth: MAX_MODEL_XML_DEPTH });
        budget.spend('elements', countElements(included));
      } catch (error) {
        if (error instanceof ImportBudgetError) throw new ImportError('import-budget', error.message, child);
        throw error;
      }
      resolveIncludes(included, sources, depth + 1);
      element.children.splice(i, 1, ...included.children);
      i += included.children.length - 1;
    }
  }
}
