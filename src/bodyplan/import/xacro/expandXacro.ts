import { countElements, ImportBudget, ImportBudgetError, type ImportWork } from '../importBudget.ts';
import { FileRefusedError } from '../refusedFile.ts';
import { parseXml, type SourcePosition, type XmlAttribute, type XmlElement, type XmlNote } from '../xml.ts';
import { textOfValue, valueOfText, type XacroValue } from './expression.ts';
import { isNumber, numeric } from './expressionValues.ts';
import { parseMacroParams, type MacroParam } from './macroParams.ts';
import { dirnameOf, joinPath } from './paths.ts';
import { substitute, SubstitutionError, type SubstitutionContext } from './substitute.ts';
import { Scope, type Entry, type Macro } from './xacroScope.ts';

/**
 * Expands a xacro file to the plain XML it stands for (a URDF), over our own XML reader so every
 * element keeps the file and line:column it was written at (inside a macro: where the macro body
 * writes it). Supported: properties (lazy unless `lazy_eval="false"`, scoped to the macro that
 * defines them, `scope="local"`, `"parent"` and `"global"`, `default=`, `remove="true"`), macros
 * with parameters, defaults, `^` and `^|default` inheritance and block parameters (`*name`,
 * `**name`, `<xacro:insert_block>`; blocks are expanded in the caller's scope, as the real xacro
 * does), `xacro:call`, `xacro:element`, `xacro:attribute`, `xacro:include` (relative to the
 * including file, or `$(find pkg)/…`), `xacro:if` / `xacro:unless`, `xacro:arg`, and `${…}`,
 * `$(arg)`, `$(find)`, `$(env)`, `$(optenv)`, `$(eval)`, `$(dirname)` in attributes and text.
 * Anything else in the xacro namespace is a located error. All the work is bounded by one
 * ImportBudget (macro calls, evaluations, files, elements, text).
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

export interface XacroExpansion {
  /** The expanded document's root (its elements keep their source file and line:column). */
  root: XmlElement;
  /** Remarks of the XML reader (trailing NUL bytes), in the file they are in. */
  notes: XmlNote[];
  /** The included files read, by their resolved path, in the order first read. */
  included: string[];
  args: XacroArgument[];
  /** The work the expansion spent (macro calls, evaluations, files, elements, text), for the import benchmark. */
  work: Readonly<Record<ImportWork, number>>;
}

const MAX_INCLUDE_DEPTH = 20;
/** Macro calls and block insertions nested deeper than this are a macro that calls itself without end. */
const MAX_NESTING = 100;
/** Elements nested deeper than this in the expansion are refused (the expander recurses per level). */
const MAX_ELEMENT_DEPTH = 2_000;

/** Where expansion writes: the file whose includes resolve from here, and the element `<xacro:attribute>` adds to. */
interface Where {
  file: string;
  attributes: XmlAttribute[] | null;
}

/** A block is kept under `*name`, apart from the property `name`, as the real xacro keeps them. */
const blockKey = (name: string) => `*${name}`;

/** "a -> b -> a -> … -> b" (at most 8 names) for an error about nesting. */
function chain(names: readonly string[]): string {
  return names.length <= 8 ? names.join(' -> ') : `${names.slice(0, 3).join(' -> ')} -> … -> ${names.slice(-4).join(' -> ')}`;
}

const UNSUPPORTED: Record<string, string> = {
  load_yaml: 'loading YAML',
};

/** A string value as expressions see it: numbers and true/false by what they spell (not "007"). */
function typed(value: XacroValue): XacroValue {
  if (typeof value !== 'string' || /^[+-]?0\d/.test(value.trim())) return value;
  return valueOfText(value);
}

