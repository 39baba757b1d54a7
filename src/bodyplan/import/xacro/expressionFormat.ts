import { checkedText, ExpressionError, integer, isList, numeric, textOfValue, type XacroValue } from './expressionValues.ts';

/** Text formatting as Python does it for xacro files: str.format's `{}` fields and the `%` operator. */

/** A `{:spec}` of str.format: fixed (`.3f`), general (`g`), integer (`d`) and text (`s`) forms. */
function formatted(value: XacroValue, spec: string, at: number): string {
  const m = /^(?:\.(\d+))?([fFdsge]?)$/.exec(spec);
  if (!m) throw new ExpressionError(`the format "{:${spec}}" is not supported (only {}, {:s}, {:d}, {:.Nf}, {:.Ng}, {:.Ne})`, at);
  const digits = m[1] === undefined ? undefined : Number(m[1]);
  switch (m[2]) {
    case 'f':
    case 'F':
      return numeric(value, at).toFixed(digits ?? 6);
    case 'e':
      return numeric(value, at).toExponential(digits ?? 6).replace(/e([+-])(\d)$/, 'e$10$2');
    case 'g':
      return textOfValue(Number(numeric(value, at).toPrecision(Math.max(digits ?? 6, 1))));
    case 'd':
      return String(integer(value, at));
    default:
      return textOfValue(value);
  }
}

/** Python's str.format with `{}`, `{0}`, `{name}`, `{{`/`}}` and the specs above. */
export function format(template: string, args: XacroValue[], keywords: ReadonlyMap<string, XacroValue>, at: number): string {
  let next = 0;
  let out = '';
  for (let i = 0; i < template.length; i++) {
    const c = template[i]!;
    if ((c === '{' || c === '}') && template[i + 1] === c) {
      out += c;
      i++;
    } else if (c === '{') {
      const end = template.indexOf('}', i);
      if (end < 0) throw new ExpressionError('"{" without "}" in the format text', at);
      const [field = '', spec = ''] = template.slice(i + 1, end).split(/:(.*)/s);
      let value: XacroValue | undefined;
      if (field === '') value = args[next++];
      else if (/^\d+$/.test(field)) value = args[Number(field)];
      else if (/^[A-Za-z_]\w*$/.test(field)) value = keywords.get(field);
      else throw new ExpressionError(`the format field "{${field}}" is not supported`, at);
      if (value === undefined) throw new ExpressionError(`format(): no argument for "{${field}}"`, at);
      out += formatted(value, spec, at);
      i = end;
    } else if (c === '}') {
      throw new ExpressionError('a single "}" in the format text', at);
    } else {
      out += c;
    }
  }
  return checkedText(out, at);
}

/** Python's `'%s_%d' % (a, b)`: %s, %r, %d/%i, %f/%e/%g with an optional .N precision, and %%. */
export function percentFormat(template: string, values: XacroValue, at: number): string {
  const args = isList(values) && Object.isFrozen(values) ? [...values] : [values];
  let next = 0;
  const out = template.replace(/%(\.\d+)?([srdifeg%])/g, (_m, precision: string | undefined, kind: string) => {
    if (kind === '%') return '%';
    const value = args[next++];
    if (value === undefined) throw new ExpressionError('not enough arguments for the "%" format', at);
    if (kind === 's') return textOfValue(value);
    if (kind === 'r') return typeof value === 'string' ? `'${value}'` : textOfValue(value);
    if (kind === 'd' || kind === 'i') return String(Math.trunc(numeric(value, at)));
    return formatted(value, `${precision ?? '.6'}${kind}`, at);
  });
  if (next < args.length) throw new ExpressionError('not all arguments converted by the "%" format', at);
  return checkedText(out, at);
}

