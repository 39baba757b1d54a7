import { parseXml, type SourcePosition, type XmlAttribute, type XmlElement, type XmlNote } from '../xml.ts';
import { textOfValue, valueOfText, type XacroValue } from './expression.ts';
import { parseMacroParams, type MacroParam } from './macroParams.ts';
import { dirnameOf, joinPath } from './paths.ts';
import { substitute, SubstitutionError, type SubstitutionContext } from './substitute.ts';

/**
 * Expands a xacro file to the plain XML it stands for (a URDF), over our own XML reader so every
 * element keeps the file and line:column it was written at (inside a macro: where the macro body
 * writes it). Supported: properties (lazy, scoped to the macro that defines them, `scope="parent"`
 * and `"global"`), macros with parameters, defaults, `^` inheritance and block parameters
 * (`*name`, `**name`, `<xacro:insert_block>`), `xacro:include` (relative to the including file, or
 * `$(find pkg)/…`), `xacro:if` / `xacro:unless`, `xacro:arg`, and `${…}` / `$(arg)` / `$(find)`
 * in attributes and text. Anything else in the xacro namespace is a located error.
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
}

const MAX_INCLUDE_DEPTH = 20;
const MAX_MACRO_DEPTH = 100;
/** Expanding to more elements than this is refused (a macro that multiplies without end). */
const MAX_ELEMENTS = 500_000;

interface Entry {
  value?: XacroValue;
  /** Unevaluated text, evaluated in `scope` when first used (properties are lazy, as in xacro). */
  raw?: string;
  scope?: Scope;
  at: SourcePosition;
  evaluating?: boolean;
  /** A block parameter's elements (and the scope they came from is irrelevant: they expand where inserted). */
  block?: XmlElement[];
}

interface Macro {
  name: string;
  params: MacroParam[];
  body: XmlElement[];
  at: XmlElement;
}

class Scope {
  readonly entries = new Map<string, Entry>();
  readonly macros = new Map<string, Macro>();
  constructor(readonly parent: Scope | null) {}

  find(name: string): Entry | undefined {
    return this.entries.get(name) ?? this.parent?.find(name);
  }

  macro(name: string): Macro | undefined {
    return this.macros.get(name) ?? this.parent?.macro(name);
  }
}

