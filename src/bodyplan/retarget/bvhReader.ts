/*
 * A BVH reader in plain numbers, for the CLI (the Studio reads BVH with three's BVHLoader, which
 * needs three.js). Layout:
 *   HIERARCHY
 *   ROOT Hips { OFFSET x y z  CHANNELS n <names>  JOINT LeftUpLeg { … }  End Site { OFFSET … } }
 *   MOTION
 *   Frames: N
 *   Frame Time: seconds
 *   one line per frame: every joint's channel values, in hierarchy order.
 * Each joint's CHANNELS lists its own order: rotations apply in that order as written (ZYX, as
 * LAFAN1 and Mixamo write, is Rz·Ry·Rx; any order works), in degrees. Position channels may be on any
 * joint; a joint's local position is its OFFSET plus its position channels, as three's BVHLoader
 * and the Studio read it. End Sites are not joints (they have no channels) and are skipped.
 */

export interface BvhClip {
  names: string[];
  parents: number[];
  fps: number;
  frameCount: number;
  /** frameCount × joints × 3 world positions, in the file's units and axes. */
  positions: Float64Array;
  /** joints × 3: the zero pose (every channel 0, so each joint at its parent plus its OFFSET), the skeleton's rest pose, in the same units and axes. */
  rest: Float64Array;
}

export type BvhReadResult = { ok: true; value: BvhClip } | { ok: false; message: string };

interface BvhJoint {
  name: string;
  parent: number;
  offset: [number, number, number];
  /** Per channel: 0..2 X/Y/Z position, 3..5 X/Y/Z rotation. */
  channels: number[];
}

/**
 * The most positions (frames × joints × 3) a clip may hold: 50 million numbers, 400 MB. A 10-minute
 * clip at 120 fps of a 70-joint skeleton is 15 million; more is a mistake or a hostile file, refused
 * before anything that size is allocated.
 */
export const MAX_POSITIONS = 50_000_000;

const CHANNEL_CODES: Record<string, number> = { Xposition: 0, Yposition: 1, Zposition: 2, Xrotation: 3, Yrotation: 4, Zrotation: 5 };

