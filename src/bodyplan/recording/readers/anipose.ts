import { splitCsv } from '../csv.ts';
import type { BodyModel } from '../../kinematics/model.ts';
import { MAX_OBSERVED_COORDINATE } from '../observationsFile.ts';
import { matchParts, type PartMapping } from './partMatching.ts';

export interface AniposeOptions {
  /** Points whose `_score` is below this are missing (when the column exists). Default 0. */
  minScore?: number;
  /** Points whose `_error` (reprojection error, pixels) is above this are missing. Default: no limit. */
  maxError?: number;
  mapping?: PartMapping;
}

interface Anipose3D {
  /** Per frame: 3 numbers per joint, NaN for a missing keypoint (the 3D solver's targets). */
  targets: Float64Array[];
  /** Per frame and joint: the part's `_score` when the file has the column, else null (weight 1). */
  weights: Float64Array[] | null;
  parts: string[];
  unmatchedParts: string[];
}

export type AniposeResult = { ok: true; value: Anipose3D } | { ok: false; message: string };

const SUFFIX = /^(.+)_(x|y|z|score|error)$/;

/**
 * Reads an anipose-style 3D CSV: one header row with `<part>_x`, `<part>_y`, `<part>_z` columns
 * (plus `<part>_score` and `<part>_error` when present; other columns such as fnum, ncams or the
 * M_ matrices are ignored), then one row per frame. An empty or NaN coordinate is a missing point.
 */
export function readAniposeCsv(text: string, model: BodyModel, options: AniposeOptions = {}): AniposeResult {
  const minScore = options.minScore ?? 0;
  const maxError = options.maxError ?? Infinity;
  const split = splitCsv(text);
  if (!split.ok) return { ok: false, message: `line ${split.line}, column ${split.column}: ${split.message}` };
  const [header, ...rows] = split.records;
  if (header === undefined) return { ok: false, message: 'the file is empty: expected a header row with <part>_x, <part>_y, <part>_z columns' };

  const parts: string[] = [];
  const columns: Record<'x' | 'y' | 'z' | 'score' | 'error', number>[] = [];
  const index = new Map<string, number>();
  header.fields.forEach((name, c) => {
    const match = SUFFIX.exec(name);
    if (match === null) return;
    const [, part, kind] = match as unknown as [string, string, 'x' | 'y' | 'z' | 'score' | 'error'];
    let p = index.get(part);
    if (p === undefined) {
      p = parts.length;
      index.set(part, p);
      parts.push(part);
      columns.push({ x: -1, y: -1, z: -1, score: -1, error: -1 });
    }
    columns[p]![kind] = c;
  });
  // A part needs all three coordinates; a lone "_error" or "_score" (e.g. a "center_x" without z) is not a part.
  const complete: number[] = [];
  for (let p = 0; p < parts.length; p++) {
    const { x, y, z } = columns[p]!;
    const have = [x, y, z].filter((c) => c >= 0).length;
    if (have === 3) complete.push(p);
    else if (have > 0 && (columns[p]!.score >= 0 || columns[p]!.error >= 0)) {
      return { ok: false, message: `line ${header.line}: part "${parts[p]}" has ${['x', 'y', 'z'].filter((a) => columns[p]![a as 'x'] < 0).map((a) => `${parts[p]}_${a}`).join(', ')} missing` };
    }
  }
  if (complete.length === 0) return { ok: false, message: `line ${header.line}: no <part>_x, <part>_y, <part>_z columns found` };
  const partNames = complete.map((p) => parts[p]!);
  const matched = matchParts(partNames, model, options.mapping);
  if (!matched.ok) return matched;
  const hasScore = complete.some((p) => columns[p]!.score >= 0);

  const n = model.jointCount;
  const width = header.fields.length;
  const targets: Float64Array[] = [];
  const weights: Float64Array[] = [];
  for (const { line, fields } of rows) {
    if (fields.length !== width) return { ok: false, message: `line ${line}: ${fields.length} fields, but the header has ${width}` };
    const frame = new Float64Array(3 * n).fill(NaN);
    const weight = new Float64Array(n).fill(1);
    for (let i = 0; i < complete.length; i++) {
      // Every part's fields are checked, even a part that feeds no joint: a malformed file is an error either way.
      const joint = matched.value.jointOfPart[i]!;
      const col = columns[complete[i]!]!;
      const read = (c: number): number | string => {
        if (c < 0) return NaN;
        const field = fields[c]!;
        if (field === '' || field.toLowerCase() === 'nan') return NaN;
        const value = Number(field);
        if (!Number.isFinite(value)) return `line ${line}, field ${c + 1} (${header.fields[c]}): expected a finite number, got "${field}"`;
        // As for JSON targets: squared distances of larger coordinates could overflow the RMS error.
        if (Math.abs(value) > MAX_OBSERVED_COORDINATE) return `line ${line}, field ${c + 1} (${header.fields[c]}): ${field} is too large: coordinates must be within ±${MAX_OBSERVED_COORDINATE}`;
        return value;
      };
      const values = [read(col.x), read(col.y), read(col.z), read(col.score), read(col.error)];
      const bad = values.find((v) => typeof v === 'string');
      if (bad !== undefined) return { ok: false, message: bad as string };
      const [x, y, z, score, error] = values as number[];
      if (joint < 0) continue;
      if (Number.isNaN(x! + y! + z!)) continue;
      if (col.score >= 0 && !(score! >= minScore)) continue;
      if (col.error >= 0 && error! > maxError) continue;
      frame.set([x!, y!, z!], 3 * joint);
      if (col.score >= 0) weight[joint] = score!;
    }
    targets.push(frame);
    weights.push(weight);
  }
  return { ok: true, value: { targets, weights: hasScore ? weights : null, parts: partNames, unmatchedParts: matched.value.unmatchedParts } };
}
