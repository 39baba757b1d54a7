import { readdirSync } from 'node:fs';

/** The unique part atomicWrite.ts adds to a temporary file's name: `.<pid>-<12 hex digits>.tmp`. */
const TEMPORARY_SUFFIX = /^\d+-[0-9a-f]+\.tmp$/;

/**
 * The hidden temporary files in `outDir` that attempts at each job wrote (`.<name>.json.<pid>-<random>.tmp`
 * for its result, `.<name>.json.record.…` for its record), by job name; listed once per batch (a
 * folder of many thousand results is read once, not once per job). Only the holder of a job's claim
 * removes them, so no running attempt still writes them. A name is matched whole (prefix and unique
 * suffix), so job "a"'s files are never job "a.json"'s.
 */
export function findLeftoverTemporaries(outDir: string, names: readonly string[]): Map<string, string[]> {
  const files = readdirSync(outDir).filter((file) => file.startsWith('.') && file.endsWith('.tmp'));
  const found = new Map<string, string[]>();
  if (files.length === 0) return found;
  for (const name of names) {
    const prefixes = [`.${name}.json.`, `.${name}.json.record.`];
    const mine = files.filter((file) => prefixes.some((prefix) => file.startsWith(prefix) && TEMPORARY_SUFFIX.test(file.slice(prefix.length))));
    if (mine.length > 0) found.set(name, mine);
  }
  return found;
}
