import { ImportBudget, ImportBudgetError, type ImportWork } from '../importBudget.ts';
import { FileRefusedError } from '../refusedFile.ts';
import type { SourcePosition, XmlAttribute, XmlElement, XmlNote } from '../xml.ts';
import { textOfValue, valueOfText, type XacroValue } from './expression.ts';
import { isNumber, numeric } from './expressionValues.ts';
import { dirnameOf } from './paths.ts';
import { substitute, SubstitutionError, type SubstitutionContext } from './substitute.ts';
import { Scope, type Entry } from './xacroScope.ts';

/**
 * The state of one xacro expansion (what it has read, declared and spent) and the evaluation of
 * the texts in it: `${…}` and `$(…)` in a scope, with every failure turned into a XacroError at
 * the attribute or element it is written in. expandXacro.ts walks the elements; the definitions,
 * macro calls and includes (their own files) work on this state.
 */

/** A problem in a xacro file, where it is (`at.file` for an included file). */
export class XacroError extends Error {
  override name = 'XacroError';
  constructor(message: string, readonly at: SourcePosition) {
    super(message);
  }
}

export interface XacroSources {
  /** The text of the file at `path` (as includes resolve it), or undefined when there is none or it cannot be read. */
  readFile(path: string): string | undefined;
  /** Package name -> its folder, for `$(find pkg)`. */
  packages: ReadonlyMap<string, string>;
  /** Values given for `<xacro:arg>`s (they win over the declared defaults). */
  args?: ReadonlyMap<string, string>;
  /**
   * The environment `$(env NAME)` and `$(optenv NAME default)` read (the CLI's `--env`). Only
   * this: the expansion never reads the process environment, so it is the same everywhere.
   */
  env?: ReadonlyMap<string, string>;
}

/** An argument the files declare with `<xacro:arg>`, for a caller to offer (the Studio's form). */
export interface XacroArgument extends SourcePosition {
  name: string;
  default: string | undefined;
}

/**
 * What the files say or the expansion notes without stopping, where it is written: xacro.message,
 * xacro.warning and xacro.error (which the real xacro prints and goes on), and the constructs the
 * real xacro accepts with a warning or drops (a `scope="parent"` at the top level).
 */
export interface XacroRemark extends SourcePosition {
  kind: 'message' | 'warning' | 'error';
  message: string;
}

/** Where expansion writes: the file whose includes resolve from here, and the element `<xacro:attribute>` adds to. */
export interface Where {
  file: string;
  attributes: XmlAttribute[] | null;
}

/** A block is kept under `*name`, apart from the property `name`, as the real xacro keeps them. */
export const blockKey = (name: string) => `*${name}`;

/** A string value as expressions see it: numbers and true/false by what they spell (not "007"). */
export function typed(value: XacroValue): XacroValue {
  if (typeof value !== 'string' || /^[+-]?0\d/.test(value.trim())) return value;
  return valueOfText(value);
}

export function required(element: XmlElement, name: string): XmlAttribute {
  const found = element.attributes.find((a) => a.name === name);
  if (found === undefined) throw new XacroError(`<${element.name}> needs a "${name}" attribute`, element);
  return found;
}

export function optional(element: XmlElement, name: string): XmlAttribute | undefined {
  return element.attributes.find((a) => a.name === name);
}

export class XacroExpansion {
  readonly notes: XmlNote[] = [];
  /** The included files read, by their resolved path, in the order first read. */
  readonly included: string[] = [];
  readonly args: Map<string, string>;
  readonly declared: XacroArgument[] = [];
  readonly globalScope = new Scope(null);
  readonly fileStack: string[];
  readonly budget = new ImportBudget();
  /** The macros and blocks being expanded, outermost first (for the error about endless nesting). */
  readonly nesting: string[] = [];
  readonly remarks: XacroRemark[] = [];
  /** The attribute or element being evaluated, where an xacro.message/warning/error called now is located. */
  private evaluatingAt: SourcePosition = { line: 1, column: 1 };
  /** One substitution context per scope and file, made once: substitutions run for every attribute of every element. */
  private readonly contexts = new WeakMap<Scope, Map<string, SubstitutionContext>>();
  /** The element walker (expandXacro.ts): definitions, calls and includes expand their bodies with it. */
  expandInto: (out: XmlElement[], nodes: readonly XmlElement[], scope: Scope, where: Where) => void = () => {
    throw new Error('the expansion has no element walker');
  };

  constructor(
    readonly path: string,
    readonly sources: XacroSources,
  ) {
    this.args = new Map(sources.args ?? []);
    this.fileStack = [path];
  }

