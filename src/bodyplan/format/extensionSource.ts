import { createScanner } from 'jsonc-parser';
import { JSON_TOKEN as T } from './jsonTokens.ts';
import { escapePointerSegment } from './diagnostics.ts';
import type { BodyPlan } from './schema.ts';

/**
 * `x-*` values must survive load -> save untouched, but a JavaScript value cannot hold all that JSON
 * text can: keys that look like array indices ("2", "10") are enumerated first and in numeric order
 * whatever their place in the file, integers beyond 2^53 lose digits, and -0 comes back as 0. For
 * the x- values where that happens (rare), their owner (the body plan, a joint or a DOF) keeps the
 * value's source text under a symbol, next to the value it was read as. The serializer writes that
 * text, re-indented, as long as the owner still holds that very value (an edit that replaces it
 * writes the new one). The symbol key is enumerable so that `{ ...joint }` in an edit carries it;
 * JSON.stringify, Object.keys and structuredClone all ignore symbol keys.
 */
const EXTENSION_SOURCES = Symbol('bodyplan.extensionSources');

interface ExtensionSource {
  value: unknown;
  text: string;
}
type SourceMap = ReadonlyMap<string, ExtensionSource>;
type WithSources = { [EXTENSION_SOURCES]?: SourceMap };

/** The source text to write for `holder[key]`, when it is a loaded x- value a JavaScript value cannot hold exactly. */
export function extensionSourceText(holder: unknown, key: string): string | undefined {
  if (typeof holder !== 'object' || holder === null) return undefined;
  const entry = (holder as WithSources)[EXTENSION_SOURCES]?.get(key);
  return entry !== undefined && Object.is(entry.value, (holder as Record<string, unknown>)[key]) ? entry.text : undefined;
}

/** Whether any owner in the document keeps source text (the serializer's fast path skips the lookups). */
export function documentHasExtensionSources(document: BodyPlan): boolean {
  if (EXTENSION_SOURCES in document) return true;
  for (const joint of document.joints) {
    if (EXTENSION_SOURCES in joint) return true;
    for (const dof of joint.dofs) if (EXTENSION_SOURCES in dof) return true;
  }
  return false;
}

/** Copies the kept source texts of one owner to another (the metadata box's copy of a joint's x- keys). */
export function copyExtensionSources<T extends object>(from: object, to: T): T {
  const sources = (from as WithSources)[EXTENSION_SOURCES];
  if (sources !== undefined) Object.defineProperty(to, EXTENSION_SOURCES, { value: sources, enumerable: true, writable: true, configurable: true });
  return to;
}

/**
 * After a load: for every x- value of the body plan, its joints and DOFs that JavaScript cannot hold
 * exactly, keeps its source text on its owner. `valueOffsets` finds where JSON pointers' values start
 * (all at once: on a large file that is one scan, not one per value).
 */
export function keepExtensionSources(document: BodyPlan, text: string, valueOffsets: (pointers: string[]) => number[]): void {
  const found: { owner: object; key: string; pointer: string }[] = [];
  const visit = (owner: object, pointer: string) => {
    for (const key in owner) {
      if (key.startsWith('x-') && losesSomethingInJavaScript((owner as Record<string, unknown>)[key])) {
        found.push({ owner, key, pointer: `${pointer}/${escapePointerSegment(key)}` });
      }
    }
  };
  visit(document, '');
  document.joints.forEach((joint, j) => {
    visit(joint, `/joints/${j}`);
    joint.dofs.forEach((dof, d) => visit(dof, `/joints/${j}/dofs/${d}`));
  });
  if (found.length === 0) return;
  const offsets = valueOffsets(found.map((f) => f.pointer));
  found.forEach(({ owner, key }, i) => {
    const start = offsets[i]!;
    const value = (owner as Record<string, unknown>)[key];
    const sources = new Map((owner as WithSources)[EXTENSION_SOURCES] ?? []);
    sources.set(key, { value, text: text.slice(start, jsonValueEnd(text, start)) });
    Object.defineProperty(owner, EXTENSION_SOURCES, { value: sources, enumerable: true, writable: true, configurable: true });
  });
}

/** One kept source text, addressed by its owner (null joint: the body plan; null dof: the joint) and key. */
export interface ExtensionSourceEntry {
  joint: number | null;
  dof: number | null;
  key: string;
  text: string;
}

