import type { ImportWork } from '../importBudget.ts';
import { parseXml, type XmlAttribute, type XmlElement, type XmlNote } from '../xml.ts';
import { defineMacro, defineProperty, declareArg } from './xacroDefinitions.ts';
import { XacroExpansion, required, XacroError, type Where, type XacroArgument, type XacroRemark, type XacroSources } from './xacroExpansion.ts';
import { include } from './xacroInclude.ts';
import { callMacro, insertBlock } from './xacroMacroCall.ts';
import type { Scope } from './xacroScope.ts';

export { XacroError, type XacroArgument, type XacroRemark, type XacroSources } from './xacroExpansion.ts';

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
 * ImportBudget (macro calls, evaluations, files, elements, text). This file walks the elements;
 * xacroExpansion.ts holds the state and evaluates texts, xacroDefinitions.ts, xacroMacroCall.ts
 * and xacroInclude.ts do the rest.
 */

export interface XacroExpansionResult {
  /** The expanded document's root (its elements keep their source file and line:column). */
  root: XmlElement;
  /** Remarks of the XML reader (trailing NUL bytes), in the file they are in. */
  notes: XmlNote[];
  /** The included files read, by their resolved path, in the order first read. */
  included: string[];
  args: XacroArgument[];
  /** xacro.message/warning/error calls and the constructs the real xacro warns about or drops, in order. */
  remarks: XacroRemark[];
  /** The work the expansion spent (macro calls, evaluations, files, elements, text), for the import benchmark. */
  work: Readonly<Record<ImportWork, number>>;
}

/** Elements nested deeper than this in the expansion are refused (the expander recurses per level). */
const MAX_ELEMENT_DEPTH = 2_000;

const UNSUPPORTED: Record<string, string> = {
  load_yaml: 'loading YAML',
};

/** Expands the xacro text of the file at `path`; throws XacroError or XmlSyntaxError (both located). */
export function expandXacro(path: string, text: string, sources: XacroSources): XacroExpansionResult {
  const x = new XacroExpansion(path, sources);
  let elementDepth = 0;
  x.expandInto = expandInto;

  x.spend('textSize', { line: 1, column: 1 }, text.length);
  const source = parseXml(text, { notes: x.notes });
  const root = copyElement(source, x.globalScope, path);
  return { root, notes: x.notes, included: x.included, args: x.declared, remarks: x.remarks, work: x.budget.used() };

  /**
   * A plain element with its attributes and text substituted and its children expanded (named
   * `name` for `<xacro:element>`). `xmlns:xacro` and `xacro:*` attributes are dropped, as the real
   * xacro drops them.
   */
  function copyElement(element: XmlElement, scope: Scope, file: string, name = element.name): XmlElement {
    x.spend('elements', element);
    if (elementDepth >= MAX_ELEMENT_DEPTH) throw new XacroError(`the expansion nests elements more than ${MAX_ELEMENT_DEPTH} deep`, element);
    const attributes = element.attributes
      .filter((a) => a.name !== 'xmlns:xacro' && !a.name.startsWith('xacro:'))
      .map((a) => ({ ...a, value: a.value.includes('$') ? x.subText(a.value, scope, a) : a.value }));
    const children: XmlElement[] = [];
    elementDepth++;
    try {
      expandInto(children, element.children, scope, { file, attributes });
    } finally {
      elementDepth--;
    }
    const textValue = element.text.includes('$') ? x.subText(element.text, scope, element) : element.text;
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
          defineProperty(x, node, scope);
          break;
        case 'arg':
          declareArg(x, node, scope);
          break;
        case 'macro':
          defineMacro(node, scope);
          break;
        case 'include':
          include(x, out, node, scope, where.file);
          break;
        case 'if':
        case 'unless': {
          const condition = x.condition(node, scope);
          // Inside <xacro:if>, an <xacro:attribute> is dropped, as the real xacro drops it (with a warning here).
          if (condition === (what === 'if')) expandInto(out, node.children, scope, { file: where.file, attributes: null });
          break;
        }
        case 'insert_block':
          insertBlock(x, out, node, scope, where.file);
          break;
        case 'element': {
          const nameAttribute = required(node, 'xacro:name');
          const name = x.subText(nameAttribute.value, scope, nameAttribute);
          if (!/^[A-Za-z_][\w.-]*(:[A-Za-z_][\w.-]*)?$/.test(name) || name.startsWith('xacro:')) throw new XacroError(`xacro:element: "${name}" is not an element name`, nameAttribute);
          out.push(copyElement(node, scope, where.file, name));
          break;
        }
        case 'attribute':
          setAttribute(node, scope, where);
          break;
        case 'call': {
          const nameAttribute = required(node, 'macro');
          const name = x.subText(nameAttribute.value, scope, nameAttribute);
          const macro = scope.macro(name);
          if (macro === undefined) throw new XacroError(`<xacro:call macro="${name}">: no macro named "${name}" is defined before this point`, nameAttribute);
          callMacro(x, out, macro, { ...node, attributes: node.attributes.filter((a) => a !== nameAttribute) }, scope, where.file);
          break;
        }
        default: {
          const macro = scope.macro(what);
          if (macro !== undefined) callMacro(x, out, macro, node, scope, where.file);
          else if (Object.hasOwn(UNSUPPORTED, what)) throw new XacroError(`${UNSUPPORTED[what]} is not supported`, node);
          else throw new XacroError(`<${node.name}>: no macro named "${what}" is defined before this point`, node);
        }
      }
    }
  }

  function setAttribute(node: XmlElement, scope: Scope, where: Where): void {
    if (where.attributes === null) {
      // The real xacro sets it on the <xacro:if>, macro or included root around it, which is then
      // replaced by its content: the attribute is lost. So here, with a warning saying so.
      x.remark('warning', '<xacro:attribute> is not directly inside an element (inside xacro:if, a macro body or an included file\'s root): it is dropped, as the real xacro drops it', node);
      return;
    }
    const nameAttribute = required(node, 'name');
    const name = x.subText(nameAttribute.value, scope, nameAttribute);
    if (!/^[A-Za-z_:][\w.:-]*$/.test(name)) throw new XacroError(`xacro:attribute: "${name}" is not an attribute name`, nameAttribute);
    const valueAttribute = required(node, 'value');
    const attribute: XmlAttribute = { name, value: x.subText(valueAttribute.value, scope, valueAttribute), line: node.line, column: node.column, ...(node.file === undefined ? {} : { file: node.file }) };
    const existing = where.attributes.findIndex((a) => a.name === name);
    if (existing >= 0) where.attributes[existing] = attribute;
    else where.attributes.push(attribute);
  }
}
