import { evaluateExpression, ExpressionError, textOfValue, type ExpressionOptions, type PropertyLookup, type XacroValue } from './expression.ts';

/** What `${…}` and `$(…)` read: properties, arguments, package folders (and for xacro.load_yaml, files: `readFile`, `currentFile`). */
export interface SubstitutionContext extends ExpressionOptions {
  lookup: PropertyLookup;
  /** The value of `$(arg name)`, or undefined when no argument has that name. */
  arg(name: string): string | undefined;
  /** The folder of a package (`$(find pkg)`), or undefined when it is not known. */
  find(pkg: string): string | undefined;
  /** `$(env NAME)` / `$(optenv NAME default)`: the given environment's value, or undefined when unset. */
  env?(name: string): string | undefined;
  /** `$(dirname)`: the folder of the file being expanded. */
  dirname?(): string;
}

/** A substitution that cannot be made; the message quotes the piece of text at fault. */
export class SubstitutionError extends Error {
  override name = 'SubstitutionError';
}

const quote = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

/** `$(command args)`: arg, find, env, optenv, eval and dirname, as ROS 2's xacro reads them; any other command is refused by name. */
function extension(written: string, ctx: SubstitutionContext): string {
  // The text inside $(…) is evaluated first, as the real xacro does: UR's description writes
  // $(find ${description_package}).
  const body = written.includes('${') ? textOfValue(substitute(written, ctx)) : written;
  const [command = '', ...args] = body.trim().split(/\s+/);
  if (command === 'arg' && args.length === 1) {
    const value = ctx.arg(args[0]!);
    if (value === undefined) throw new SubstitutionError(`$(arg ${args[0]}): no argument "${args[0]}" (declare it with <xacro:arg name="${args[0]}" default="…"/> or give --arg ${args[0]}:=VALUE)`);
    return value;
  }
  if (command === 'find' && args.length === 1) {
    const folder = ctx.find(args[0]!);
    if (folder === undefined) throw new SubstitutionError(`$(find ${args[0]}): no package "${args[0]}" found (give the folder holding its package.xml with --package-path, or open the whole folder)`);
    return folder;
  }
  if (command === 'env' && args.length === 1) {
    const value = ctx.env?.(args[0]!);
    if (value === undefined) throw new SubstitutionError(`$(env ${args[0]}): the environment variable "${args[0]}" is not given (give it with --env ${args[0]}=VALUE, or write $(optenv ${args[0]} default))`);
    return value;
  }
  // optenv's default is every word after the name, joined by single spaces (roslaunch's rule).
  if (command === 'optenv' && args.length >= 1) return ctx.env?.(args[0]!) ?? args.slice(1).join(' ');
  if (command === 'dirname' && args.length === 0 && ctx.dirname !== undefined) return ctx.dirname();
  if (command === 'eval' && args.length > 0) return textOfValue(evaluateArgExpression(body.trim().slice('eval'.length), ctx));
  if (command === 'arg' || command === 'find' || command === 'env') throw new SubstitutionError(`$(${quote(body)}): ${command} takes one name`);
  if (command === 'optenv') throw new SubstitutionError(`$(${quote(body)}): optenv takes a name and an optional default`);
  throw new SubstitutionError(`$(${quote(body)}) is not supported: only $(arg NAME), $(find PACKAGE), $(env NAME), $(optenv NAME default), $(eval EXPRESSION) and $(dirname) are read`);
}

/** `$(eval …)`: an expression whose names are the xacro arguments, as text (ROS 2's xacro gives them unconverted). */
function evaluateArgExpression(expression: string, ctx: SubstitutionContext): XacroValue {
  try {
    return evaluateExpression(expression, (name) => ctx.arg(name));
  } catch (error) {
    if (error instanceof ExpressionError) throw new SubstitutionError(`$(eval${quote(expression)}): ${error.message}`);
    throw error;
  }
}

/** Replaces the `$(…)` in `text` (and `$$(` by a literal `$(`), leaving `${…}` alone. */
function substituteExtensions(text: string, ctx: SubstitutionContext): string {
  if (!text.includes('$(')) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const at = text.indexOf('$', i);
    if (at < 0) break;
    out += text.slice(i, at);
    if (text.startsWith('$$(', at)) {
      out += '$(';
      i = at + 3;
    } else if (text.startsWith('$(', at)) {
      const end = text.indexOf(')', at + 2);
      if (end < 0) throw new SubstitutionError(`"${quote(text.slice(at))}": "$(" is not closed by ")"`);
      out += extension(text.slice(at + 2, end), ctx);
      i = end + 1;
    } else {
      out += '$';
      i = at + 1;
    }
  }
  return out + text.slice(i);
}

function evaluate(body: string, ctx: SubstitutionContext): XacroValue {
  const expression = substituteExtensions(body, ctx);
  try {
    return evaluateExpression(expression, ctx.lookup, ctx);
  } catch (error) {
    if (error instanceof ExpressionError) {
      throw new SubstitutionError(`\${${quote(expression)}}: ${error.message}${expression.length > 1 ? ` (at character ${error.offset + 1})` : ''}`);
    }
    throw error;
  }
}

/**
 * `text` with its `${expression}` and `$(arg|find …)` replaced. When the text is one `${…}` and
 * nothing else, its value keeps its type (a number stays a number for the next expression);
 * otherwise the result is text. `$${` and `$$(` stand for a literal `${` and `$(`.
 */
export function substitute(text: string, ctx: SubstitutionContext): XacroValue {
  if (!text.includes('$')) return text;
  const whole = /^\$\{([^}]*)\}$/.exec(text);
  if (whole) return evaluate(whole[1]!, ctx);
  let out = '';
  let i = 0;
  while (i < text.length) {
    const at = text.indexOf('$', i);
    if (at < 0) break;
    out += text.slice(i, at);
    if (text.startsWith('$${', at) || text.startsWith('$$(', at)) {
      out += text.slice(at + 1, at + 3);
      i = at + 3;
    } else if (text.startsWith('${', at)) {
      const end = text.indexOf('}', at + 2);
      if (end < 0) throw new SubstitutionError(`"${quote(text.slice(at))}": "\${" is not closed by "}"`);
      out += textOfValue(evaluate(text.slice(at + 2, end), ctx));
      i = end + 1;
    } else if (text.startsWith('$(', at)) {
      const end = text.indexOf(')', at + 2);
      if (end < 0) throw new SubstitutionError(`"${quote(text.slice(at))}": "$(" is not closed by ")"`);
      out += extension(text.slice(at + 2, end), ctx);
      i = end + 1;
    } else {
      out += '$';
      i = at + 1;
    }
  }
  return out + text.slice(i);
}