/** Expands the xacro text of the file at `path`; throws XacroError or XmlSyntaxError (both located). */
export function expandXacro(path: string, text: string, sources: XacroSources): XacroExpansion {
  const notes: XmlNote[] = [];
  const included: string[] = [];
  const args = new Map(sources.args ?? []);
  const declared: XacroArgument[] = [];
  const globalScope = new Scope(null);
  const fileStack: string[] = [path];
  const budget = new ImportBudget();
  /** The macros and blocks being expanded, outermost first (for the error about endless nesting). */
  const nesting: string[] = [];
  let elementDepth = 0;
  /** One substitution context per scope and file, made once: substitutions run for every attribute of every element. */
  const contexts = new WeakMap<Scope, Map<string, SubstitutionContext>>();

  spend('textSize', { line: 1, column: 1 }, text.length);
  const source = parseXml(text, { notes });
  const root = copyElement(source, globalScope, path);
  return { root, notes, included, args: declared, work: budget.used() };

  function spend(work: ImportWork, at: SourcePosition, amount = 1): void {
    try {
      budget.spend(work, amount);
    } catch (error) {
      if (error instanceof ImportBudgetError) throw new XacroError(error.message, at);
      throw error;
    }
  }

  function context(scope: Scope, file: string): SubstitutionContext {
    let byFile = contexts.get(scope);
    if (byFile === undefined) contexts.set(scope, (byFile = new Map()));
    let made = byFile.get(file);
    if (made === undefined) byFile.set(file, (made = makeContext(scope, file)));
    return made;
  }

  function makeContext(scope: Scope, file: string): SubstitutionContext {
    return {
      // xacro.load_yaml reads through the same reader as includes, from the folder of the file the expression is in.
      readFile: (yamlPath) => sources.readFile(yamlPath),
      currentFile: file,
      lookup: (name) => {
        const entry = scope.find(name);
        if (entry !== undefined) return valueOf(name, entry);
        if (scope.find(blockKey(name)) !== undefined) throw new SubstitutionError(`"${name}" is a block parameter: insert it with <xacro:insert_block name="${name}"/>`);
        return undefined;
      },
      arg: (name) => args.get(name),
      find: (pkg) => sources.packages.get(pkg),
      env: (name) => sources.env?.get(name),
      dirname: () => dirnameOf(file),
    };
  }

  function valueOf(name: string, entry: Entry): XacroValue {
    if (entry.value !== undefined) return entry.value;
    if (entry.evaluating) throw new SubstitutionError(`property "${name}" is defined in terms of itself`);
    entry.evaluating = true;
    try {
      entry.value = typed(sub(entry.raw ?? '', entry.scope!, entry.at));
    } finally {
      entry.evaluating = false;
    }
    return entry.value;
  }

  /** Substitutes `text` in `scope`; a failure becomes a XacroError at `at` (an attribute or element). */
  function sub(text: string, scope: Scope, at: SourcePosition): XacroValue {
    if (!text.includes('$')) return text;
    spend('evaluations', at);
    let value: XacroValue;
    try {
      value = substitute(text, context(scope, at.file ?? path));
    } catch (error) {
      if (error instanceof SubstitutionError || error instanceof FileRefusedError) throw new XacroError(error.message, at);
      if (error instanceof ImportBudgetError) throw new XacroError(error.message, at);
      throw error;
    }
    if (typeof value === 'string') spend('textSize', at, value.length);
    return value;
  }

  function subText(text: string, scope: Scope, at: SourcePosition): string {
    return textOfValue(sub(text, scope, at));
  }

  function required(element: XmlElement, name: string): XmlAttribute {
    const found = element.attributes.find((a) => a.name === name);
    if (found === undefined) throw new XacroError(`<${element.name}> needs a "${name}" attribute`, element);
    return found;
  }

  function optional(element: XmlElement, name: string): XmlAttribute | undefined {
    return element.attributes.find((a) => a.name === name);
  }

  /**
   * A plain element with its attributes and text substituted and its children expanded (named
   * `name` for `<xacro:element>`). `xmlns:xacro` and `xacro:*` attributes are dropped, as the real
   * xacro drops them.
   */
  function copyElement(element: XmlElement, scope: Scope, file: string, name = element.name): XmlElement {
    spend('elements', element);
    if (elementDepth >= MAX_ELEMENT_DEPTH) throw new XacroError(`the expansion nests elements more than ${MAX_ELEMENT_DEPTH} deep`, element);
    const attributes = element.attributes
      .filter((a) => a.name !== 'xmlns:xacro' && !a.name.startsWith('xacro:'))
      .map((a) => ({ ...a, value: a.value.includes('$') ? subText(a.value, scope, a) : a.value }));
    const children: XmlElement[] = [];
    elementDepth++;
    try {
      expandInto(children, element.children, scope, { file, attributes });
    } finally {
      elementDepth--;
    }
    const textValue = element.text.includes('$') ? subText(element.text, scope, element) : element.text;
    return { ...element, name, attributes, children, text: textValue };
  }

  function expandInto(out: XmlElement[], nodes: readonly XmlElement[], scope: Scope, where: Where): void {
    for (const node of nodes) {
      if (!node.name.startsWith('xacro:')) {
        out.push(copyElement(node, scope, where.file));
        continue;
      }
      const what = node.name.slice('xacro:'.length);
      switch (what) {
        case 'property':
          defineProperty(node, scope);
          break;
        case 'arg':
          declareArg(node, scope);
          break;
        case 'macro':
          defineMacro(node, scope);
          break;
        case 'include':
          include(out, node, scope, where.file);
          break;
        case 'if':
        case 'unless': {
          const condition = condition_(node, scope);
          // An attribute set inside <xacro:if> would be lost by the real xacro: refused, not guessed.
          if (condition === (what === 'if')) expandInto(out, node.children, scope, { file: where.file, attributes: null });
          break;
        }
        case 'insert_block':
          insertBlock(out, node, scope, where.file);
          break;
        case 'element': {
          const nameAttribute = required(node, 'xacro:name');
          const name = subText(nameAttribute.value, scope, nameAttribute);
          if (!/^[A-Za-z_][\w.-]*(:[A-Za-z_][\w.-]*)?$/.test(name) || name.startsWith('xacro:')) throw new XacroError(`xacro:element: "${name}" is not an element name`, nameAttribute);
          out.push(copyElement(node, scope, where.file, name));
          break;
        }
        case 'attribute':
          setAttribute(node, scope, where);
          break;
        case 'call': {
          const nameAttribute = required(node, 'macro');
          const name = subText(nameAttribute.value, scope, nameAttribute);
          const macro = scope.macro(name);
          if (macro === undefined) throw new XacroError(`<xacro:call macro="${name}">: no macro named "${name}" is defined before this point`, nameAttribute);
          callMacro(out, macro, { ...node, attributes: node.attributes.filter((a) => a !== nameAttribute) }, scope, where.file);
          break;
        }
        default: {
          const macro = scope.macro(what);
          if (macro !== undefined) callMacro(out, macro, node, scope, where.file);
          else if (Object.hasOwn(UNSUPPORTED, what)) throw new XacroError(`${UNSUPPORTED[what]} is not supported`, node);
          else throw new XacroError(`<${node.name}>: no macro named "${what}" is defined before this point`, node);
        }
      }
    }
  }

  function setAttribute(node: XmlElement, scope: Scope, where: Where): void {
    if (where.attributes === null) throw new XacroError('<xacro:attribute> must be directly inside the element it adds an attribute to', node);
    const nameAttribute = required(node, 'name');
    const name = subText(nameAttribute.value, scope, nameAttribute);
    if (!/^[A-Za-z_:][\w.:-]*$/.test(name)) throw new XacroError(`xacro:attribute: "${name}" is not an attribute name`, nameAttribute);
    const valueAttribute = required(node, 'value');
    const attribute: XmlAttribute = { name, value: subText(valueAttribute.value, scope, valueAttribute), line: node.line, column: node.column, ...(node.file === undefined ? {} : { file: node.file }) };
    const existing = where.attributes.findIndex((a) => a.name === name);
    if (existing >= 0) where.attributes[existing] = attribute;
    else where.attributes.push(attribute);
  }

  function defineProperty(node: XmlElement, scope: Scope): void {
    const name = subText(required(node, 'name').value, scope, node);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new XacroError(`property name "${name}" is not a name expressions can use`, node);
    const value = optional(node, 'value');
    const fallback = optional(node, 'default');
    const scopeAttribute = optional(node, 'scope');
    if (scopeAttribute !== undefined && !['local', 'parent', 'global'].includes(scopeAttribute.value)) {
      throw new XacroError(`scope="${scopeAttribute.value}" is not one of "local", "parent" and "global"`, scopeAttribute);
    }
    const removeAttribute = optional(node, 'remove');
    if (removeAttribute !== undefined && flag(removeAttribute, scope)) {
      if (value !== undefined || fallback !== undefined) throw new XacroError(`property "${name}": remove cannot go with a value or default`, removeAttribute);
      scope.remove(name);
      return;
    }
    const target = scopeAttribute?.value === 'global' ? globalScope : scopeAttribute?.value === 'parent' ? (scope.parent ?? scope) : scope;
    if (value === undefined && fallback !== undefined) {
      if (scope.find(name) !== undefined) return;
    }
    const given = value ?? fallback;
    if (given === undefined) {
      // A block property: its elements, expanded where they are inserted.
      target.entries.set(blockKey(name), { block: node.children, at: node });
      return;
    }
    const lazyAttribute = optional(node, 'lazy_eval');
    const lazy = target === scope && (lazyAttribute === undefined || flag(lazyAttribute, scope));
    // A property set in another scope (or not lazily) is evaluated now, where its names mean what they mean here.
    if (!lazy) target.entries.set(name, { value: typed(sub(given.value, scope, given)), at: node });
    else target.entries.set(name, { raw: given.value, scope, at: given });
  }

  function flag(attribute: XmlAttribute, scope: Scope): boolean {
    const value = typed(sub(attribute.value, scope, attribute));
    if (typeof value === 'boolean') return value;
    if (isNumber(value)) return numeric(value, 0) !== 0;
    throw new XacroError(`${attribute.name}="${attribute.value}" is not a boolean (true, false, 1 or 0)`, attribute);
  }

  function declareArg(node: XmlElement, scope: Scope): void {
    const name = required(node, 'name').value;
    const fallback = optional(node, 'default');
    declared.push({ name, default: fallback?.value, line: node.line, column: node.column, ...(node.file === undefined ? {} : { file: node.file }) });
    if (!args.has(name) && fallback !== undefined) args.set(name, subText(fallback.value, scope, fallback));
  }

  function defineMacro(node: XmlElement, scope: Scope): void {
    const name = required(node, 'name').value;
    const paramsAttribute = optional(node, 'params');
    let params: MacroParam[];
    try {
      params = parseMacroParams(paramsAttribute?.value ?? '');
    } catch (error) {
      throw new XacroError(`macro "${name}": ${(error as Error).message}`, paramsAttribute ?? node);
    }
    scope.macros.set(name, { name, params, body: node.children, at: node });
  }

  function condition_(node: XmlElement, scope: Scope): boolean {
    const attribute = required(node, 'value');
    const value = typed(sub(attribute.value, scope, attribute));
    if (typeof value === 'boolean') return value;
    if (isNumber(value)) return numeric(value, 0) !== 0;
    throw new XacroError(`<${node.name}> value "${value}" is not a boolean (true, false, 1 or 0)`, attribute);
  }

  function include(out: XmlElement[], node: XmlElement, scope: Scope, file: string): void {
    if (optional(node, 'ns') !== undefined) throw new XacroError('namespaced includes (ns="…") are not supported', optional(node, 'ns')!);
    const filenameAttribute = required(node, 'filename');
    const filename = subText(filenameAttribute.value, scope, filenameAttribute);
    const target = joinPath(dirnameOf(file), filename);
    if (fileStack.includes(target)) throw new XacroError(`"${filename}" includes itself (through ${fileStack.slice(fileStack.indexOf(target)).join(' -> ')})`, node);
    if (fileStack.length > MAX_INCLUDE_DEPTH) throw new XacroError(`includes nested more than ${MAX_INCLUDE_DEPTH} deep`, node);
    spend('includedFiles', node);
    let content: string | undefined;
    try {
      content = sources.readFile(target);
    } catch (error) {
      if (error instanceof FileRefusedError) throw new XacroError(`cannot include "${filename}": ${error.message}`, filenameAttribute);
      throw error;
    }
    if (content === undefined) throw new XacroError(`cannot open the included file "${filename}" (looked for ${target})`, node);
    spend('textSize', node, content.length);
    if (!included.includes(target)) included.push(target);
    const includedRoot = parseXml(content, { file: target, notes });
    spend('elements', node, countElements(includedRoot));
    fileStack.push(target);
    expandInto(out, includedRoot.children, scope, { file: target, attributes: null });
    fileStack.pop();
  }

  /** Enters a macro call or block insertion named `name`, refusing endless nesting with the chain that led there. */
  function enter(name: string, at: SourcePosition): void {
    if (nesting.length >= MAX_NESTING) {
      throw new XacroError(`macros and blocks nested more than ${MAX_NESTING} deep (${chain([...nesting, name])}): a macro that calls itself without end?`, at);
    }
    nesting.push(name);
  }

  function insertBlock(out: XmlElement[], node: XmlElement, scope: Scope, file: string): void {
    const name = subText(required(node, 'name').value, scope, node);
    const entry = scope.find(blockKey(name));
    if (entry?.block === undefined) throw new XacroError(`no block parameter "${name}" to insert here`, node);
    enter(`*${name}`, node);
    try {
      expandInto(out, entry.block, scope, { file, attributes: null });
    } finally {
      nesting.pop();
    }
  }

  function callMacro(out: XmlElement[], macro: Macro, node: XmlElement, caller: Scope, file: string): void {
    spend('macroCalls', node);
    const scope = new Scope(caller);
    const given = new Map(node.attributes.map((a) => [a.name, a]));
    for (const a of node.attributes) {
      if (!macro.params.some((p) => p.kind === 'value' && p.name === a.name)) {
        throw new XacroError(`macro "${macro.name}" has no parameter "${a.name}" (its parameters: ${macro.params.map((p) => p.name).join(', ') || 'none'})`, a);
      }
    }
    // The call's child elements are expanded here, in the caller's scope, before the macro runs:
    // a block's names mean what they mean where it is written (the real xacro's rule), and a block
    // forwarded to another macro (<xacro:insert_block name="origin"/> as a child) is the caller's own.
    const blocks: XmlElement[] = [];
    expandInto(blocks, node.children, caller, { file, attributes: null });
    for (const param of macro.params) {
      if (param.kind !== 'value') {
        const block = blocks.shift();
        if (block === undefined) throw new XacroError(`macro "${macro.name}" needs an element for its block parameter "${param.kind === 'block' ? '*' : '**'}${param.name}"`, node);
        scope.entries.set(blockKey(param.name), { block: param.kind === 'block' ? [block] : block.children, at: block });
        continue;
      }
      const attribute = given.get(param.name);
      if (attribute !== undefined) {
        scope.entries.set(param.name, { value: typed(sub(attribute.value, caller, attribute)), at: attribute });
        continue;
      }
      const inherited = param.inherit ? caller.find(param.name) : undefined;
      if (inherited !== undefined) {
        scope.entries.set(param.name, { value: valueOfEntry(param.name, inherited, node), at: node });
      } else if (param.default !== undefined) {
        scope.entries.set(param.name, { value: typed(sub(param.default, caller, macro.at)), at: macro.at });
      } else {
        throw new XacroError(`macro "${macro.name}" needs the parameter "${param.name}"`, node);
      }
    }
    if (blocks.length > 0) throw new XacroError(`macro "${macro.name}" takes ${macro.params.filter((p) => p.kind !== 'value').length} block element(s); <${blocks[0]!.name}> is one too many`, blocks[0]!);
    enter(macro.name, node);
    try {
      // Includes inside a macro body resolve from the file the macro is written in.
      expandInto(out, macro.body, scope, { file: macro.at.file ?? path, attributes: null });
    } finally {
      nesting.pop();
    }
  }

  function valueOfEntry(name: string, entry: Entry, at: SourcePosition): XacroValue {
    try {
      return valueOf(name, entry);
    } catch (error) {
      if (error instanceof SubstitutionError) throw new XacroError(error.message, at);
      throw error;
    }
  }
}
