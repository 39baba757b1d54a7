import type { SourcePosition, XmlElement } from '../xml.ts';
import { blockKey, required, typed, XacroError, type XacroExpansion } from './xacroExpansion.ts';
import { Scope, type Macro } from './xacroScope.ts';

/** Macro calls and block insertions: parameters bound as the real xacro binds them, nesting bounded. */

/** Macro calls and block insertions nested deeper than this are a macro that calls itself without end. */
const MAX_NESTING = 100;

/** "a -> b -> a -> … -> b" (at most 8 names) for an error about nesting. */
function chain(names: readonly string[]): string {
  return names.length <= 8 ? names.join(' -> ') : `${names.slice(0, 3).join(' -> ')} -> … -> ${names.slice(-4).join(' -> ')}`;
}

/** Enters a macro call or block insertion named `name`, refusing endless nesting with the chain that led there. */
function enter(x: XacroExpansion, name: string, at: SourcePosition): void {
  if (x.nesting.length >= MAX_NESTING) {
    throw new XacroError(`macros and blocks nested more than ${MAX_NESTING} deep (${chain([...x.nesting, name])}): a macro that calls itself without end?`, at);
  }
  x.nesting.push(name);
}

export function insertBlock(x: XacroExpansion, out: XmlElement[], node: XmlElement, scope: Scope, file: string): void {
  const name = x.subText(required(node, 'name').value, scope, node);
  const entry = scope.find(blockKey(name));
  if (entry?.block === undefined) throw new XacroError(`no block parameter "${name}" to insert here`, node);
  enter(x, `*${name}`, node);
  try {
    x.expandInto(out, entry.block, scope, { file, attributes: null });
  } finally {
    x.nesting.pop();
  }
}

export function callMacro(x: XacroExpansion, out: XmlElement[], macro: Macro, node: XmlElement, caller: Scope, file: string): void {
  x.spend('macroCalls', node);
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
  x.expandInto(blocks, node.children, caller, { file, attributes: null });
  for (const param of macro.params) {
    if (param.kind !== 'value') {
      const block = blocks.shift();
      if (block === undefined) throw new XacroError(`macro "${macro.name}" needs an element for its block parameter "${param.kind === 'block' ? '*' : '**'}${param.name}"`, node);
      scope.entries.set(blockKey(param.name), { block: param.kind === 'block' ? [block] : block.children, at: block });
      continue;
    }
    const attribute = given.get(param.name);
    if (attribute !== undefined) {
      scope.entries.set(param.name, { value: typed(x.sub(attribute.value, caller, attribute)), at: attribute });
      continue;
    }
    const inherited = param.inherit ? caller.find(param.name) : undefined;
    if (inherited !== undefined) {
      scope.entries.set(param.name, { value: x.valueOfEntry(param.name, inherited, node), at: node });
    } else if (param.default !== undefined) {
      scope.entries.set(param.name, { value: typed(x.sub(param.default, caller, macro.at)), at: macro.at });
    } else {
      throw new XacroError(`macro "${macro.name}" needs the parameter "${param.name}"`, node);
    }
  }
  if (blocks.length > 0) throw new XacroError(`macro "${macro.name}" takes ${macro.params.filter((p) => p.kind !== 'value').length} block element(s); <${blocks[0]!.name}> is one too many`, blocks[0]!);
  enter(x, macro.name, node);
  try {
    // Includes inside a macro body resolve from the file the macro is written in.
    x.expandInto(out, macro.body, scope, { file: macro.at.file ?? x.path, attributes: null });
  } finally {
    x.nesting.pop();
  }
}