const UNSUPPORTED: Record<string, string> = {
  call: 'xacro:call (a macro named at run time)',
  element: 'xacro:element (an element named at run time)',
  attribute: 'xacro:attribute (an attribute added at run time)',
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
  let elements = 0;
  let macroDepth = 0;

  const source = parseXml(text, { notes });
  const root = copyElement(source, globalScope, path, true);
  return { root, notes, included, args: declared };

  function context(scope: Scope, file: string): SubstitutionContext {
    return {
      // xacro.load_yaml reads through the same reader as includes, from the folder of the file the expression is in.
      readFile: (yamlPath) => sources.readFile(yamlPath),
      currentFile: file,
      lookup: (name) => {
        const entry = scope.find(name);
        return entry === undefined ? undefined : valueOf(name, entry);
      },
      arg: (name) => args.get(name),
      find: (pkg) => sources.packages.get(pkg),
    };
  }

  function valueOf(name: string, entry: Entry): XacroValue {
    if (entry.block !== undefined) throw new SubstitutionError(`"${name}" is a block parameter: insert it with <xacro:insert_block name="${name}"/>`);
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
    try {
      return substitute(text, context(scope, at.file ?? path));
    } catch (error) {
      if (error instanceof SubstitutionError) throw new XacroError(error.message, at);
      throw error;
    }
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

  /** A plain element with its attributes and text substituted and its children expanded. */
  function copyElement(element: XmlElement, scope: Scope, file: string, isRoot = false): XmlElement {
    if (++elements > MAX_ELEMENTS) throw new XacroError(`the expansion grows past ${MAX_ELEMENTS} elements (a macro that calls itself?)`, element);
    const attributes = element.attributes
      .filter((a) => !(isRoot && a.name === 'xmlns:xacro'))
      .map((a) => ({ ...a, value: a.value.includes('$') ? subText(a.value, scope, a) : a.value }));
    const children: XmlElement[] = [];
    expandInto(children, element.children, scope, file);
    const textValue = element.text.includes('$') ? subText(element.text, scope, element) : element.text;
    return { ...element, attributes, children, text: textValue };
  }

  function expandInto(out: XmlElement[], nodes: readonly XmlElement[], scope: Scope, file: string): void {
    for (const node of nodes) {
      if (!node.name.startsWith('xacro:')) {
        out.push(copyElement(node, scope, file));
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
          include(out, node, scope, file);
          break;
        case 'if':
        case 'unless': {
          const condition = condition_(node, scope);
          if (condition === (what === 'if')) expandInto(out, node.children, scope, file);
          break;
        }
        case 'insert_block': {
          const name = subText(required(node, 'name').value, scope, node);
          const entry = scope.find(name);
          if (entry?.block === undefined) throw new XacroError(`no block parameter "${name}" to insert here`, node);
          expandInto(out, entry.block, scope, file);
          break;
        }
        default: {
          const macro = scope.macro(what);
          if (macro !== undefined) callMacro(out, macro, node, scope);
          else if (Object.hasOwn(UNSUPPORTED, what)) throw new XacroError(`${UNSUPPORTED[what]} is not supported`, node);
          else throw new XacroError(`<${node.name}>: no macro named "${what}" is defined before this point`, node);
        }
      }
    }
  }

  function defineProperty(node: XmlElement, scope: Scope): void {
    const name = subText(required(node, 'name').value, scope, node);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new XacroError(`property name "${name}" is not a name expressions can use`, node);
    const value = optional(node, 'value');
    const fallback = optional(node, 'default');
    const scopeAttribute = optional(node, 'scope')?.value;
    if (scopeAttribute !== undefined && scopeAttribute !== 'parent' && scopeAttribute !== 'global') {
      throw new XacroError(`scope="${scopeAttribute}" is not one of "parent" and "global"`, optional(node, 'scope')!);
    }
    const target = scopeAttribute === 'global' ? globalScope : scopeAttribute === 'parent' ? (scope.parent ?? scope) : scope;
    if (value === undefined && fallback !== undefined) {
      if (scope.find(name) !== undefined) return;
    }
    const given = value ?? fallback;
    if (given === undefined) {
      // A block property: its elements, inserted with insert_block.
      target.entries.set(name, { block: node.children, at: node });
      return;
    }
    // A property set in another scope is evaluated now, where its names mean what they mean here.
    if (target !== scope) target.entries.set(name, { value: typed(sub(given.value, scope, given)), at: node });
    else target.entries.set(name, { raw: given.value, scope, at: given });
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
    if (typeof value === 'number') return value !== 0;
    throw new XacroError(`<${node.name}> value "${value}" is not a boolean (true, false, 1 or 0)`, attribute);
  }

  function include(out: XmlElement[], node: XmlElement, scope: Scope, file: string): void {
    if (optional(node, 'ns') !== undefined) throw new XacroError('namespaced includes (ns="…") are not supported', optional(node, 'ns')!);
    const filename = subText(required(node, 'filename').value, scope, required(node, 'filename'));
    const target = joinPath(dirnameOf(file), filename);
    if (fileStack.includes(target)) throw new XacroError(`"${filename}" includes itself (through ${fileStack.slice(fileStack.indexOf(target)).join(' -> ')})`, node);
    if (fileStack.length > MAX_INCLUDE_DEPTH) throw new XacroError(`includes nested more than ${MAX_INCLUDE_DEPTH} deep`, node);
    const content = sources.readFile(target);
    if (content === undefined) throw new XacroError(`cannot open the included file "${filename}" (looked for ${target})`, node);
    if (!included.includes(target)) included.push(target);
    const includedRoot = parseXml(content, { file: target, notes });
    fileStack.push(target);
    expandInto(out, includedRoot.children, scope, target);
    fileStack.pop();
  }

  function callMacro(out: XmlElement[], macro: Macro, node: XmlElement, caller: Scope): void {
    if (macroDepth >= MAX_MACRO_DEPTH) throw new XacroError(`macros nested more than ${MAX_MACRO_DEPTH} deep (macro "${macro.name}" calls itself?)`, node);
    const scope = new Scope(caller);
    const given = new Map(node.attributes.map((a) => [a.name, a]));
    for (const a of node.attributes) {
      if (!macro.params.some((p) => p.kind === 'value' && p.name === a.name)) {
        throw new XacroError(`macro "${macro.name}" has no parameter "${a.name}" (its parameters: ${macro.params.map((p) => p.name).join(', ') || 'none'})`, a);
      }
    }
    const blocks = node.children.slice();
    for (const param of macro.params) {
      if (param.kind !== 'value') {
        const block = blocks.shift();
        if (block === undefined) throw new XacroError(`macro "${macro.name}" needs an element for its block parameter "${param.kind === 'block' ? '*' : '**'}${param.name}"`, node);
        scope.entries.set(param.name, { block: param.kind === 'block' ? [block] : block.children, at: block });
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
    macroDepth++;
    try {
      // Includes inside a macro body resolve from the file the macro is written in.
      expandInto(out, macro.body, scope, macro.at.file ?? path);
    } finally {
      macroDepth--;
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
