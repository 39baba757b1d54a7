import type { BodyModel } from '../../kinematics/model.ts';
import { plural } from '../../format/plural.ts';
import { matchParts, type PartMapping } from './partMatching.ts';

/**
 * BVH motion as plain numbers (what three's BVHLoader reads, copied out by the Studio's
 * features/studio/recording/bvhMotion.ts): joints parents-first, and per frame each joint's local
 * position (its offset plus any position channels) and local rotation (quaternion x, y, z, w).
 */
export interface BvhMotion {
  joints: { name: string; parent: number }[];
  frameCount: number;
  /** Seconds per frame ("Frame Time"). */
  frameTime: number;
  /** frameCount × joints × 3. */
  positions: Float64Array;
  /** frameCount × joints × 4, x y z w. */
  quaternions: Float64Array;
}

interface BvhTargets {
  /** Per frame, 3 numbers per body-plan joint (NaN where no BVH joint feeds it). */
  targets: Float64Array[];
  parts: string[];
  unmatchedParts: string[];
}

export type BvhTargetsResult = { ok: true; value: BvhTargets } | { ok: false; message: string };

/**
 * Each BVH joint's world position in every frame (root first, each child's position rotated by
 * its parent's world rotation), times `scale`, becomes the target of the body-plan joint of the
 * same name (case-insensitive; the mapping table overrides).
 */
export function bvhTargets(motion: BvhMotion, model: BodyModel, options: { scale: number; mapping?: PartMapping }): BvhTargetsResult {
  if (!(options.scale > 0) || !Number.isFinite(options.scale)) return { ok: false, message: `the BVH scale must be a positive number, got ${options.scale}` };
  const parts = motion.joints.map((j) => j.name);
  const matched = matchParts(parts, model, options.mapping);
  if (!matched.ok) return matched;
  const jointOfPart = matched.value.jointOfPart;
  if (jointOfPart.every((j) => j < 0)) {
    return { ok: false, message: `no BVH joint matches a joint of this body plan by name (BVH joints: ${parts.slice(0, 5).join(', ')}${parts.length > 5 ? ', …' : ''}); map them in the table` };
  }
  const count = motion.joints.length;
  const worldPos = new Float64Array(3 * count);
  const worldQuat = new Float64Array(4 * count);
  const targets: Float64Array[] = [];
  for (let f = 0; f < motion.frameCount; f++) {
    const frame = new Float64Array(3 * model.jointCount).fill(NaN);
    for (let b = 0; b < count; b++) {
      const p = motion.positions.subarray(3 * (f * count + b), 3 * (f * count + b) + 3);
      const q = motion.quaternions.subarray(4 * (f * count + b), 4 * (f * count + b) + 4);
      const parent = motion.joints[b]!.parent;
      if (parent < 0) {
        worldPos.set(p, 3 * b);
        worldQuat.set(q, 4 * b);
      } else {
        const pq = worldQuat.subarray(4 * parent, 4 * parent + 4);
        rotate(pq, p, worldPos, 3 * b);
        for (let k = 0; k < 3; k++) worldPos[3 * b + k]! += worldPos[3 * parent + k]!;
        multiply(pq, q, worldQuat, 4 * b);
      }
      const joint = jointOfPart[b]!;
      if (joint >= 0) for (let k = 0; k < 3; k++) frame[3 * joint + k] = worldPos[3 * b + k]! * options.scale;
    }
    targets.push(frame);
  }
  if (targets.length === 0) return { ok: false, message: `the BVH motion has ${plural(0, 'frame')}` };
  return { ok: true, value: { targets, parts, unmatchedParts: matched.value.unmatchedParts } };
}

/** out[at..at+2] = q · v · q⁻¹ (q unit, x y z w). */
function rotate(q: ArrayLike<number>, v: ArrayLike<number>, out: Float64Array, at: number): void {
  const [qx, qy, qz, qw] = [q[0]!, q[1]!, q[2]!, q[3]!];
  const [vx, vy, vz] = [v[0]!, v[1]!, v[2]!];
  // t = 2 q×v; v' = v + w t + q×t
  const tx = 2 * (qy * vz - qz * vy);
  const ty = 2 * (qz * vx - qx * vz);
  const tz = 2 * (qx * vy - qy * vx);
  out[at] = vx + qw * tx + (qy * tz - qz * ty);
  out[at + 1] = vy + qw * ty + (qz * tx - qx * tz);
  out[at + 2] = vz + qw * tz + (qx * ty - qy * tx);
}

