import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBvh, type BvhReadResult } from './bvhReader.ts';
import { readSourceMotion } from './readSourceMotion.ts';
import { mulberry32 } from '../../testing/mulberry32.ts';

// Hostile BVH text: every case ends in a located error ("line N: …") or a clip, never a throw
// (no "Maximum call stack size exceeded", no "Invalid typed array length"), and each returns
// (the test's own timeout bounds the time).

const clip = readFileSync(join(import.meta.dirname, 'test-data', 'walk-turn-jump.bvh'), 'utf8');
const LOCATED = /^line \d+: \S/;

/** `depth` joints, each the only child of the one before. */
function deepHierarchy(depth: number, motion: string): string {
  const parts = ['HIERARCHY\nROOT J0\n{\nOFFSET 0 0 0\nCHANNELS 6 Xposition Yposition Zposition Zrotation Yrotation Xrotation\n'];
  for (let j = 1; j < depth; j++) parts.push(`JOINT J${j}\n{\nOFFSET 0 1 0\nCHANNELS 3 Zrotation Yrotation Xrotation\n`);
  parts.push('}\n'.repeat(depth));
  return parts.join('') + motion;
}

function expectLocated(result: BvhReadResult, what: RegExp): void {
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.message).toMatch(LOCATED);
  expect(result.message).toMatch(what);
}


