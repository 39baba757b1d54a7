import type { z } from 'zod/mini';

/** `results[3].channel.name` style path; `(root)` for the whole document. */
function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(root)' : out;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** The JSON type of a value as a person would name it. */
function describeJsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value === undefined) return 'nothing (the field is missing)';
  return typeof value;
}

/** Turns zod's issues into located, readable lines (the received type is read from the data itself). */
export function describeSchemaIssues(issues: readonly z.core.$ZodIssue[], data: unknown): string[] {
  return issues.map((issue) => {
    const place = formatPath(issue.path);
    const value = valueAt(data, issue.path);
    switch (issue.code) {
      case 'invalid_type':
        if (issue.expected === 'int') return `${place}: expected an integer, got ${typeof value === 'number' ? String(value) : describeJsonType(value)}`;
        return `${place}: expected ${issue.expected}, got ${describeJsonType(value)}`;
      case 'too_small':
        return `${place}: expected ${issue.origin === 'array' ? 'at least' : issue.inclusive ? 'a value >=' : 'a value >'} ${String(issue.minimum)}${issue.origin === 'array' ? ' items' : ''}, got ${JSON.stringify(value)}`;
      case 'too_big':
        return `${place}: expected ${issue.origin === 'array' ? 'at most' : issue.inclusive ? 'a value <=' : 'a value <'} ${String(issue.maximum)}${issue.origin === 'array' ? ' items' : ''}, got ${JSON.stringify(value)}`;
      case 'unrecognized_keys':
        return `${place}: unexpected field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
      case 'invalid_format':
        return `${place}: expected the ${issue.format === 'regex' ? 'documented' : issue.format} format, got ${JSON.stringify(value)}`;
      default:
        return `${place}: ${issue.message}`;
    }
  });
}
