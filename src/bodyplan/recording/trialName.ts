/**
 * The name of a trial, from the names of the files it was loaded from, for naming what is exported
 * from it (`trial1-solved.csv`): every trial of a rig shares its calibration file, so exports named
 * after the calibration would overwrite each other.
 *
 * Each name is cut down to its stem: folders, extensions (several: SLEAP's
 * `.predictions.analysis.h5`), DeepLabCut's scorer (everything from `DLC_`, as in
 * `trial1-camADLC_resnet50_flyMay1shuffle1_1000_filtered.h5`), OpenPose's per-frame
 * `_000000000012_keypoints` and Pose2Sim's frame range and filter (`_0-100_filt_butterworth`).
 * Then the stems' common start and end, less a camera word left dangling (`trial1-cam` of
 * `trial1-camA`, `trial1-camB`), is the trial. One stem is the trial less a camera at its end.
 * Calibration files (`.toml`, or "calib" in the name) are left out: they are the rig's, not the
 * trial's. With no name left, the videos' names are tried, then `fallback`.
 */

/** Extensions and the tools' infixes before them, stripped from the end of a name, repeatedly. */
const EXTENSION = /\.(h5|hdf5|csv|json|trc|c3d|slp|bvh|toml|pickle|txt|mp4|mov|avi|mkv|webm|predictions|analysis|filtered)$/i;

/** What the tools append after the trial's own name (the first match and what follows is cut). */
const TOOL_SUFFIXES = [
  // DeepLabCut's scorer: DLC_<network>_<project><date>shuffle<n>_<iterations>, then _filtered, _el …
  /DLC_.*$/,
  // OpenPose / RTMPose: one JSON per frame, <video>_<12-digit frame>_keypoints.
  /[-_]?\d*_keypoints$/i,
  // Pose2Sim's triangulation and filtering: <trial>_<first>-<last>[_filt_<filter>].
  /_\d+-\d+(_filt(_[a-z]+)?)?$/i,
  /_filt(_[a-z]+)?$/i,
  // DeepLabCut's filtered output when the scorer was already cut, and SLEAP's labels versions.
  /[-_.]filtered$/i,
];

/** A camera word left at the end of a common start ("trial1_cam" of "trial1_cam_01", "trial1_cam_02"). */
const DANGLING_CAMERA = /[-_. ]*(cam(era)?|view)$/i;
/** A letter or digit: a common start or end that stops between two of them stops inside a word. */
const WORD = /^[A-Za-z0-9]$/;
/** A whole camera token at the end of one name: "-camA", "_cam01", "-cam1", " camera 2". */
const TRAILING_CAMERA = /[-_. ]+(cam(era)?|view)[-_ ]?[A-Za-z]?\d{0,3}$/i;
/** Separators and characters that are awkward in a file name; replaced by one "-". */
const UNSAFE = /[^A-Za-z0-9._-]+/g;

export interface TrialNameSources {
  /** The recording's files, as the user gave them (paths or names). */
  files: readonly string[];
  /** Camera videos opened with it, tried when the files give no name. */
  videos?: readonly string[];
  /** The recording's camera names (the calibration's): one at the end of a single name goes, whatever it is called ("trial1-left"). */
  cameras?: readonly string[];
}

export function trialName(sources: TrialNameSources, fallback = 'recording'): string {
  const cameras = sources.cameras ?? [];
  return nameOf(sources.files.filter((f) => !isCalibration(f)), cameras) ?? nameOf(sources.videos ?? [], cameras) ?? fallback;
}

function isCalibration(file: string): boolean {
  const name = baseName(file);
  return /\.toml$/i.test(name) || /calib/i.test(name);
}

function nameOf(files: readonly string[], cameras: readonly string[]): string | null {
  const stems = [...new Set(files.map(stemOf))].filter((s) => s !== '');
  if (stems.length === 0) return null;
  const name = stems.length === 1 ? withoutCamera(stems[0]!, cameras) : commonName(stems);
  const safe = tidy(name.replace(UNSAFE, '-'));
  return safe === '' ? null : safe;
}

/** One stem less the camera at its end: a known camera's name after a separator, else a "cam…" word. */
function withoutCamera(stem: string, cameras: readonly string[]): string {
  const known = cameras.find((camera) => camera !== '' && stem.length > camera.length + 1 && stem.toLowerCase().endsWith(camera.toLowerCase()) && /[-_. ]/.test(stem[stem.length - camera.length - 1]!));
  return known === undefined ? stem.replace(TRAILING_CAMERA, '') : stem.slice(0, stem.length - known.length);
}

function baseName(file: string): string {
  return file.split(/[\\/]/).pop() ?? file;
}

/** A file's name less its folders, extensions and the tools' suffixes. */
export function stemOf(file: string): string {
  let stem = baseName(file);
  while (EXTENSION.test(stem)) stem = stem.replace(EXTENSION, '');
  for (const suffix of TOOL_SUFFIXES) stem = stem.replace(suffix, '');
  return tidy(stem);
}

/**
 * The stems' common start and common end (not overlapping), joined by "-". A part that stops inside
 * a word is cut back to the word's edge: "trial1-cam" of "trial1-camA" and "trial1-camB" was going
 * to name a camera; then a camera word left at the end goes too.
 */
function commonName(stems: readonly string[]): string {
  const first = stems[0]!;
  const shortest = Math.min(...stems.map((s) => s.length));
  let start = 0;
  while (start < shortest && stems.every((s) => s[start] === first[start])) start++;
  let end = 0;
  while (end < shortest - start && stems.every((s) => s[s.length - 1 - end] === first[first.length - 1 - end])) end++;
  let head = first.slice(0, start);
  if (WORD.test(head.at(-1) ?? '') && stems.some((s) => WORD.test(s[start] ?? ''))) head = head.replace(/[A-Za-z0-9]+$/, '');
  let tail = first.slice(first.length - end);
  if (WORD.test(tail[0] ?? '') && stems.some((s) => WORD.test(s[s.length - end - 1] ?? ''))) tail = tail.replace(/^[A-Za-z0-9]+/, '');
  return [tidy(tidy(head).replace(DANGLING_CAMERA, '')), tidy(tail)].filter((part) => part !== '').join('-');
}

/** Without separators at either end. */
function tidy(text: string): string {
  return text.replace(/^[-_. ]+|[-_. ]+$/g, '');
}