/** Reads a BVH text into world joint positions per frame; errors say the line (and the frame). */
export function readBvh(text: string): BvhReadResult {
  const lines = text.split(/\r\n|\r|\n/);
  let l = 0;
  const fail = (line: number, message: string): BvhReadResult => ({ ok: false, message: `line ${line}: ${message}` });
  // Tokens of the hierarchy, each with its line, so braces on their own lines or joined lines both work.
  const tokens: { text: string; line: number }[] = [];
  for (; l < lines.length; l++) {
    const words = lines[l]!.trim().split(/\s+/).filter((w) => w !== '');
    if (words[0] === 'MOTION') break;
    for (const word of words) tokens.push({ text: word, line: l + 1 });
  }
  if (tokens[0]?.text !== 'HIERARCHY') return fail(tokens[0]?.line ?? 1, 'not a BVH file: expected "HIERARCHY" first');
  if (l >= lines.length) return fail(lines.length, 'the file ends before "MOTION"');
  const motionLine = l + 1;

  const joints: BvhJoint[] = [];
  const stack: number[] = []; // joint index per open brace; -2 for an End Site
  let t = 1;
  const number = (at: number): number => Number(tokens[at]?.text);
  while (t < tokens.length) {
    const token = tokens[t]!;
    if (token.text === 'ROOT' || token.text === 'JOINT') {
      const name = tokens[t + 1];
      if (name === undefined || name.text === '{') return fail(token.line, `${token.text} without a name`);
      if (token.text === 'JOINT' && stack.length === 0) return fail(token.line, `JOINT "${name.text}" outside a ROOT's braces`);
      if (tokens[t + 2]?.text !== '{') return fail(name.line, `expected "{" after ${token.text} ${name.text}`);
      const parent = stack.length === 0 ? -1 : stack.at(-1)!;
      if (parent === -2) return fail(token.line, `JOINT "${name.text}" inside an End Site`);
      joints.push({ name: name.text, parent, offset: [0, 0, 0], channels: [] });
      stack.push(joints.length - 1);
      t += 3;
    } else if (token.text === 'End') {
      if (tokens[t + 1]?.text !== 'Site' || tokens[t + 2]?.text !== '{') return fail(token.line, 'expected "End Site {"');
      stack.push(-2);
      t += 3;
    } else if (token.text === 'OFFSET') {
      const values = [number(t + 1), number(t + 2), number(t + 3)];
      if (values.some((v) => !Number.isFinite(v))) return fail(token.line, 'OFFSET needs three numbers');
      const current = stack.at(-1);
      if (current === undefined) return fail(token.line, 'OFFSET outside a joint');
      if (current >= 0) joints[current]!.offset = values as [number, number, number];
      t += 4;
    } else if (token.text === 'CHANNELS') {
      const count = number(t + 1);
      const current = stack.at(-1);
      if (current === undefined || current < 0) return fail(token.line, 'CHANNELS outside a joint');
      if (!Number.isInteger(count) || count < 0) return fail(token.line, 'CHANNELS must give a count and that many channel names');
      for (let c = 0; c < count; c++) {
        const channel = tokens[t + 2 + c];
        const code = channel === undefined ? undefined : CHANNEL_CODES[channel.text];
        if (code === undefined) return fail(channel?.line ?? token.line, `unknown channel "${channel?.text ?? ''}" (Xposition … Zrotation)`);
        joints[current]!.channels.push(code);
      }
      t += 2 + count;
    } else if (token.text === '}') {
      if (stack.pop() === undefined) return fail(token.line, 'a "}" without its "{"');
      t += 1;
    } else {
      return fail(token.line, `unexpected "${token.text}" in the hierarchy`);
    }
  }
  if (stack.length > 0) return fail(motionLine, `${stack.length} "{" not closed before MOTION`);
  if (joints.length === 0) return fail(motionLine, 'no ROOT or JOINT before MOTION');

  const framesLine = motionLine + 1;
  const frameCount = Number(/^Frames:\s*(\S+)$/.exec(lines[motionLine]?.trim() ?? '')?.[1]);
  if (!Number.isInteger(frameCount) || frameCount < 1) return fail(framesLine, 'expected "Frames: N" with N a whole number ≥ 1');
  const frameTime = Number(/^Frame Time:\s*(\S+)$/.exec(lines[motionLine + 1]?.trim() ?? '')?.[1]);
  if (!(frameTime > 0) || !Number.isFinite(frameTime)) return fail(framesLine + 1, 'expected "Frame Time: seconds" (a positive number)');
  const channelCount = joints.reduce((sum, j) => sum + j.channels.length, 0);
  const count = joints.length;
  // Room for the frames the file has lines for, not for what "Frames:" claims (a truncated or
  // hostile file says 1e12): a short file still fails below, at its first bad row or its end.
  let dataLines = 0;
  for (let at = motionLine + 2; at < lines.length && dataLines < frameCount; at++) if (lines[at]!.trim() !== '') dataLines++;
  if (dataLines * count * 3 > MAX_POSITIONS) {
    return fail(framesLine, `${dataLines} frames × ${count} joints is ${dataLines * count * 3} numbers; at most ${MAX_POSITIONS} can be read (cut the clip or drop joints)`);
  }
  const positions = new Float64Array(dataLines * count * 3);
  const rotations = new Float64Array(count * 9);
  const local = new Float64Array(9);
  const step = new Float64Array(9);
  let frame = 0;
  for (let at = motionLine + 2; at < lines.length && frame < frameCount; at++) {
    const row = lines[at]!.trim();
    if (row === '') continue;
    const values = row.split(/\s+/).map(Number);
    if (values.length !== channelCount) return fail(at + 1, `frame ${frame}: ${values.length} values, but the hierarchy has ${channelCount} channels`);
    const bad = values.findIndex((v) => !Number.isFinite(v));
    if (bad >= 0) return fail(at + 1, `frame ${frame}, value ${bad + 1}: "${row.split(/\s+/)[bad]}" is not a number`);
    let v = 0;
    for (let j = 0; j < count; j++) {
      const joint = joints[j]!;
      const p = [...joint.offset];
      identity(local);
      for (const code of joint.channels) {
        const value = values[v++]!;
        if (code < 3) p[code]! += value;
        else {
          axisRotation(code - 3, (value * Math.PI) / 180, step);
          multiplyInto(local, step);
        }
      }
      const out = 3 * (frame * count + j);
      if (joint.parent < 0) {
        positions.set(p, out);
        rotations.set(local, 9 * j);
      } else {
        const parentRotation = rotations.subarray(9 * joint.parent, 9 * joint.parent + 9);
        const parentAt = 3 * (frame * count + joint.parent);
        for (let r = 0; r < 3; r++) {
          positions[out + r] = positions[parentAt + r]! + parentRotation[3 * r]! * p[0]! + parentRotation[3 * r + 1]! * p[1]! + parentRotation[3 * r + 2]! * p[2]!;
        }
        rotations.set(parentRotation, 9 * j);
        multiplyInto(rotations.subarray(9 * j, 9 * j + 9), local);
      }
    }
    frame++;
  }
  if (frame < frameCount) return fail(lines.length, `the file ends after ${frame} frames, but "Frames:" says ${frameCount}`);
  // Parents come before their children in the hierarchy, so one pass adds up the OFFSETs.
  const rest = new Float64Array(count * 3);
  joints.forEach((joint, j) => {
    for (let a = 0; a < 3; a++) rest[3 * j + a] = (joint.parent < 0 ? 0 : rest[3 * joint.parent + a]!) + joint.offset[a]!;
  });
  return { ok: true, value: { names: joints.map((j) => j.name), parents: joints.map((j) => j.parent), fps: rateOf(frameTime), frameCount, positions, rest } };
}

/**
 * 1 / Frame Time, snapped to a whole rate when the file's rounding is all that separates them:
 * writers print 1/30 s as 0.033333, which is 30.0003 frames per second (the complaint).
 */
function rateOf(frameTime: number): number {
  const rate = 1 / frameTime;
  const whole = Math.round(rate);
  return Math.abs(rate - whole) <= whole * 5e-5 ? whole : rate;
}

function identity(m: Float64Array): void {
  m.fill(0);
  m[0] = m[4] = m[8] = 1;
}

/** Row-major rotation by `angle` about axis 0 (X), 1 (Y) or 2 (Z). */
function axisRotation(axis: number, angle: number, out: Float64Array): void {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  identity(out);
  const [a, b] = axis === 0 ? [1, 2] : axis === 1 ? [2, 0] : [0, 1];
  out[3 * a + a] = c;
  out[3 * a + b] = -s;
  out[3 * b + a] = s;
  out[3 * b + b] = c;
}

/** m = m · n (row-major 3×3), in place. */
function multiplyInto(m: Float64Array, n: Float64Array): void {
  const a = Array.from(m);
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) m[3 * r + c] = a[3 * r]! * n[c]! + a[3 * r + 1]! * n[3 + c]! + a[3 * r + 2]! * n[6 + c]!;
  }
}
