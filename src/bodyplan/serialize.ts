import type { BodyPlan } from './schema.ts';

/**
 * 2-space JSON with a trailing newline. The document keeps its keys in load order and its x-*
 * keys, and own keys are written in that order, so load -> save -> load is the identity.
 */
export function serializeBodyPlan(document: BodyPlan): string {
  return stringifyJson(document) + '\n';
}

/**
 * JSON.stringify(value, null, 2), falling back to an iterative writer with the same output when
 * the engine's recursive one overflows the stack (x-* values nested 10,000 deep).
 */
export function stringifyJson(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2);
  } catch (error) {
    if (error instanceof RangeError) return stringifyIteratively(value);
    throw error;
  }
}

type Frame = { open: unknown[] | Record<string, unknown>; keys: string[] | null; next: number; indent: string };

function scalar(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

export function stringifyIteratively(root: unknown): string {
  const out: string[] = [];
  const stack: Frame[] = [];
  const start = (value: unknown, indent: string) => {
    if (Array.isArray(value)) {
      if (value.length === 0) out.push('[]');
      else { out.push('['); stack.push({ open: value, keys: null, next: 0, indent }); }
    } else if (typeof value === 'object' && value !== null) {
      const keys = Object.keys(value).filter((k) => (value as Record<string, unknown>)[k] !== undefined);
      if (keys.length === 0) out.push('{}');
      else { out.push('{'); stack.push({ open: value as Record<string, unknown>, keys, next: 0, indent }); }
    } else {
      out.push(scalar(value));
    }
  };
  start(root, '');
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const inner = frame.indent + '  ';
    const count = frame.keys === null ? (frame.open as unknown[]).length : frame.keys.length;
    if (frame.next === count) {
      stack.pop();
      out.push('\n' + frame.indent + (frame.keys === null ? ']' : '}'));
      continue;
    }
    const i = frame.next++;
    out.push((i === 0 ? '\n' : ',\n') + inner);
    if (frame.keys === null) {
      start((frame.open as unknown[])[i], inner);
    } else {
      const key = frame.keys[i]!;
      out.push(JSON.stringify(key) + ': ');
      start((frame.open as Record<string, unknown>)[key], inner);
    }
  }
  try {
    return out.join('');
  } catch {
    throw new Error('the document is too large to write as indented JSON (the text would exceed the engine\'s string limit)');
  }
}
