/**
 * One camera's OpenPose (or RTMPose through Pose2Sim, which writes the same layout) output folder:
 * one `<video>_<frame number>_keypoints.json` per frame, each
 * `{"version": 1.3, "people": [{"person_id": [-1], "pose_keypoints_2d": [x, y, c, …], …}, …]}`.
 *
 * - Frames are ordered by file name in natural order (numbers compared as numbers, so `_9_` comes
 *   before `_10_` even without OpenPose's zero padding); each frame's label is the last number in
 *   its name.
 * - A frame with no people (or without the chosen person) is all missing. A keypoint with
 *   confidence 0 at (0, 0) is OpenPose's "not detected": missing.
 * - OpenPose's people are not tracked across frames, so one person is picked per frame: by index in
 *   `people` (`person`, default 0: with one person filmed, that is them), or `'largest'`: the person
 *   whose confidently detected keypoints (confidence > 0) span the largest bounding box, which is
 *   usually the subject nearest the camera when bystanders pass. The choice is noted.
 * - Keypoint names: `names` (from a mapping file) when given; else the named `keypointSet`
 *   (keypointSets.ts); else the set guessed from the count per person, with a note.
 */

import { KEYPOINT_SET_BY_COUNT, KEYPOINT_SETS, keypointSet } from './keypointSets.ts';
import type { KeypointTable2D, LabTableResult } from './labTables.ts';

export interface OpenPoseFolderOptions {
  /** Which person of each frame: an index in `people` (default 0), or the one with the largest box. */
  person?: number | 'largest';
  /** BODY_25, BODY_25B, COCO or HALPE_26; undefined: guessed from the keypoint count. */
  keypointSet?: string;
  /** The keypoint names, in the model's order; overrides `keypointSet`. */
  names?: string[];
}

/** One person's keypoints as OpenPose writes them: x, y, confidence per keypoint. */
type Keypoints = readonly number[];

export function readOpenPoseFolder(files: readonly { name: string; text: string }[], options: OpenPoseFolderOptions = {}): LabTableResult<KeypointTable2D> {
  const person = options.person ?? 0;
  if (person !== 'largest' && !(Number.isInteger(person) && person >= 0)) {
    return { ok: false, message: `person ${String(person)}: give a person index (0, 1, …) or "largest"` };
  }
  if (files.length === 0) return { ok: false, message: 'no OpenPose JSON files (one <video>_<frame>_keypoints.json per frame)' };
  const sorted = [...files].sort((a, b) => naturalCompare(baseName(a.name), baseName(b.name)));

  const framesPeople: Keypoints[][] = [];
  let count: number | null = null;
  let countFile = '';
  for (const file of sorted) {
    const people = peopleOf(file);
    if (!people.ok) return people;
    for (const keypoints of people.value) {
      if (keypoints.length === 0) continue;
      if (count === null) {
        count = keypoints.length / 3;
        countFile = file.name;
      } else if (keypoints.length / 3 !== count) {
        return { ok: false, message: `"${file.name}": a person has ${keypoints.length / 3} keypoints, but "${countFile}" has ${count}: the files come from different models` };
      }
    }
    framesPeople.push(people.value);
  }

  const notes: string[] = [];
  const named = keypointNames(count, options, notes);
  if (!named.ok) return named;
  const parts = named.value;

  const values = new Float64Array(3 * sorted.length * parts.length).fill(NaN);
  let absent = 0;
  framesPeople.forEach((people, f) => {
    const chosen = person === 'largest' ? largestPerson(people) : people[person];
    const base = 3 * f * parts.length;
    if (chosen === undefined || chosen.length === 0) {
      absent++;
      for (let p = 0; p < parts.length; p++) values[base + 3 * p + 2] = 0;
      return;
    }
    for (let p = 0; p < parts.length; p++) {
      const [x, y, c] = [chosen[3 * p]!, chosen[3 * p + 1]!, chosen[3 * p + 2]!];
      const undetected = c === 0 && x === 0 && y === 0;
      values[base + 3 * p] = undetected ? NaN : x;
      values[base + 3 * p + 1] = undetected ? NaN : y;
      values[base + 3 * p + 2] = c;
    }
  });
  notes.push(
    person === 'largest'
      ? "person: in each frame the one whose detected keypoints span the largest box (OpenPose's people are not tracked across frames)"
      : `person: index ${person} of each frame's people (OpenPose's people are not tracked across frames; "largest" picks the largest person instead)`,
  );
  if (absent > 0) notes.push(`${absent} of ${sorted.length} frames have no ${person === 'largest' ? 'people' : `person ${person}`}: left missing`);

  const frameLabels = sorted.map((file) => frameNumberOf(baseName(file.name)) ?? baseName(file.name));
  return { ok: true, value: { kind: '2d', format: 'OpenPose JSON', parts, frameCount: sorted.length, values, frameLabels, notes } };
}

