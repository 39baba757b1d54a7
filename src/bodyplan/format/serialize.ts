import { documentHasExtensionSources, extensionSourceText, formatJsonText } from './extensionSource.ts';
import type { BodyPlan } from './schema.ts';

/**
 * 2-space JSON with a trailing newline. The document keeps its keys in load order and its x-*
 * keys, and own keys are written in that order, so load -> save -> load is the identity. x- values
 * that JavaScript cannot hold exactly (index-like keys, huge integers, -0) are written from the
 * source text they were loaded from (see extensionSource.ts).
 */
export function serializeBodyPlan(document: BodyPlan): string {
  return stringifyJson(document, documentHasExtensionSources(document)) + '\n';
}

/**
 * JSON.stringify(value, null, 2), falling back to an iterative writer with the same output when
 * the engine's recursive one overflows the stack (x-* values nested 10,000 deep). With
 * `keepSources`, loaded x- values are written from their kept source text.
 */
export function stringifyJson(value: unknown, keepSources = true): string {
  try {
    return keepSources ? stringifyKeepingSources(value) : JSON.stringify(value, null, 2);
  } catch (error) {
    if (error instanceof RangeError) return stringifyIteratively(value);
    throw error;
  }
}

/** The engine's writer with a placeholder for each kept source, then the sources put in at their line's indentation. */
function stringifyKeepingSources(value: unknown): string {
  const sources: string[] = [];
  // A marker no JSON string of the document can contain by chance.
  const marker = `\u0000bodyplan-source-${Math.random().toString(36).slice(2)}:`;
  const json = JSON.stringify(
    value,
    function (this: unknown, key: string, item: unknown) {
      const source = extensionSourceText(this, key);
      if (source === undefined) return item;
      sources.push(source);
      return marker + (sources.length - 1);
    },
    2,
  );
  if (sources.length === 0) return json;
  const escapedMarker = JSON.stringify(marker).slice(1, -1).replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
  return json.replace(new RegExp(`"${escapedMarker}(\\d+)"`, 'g'), (_match, index: string, offset: number) => {
    const lineStart = json.lastIndexOf('\n', offset) + 1;
    const indent = /^ */.exec(json.slice(lineStart, offset))![0];
    return formatJsonText(sources[Number(index)]!, indent);
  });
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
      const source = extensionSourceText(frame.open, key);
      if (source !== undefined) out.push(formatJsonText(source, inner));
      else start((frame.open as Record<string, unknown>)[key], inner);
    }
  }
  try {
    return out.join('');
  } catch {
    throw new Error('the document is too large to write as indented JSON (the text would exceed the engine\'s string limit)');
  }
}
