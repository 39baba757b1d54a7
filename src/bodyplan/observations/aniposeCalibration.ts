/**
 * Reads the `calibration.toml` anipose (aniposelib's CameraGroup.dump) writes: one table per camera
 * (`[cam_0]`, `[cam_1]`, ...) and an optional `[metadata]` table, which is ignored. Each camera has
 * `name`, `size` = [width, height], `matrix` (3×3 intrinsics), `distortions` = [k1, k2, p1, p2, k3]
 * (OpenCV's model), `rotation` (world-to-camera Rodrigues vector) and `translation`, so that
 * p_cam = R(rotation)·p_world + translation, as our pinhole mapper takes it; `fisheye = true` marks
 * a camera of OpenCV's fisheye model, which is refused.
 */

import { parse, TomlError } from 'smol-toml';
import { NO_DISTORTION, type LensDistortion } from './lensDistortion.ts';
import { pinholeCamera, type PinholeCamera } from './mapper.ts';
import { rodriguesToMatrix } from './rodrigues.ts';

export interface CalibratedCamera {
  /** The camera's `name`: what its recording files are matched by. */
  name: string;
  /** The TOML table it came from (e.g. "cam_0"), for messages. */
  section: string;
  /** Image width and height in pixels. */
  size: [number, number];
  camera: PinholeCamera;
  distortion: LensDistortion;
}

export type CalibrationResult = { ok: true; value: CalibratedCamera[] } | { ok: false; message: string };

const CAMERA_SHAPE = 'name, size = [width, height], matrix (3×3), distortions = [k1, k2, p1, p2, k3], rotation (Rodrigues vector), translation';

/** Reads an anipose calibration; every failure names the place (line:column, or the section and field). */
export function readAniposeCalibration(text: string): CalibrationResult {
  let document: Record<string, unknown>;
  try {
    document = parse(text) as Record<string, unknown>;
  } catch (error) {
    if (!(error instanceof TomlError)) throw error;
    // smol-toml's message repeats the lines around the error after a blank line; the first line says what is wrong.
    const what = error.message.split('\n')[0]!.replace(/^Invalid TOML document: /, '');
    return { ok: false, message: `line ${error.line}, column ${error.column}: not valid TOML: ${what}` };
  }
  const cameras: CalibratedCamera[] = [];
  const sectionOfName = new Map<string, string>();
  for (const [section, table] of Object.entries(document)) {
    if (section === 'metadata') continue;
    if (!isTable(table)) {
      return { ok: false, message: `top-level key "${section}": expected a camera table such as [cam_0] with ${CAMERA_SHAPE} (or [metadata]), got ${describe(table)}` };
    }
    const read = readCamera(section, table);
    if (!read.ok) return read;
    const earlier = sectionOfName.get(read.value.name);
    if (earlier !== undefined) return { ok: false, message: `[${section}] name: "${read.value.name}" is also the name of [${earlier}]: each camera needs its own name` };
    sectionOfName.set(read.value.name, section);
    cameras.push(read.value);
  }
  if (cameras.length === 0) return { ok: false, message: `no camera tables: expected [cam_0], [cam_1], ... each with ${CAMERA_SHAPE}` };
  return { ok: true, value: cameras };
}

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

function readCamera(section: string, table: Record<string, unknown>): Read<CalibratedCamera> {
  const at = (field: string) => `[${section}] ${field}`;
  const fail = (field: string, expected: string): { ok: false; message: string } => ({
    ok: false,
    message: table[field] === undefined ? `${at(field)}: missing; expected ${expected}` : `${at(field)}: expected ${expected}, got ${describe(table[field])}`,
  });

  const name = table.name;
  if (typeof name !== 'string' || name.trim() === '') return fail('name', 'the camera\'s name, a non-empty string');
  const which = `[${section}] (camera "${name}")`;

  const fisheye = table.fisheye;
  if (fisheye !== undefined && typeof fisheye !== 'boolean') return fail('fisheye', 'true or false');
  if (fisheye === true) {
    return {
      ok: false,
      message: `${which}: fisheye = true: fisheye lenses (OpenCV's fisheye model) are not supported; only the radial-tangential model [k1, k2, p1, p2, k3] is. Calibrate without the fisheye option, or undistort the 2D points first and give zero distortions`,
    };
  }

  const size = numbers(table.size);
  if (size === null || size.length !== 2 || !size.every((v) => Number.isInteger(v) && v > 0)) return fail('size', '[width, height], two whole numbers of pixels > 0');

  const matrix = table.matrix;
  const rows = Array.isArray(matrix) && matrix.length === 3 ? matrix.map(numbers) : null;
  if (rows === null || !rows.every((row) => row !== null && row.length === 3)) return fail('matrix', 'the 3×3 camera matrix [[fx, 0, cx], [0, fy, cy], [0, 0, 1]] of finite numbers');
  type Row = [number, number, number];
  const [[fx, skew, cx], [lower, fy, cy], last] = rows as [Row, Row, Row];
  if (!(fx > 0) || !(fy > 0)) return { ok: false, message: `${at('matrix')}: the focal lengths fx = matrix[0][0] and fy = matrix[1][1] must be > 0, got ${fx} and ${fy}` };
  if (skew !== 0 || lower !== 0) return { ok: false, message: `${at('matrix')}: matrix[0][1] (skew) and matrix[1][0] must be 0, got ${skew} and ${lower}: skewed pixels are not supported` };
  if (last[0] !== 0 || last[1] !== 0 || last[2] !== 1) return { ok: false, message: `${at('matrix')}: the last row must be [0, 0, 1], got [${last.join(', ')}]` };

  const coefficients = numbers(table.distortions);
  // OpenCV also writes 8, 12 or 14 coefficients (rational and thin-prism terms); those beyond k3 must then be zero.
  if (coefficients === null || coefficients.length < 4) return fail('distortions', '[k1, k2, p1, p2, k3] (or [k1, k2, p1, p2]) of finite numbers');
  const beyond = coefficients.slice(5).findIndex((v) => v !== 0);
  if (beyond !== -1) {
    return { ok: false, message: `${at('distortions')}: coefficient ${beyond + 6} is ${coefficients[beyond + 5]}: only OpenCV's 5-coefficient model [k1, k2, p1, p2, k3] is supported (further coefficients must be 0)` };
  }
  const [k1, k2, p1, p2, k3 = 0] = coefficients as [number, number, number, number, number?];
  const distortion: LensDistortion = k1 === 0 && k2 === 0 && p1 === 0 && p2 === 0 && k3 === 0 ? NO_DISTORTION : { k1, k2, p1, p2, k3 };

  const rotation = numbers(table.rotation);
  if (rotation === null || rotation.length !== 3) return fail('rotation', 'the world-to-camera rotation as a Rodrigues vector [rx, ry, rz] (axis × angle in radians) of finite numbers');
  const translation = numbers(table.translation);
  if (translation === null || translation.length !== 3) return fail('translation', 'the world-to-camera translation [tx, ty, tz] of finite numbers');

  return {
    ok: true,
    value: { name, section, size: [size[0]!, size[1]!], camera: pinholeCamera(fx, fy, cx, cy, translation, rodriguesToMatrix(rotation)), distortion },
  };
}

/** The array's numbers when it is an array of finite numbers, else null. */
function numbers(value: unknown): number[] | null {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'number' && Number.isFinite(v))) return null;
  return value as number[];
}

function isTable(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

function describe(value: unknown): string {
  if (isTable(value)) return 'a table';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
