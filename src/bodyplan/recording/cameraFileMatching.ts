/**
 * Which camera of a calibration each per-camera recording file (or OpenPose JSON folder) belongs to.
 * Two rules, tried in this order:
 *
 * 1. anipose's `cam_regex`: a regular expression with one capture group, searched in the file name
 *    without folders and extension (as anipose does); the group is the camera's name. A user-given
 *    pattern is the only rule used: when it extracts nothing, or a name the calibration lacks, the
 *    file is refused rather than guessed. Without one, DEFAULT_CAM_REGEX is tried on every file, and
 *    used when it gives each file a distinct camera of the calibration.
 * 2. Otherwise (no pattern given and the default did not fit all files), the name rule: the longest
 *    camera name the file's name contains wins, so "cam1" and "cam10" live side by side; a name
 *    ending (starting) in a digit does not count where a digit follows (precedes) it. Case-sensitive
 *    first, as anipose is; then ignoring case; then ignoring spelling (see cameraSpelling).
 *
 * This keeps every naming that matched before matching the same way (the default pattern only takes
 * files whose extracted name IS a calibration camera), while anipose's and DeepLabCut's names,
 * which the name rule finds ambiguous, now match. Names compare exactly first, then by spelling, so
 * Pose2Sim's `cam01`, `cam_01` and `cam1` are one camera. A tie, no match, or two files for one
 * camera is refused, saying the rule and what it extracted for each file: a silent guess would solve
 * with a wrong camera.
 */

/**
 * anipose's documented default is `-cam([A-Z])$` (videos `trial1-camA.avi` …). Ours also takes a
 * number (`-cam1`) and DeepLabCut's output suffix, which anipose's pipeline strips before matching
 * but a lab's files keep (`trial1-camADLC_resnet50_flyJan1shuffle1_100000_filtered.h5`).
 */
export const DEFAULT_CAM_REGEX = '-cam([A-Z]|[0-9]+)(?:DLC_.*)?$';

export interface CameraFileMatch {
  /** The file as given (a path or a name). */
  file: string;
  /** Index of its camera in the calibration's camera list. */
  camera: number;
  /** True when the name matched only ignoring case (or spelling: `cam_01` for `cam01`). */
  ignoringCase: boolean;
  /** The rule that matched it: "cam_regex /…/" or "name". */
  rule: string;
  /** What the rule read from the file's name: the regex's group, or the camera name it contains. */
  extracted: string;
}

export type CameraFileMatchResult = { ok: true; value: CameraFileMatch[] } | { ok: false; message: string };

export interface CameraFileMatchOptions {
  /** A `cam_regex` (JavaScript syntax; Python's `(?P<name>…)` is accepted) with exactly one capture group. */
  camRegex?: string;
}

export type CamRegexResult = { ok: true; value: RegExp } | { ok: false; message: string };

/** The pattern as a RegExp, or why it cannot be one: invalid, or not exactly one capture group. */
export function parseCamRegex(pattern: string): CamRegexResult {
  let regex: RegExp;
  try {
    // anipose's patterns are Python's: its named group spelling is the only difference that matters here.
    regex = new RegExp(pattern.replace(/\(\?P</g, '(?<'));
  } catch (error) {
    return { ok: false, message: `cam_regex "${pattern}" is not a valid regular expression: ${(error as Error).message}` };
  }
  // Matching the empty alternative reports one slot per capture group, whatever the pattern.
  const groups = new RegExp(`${regex.source}|`).exec('')!.length - 1;
  if (groups !== 1) {
    return { ok: false, message: `cam_regex "${pattern}" has ${groups} capture groups; it needs exactly one, around the camera's name (e.g. "-cam([A-Z])$")` };
  }
  return { ok: true, value: regex };
}

/**
 * Matches each of `files` (paths or names: only the name without folders and extension is read) to
 * one of `cameraNames`. The result lists the files in the given order.
 */
export function matchFilesToCameras(files: readonly string[], cameraNames: readonly string[], options: CameraFileMatchOptions = {}): CameraFileMatchResult {
  if (options.camRegex !== undefined) {
    const parsed = parseCamRegex(options.camRegex);
    if (!parsed.ok) return parsed;
    return matchByRegex(files, cameraNames, parsed.value, 'given');
  }
  const byDefault = matchByRegex(files, cameraNames, new RegExp(DEFAULT_CAM_REGEX), 'default');
  if (byDefault.ok) return byDefault;
  const byName = matchByName(files, cameraNames);
  if (byName.ok) return byName;
  return { ok: false, message: `${byName.message}; nor did the default cam_regex /${DEFAULT_CAM_REGEX}/ fit (${extractionList(files, new RegExp(DEFAULT_CAM_REGEX))}): give a camera name pattern (anipose's cam_regex: --cam-regex, or the Studio's "Camera name pattern")` };
}

/**
 * A camera name as spelled loosely: lower case, no `_` or `-`, numbers without leading zeros.
 * Pose2Sim names a camera `cam_01` in its calibration and `cam01` in its folders.
 */
export function cameraSpelling(name: string): string {
  return name
    .toLowerCase()
    .replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, ''))
    .replace(/[_-]/g, '');
}

