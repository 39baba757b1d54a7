import type { XacroFunction } from './expressionFunction.ts';
import { ExpressionError, isNumber, numeric, textOfValue, truthy, type XacroValue } from './expressionValues.ts';
import { parseYamlValue } from './loadYaml.ts';
import { dirnameOf, joinPath } from './paths.ts';

/** Looks a property up by name: its value, or undefined when no property has that name. */
export type PropertyLookup = (name: string) => XacroValue | undefined;

/** What an expression may reach beyond its own text: properties, and for the xacro.* helpers, files and arguments. */
export interface ExpressionHost {
  lookup: PropertyLookup;
  /** The text of a file (for load_yaml), or undefined when there is none or it may not be read. */
  readFile?(path: string): string | undefined;
  /** The file the expression is written in: relative YAML paths resolve from its folder, as in xacro. */
  currentFile?: string;
  /** `xacro.arg(name)`: the value of a `<xacro:arg>`. */
  arg?(name: string): string | undefined;
  /** What xacro.message/warning/error print (xacro prints them and goes on). */
  note?(kind: 'message' | 'warning' | 'error', text: string): void;
  /** Evaluates an expression with no properties: the text of YAML's `!degrees`/`!radians` tags. */
  evaluate(text: string): XacroValue;
}

const words = (args: XacroValue[]) => args.map(textOfValue).join(' ');

/** A path as xacro's abs_filename makes it: relative to the folder of the file being read. */
function absolute(path: XacroValue, host: ExpressionHost, at: number): string {
  if (typeof path !== 'string') throw new ExpressionError('expected a file name (a text)', at);
  return joinPath(dirnameOf(host.currentFile ?? '.'), path);
}

function loadYaml(path: XacroValue, host: ExpressionHost, at: number): XacroValue {
  const file = absolute(path, host, at);
  if (host.readFile === undefined) throw new ExpressionError('load_yaml: files cannot be read here', at);
  const text = host.readFile(file);
  if (text === undefined) throw new ExpressionError(`load_yaml: cannot open the YAML file "${String(path)}" (looked for ${file})`, at);
  const angle = (expression: string) => {
    const value = host.evaluate(expression);
    if (!isNumber(value)) throw new ExpressionError('an angle must be a number', 0);
    return numeric(value, 0);
  };
  try {
    return parseYamlValue(text, file, angle);
  } catch (error) {
    throw new ExpressionError(`load_yaml: ${(error as Error).message}`, at);
  }
}

/** Real xacro's tokenize: split on any of the separator characters, empty pieces dropped. */
function tokenize(text: XacroValue, sep: XacroValue, skipEmpty: boolean, at: number): XacroValue[] {
  if (typeof text !== 'string' || typeof sep !== 'string') throw new ExpressionError('xacro.tokenize() takes texts', at);
  const pieces: string[] = [];
  let piece = '';
  for (const c of text) {
    if (!sep.includes(c)) {
      piece += c;
      continue;
    }
    pieces.push(piece);
    piece = '';
  }
  pieces.push(piece);
  return skipEmpty ? pieces.filter((p) => p !== '') : pieces;
}

/** The `xacro.*` functions real xacro defines that packages call. */
export function xacroFunctions(host: ExpressionHost): Record<string, XacroFunction> {
  const say = (kind: 'message' | 'warning' | 'error'): XacroFunction => ({
    arity: [0, Infinity],
    keywords: ['print_location'],
    apply: (args) => (host.note?.(kind, words(args)), ''),
  });
  return {
    load_yaml: { arity: [1, 1], apply: ([path], _kw, at) => loadYaml(path!, host, at) },
    abs_filename: { arity: [1, 1], apply: ([path], _kw, at) => absolute(path!, host, at) },
    // xacro wraps YAML dicts for d.key access; ours have it already.
    dotify: { arity: [1, 1], apply: ([d]) => d! },
    arg: {
      arity: [1, 1],
      apply: ([name], _kw, at) => {
        const value = typeof name === 'string' ? host.arg?.(name) : undefined;
        if (value === undefined) throw new ExpressionError(`xacro.arg(${textOfValue(name!)}): no such argument`, at);
        return value;
      },
    },
    tokenize: {
      arity: [1, 3],
      keywords: ['sep', 'skip_empty'],
      apply: ([text, sep, skip], kw, at) => tokenize(text!, sep ?? kw.get('sep') ?? ',; ', truthy(skip ?? kw.get('skip_empty') ?? true), at),
    },
    message: say('message'),
    warning: say('warning'),
    error: say('error'),
    print_location: { arity: [0, 0], apply: () => '' },
    fatal: {
      arity: [0, Infinity],
      apply: (args, _kw, at) => {
        throw new ExpressionError(`xacro.fatal: ${words(args)}`, at);
      },
    },
  };
}
