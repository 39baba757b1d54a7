import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_IK_OPTIONS } from '../../bodyplan/ik/ik.ts';
import { solvedStride, type IkRecording } from '../../bodyplan/ik/ikRecording.ts';
import { compileBodyPlan } from '../../bodyplan/kinematics/model.ts';
import { readFlyBodyPlan, readFlyFixtures } from '../../bodyplan/testing/flyFixtures.ts';
import { frameLines, rowShape } from './ikFrameLines.ts';
import { frameLinesInParts } from './ikFrameOutput.ts';
import { solveInSegments } from './ikParallel.ts';
import { parseIkRecording } from './ikTargets.ts';
import { parseIkRecordingInParts } from './ikTargetsInParts.ts';
import { closeIkWorkerPool, frameLinesOnPooledWorker, sizeIkWorkerPool, targetsOnPooledWorker } from './ikWorkerPool.ts';

const model = compileBodyPlan(readFlyBodyPlan());
const native = readFlyFixtures().native_rate_frames;
/** 1,200 fly frames: a 2.2 MB targets file, above the size read in parts. */
const frames = Array.from({ length: 1_200 }, (_, f) => [null, ...native[f % native.length]!.target_ego]);
const text = JSON.stringify({ fps: 330, frames });
const decoder = new TextDecoder();

afterAll(() => closeIkWorkerPool());

describe('bodyplan ik --workers reads and writes in parts on the pooled threads', () => {
  it('a pooled thread reads its part of the frames into the numbers the ordinary reading gives, and refuses a part with a bad frame', async () => {
    sizeIkWorkerPool(1);
    const whole = parseIkRecording(text, model);
    if (!whole.ok || whole.value.kind !== '3d') throw new Error('the fixture must read');
    const partText = JSON.stringify(frames.slice(600)).slice(1, -1);
    const claims = new SharedArrayBuffer(8);
    const read = await targetsOnPooledWorker(0, partText, 600, [...model.jointNames], claims, 1);
    if (typeof read === 'string') throw new Error(`the pooled thread answered ${read}`);
    const width = 3 * model.jointCount;
    expect(Array.from(read)).toEqual(whole.value.targets.slice(600).flatMap((frame) => Array.from(frame)));
    expect(read.length).toBe(600 * width);
    // A part this thread already claimed is left to it.
    expect(await targetsOnPooledWorker(0, partText, 600, [...model.jointNames], claims, 1)).toBe('claimed elsewhere');
    const bad = JSON.stringify([...frames.slice(600, 1_199), [null, [1, 2]]]).slice(1, -1);
    expect(await targetsOnPooledWorker(0, bad, 600, [...model.jointNames], new SharedArrayBuffer(8), 1)).toBe('invalid');

    // The whole way: the same recording and rate, and the ordinary reading's error for a bad frame anywhere.
    const inParts = await parseIkRecordingInParts(text, model, 2);
    expect(inParts).toEqual(whole);
    // Indented (cut without a scan: framesCuts.ts) and with "fps" after the frames (cut by a scan: framesSpans.ts).
    expect(await parseIkRecordingInParts(JSON.stringify({ fps: 330, frames }, null, 2), model, 2)).toEqual(whole);
    expect(await parseIkRecordingInParts(JSON.stringify({ frames, fps: 330 }), model, 2)).toEqual(whole);
    const badText = JSON.stringify({ frames: [...frames.slice(0, 1_100), [null, [1, 2, 3]], ...frames.slice(1_101)] });
    expect(await parseIkRecordingInParts(badText, model, 2)).toBeNull();
    expect(parseIkRecording(badText, model)).toMatchObject({ ok: false, message: expect.stringMatching(/^frames\[1100\] has 2 entries/) as unknown });
    // What this way does not read (weights here) is left to the ordinary reading.
    expect(await parseIkRecordingInParts(JSON.stringify({ frames, weights: frames.map(() => model.jointNames.map(() => 1)) }), model, 2)).toBeNull();
  }, 120_000);

  it('the output lines written out on a pooled thread, joined with the others, are the whole run\'s lines byte for byte', async () => {
    const recording: IkRecording = { kind: '3d', targets: frames.slice(0, 900).map((frame) => Float64Array.from(frame.flatMap((p) => p ?? [NaN, NaN, NaN]))), weights: null };
    const solved = await solveInSegments(model, recording, DEFAULT_IK_OPTIONS, 2, 0, undefined, 'workers');
    expect(solved.buffer).toBeInstanceOf(SharedArrayBuffer);
    const shape = rowShape(model, solvedStride(model));
    const whole = frameLines(solved, shape, 0, 900);
    const pooled = await frameLinesOnPooledWorker(0, solved, shape, 300, 900, new SharedArrayBuffer(8), 1);
    expect(pooled).not.toBeNull();
    expect(`${frameLines(solved, shape, 0, 300).text},\n${decoder.decode(pooled!.bytes)}`).toBe(whole.text);
    // Through frameLinesInParts, whoever makes each piece.
    const parts = frameLinesInParts(solved, shape, 2);
    expect(parts.count).toBe(16);
    const pieces: Awaited<ReturnType<typeof parts.piece>>[] = [];
    for (let s = 0; s < parts.count; s++) pieces.push(await parts.piece(s));
    expect(pieces.map((piece) => (typeof piece.lines === 'string' ? piece.lines : decoder.decode(piece.lines))).join(',\n')).toBe(whole.text);
    expect(pieces.reduce((sum, piece) => sum + piece.frames, 0)).toBe(whole.frames);
  }, 120_000);
});