  spend(work: ImportWork, at: SourcePosition, amount = 1): void {
    try {
      this.budget.spend(work, amount);
    } catch (error) {
      if (error instanceof ImportBudgetError) throw new XacroError(error.message, at);
      throw error;
    }
  }

  private context(scope: Scope, file: string): SubstitutionContext {
    let byFile = this.contexts.get(scope);
    if (byFile === undefined) this.contexts.set(scope, (byFile = new Map()));
    let made = byFile.get(file);
    if (made === undefined) byFile.set(file, (made = this.makeContext(scope, file)));
    return made;
  }

  private makeContext(scope: Scope, file: string): SubstitutionContext {
    const { sources, args } = this;
    return {
      // xacro.load_yaml reads through the same reader as includes, from the folder of the file the expression is in.
      readFile: (yamlPath) => sources.readFile(yamlPath),
      currentFile: file,
      lookup: (name) => {
        const entry = scope.find(name);
        if (entry !== undefined) return this.valueOf(name, entry);
        if (scope.find(blockKey(name)) !== undefined) throw new SubstitutionError(`"${name}" is a block parameter: insert it with <xacro:insert_block name="${name}"/>`);
        return undefined;
      },
      arg: (name) => args.get(name),
      find: (pkg) => sources.packages.get(pkg),
      env: (name) => sources.env?.get(name),
      dirname: () => dirnameOf(file),
      note: (kind, message) => this.remark(kind, `xacro.${kind}: ${message}`, this.evaluatingAt),
    };
  }

  remark(kind: XacroRemark['kind'], message: string, at: SourcePosition): void {
    this.remarks.push({ kind, message, line: at.line, column: at.column, ...(at.file === undefined ? {} : { file: at.file }) });
  }

  private valueOf(name: string, entry: Entry): XacroValue {
    if (entry.value !== undefined) return entry.value;
    if (entry.evaluating) throw new SubstitutionError(`property "${name}" is defined in terms of itself`);
    entry.evaluating = true;
    try {
      entry.value = typed(this.sub(entry.raw ?? '', entry.scope!, entry.at));
    } finally {
      entry.evaluating = false;
    }
    return entry.value;
  }

  /** The value of a property or parameter entry; a failure is a XacroError at `at`. */
  valueOfEntry(name: string, entry: Entry, at: SourcePosition): XacroValue {
    try {
      return this.valueOf(name, entry);
    } catch (error) {
      if (error instanceof SubstitutionError) throw new XacroError(error.message, at);
      throw error;
    }
  }

  /** Substitutes `text` in `scope`; a failure becomes a XacroError at `at` (an attribute or element). */
  sub(text: string, scope: Scope, at: SourcePosition): XacroValue {
    if (!text.includes('$')) return text;
    this.spend('evaluations', at);
    let value: XacroValue;
    const outer = this.evaluatingAt;
    this.evaluatingAt = at;
    try {
      value = substitute(text, this.context(scope, at.file ?? this.path));
    } catch (error) {
      if (error instanceof SubstitutionError || error instanceof FileRefusedError) throw new XacroError(error.message, at);
      if (error instanceof ImportBudgetError) throw new XacroError(error.message, at);
      throw error;
    } finally {
      this.evaluatingAt = outer;
    }
    if (typeof value === 'string') this.spend('textSize', at, value.length);
    return value;
  }

  subText(text: string, scope: Scope, at: SourcePosition): string {
    return textOfValue(this.sub(text, scope, at));
  }

  /** A boolean attribute (`remove`, `lazy_eval`): true, false or a number, else an error naming it. */
  flag(attribute: XmlAttribute, scope: Scope): boolean {
    const value = typed(this.sub(attribute.value, scope, attribute));
    if (typeof value === 'boolean') return value;
    if (isNumber(value)) return numeric(value, 0) !== 0;
    throw new XacroError(`${attribute.name}="${attribute.value}" is not a boolean (true, false, 1 or 0)`, attribute);
  }

  /** The value of `<xacro:if value="…">` / `<xacro:unless>`, as a boolean. */
  condition(node: XmlElement, scope: Scope): boolean {
    const attribute = required(node, 'value');
    const value = typed(this.sub(attribute.value, scope, attribute));
    if (typeof value === 'boolean') return value;
    if (isNumber(value)) return numeric(value, 0) !== 0;
    throw new XacroError(`<${node.name}> value "${textOfValue(value)}" is not a boolean (true, false, 1 or 0)`, attribute);
  }
}
