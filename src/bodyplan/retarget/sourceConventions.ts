import { METRES_PER_UNIT, yUpToZUp } from '../recording/labFiles/upAxis.ts';
import { sourceRole, type BodyRole } from './boneNames.ts';
import type { SourceMotion } from './retargetTypes.ts';

type Conventions = SourceMotion['conventions'];
export type SourceUnit = Conventions['unit'];
export type SourceForward = Conventions['forward'];

/** What the user sets; anything unset is detected. `forward` is in the file's own axes. */
export interface SourceOverrides {
  up?: 'y' | 'z';
  unit?: SourceUnit;
  forward?: SourceForward;
}

/** A clip as read, before normalization: positions in the file's axes and values. */
export interface RawSource {
  names: string[];
  parents: number[];
  fps: number;
  frameCount: number;
  positions: Float64Array;
  /** names × 3: a rest pose (BVH: its zero pose), in the same axes and values; absent for markers. */
  rest?: Float64Array;
  /** When the file states its unit (.trc Units, .c3d POINT:UNITS): the unit, where it says so, and metres per value as read. */
  fileUnit?: { unit: SourceUnit; from: string; metresPerValue: number };
}

export type NormalizeResult = { ok: true; value: SourceMotion } | { ok: false; message: string };

// Above these heights (in the file's values) a standing person is in cm, then mm: a 1.7 m person
// is 1.7, 170 or 1700; the bands leave room for children and robots (0.5 to 5 m).
const METRES_BELOW = 5;
const CENTIMETRES_BELOW = 500;

/**
 * Brings a clip to the robot's conventions: metres, Z up, facing +X (REP-103). The up axis is the
 * one the body is tallest along (its median height over the first second), the unit follows from
 * that height unless the file says it, and the facing is up × (right − left) of the hips (or pelvis
 * markers, shoulders, ankles), snapped to the nearest axis and turned to +X. `detectedFrom` says
 * which of these came from the file, the user or the geometry.
 */
export function normalizeSource(raw: RawSource, overrides: SourceOverrides = {}): NormalizeResult {
  const positions = Float64Array.from(raw.positions);
  // The rest pose goes through the same turns and unit as the frames (limbScale.ts measures it).
  const rest = raw.rest === undefined ? undefined : Float64Array.from(raw.rest);
  const n = raw.names.length;
  const window = Math.max(1, Math.min(raw.frameCount, Math.round(raw.fps)));
  const notes: string[] = [];

  const heightY = medianExtent(positions, n, window, 1);
  const heightZ = medianExtent(positions, n, window, 2);
  if (!Number.isFinite(heightY) && !Number.isFinite(heightZ)) return { ok: false, message: 'the clip has no position in its first second: nothing to measure' };
  const up = overrides.up ?? (heightY >= heightZ ? 'y' : 'z');
  notes.push(overrides.up !== undefined ? `up ${up} (set)` : `up ${up} (the body is tallest along ${up.toUpperCase()}: ${round(Math.max(heightY, heightZ))} vs ${round(Math.min(heightY, heightZ))})`);
  const height = up === 'y' ? heightY : heightZ;
  if (up === 'y') {
    yUpToZUp(positions);
    if (rest !== undefined) yUpToZUp(rest);
  }

  let unit: SourceUnit;
  let metresPerValue: number;
  if (overrides.unit !== undefined) {
    unit = overrides.unit;
    metresPerValue = raw.fileUnit !== undefined ? raw.fileUnit.metresPerValue * (METRES_PER_UNIT[overrides.unit]! / METRES_PER_UNIT[raw.fileUnit.unit]!) : METRES_PER_UNIT[unit]!;
    notes.push(`unit ${unit} (set)`);
  } else if (raw.fileUnit !== undefined) {
    ({ unit, metresPerValue } = raw.fileUnit);
    notes.push(`unit ${unit} (${raw.fileUnit.from})`);
  } else {
    unit = height < METRES_BELOW ? 'm' : height < CENTIMETRES_BELOW ? 'cm' : 'mm';
    metresPerValue = METRES_PER_UNIT[unit]!;
    notes.push(`unit ${unit} (the body is ${round(height)} tall: ${round(height * metresPerValue)} m in ${unit})`);
  }
  for (let i = 0; i < positions.length; i++) positions[i]! *= metresPerValue;
  if (rest !== undefined) for (let i = 0; i < rest.length; i++) rest[i]! *= metresPerValue;

  let heading: [number, number];
  let forward: SourceForward;
  if (overrides.forward !== undefined) {
    const direction = zUpDirection(overrides.forward, up);
    if (direction === null) return { ok: false, message: `the forward axis ${overrides.forward} is the up axis (${up}); it must be horizontal` };
    heading = direction;
    forward = overrides.forward;
    notes.push(`forward ${forward} (set)`);
  } else {
    const facing = detectFacing(raw.names, positions, window);
    if (facing === null) {
      heading = [1, 0];
      forward = fileLabel([1, 0], up);
      notes.push(`forward ${forward} (assumed: no left and right hips, pelvis markers, shoulders or ankles to tell)`);
    } else {
      heading = snap(facing.direction);
      forward = fileLabel(heading, up);
      notes.push(`forward ${forward} (up × right-to-left of the ${facing.from}, ${Math.round((Math.atan2(facing.direction[1], facing.direction[0]) * 180) / Math.PI)}° in the Z-up frame)`);
    }
  }
  // Turn about Z by the angle that takes the heading to +X.
  const [c, s] = [heading[0], -heading[1]];
  for (const values of rest === undefined ? [positions] : [positions, rest]) {
    for (let i = 0; i + 2 < values.length; i += 3) {
      const x = values[i]!;
      const y = values[i + 1]!;
      values[i] = c * x - s * y;
      values[i + 1] = s * x + c * y;
    }
  }
  return {
    ok: true,
    value: {
      names: raw.names, parents: raw.parents, fps: raw.fps, frameCount: raw.frameCount, positions,
      ...(rest === undefined ? {} : { rest }),
      conventions: { up, forward, unit, detectedFrom: notes.join('; ') },
    },
  };
}

