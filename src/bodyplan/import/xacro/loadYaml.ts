import { parseDocument, type ScalarTag } from 'yaml';
import { ExpressionError, float, type DictKey, type XacroValue } from './expressionValues.ts';

/**
 * The YAML of `xacro.load_yaml(file)` as xacro values: mappings become dicts (read as `d['k']` and
 * `d.k`), sequences lists. Read with the `yaml` package's default (YAML 1.2 core, no code, no
 * custom types) plus xacro's two tags: `!degrees 90` and `!radians pi/2`, each an angle in radians,
 * whose text xacro evaluates as an expression (`angle` does that here).
 */

const MAX_DEPTH = 100;
/** Aliases expand to shared values; past this many the file is refused (a "billion laughs" document). */
const MAX_ALIASES = 1000;

function toValue(node: unknown, depth: number, where: string): XacroValue {
  if (depth > MAX_DEPTH) throw new Error(`${where}: the YAML nests more than ${MAX_DEPTH} deep`);
  if (node === null || node === undefined) return null;
  // Ints are read as BigInt so that 1 and 1.0 stay apart (an int and a float, as PyYAML reads them).
  if (typeof node === 'bigint') return Number(node);
  if (typeof node === 'number') return float(node);
  if (typeof node === 'string' || typeof node === 'boolean') return node;
  if (Array.isArray(node)) return node.map((item) => toValue(item, depth + 1, where));
  if (node instanceof Map) {
    const out = new Map<DictKey, XacroValue>();
    for (const [key, value] of node) {
      if (key !== null && typeof key === 'object') throw new Error(`${where}: a mapping key that is itself a list or mapping is not supported`);
      out.set(typeof key === 'bigint' ? Number(key) : (key as DictKey), toValue(value, depth + 1, where));
    }
    return out;
  }
  throw new Error(`${where}: a YAML value of an unsupported type`);
}

/** Parses YAML `text` read from `file`; an error (Error) names the file, line and column. */
export function parseYamlValue(text: string, file: string, angle: (expression: string) => number): XacroValue {
  const angleTag = (tag: string, toRadians: number): ScalarTag => ({
    tag,
    resolve: (value: string, onError: (message: string) => void) => {
      try {
        return angle(value) * toRadians;
      } catch (error) {
        onError(`${tag} ${value}: ${error instanceof ExpressionError ? error.message : String(error)}`);
        return 0;
      }
    },
  });
  const doc = parseDocument(text, { customTags: [angleTag('!degrees', Math.PI / 180), angleTag('!radians', 1)], uniqueKeys: true, intAsBigInt: true });
  // An unknown tag (`!include`, `!!python/object`) is refused, as PyYAML's safe_load refuses it, not read as a string.
  const [error] = [...doc.errors, ...doc.warnings.filter((w) => w.code === 'TAG_RESOLVE_FAILED')];
  if (error !== undefined) {
    const [position] = error.linePos ?? [];
    const where = position === undefined ? file : `${file}:${position.line}:${position.col}`;
    throw new Error(`${where}: ${error.message.replace(/ at line \d+, column \d+:[\s\S]*$/, '').split('\n')[0]}`);
  }
  let js: unknown;
  try {
    js = doc.toJS({ mapAsMap: true, maxAliasCount: MAX_ALIASES });
  } catch (cause) {
    throw new Error(`${file}: ${(cause as Error).message.split('\n')[0]}`, { cause });
  }
  return toValue(js, 0, file);
}