/** out[at..at+3] = a · b (Hamilton product, x y z w). */
function multiply(a: ArrayLike<number>, b: ArrayLike<number>, out: Float64Array, at: number): void {
  const [ax, ay, az, aw] = [a[0]!, a[1]!, a[2]!, a[3]!];
  const [bx, by, bz, bw] = [b[0]!, b[1]!, b[2]!, b[3]!];
  out[at] = aw * bx + ax * bw + ay * bz - az * by;
  out[at + 1] = aw * by - ax * bz + ay * bw + az * bx;
  out[at + 2] = aw * bz + ax * by - ay * bx + az * bw;
  out[at + 3] = aw * bw - ax * bx - ay * by - az * bz;
}

export type BvhCheck = { ok: true; frameCount: number; frameTime: number } | { ok: false; message: string };

/**
 * Checks a BVH text's layout before three's BVHLoader reads it (the loader logs and goes on with
 * NaNs on bad input): HIERARCHY, the CHANNELS counts, MOTION, "Frames:", "Frame Time:", and one
 * line of as many numbers as there are channels per frame. Errors give the line (and frame).
 */
export function checkBvhText(text: string): BvhCheck {
  const lines = text.split(/\r\n|\r|\n/);
  let l = 0;
  const next = (): { line: number; text: string } | null => {
    while (l < lines.length && lines[l]!.trim() === '') l++;
    if (l >= lines.length) return null;
    return { line: ++l, text: lines[l - 1]!.trim() };
  };
  const first = next();
  if (first?.text !== 'HIERARCHY') return { ok: false, message: `line ${first?.line ?? 1}: not a BVH file: expected "HIERARCHY" first` };
  let channels = 0;
  let joints = 0;
  let motion: { line: number; text: string } | null = null;
  for (let entry = next(); entry !== null; entry = next()) {
    if (entry.text === 'MOTION') {
      motion = entry;
      break;
    }
    const words = entry.text.split(/\s+/);
    if (words[0] === 'ROOT' || words[0] === 'JOINT') {
      if (words.length < 2) return { ok: false, message: `line ${entry.line}: ${words[0]} without a name` };
      joints++;
    }
    if (words[0] === 'CHANNELS') {
      const count = Number(words[1]);
      if (!Number.isInteger(count) || count < 0 || words.length !== count + 2) return { ok: false, message: `line ${entry.line}: CHANNELS must give a count and that many channel names` };
      const bad = words.slice(2).find((w) => !/^[XYZ](position|rotation)$/.test(w));
      if (bad !== undefined) return { ok: false, message: `line ${entry.line}: unknown channel "${bad}" (Xposition … Zrotation)` };
      channels += count;
    }
  }
  if (motion === null) return { ok: false, message: `line ${lines.length}: the file ends before "MOTION"` };
  if (joints === 0) return { ok: false, message: `line ${motion.line}: no ROOT or JOINT before MOTION` };
  const frames = next();
  const frameCount = Number(/^Frames:\s*(\S+)$/.exec(frames?.text ?? '')?.[1]);
  if (!Number.isInteger(frameCount) || frameCount < 1) return { ok: false, message: `line ${frames?.line ?? motion.line + 1}: expected "Frames: N" with N a whole number ≥ 1` };
  const time = next();
  const frameTime = Number(/^Frame Time:\s*(\S+)$/.exec(time?.text ?? '')?.[1]);
  if (!(frameTime > 0) || !Number.isFinite(frameTime)) return { ok: false, message: `line ${time?.line ?? frames!.line + 1}: expected "Frame Time: seconds" (a positive number)` };
  for (let f = 0; f < frameCount; f++) {
    const data = next();
    if (data === null) return { ok: false, message: `line ${lines.length}: the file ends after ${plural(f, 'frame')}, but "Frames:" says ${frameCount}` };
    const values = data.text.split(/\s+/);
    if (values.length !== channels) return { ok: false, message: `line ${data.line} (frame ${f}): ${plural(values.length, 'value')}, but the hierarchy has ${plural(channels, 'channel')}` };
    const bad = values.findIndex((v) => !Number.isFinite(Number(v)));
    if (bad >= 0) return { ok: false, message: `line ${data.line} (frame ${f}), value ${bad + 1}: "${values[bad]}" is not a number` };
  }
  return { ok: true, frameCount, frameTime };
}
