/**
 * Which camera of a calibration each per-camera recording file belongs to, by anipose's convention:
 * the file is named after its camera (e.g. `fly3-trial2-camA.csv` for camera "camA"). The longest
 * camera name the file's name contains wins, so "cam1" and "cam10" can live side by side. Names
 * are compared case-sensitively, as anipose does; only when no name matches that way is case
 * ignored. A tie, no match, or two files for one camera is refused: a silent guess would solve
 * with a wrong camera.
 */

export interface CameraFileMatch {
  /** The file as given (a path or a name). */
  file: string;
  /** Index of its camera in the calibration's camera list. */
  camera: number;
  /** True when the name matched only ignoring case. */
  ignoringCase: boolean;
}

export type CameraFileMatchResult = { ok: true; value: CameraFileMatch[] } | { ok: false; message: string };

/**
 * Matches each of `files` (paths or names: only the file name without its extension is read) to
 * one of `cameraNames`. The result lists the files in the given order.
 */
export function matchFilesToCameras(files: readonly string[], cameraNames: readonly string[]): CameraFileMatchResult {
  const matches: CameraFileMatch[] = [];
  const fileOfCamera = new Map<number, string>();
  for (const file of files) {
    const stem = fileStem(file);
    let ignoringCase = false;
    let found = longestContained(stem, cameraNames, (name) => name);
    if (found.length === 0) {
      ignoringCase = true;
      found = longestContained(stem.toLowerCase(), cameraNames, (name) => name.toLowerCase());
    }
    if (found.length === 0) {
      return {
        ok: false,
        message: `"${file}": its name contains none of the calibration's camera names (${cameraNames.map((n) => `"${n}"`).join(', ')}); name each file after its camera, as anipose does (e.g. "trial1-${cameraNames[0] ?? 'camA'}.csv")`,
      };
    }
    if (found.length > 1) {
      const names = found.map((c) => `"${cameraNames[c]}"`);
      return {
        ok: false,
        message: `"${file}": its name contains the camera names ${names.slice(0, -1).join(', ')} and ${names.at(-1)}, equally long${ignoringCase ? ' (ignoring case)' : ''}, so its camera is ambiguous; rename the file so that one camera's name is the longest it contains`,
      };
    }
    const camera = found[0]!;
    const earlier = fileOfCamera.get(camera);
    if (earlier !== undefined) {
      return { ok: false, message: `"${earlier}" and "${file}" both name camera "${cameraNames[camera]}": give one file per camera` };
    }
    fileOfCamera.set(camera, file);
    matches.push({ file, camera, ignoringCase });
  }
  return { ok: true, value: matches };
}

/** The file name without folders and without its last extension. */
export function fileStem(path: string): string {
  const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** Indices of the longest names (after `key`) that `stem` contains; empty when none does. */
function longestContained(stem: string, names: readonly string[], key: (name: string) => string): number[] {
  let best: number[] = [];
  let bestLength = 0;
  names.forEach((name, index) => {
    const k = key(name);
    if (k.length === 0 || !stem.includes(k)) return;
    if (k.length > bestLength) {
      best = [index];
      bestLength = k.length;
    } else if (k.length === bestLength) {
      best.push(index);
    }
  });
  return best;
}