/** The file's people's `pose_keypoints_2d`, or a message naming the file when it is not OpenPose JSON. */
function peopleOf(file: { name: string; text: string }): { ok: true; value: Keypoints[] } | { ok: false; message: string } {
  const fail = (what: string) => ({ ok: false as const, message: `"${file.name}": ${what}` });
  let parsed: unknown;
  try {
    parsed = JSON.parse(file.text);
  } catch (error) {
    return fail(`not OpenPose JSON: not valid JSON (${(error as Error).message})`);
  }
  const people = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>).people : undefined;
  if (!Array.isArray(people)) return fail('not OpenPose JSON: it has no "people" list (OpenPose writes {"version": 1.3, "people": [{"pose_keypoints_2d": [x, y, c, …]}, …]} per frame)');
  const out: Keypoints[] = [];
  for (let i = 0; i < people.length; i++) {
    const entry: unknown = people[i];
    const keypoints = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).pose_keypoints_2d : undefined;
    if (!Array.isArray(keypoints) || keypoints.some((v) => typeof v !== 'number' || !Number.isFinite(v))) {
      return fail(`people[${i}]: "pose_keypoints_2d" must be a list of numbers (x, y, confidence per keypoint)`);
    }
    if (keypoints.length % 3 !== 0) return fail(`people[${i}]: "pose_keypoints_2d" has ${keypoints.length} numbers, not x, y, confidence per keypoint (a multiple of 3)`);
    out.push(keypoints as number[]);
  }
  return { ok: true, value: out };
}

function keypointNames(count: number | null, options: OpenPoseFolderOptions, notes: string[]): { ok: true; value: string[] } | { ok: false; message: string } {
  const sets = Object.keys(KEYPOINT_SETS).join(', ');
  if (options.names !== undefined) {
    if (count !== null && options.names.length !== count) return { ok: false, message: `the keypoint names list has ${options.names.length} names, but the people have ${count} keypoints` };
    return { ok: true, value: [...options.names] };
  }
  if (options.keypointSet !== undefined) {
    const set = keypointSet(options.keypointSet);
    if (set === null) return { ok: false, message: `unknown keypoint set "${options.keypointSet}": known are ${sets}; give the names in a mapping file for others (--keypoint-names names.json; in the Studio: OpenPose keypoint names)` };
    if (count !== null && set.keypoints.length !== count) {
      return { ok: false, message: `keypoint set ${set.name} has ${set.keypoints.length} keypoints, but the people have ${count}` };
    }
    return { ok: true, value: [...set.keypoints] };
  }
  if (count === null) return { ok: false, message: 'no frame has a person, so the keypoint count is unknown: give the keypoint set' };
  const guess = KEYPOINT_SET_BY_COUNT[count];
  if (guess === undefined) return { ok: false, message: `${count} keypoints per person fit none of the known keypoint sets (${sets}): give the names in a mapping file (--keypoint-names names.json; in the Studio: OpenPose keypoint names)` };
  notes.push(
    count === 25
      ? "keypoints: 25 per person, read as BODY_25B (Pose2Sim's default OpenPose model); name the set BODY_25 if it was OpenPose's standard model"
      : `keypoints: ${count} per person, read as ${guess}`,
  );
  return { ok: true, value: [...KEYPOINT_SETS[guess]!] };
}

/** The person whose confidently detected keypoints span the largest box; the first one on a tie; undefined without people. */
function largestPerson(people: readonly Keypoints[]): Keypoints | undefined {
  let best: Keypoints | undefined;
  let bestArea = -1;
  for (const keypoints of people) {
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let k = 0; k + 2 < keypoints.length; k += 3) {
      if (!(keypoints[k + 2]! > 0)) continue;
      minX = Math.min(minX, keypoints[k]!);
      maxX = Math.max(maxX, keypoints[k]!);
      minY = Math.min(minY, keypoints[k + 1]!);
      maxY = Math.max(maxY, keypoints[k + 1]!);
    }
    const area = maxX > minX && maxY > minY ? (maxX - minX) * (maxY - minY) : 0;
    if (area > bestArea) {
      best = keypoints;
      bestArea = area;
    }
  }
  return best;
}

function baseName(path: string): string {
  return path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
}

/** The last number in a frame file's name (`cam01_000000000012_keypoints.json` → "12"). */
function frameNumberOf(name: string): string | undefined {
  const numbers = name.match(/\d+/g);
  const last = numbers?.at(-1);
  return last === undefined ? undefined : String(Number(last));
}

/** Names compared with their digit runs as numbers: "f_9" < "f_10". */
export function naturalCompare(a: string, b: string): number {
  const split = (s: string) => s.split(/(\d+)/);
  const [pa, pb] = [split(a), split(b)];
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    const [x, y] = [pa[i]!, pb[i]!];
    if (x === y) continue;
    // Odd positions are the digit runs.
    if (i % 2 === 1) {
      const diff = Number(x) - Number(y);
      if (diff !== 0) return diff;
    }
    return x < y ? -1 : 1;
  }
  return pa.length - pb.length;
}