describe('readBvh on hostile input', () => {
  it('reads 100,000 nested joints without recursion, and says where the frame data falls short', () => {
    const ok = readBvh(deepHierarchy(100_000, `MOTION\nFrames: 1\nFrame Time: 0.033333\n${'0 '.repeat(3 + 3 * 100_000)}\n`));
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(ok.value.positions[3 * 99_999 + 1]).toBeCloseTo(99_999, 6);
    expectLocated(readBvh(deepHierarchy(100_000, 'MOTION\nFrames: 1\nFrame Time: 0.033333\n0 0 0\n')), /frame 0: 3 values, but the hierarchy has 300003 channels/);
  });

  it('passes 100,000 nested joints through readSourceMotion (conventions detected on them) without a stack overflow', async () => {
    const text = deepHierarchy(100_000, `MOTION\nFrames: 1\nFrame Time: 0.033333\n${'0 '.repeat(3 + 3 * 100_000)}\n`);
    const result = await readSourceMotion({ name: 'deep.bvh', bytes: new TextEncoder().encode(text) });
    if (!result.ok) expect(result.message).not.toMatch(/call stack|Invalid/);
  });

  it('refuses a frame count the data cannot hold before allocating for it', () => {
    const header = clip.slice(0, clip.indexOf('MOTION'));
    expectLocated(readBvh(`${header}MOTION\nFrames: 1000000000000\nFrame Time: 0.033333\n${'0 '.repeat(69)}\n`), /the file ends after 1 frames, but "Frames:" says 1000000000000/);
    expectLocated(readBvh(`${header}MOTION\nFrames: 1e300\nFrame Time: 0.033333\n`), /the file ends after 0 frames, but "Frames:" says 1e\+300/);
  });

  it('refuses a clip too large to hold (frames × joints), with its size', () => {
    // 200,000 joints with no channels but the root's, and 1,000 one-value frames: 600 million numbers.
    const parts = ['HIERARCHY\nROOT J0\n{\nOFFSET 0 0 0\nCHANNELS 1 Xposition\n'];
    for (let j = 1; j < 200_000; j++) parts.push(`JOINT J${j}\n{\nOFFSET 0 1 0\nCHANNELS 0\n}\n`);
    parts.push('}\nMOTION\nFrames: 1000\nFrame Time: 0.01\n', '0\n'.repeat(1000));
    expectLocated(readBvh(parts.join('')), /1000 frames × 200000 joints is 600000000 numbers; at most 50000000 can be read/);
  });

  it('refuses a huge channel count with the first name that is not a channel', () => {
    expectLocated(readBvh('HIERARCHY\nROOT Hips\n{\nOFFSET 0 0 0\nCHANNELS 4294967296 Xposition Yposition\n}\nMOTION\nFrames: 1\nFrame Time: 0.1\n0 0\n'), /unknown channel "}"/);
    expectLocated(readBvh('HIERARCHY\nROOT Hips\n{\nOFFSET 0 0 0\nCHANNELS 1e400 Xposition\n}\nMOTION\n'), /CHANNELS must give a count/);
  });

  it('refuses NaN and Infinity in offsets, frame data and the frame time, at their line', () => {
    expectLocated(readBvh(clip.replace(/OFFSET [^\n]*/, 'OFFSET NaN 0 0')), /OFFSET needs three numbers/);
    const motionAt = clip.split('\n').indexOf('MOTION');
    const rows = clip.split('\n');
    rows[motionAt + 3] = rows[motionAt + 3]!.replace(/^\S+/, 'Infinity');
    expect(readBvh(rows.join('\n'))).toEqual({ ok: false, message: `line ${motionAt + 4}: frame 0, value 1: "Infinity" is not a number` });
    expectLocated(readBvh(clip.replace(/Frame Time: \S+/, 'Frame Time: NaN')), /Frame Time: seconds/);
    expectLocated(readBvh(clip.replace(/Frame Time: \S+/, 'Frame Time: Infinity')), /Frame Time: seconds/);
  });

  it('reads CRLF and old Mac CR line ends as the same clip', () => {
    const lf = readBvh(clip);
    const crlf = readBvh(clip.replace(/\n/g, '\r\n'));
    const cr = readBvh(clip.replace(/\n/g, '\r'));
    expect(lf.ok && crlf.ok && cr.ok).toBe(true);
    if (lf.ok && crlf.ok && cr.ok) {
      expect(Array.from(crlf.value.positions)).toEqual(Array.from(lf.value.positions));
      expect(Array.from(cr.value.positions)).toEqual(Array.from(lf.value.positions));
    }
  });

  it('says which brace is missing or extra', () => {
    const lines = clip.split('\n');
    const lastBrace = lines.lastIndexOf('}');
    expectLocated(readBvh([...lines.slice(0, lastBrace), ...lines.slice(lastBrace + 1)].join('\n')), /1 "\{" not closed before MOTION/);
    expectLocated(readBvh(clip.replace('MOTION', '}\nMOTION')), /a "\}" without its "\{"/);
    expectLocated(readBvh(clip.replace('ROOT Hips\n{', 'ROOT Hips\n')), /expected "\{" after ROOT Hips/);
  });

  it('never throws on 300 random mutations of the test clip: each is a clip or a located error', () => {
    const next = mulberry32(41);
    const lines = clip.split('\n');
    const junk = ['{', '}', 'NaN', '-Infinity', '1e309', 'JOINT', 'End Site', 'CHANNELS 99999999', 'OFFSET', 'Frames: -1', '\r', '\u0000', 'MOTION', 'ROOT'];
    for (let i = 0; i < 300; i++) {
      const mutated = [...lines];
      for (let k = 0; k < 1 + Math.floor(next() * 4); k++) {
        const at = Math.floor(next() * mutated.length);
        const choice = next();
        if (choice < 0.3) mutated.splice(at, 1);
        else if (choice < 0.6) mutated.splice(at, 0, junk[Math.floor(next() * junk.length)]!);
        else if (choice < 0.8) mutated[at] = mutated[at]!.slice(0, Math.floor(next() * mutated[at]!.length));
        else mutated.splice(at, 0, mutated[Math.floor(next() * mutated.length)]!);
      }
      const text = mutated.join('\n');
      let result: BvhReadResult;
      try {
        result = readBvh(text);
      } catch (error) {
        throw new Error(`mutation ${i} threw ${String(error)}`, { cause: error });
      }
      if (!result.ok) expect(result.message, `mutation ${i}`).toMatch(LOCATED);
      else expect(result.value.positions.every(Number.isFinite), `mutation ${i}`).toBe(true);
    }
  });
});
