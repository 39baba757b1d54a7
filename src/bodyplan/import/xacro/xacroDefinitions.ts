import type { XmlElement } from '../xml.ts';
import { parseMacroParams, type MacroParam } from './macroParams.ts';
import { blockKey, optional, required, typed, XacroError, type XacroExpansion } from './xacroExpansion.ts';
import type { Scope } from './xacroScope.ts';

/** The xacro elements that define names: `<xacro:property>`, `<xacro:arg>` and `<xacro:macro>`. */

export function defineProperty(x: XacroExpansion, node: XmlElement, scope: Scope): void {
  const name = x.subText(required(node, 'name').value, scope, node);
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new XacroError(`property name "${name}" is not a name expressions can use`, node);
  const value = optional(node, 'value');
  const fallback = optional(node, 'default');
  const scopeAttribute = optional(node, 'scope');
  // The real xacro reads any other scope value as none at all (a property of this scope); a warning here names it.
  if (scopeAttribute !== undefined && !['local', 'parent', 'global'].includes(scopeAttribute.value)) {
    x.remark('warning', `property "${name}": scope="${scopeAttribute.value}" is not "local", "parent" or "global": the property is set in this scope, as the real xacro sets it`, scopeAttribute);
  }
  if (scopeAttribute?.value === 'parent' && scope.parent === null) {
    // The real xacro's words and rule: the property is not set at all.
    x.remark('warning', `${name}: no parent scope at global scope (the property is not set)`, scopeAttribute);
    return;
  }
  if (fallback !== undefined && scopeAttribute !== undefined) x.remark('warning', `${name}: default property value can only be defined on local scope`, scopeAttribute);
  const removeAttribute = optional(node, 'remove');
  if (removeAttribute !== undefined && x.flag(removeAttribute, scope)) {
    if (value !== undefined || fallback !== undefined) throw new XacroError(`property "${name}": remove cannot go with a value or default`, removeAttribute);
    scope.remove(name);
    return;
  }
  const target = scopeAttribute?.value === 'global' ? x.globalScope : scopeAttribute?.value === 'parent' ? (scope.parent ?? scope) : scope;
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
  const lazy = target === scope && (lazyAttribute === undefined || x.flag(lazyAttribute, scope));
  // A property set in another scope (or not lazily) is evaluated now, where its names mean what they mean here.
  if (!lazy) target.entries.set(name, { value: typed(x.sub(given.value, scope, given)), at: node });
  else target.entries.set(name, { raw: given.value, scope, at: given });
}

export function declareArg(x: XacroExpansion, node: XmlElement, scope: Scope): void {
  const name = required(node, 'name').value;
  const fallback = optional(node, 'default');
  x.declared.push({ name, default: fallback?.value, line: node.line, column: node.column, ...(node.file === undefined ? {} : { file: node.file }) });
  if (!x.args.has(name) && fallback !== undefined) x.args.set(name, x.subText(fallback.value, scope, fallback));
}

export function defineMacro(node: XmlElement, scope: Scope): void {
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