/** The file name without folders and without its last extension. */
export function fileStem(path: string): string {
  const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

function matchByRegex(files: readonly string[], cameraNames: readonly string[], regex: RegExp, origin: 'given' | 'default'): CameraFileMatchResult {
  const rule = `cam_regex /${regex.source}/`;
  const refuse = (what: string): CameraFileMatchResult => ({ ok: false, message: `${what} (${origin === 'given' ? 'the given' : 'the default'} ${rule} extracted ${extractionList(files, regex)})` });
  const matches: CameraFileMatch[] = [];
  const fileOfCamera = new Map<number, string>();
  for (const file of files) {
    const extracted = regex.exec(fileStem(file))?.[1]?.trim();
    if (extracted === undefined || extracted === '') return refuse(`"${file}": ${rule} finds no camera name in "${fileStem(file)}"`);
    let found = cameraNames.flatMap((name, c) => (name === extracted ? [c] : []));
    const loosely = found.length === 0;
    if (loosely) found = cameraNames.flatMap((name, c) => (cameraSpelling(name) === cameraSpelling(extracted) ? [c] : []));
    if (found.length === 0) return refuse(`"${file}": ${rule} reads camera "${extracted}", which the calibration does not have (${quotedList(cameraNames)})`);
    if (found.length > 1) return refuse(`"${file}": ${rule} reads camera "${extracted}", which is the spelling of several calibration cameras (${quotedList(found.map((c) => cameraNames[c]!))})`);
    const camera = found[0]!;
    const earlier = fileOfCamera.get(camera);
    if (earlier !== undefined) return refuse(`"${earlier}" and "${file}" both name camera "${cameraNames[camera]}": give one file per camera`);
    fileOfCamera.set(camera, file);
    matches.push({ file, camera, ignoringCase: loosely, rule, extracted });
  }
  return { ok: true, value: matches };
}

/** `"a.csv" → "A", "b.csv" → nothing`: what the pattern reads from each file. */
function extractionList(files: readonly string[], regex: RegExp): string {
  return files.map((file) => `"${file}" → ${quoted(regex.exec(fileStem(file))?.[1]?.trim())}`).join(', ');
}

function quoted(text: string | undefined): string {
  return text === undefined || text === '' ? 'nothing' : `"${text}"`;
}

function quotedList(names: readonly string[]): string {
  return names.map((n) => `"${n}"`).join(', ');
}

const SPELLINGS: { label: string; key: (name: string) => string }[] = [
  { label: '', key: (name) => name },
  { label: ' (ignoring case)', key: (name) => name.toLowerCase() },
  { label: ' (ignoring case, "_", "-" and leading zeros)', key: cameraSpelling },
];

function matchByName(files: readonly string[], cameraNames: readonly string[]): CameraFileMatchResult {
  const matches: CameraFileMatch[] = [];
  const fileOfCamera = new Map<number, string>();
  for (const file of files) {
    const stem = fileStem(file);
    let found: number[] = [];
    let level = 0;
    for (; level < SPELLINGS.length && found.length === 0; level++) found = longestContained(stem, cameraNames, SPELLINGS[level]!.key);
    level--;
    if (found.length === 0) {
      return {
        ok: false,
        message: `"${file}": its name contains none of the calibration's camera names (${quotedList(cameraNames)}); name each file after its camera, as anipose does (e.g. "trial1-${cameraNames[0] ?? 'camA'}.csv")`,
      };
    }
    if (found.length > 1) {
      const names = found.map((c) => `"${cameraNames[c]}"`);
      return {
        ok: false,
        message: `"${file}": its name contains the camera names ${names.slice(0, -1).join(', ')} and ${names.at(-1)}, equally long${SPELLINGS[level]!.label}, so its camera is ambiguous; rename the file so that one camera's name is the longest it contains`,
      };
    }
    const camera = found[0]!;
    const earlier = fileOfCamera.get(camera);
    if (earlier !== undefined) {
      return { ok: false, message: `"${earlier}" and "${file}" both name camera "${cameraNames[camera]}": give one file per camera (by the name rule)` };
    }
    fileOfCamera.set(camera, file);
    matches.push({ file, camera, ignoringCase: level > 0, rule: 'name', extracted: cameraNames[camera]! });
  }
  return { ok: true, value: matches };
}

/** Indices of the longest names (after `key`) that `stem` (after `key`) contains; empty when none does. */
function longestContained(stem: string, names: readonly string[], key: (name: string) => string): number[] {
  const keyedStem = key(stem);
  let best: number[] = [];
  let bestLength = 0;
  names.forEach((name, index) => {
    const k = key(name);
    if (k.length === 0 || !containsWhole(keyedStem, k)) return;
    if (k.length > bestLength) {
      best = [index];
      bestLength = k.length;
    } else if (k.length === bestLength) {
      best.push(index);
    }
  });
  return best;
}

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

/** `text` contains `name` somewhere that does not cut a number: "cam1" is not in "cam12", "1" is in "TS-1". */
function containsWhole(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const cutsBefore = isDigit(name[0]) && isDigit(text[at - 1]);
    const cutsAfter = isDigit(name.at(-1)) && isDigit(text[at + name.length]);
    if (!cutsBefore && !cutsAfter) return true;
  }
  return false;
}
