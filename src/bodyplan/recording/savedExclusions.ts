/**
 * The optional fields of a saved 2D recording (the several-camera JSON the Studio opens, see
 * studioRecordingFile.ts) that say what a user took out of the solve:
 * `"names": ["camA", "camB", …]` (one per camera, as the calibration calls them) and
 * `"exclusions": ["camB:80-109", "camA/left_knee:12", …]` (observations/exclusions.ts's spec, as
 * `bodyplan ik --exclude` takes it). Both are checked on load, each problem with its line and column,
 * so a saved file that no longer fits the recording is not silently solved without its exclusions.
 */
import type { Locator } from '../format/parse.ts';
import { checkExclusions, parseExclusion, type Exclusion } from '../observations/exclusions.ts';

export interface SavedExclusions {
  /** Each view's camera name: the file's "names", else "camera 1", "camera 2", … */
  cameraNames: string[];
  /** In file order; empty when the file has none. Not applied: whoever solves applies them (applyExclusions). */
  exclusions: Exclusion[];
}

export type SavedExclusionsResult = { ok: true; value: SavedExclusions } | { ok: false; message: string };

/** Reads "names" and "exclusions" of a parsed 2D recording with `viewCount` views, against the plan's joint names. */
export function readSavedExclusions(record: Record<string, unknown>, locator: Locator, viewCount: number, joints: readonly string[]): SavedExclusionsResult {
  const at = (pointer: string, message: string): SavedExclusionsResult => {
    const { line, column } = locator.position(locator.offsetOf(pointer));
    return { ok: false, message: `line ${line}, column ${column}: ${message}` };
  };
  const names = record.names;
  let cameraNames = Array.from({ length: viewCount }, (_, v) => `camera ${v + 1}`);
  if (names !== undefined) {
    if (!Array.isArray(names) || names.length !== viewCount) return at('/names', `"names" must be an array of ${viewCount} camera names, one per camera`);
    const bad = names.findIndex((name) => typeof name !== 'string' || name === '' || /[:/]/.test(name));
    // An exclusion spec is CAMERA/KEYPOINT:FRAMES, so a name with ':' or '/' could not be named in one.
    if (bad >= 0) return at(`/names/${bad}`, `names[${bad}] must be a non-empty camera name without ':' or '/', got ${JSON.stringify(names[bad])}`);
    const twice = names.findIndex((name, v) => names.indexOf(name) !== v);
    if (twice >= 0) return at(`/names/${twice}`, `names[${twice}]: camera name "${String(names[twice])}" appears twice`);
    cameraNames = names as string[];
  }
  const specs = record.exclusions;
  if (specs === undefined) return { ok: true, value: { cameraNames, exclusions: [] } };
  if (!Array.isArray(specs)) return at('/exclusions', '"exclusions" must be an array of specs such as "camB:80-109" or "camB/left_knee:80-109"');
  const exclusions: Exclusion[] = [];
  for (let i = 0; i < specs.length; i++) {
    const spec: unknown = specs[i];
    if (typeof spec !== 'string') return at(`/exclusions/${i}`, `exclusions[${i}] must be a string such as "camB:80-109", got ${JSON.stringify(spec)}`);
    const parsed = parseExclusion(spec);
    if (!parsed.ok) return at(`/exclusions/${i}`, `exclusions[${i}]: ${parsed.message}`);
    const problems = checkExclusions([parsed.exclusion], { cameras: cameraNames, joints });
    if (problems.length > 0) return at(`/exclusions/${i}`, `exclusions[${i}]: ${problems[0]!}`);
    exclusions.push(parsed.exclusion);
  }
  return { ok: true, value: { cameraNames, exclusions } };
}
