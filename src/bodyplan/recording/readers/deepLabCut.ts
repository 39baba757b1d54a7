import { splitCsv } from '../csv.ts';
import type { BodyModel } from '../../kinematics/model.ts';
import { MAX_OBSERVED_COORDINATE } from '../observationsFile.ts';
import type { Frame2D } from '../../ik/solve2d.ts';
import { matchParts, type PartMapping } from './partMatching.ts';

export interface DeepLabCutOptions {
  /** Points whose likelihood is below this are missing (DeepLabCut's own default p-cutoff is 0.6). */
  likelihoodThreshold?: number;
  mapping?: PartMapping;
}

interface DeepLabCut2D {
  /** One view's frames: points per joint (NaN missing) and weights = the likelihoods. */
  frames: Frame2D[];
  /** The first column of each data row (DeepLabCut writes the frame index or the image path). */
  frameLabels: string[];
  parts: string[];
  unmatchedParts: string[];
}

export type DeepLabCutResult = { ok: true; value: DeepLabCut2D } | { ok: false; message: string };

export const DEFAULT_LIKELIHOOD_THRESHOLD = 0.6;

/**
 * Reads a DeepLabCut-style 2D CSV: header rows `scorer`, (`individuals`, single animal only),
 * `bodyparts` and `coords` (x, y, likelihood per part), then one row per frame whose first field
 * labels it. An empty or NaN field is a missing point; a likelihood below the threshold drops the
 * point; otherwise the likelihood is the observation's weight. Errors give the line and column.
 */
export function readDeepLabCutCsv(text: string, model: BodyModel, options: DeepLabCutOptions = {}): DeepLabCutResult {
  const threshold = options.likelihoodThreshold ?? DEFAULT_LIKELIHOOD_THRESHOLD;
  const split = splitCsv(text);
  if (!split.ok) return { ok: false, message: `line ${split.line}, column ${split.column}: ${split.message}` };
  const records = split.records;
  const header = new Map<string, { line: number; fields: string[] }>();
  let r = 0;
  for (; r < records.length && ['scorer', 'individuals', 'bodyparts', 'coords'].includes(records[r]!.fields[0]!.toLowerCase()); r++) {
    header.set(records[r]!.fields[0]!.toLowerCase(), records[r]!);
  }
  const bodyparts = header.get('bodyparts');
  const coords = header.get('coords');
  if (bodyparts === undefined || coords === undefined) {
    // The first row that is not a header row is where they were expected.
    const at = records[r]?.line;
    return { ok: false, message: `${at === undefined ? '' : `line ${at}: `}not a DeepLabCut CSV: the header rows "bodyparts" and "coords" (x, y, likelihood per part) were not found at the top` };
  }
  const individuals = header.get('individuals');
  if (individuals !== undefined && new Set(individuals.fields.slice(1)).size > 1) {
    return { ok: false, message: `line ${individuals.line}: several individuals (${[...new Set(individuals.fields.slice(1))].join(', ')}); only single-animal files are read` };
  }
  const width = coords.fields.length;
  if (bodyparts.fields.length !== width) {
    return { ok: false, message: `line ${bodyparts.line}: ${bodyparts.fields.length} fields, but the coords row (line ${coords.line}) has ${width}` };
  }
  /** Per part: the column of its x, y and likelihood. */
  const parts: string[] = [];
  const columns: [number, number, number][] = [];
  const seen = new Map<string, number>();
  for (let c = 1; c < width; c++) {
    const part = bodyparts.fields[c]!;
    const coord = coords.fields[c]!.toLowerCase();
    const slot: number = coord === 'x' ? 0 : coord === 'y' ? 1 : coord === 'likelihood' ? 2 : -1;
    if (slot < 0) return { ok: false, message: `line ${coords.line}, field ${c + 1}: coords must be x, y or likelihood, got "${coords.fields[c]}"` };
    let p = seen.get(part);
    if (p === undefined) {
      p = parts.length;
      seen.set(part, p);
      parts.push(part);
      columns.push([-1, -1, -1]);
    }
    if (columns[p]![slot] !== -1) return { ok: false, message: `line ${coords.line}, field ${c + 1}: part "${part}" has a second "${coord}" column` };
    columns[p]![slot] = c;
  }
  for (let p = 0; p < parts.length; p++) {
    const missing = ['x', 'y', 'likelihood'].filter((_, slot) => columns[p]![slot] === -1);
    if (missing.length > 0) return { ok: false, message: `line ${coords.line}: part "${parts[p]}" has no ${missing.join(', ')} column` };
  }
  const matched = matchParts(parts, model, options.mapping);
  if (!matched.ok) return matched;
  const { jointOfPart, unmatchedParts } = matched.value;

  const n = model.jointCount;
  const frames: Frame2D[] = [];
  const frameLabels: string[] = [];
  for (; r < records.length; r++) {
    const { line, fields } = records[r]!;
    if (fields.length !== width) return { ok: false, message: `line ${line}: ${fields.length} fields, but the header has ${width}` };
    const points = new Float64Array(2 * n).fill(NaN);
    const weights = new Float64Array(n);
    for (let p = 0; p < parts.length; p++) {
      // Every part's fields are checked, even a part that feeds no joint: a malformed file is an error either way.
      const joint = jointOfPart[p]!;
      const values: number[] = [];
      for (const c of columns[p]!) {
        const field = fields[c]!;
        const value = field === '' || field.toLowerCase() === 'nan' ? NaN : Number(field);
        if (Number.isNaN(value) && field !== '' && field.toLowerCase() !== 'nan') {
          return { ok: false, message: `line ${line}, field ${c + 1} (part "${parts[p]}", ${coords.fields[c]}): expected a number, got "${field}"` };
        }
        if (!Number.isNaN(value) && !Number.isFinite(value)) {
          return { ok: false, message: `line ${line}, field ${c + 1} (part "${parts[p]}", ${coords.fields[c]}): expected a finite number, got "${field}"` };
        }
        if (Math.abs(value) > MAX_OBSERVED_COORDINATE) {
          return { ok: false, message: `line ${line}, field ${c + 1} (part "${parts[p]}", ${coords.fields[c]}): ${field} is too large: coordinates must be within ±${MAX_OBSERVED_COORDINATE}` };
        }
        values.push(value);
      }
      const [x, y, likelihood] = values as [number, number, number];
      if (joint < 0 || Number.isNaN(x) || Number.isNaN(y) || !(likelihood >= threshold)) continue;
      points[2 * joint] = x;
      points[2 * joint + 1] = y;
      weights[joint] = likelihood;
    }
    frames.push({ points, weights });
    frameLabels.push(fields[0]!);
  }
  return { ok: true, value: { frames, frameLabels, parts, unmatchedParts } };
}