/**
 * The kept source texts of a document as plain data: symbol keys do not survive structuredClone or
 * a worker message, so a document loaded in a worker sends these beside it.
 */
export function extensionSourcesOf(document: BodyPlan): ExtensionSourceEntry[] {
  const entries: ExtensionSourceEntry[] = [];
  const collect = (owner: object, joint: number | null, dof: number | null) => {
    const sources = (owner as WithSources)[EXTENSION_SOURCES];
    if (sources) for (const [key, source] of sources) entries.push({ joint, dof, key, text: source.text });
  };
  collect(document, null, null);
  document.joints.forEach((joint, j) => {
    collect(joint, j, null);
    joint.dofs.forEach((dof, d) => collect(dof, j, d));
  });
  return entries;
}

/** Puts entries from extensionSourcesOf back on a copy of the same document (its values are the ones read). */
export function restoreExtensionSources(document: BodyPlan, entries: readonly ExtensionSourceEntry[]): void {
  for (const { joint, dof, key, text } of entries) {
    const owner: object | undefined =
      joint === null ? document : dof === null ? document.joints[joint] : document.joints[joint]?.dofs[dof];
    if (owner === undefined) continue;
    const sources = new Map((owner as WithSources)[EXTENSION_SOURCES] ?? []);
    sources.set(key, { value: (owner as Record<string, unknown>)[key], text });
    Object.defineProperty(owner, EXTENSION_SOURCES, { value: sources, enumerable: true, writable: true, configurable: true });
  }
}

const ARRAY_INDEX_KEY = /^(?:0|[1-9]\d{0,9})$/;

/** True when writing the value back would not give the text it was read from (up to spacing). */
export function losesSomethingInJavaScript(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'number') {
      if (Object.is(item, -0) || (Number.isInteger(item) && !Number.isSafeInteger(item))) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (typeof item === 'object' && item !== null) {
      for (const key in item) {
        if (ARRAY_INDEX_KEY.test(key) && Number(key) < 4294967295) return true;
        pending.push((item as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/** Where the JSON value starting at `start` ends (exclusive); the text is known to be strict JSON. */
function jsonValueEnd(text: string, start: number): number {
  const scanner = createScanner(text, true);
  scanner.setPosition(start);
  let depth = 0;
  for (;;) {
    const kind = scanner.scan();
    if (kind === T.EOF) return text.length;
    if (kind === T.OpenBrace || kind === T.OpenBracket) depth++;
    else if (kind === T.CloseBrace || kind === T.CloseBracket) depth--;
    if (depth === 0) return scanner.getTokenOffset() + scanner.getTokenLength();
  }
}

/**
 * JSON text laid out as JSON.stringify(value, null, 2) lays out a value, but with its tokens as
 * written (key order, number spelling); continuation lines start with `indent`. Iterative: values
 * nested 10,000 deep are fine.
 */
export function formatJsonText(text: string, indent: string): string {
  const scanner = createScanner(text, true);
  const out: string[] = [];
  let level = 0;
  const newline = () => '\n' + indent + '  '.repeat(level);
  let kind = scanner.scan();
  let token = text.slice(scanner.getTokenOffset(), scanner.getTokenOffset() + scanner.getTokenLength());
  while (kind !== T.EOF) {
    const next = scanner.scan();
    const nextToken = text.slice(scanner.getTokenOffset(), scanner.getTokenOffset() + scanner.getTokenLength());
    if ((kind === T.OpenBrace && next === T.CloseBrace) || (kind === T.OpenBracket && next === T.CloseBracket)) {
      // An empty container stays on one line, as JSON.stringify writes it.
      out.push(token + nextToken);
      kind = scanner.scan();
      token = text.slice(scanner.getTokenOffset(), scanner.getTokenOffset() + scanner.getTokenLength());
      continue;
    }
    if (kind === T.OpenBrace || kind === T.OpenBracket) {
      level++;
      out.push(token + newline());
    } else if (kind === T.CloseBrace || kind === T.CloseBracket) {
      level--;
      out.push(newline() + token);
    } else if (kind === T.Comma) {
      out.push(',' + newline());
    } else if (kind === T.Colon) {
      out.push(': ');
    } else {
      out.push(token);
    }
    kind = next;
    token = nextToken;
  }
  return out.join('');
}
