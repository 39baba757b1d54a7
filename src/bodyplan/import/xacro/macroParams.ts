/** One parameter of `<xacro:macro params="…">`. */
export interface MacroParam {
  name: string;
  /** `value` for `name` / `name:=default`, `block` for `*name` (an element), `blocks` for `**name` (an element's children). */
  kind: 'value' | 'block' | 'blocks';
  /** The default text (after `:=`), when given. */
  default?: string;
  /** `name:=^` or `name:=^|default`: take the value of the property `name` where the macro is used. */
  inherit?: boolean;
}

/**
 * Reads a macro's `params` attribute: names separated by spaces, each `name`, `name:=default`
 * (quoted defaults, and `${…}` in defaults, may hold spaces), `name:=^`, `name:=^|default`, `*name` or `**name`.
 * Throws with a one-line message on a malformed or repeated parameter.
 */
export function parseMacroParams(text: string): MacroParam[] {
  const params: MacroParam[] = [];
  const pattern = /\s*(\*{0,2})([A-Za-z_][A-Za-z0-9_]*)(?::=('[^']*'|"[^"]*"|(?:[^\s$]|\$(?!\{)|\$\{[^}]*\})*))?\s*/y;
  let at = 0;
  while (at < text.length) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (match === null || match[0] === '') {
      if (text.slice(at).trim() === '') break;
      throw new Error(`cannot read the parameter list at "${text.slice(at).trim().slice(0, 30)}"`);
    }
    at = pattern.lastIndex;
    const [, stars, name, rawDefault] = match;
    if (params.some((p) => p.name === name)) throw new Error(`parameter "${name}" is named twice`);
    const kind = stars === '*' ? 'block' : stars === '**' ? 'blocks' : 'value';
    const param: MacroParam = { name: name!, kind };
    if (rawDefault !== undefined) {
      if (kind !== 'value') throw new Error(`block parameter "${stars}${name}" cannot have a default`);
      const value = /^(['"]).*\1$/.test(rawDefault) ? rawDefault.slice(1, -1) : rawDefault;
      if (value === '^') param.inherit = true;
      else if (value.startsWith('^|')) {
        param.inherit = true;
        param.default = value.slice(2);
      } else if (value.startsWith('^')) throw new Error(`cannot read the default "${rawDefault}" of "${name}" (expected ^ or ^|default)`);
      else param.default = value;
    }
    params.push(param);
  }
  return params;
}