/** Median over the first frames of the body's extent along `axis` (NaN where no frame has 2 points). */
function medianExtent(positions: Float64Array, n: number, frames: number, axis: number): number {
  const extents: number[] = [];
  for (let f = 0; f < frames; f++) {
    let lo = Infinity;
    let hi = -Infinity;
    for (let j = 0; j < n; j++) {
      const v = positions[3 * (f * n + j) + axis]!;
      if (Number.isFinite(v)) {
        lo = Math.min(lo, v);
        hi = Math.max(hi, v);
      }
    }
    if (hi > lo) extents.push(hi - lo);
  }
  extents.sort((a, b) => a - b);
  return extents.length === 0 ? NaN : extents[Math.floor(extents.length / 2)]!;
}

/** The pairs whose right-minus-left is the body's sideways direction, best first. */
const SIDEWAYS: [BodyRole, string][] = [['hip', 'hips'], ['pelvis', 'pelvis markers'], ['shoulder', 'shoulders'], ['ankle', 'ankles']];

/** The facing (up × (right − left)) over the first frames, from the first pair of points both sides have. */
function detectFacing(names: string[], positions: Float64Array, frames: number): { direction: [number, number]; from: string } | null {
  const n = names.length;
  const read = names.map(sourceRole);
  for (const [role, from] of SIDEWAYS) {
    const left = read.flatMap((r, i) => (r.role === role && r.side === 'left' ? [i] : []));
    const right = read.flatMap((r, i) => (r.role === role && r.side === 'right' ? [i] : []));
    if (left.length === 0 || right.length === 0) continue;
    let rx = 0;
    let ry = 0;
    for (let f = 0; f < frames; f++) {
      const mean = (set: number[], axis: number): number => set.reduce((sum, j) => sum + positions[3 * (f * n + j) + axis]!, 0) / set.length;
      const dx = mean(right, 0) - mean(left, 0);
      const dy = mean(right, 1) - mean(left, 1);
      if (Number.isFinite(dx) && Number.isFinite(dy)) {
        rx += dx;
        ry += dy;
      }
    }
    const length = Math.hypot(rx, ry);
    // up × r with up = +Z: (−r_y, r_x).
    if (length > 0) return { direction: [-ry / length, rx / length], from };
  }
  return null;
}

/** The horizontal axis of the Z-up frame nearest to a direction. */
function snap([x, y]: [number, number]): [number, number] {
  return Math.abs(x) >= Math.abs(y) ? [Math.sign(x), 0] : [0, Math.sign(y)];
}

/** A Z-up-frame axis as the file names it (a Y-up file's +Z is the Z-up frame's −Y: yUpToZUp). */
function fileLabel([x, y]: [number, number], up: 'y' | 'z'): SourceForward {
  if (x !== 0) return x > 0 ? '+x' : '-x';
  if (up === 'z') return y > 0 ? '+y' : '-y';
  return y > 0 ? '-z' : '+z';
}

/** A file axis as a horizontal direction of the Z-up frame; null when it is the up axis. */
function zUpDirection(label: SourceForward, up: 'y' | 'z'): [number, number] | null {
  const sign = label.startsWith('-') ? -1 : 1;
  const axis = label[1]!;
  if (axis === up) return null;
  if (axis === 'x') return [sign, 0];
  if (up === 'z') return [0, sign];
  return [0, -sign];
}

function round(value: number): string {
  return value.toPrecision(3);
}
