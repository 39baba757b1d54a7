import { closestName } from '../format/closestName.ts';
import { parseJson } from '../format/parse.ts';
import type { RetargetMap, RetargetMapEntry } from './retargetTypes.ts';

/**
 * The mapping table's file (`--map map.json`), reused from clip to clip:
 *   {"version": 1, "entries": [{"source": "LeftFoot", "link": "left_ankle_roll_link", "weight": 5}, …]}
 * Written one entry per line so that a hand edit or a diff reads row by row.
 */
export function writeRetargetMap(map: RetargetMap): string {
  const rows = map.entries.map((e) => `    ${JSON.stringify({ source: e.source, link: e.link, weight: e.weight })}`);
  return `{\n  "version": 1,\n  "entries": [\n${rows.join(',\n')}\n  ]\n}\n`;
}

export type RetargetMapRead = { ok: true; value: RetargetMap } | { ok: false; message: string };

/** What the map's names are checked against: the clip's joints or markers and the robot's links. */
export interface RetargetMapNames {
  sources: readonly string[];
  links: readonly string[];
}

/**
 * Reads a map file; every problem is refused with `file:line:column` (as the body-plan reader
 * locates them) and, for an unknown name, the closest known one.
 */
export function readRetargetMap(text: string, fileName: string, names: RetargetMapNames): RetargetMapRead {
  const parsed = parseJson(text);
  if (!parsed.ok || parsed.value === undefined) {
    const first = parsed.diagnostics[0];
    return { ok: false, message: `${fileName}:${first?.line ?? 1}:${first?.column ?? 1}: not JSON: ${first?.message ?? 'no value'}` };
  }
  const fail = (pointer: string, message: string, anchor: 'key' | 'value' = 'value'): RetargetMapRead => {
    const { line, column } = parsed.locator.position(parsed.locator.offsetOf(pointer, anchor));
    return { ok: false, message: `${fileName}:${line}:${column}: ${message}` };
  };
  const value = parsed.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('', 'a map file is an object {"version": 1, "entries": [...]}');
  const record = value as Record<string, unknown>;
  const unknownKey = Object.keys(record).find((k) => k !== 'version' && k !== 'entries');
  if (unknownKey !== undefined) return fail(`/${pointerSegment(unknownKey)}`, `unknown key "${unknownKey}" (a map file has "version" and "entries")`, 'key');
  if (record.version !== 1) return fail(record.version === undefined ? '' : '/version', `"version" must be 1, got ${JSON.stringify(record.version ?? null)}`);
  if (!Array.isArray(record.entries)) return fail(record.entries === undefined ? '' : '/entries', '"entries" must be a list of {"source", "link", "weight"}');
  const sources = new Set(names.sources);
  const links = new Set(names.links);
  const entries: RetargetMapEntry[] = [];
  for (const [i, entry] of record.entries.entries()) {
    const at = `/entries/${i}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return fail(at, `entry ${i + 1} must be an object {"source", "link", "weight"}`);
    const row = entry as Record<string, unknown>;
    const extra = Object.keys(row).find((k) => k !== 'source' && k !== 'link' && k !== 'weight');
    if (extra !== undefined) return fail(`${at}/${pointerSegment(extra)}`, `unknown key "${extra}" (an entry has "source", "link" and "weight")`, 'key');
    if (typeof row.source !== 'string') return fail(row.source === undefined ? at : `${at}/source`, `entry ${i + 1} needs a "source" name (a joint or marker of the clip)`);
    if (typeof row.link !== 'string') return fail(row.link === undefined ? at : `${at}/link`, `entry ${i + 1} needs a "link" name (a link of the robot)`);
    if (!sources.has(row.source)) return fail(`${at}/source`, `"${row.source}" is not a joint or marker of the clip${didYouMean(row.source, names.sources)}`);
    if (!links.has(row.link)) return fail(`${at}/link`, `"${row.link}" is not a link of the robot${didYouMean(row.link, names.links)}`);
    const weight = row.weight ?? 1;
    if (typeof weight !== 'number' || !(weight >= 0) || !Number.isFinite(weight)) return fail(`${at}/weight`, `"weight" must be a number ≥ 0, got ${JSON.stringify(weight)}`);
    entries.push({ source: row.source, link: row.link, weight });
  }
  return { ok: true, value: { version: 1, entries } };
}

function didYouMean(name: string, known: readonly string[]): string {
  const close = closestName(name, known, { comparisons: 10_000 });
  return close === null ? '' : ` (did you mean "${close}"?)`;
}

function pointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
