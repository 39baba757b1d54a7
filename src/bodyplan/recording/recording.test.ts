import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvRow } from './csv.ts';
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { loadBodyPlan } from '../format/load.ts';
import type { BodyModel } from '../kinematics/model.ts';
import { parseRecording } from './recording.ts';
import { FLY_BODY_PLAN_PATH, FLY_FIXTURES_PATH, readFlyFixtures } from '../testing/flyFixtures.ts';

const repoRoot = join(import.meta.dirname, '..', '..', '..');

function modelOf(path: string): BodyModel {
  const { model } = loadBodyPlan(readFileSync(path, 'utf8'));
  if (!model) throw new Error(`${path} does not compile`);
  return model;
}

const arm = modelOf(join(repoRoot, 'public', 'bodyplans', 'planar-two-link-arm.json'));

function armKeypoints(swing: number, bend: number): number[][] {
  const fk = new ForwardKinematics(arm);
  fk.compute(Float64Array.of(swing, bend));
  return [0, 1, 2].map((j) => Array.from(fk.keypoints.subarray(3 * j, 3 * j + 3)));
}

function ok(result: ReturnType<typeof parseRecording>) {
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('JSON recordings', () => {
  it('matches frames to joints by order, keeps fps and leaves null keypoints missing', () => {
    const frame0 = armKeypoints(0.1, 0.2);
    const text = JSON.stringify({ frames: [frame0, [null, frame0[1], frame0[2]]], fps: 60 });
    const recording = ok(parseRecording(text, arm));
    expect(recording.frames).toHaveLength(2);
    expect(recording.fps).toBe(60);
    expect(recording.matchedBy).toBe('order');
    expect(Array.from(recording.frames[0]!.subarray(6, 9))).toEqual(frame0[2]);
    expect(Number.isNaN(recording.frames[1]![0]!)).toBe(true);
    expect(recording.observedJoints).toBe(3);
  });

  it('matches by the "joints" names in any order and reports names the plan lacks', () => {
    const points = armKeypoints(0.3, 0.4);
    const text = JSON.stringify({ joints: ['hand', 'tail', 'elbow'], frames: [[points[2], [9, 9, 9], points[1]]] });
    const recording = ok(parseRecording(text, arm));
    expect(recording.matchedBy).toBe('name');
    expect(recording.unmatched).toEqual(['tail']);
    expect(Array.from(recording.frames[0]!.subarray(3, 6))).toEqual(points[1]);
    expect(Array.from(recording.frames[0]!.subarray(6, 9))).toEqual(points[2]);
    expect(Number.isNaN(recording.frames[0]![0]!)).toBe(true);
    expect(recording.observedJoints).toBe(2);
  });

  it('names the place of a wrong entry, a wrong frame length, a bad fps and a syntax error', () => {
    const bad = parseRecording('{"frames": [[[0,0,0], [1,"a",2], null]]}', arm);
    expect(bad).toEqual({ ok: false, message: expect.stringContaining('frames[0][1] must be [x, y, z]') });
    expect(parseRecording('{"frames": [[[0,0,0]]]}', arm)).toEqual({ ok: false, message: expect.stringContaining('frames[0] has 1 entries, but 3 are expected') });
    expect(parseRecording('{"frames": [], "fps": -1}', arm)).toEqual({ ok: false, message: expect.stringContaining('"fps" must be a positive number') });
    expect(parseRecording('{"frames": [\n  [1,]\n]}', arm)).toEqual({ ok: false, message: expect.stringMatching(/^not valid JSON: line 2, column \d+/) });
    expect(parseRecording('{"frames": []}', arm)).toEqual({ ok: false, message: 'the recording has no frames' });
  });
});

describe('CSV recordings', () => {
  it('reads frame,joint,x,y,z with joints by name or index, frames in frame order', () => {
    const csv = ['frame,joint,x,y,z', '1,hand,0.1,0.2,0.3', '0,2,1,2,3', '0,elbow,4,5,6', '1,elbow,,,', '0,ghost,0,0,0'].join('\n');
    const recording = ok(parseRecording(csv, arm, { fileName: 'take.csv' }));
    expect(recording.format).toBe('csv');
    expect(recording.frameNumbers).toEqual([0, 1]);
    expect(Array.from(recording.frames[0]!.subarray(3, 9))).toEqual([4, 5, 6, 1, 2, 3]);
    expect(Array.from(recording.frames[1]!.subarray(6, 9))).toEqual([0.1, 0.2, 0.3]);
    expect(Number.isNaN(recording.frames[1]![3]!)).toBe(true);
    expect(recording.unmatched).toEqual(['ghost']);
  });

  it('gives the line of a bad row', () => {
    expect(parseRecording('frame,joint,x,y,z\n0,hand,1,2,3\n1,hand,1,zz,3\n', arm)).toEqual({
      ok: false,
      message: 'line 3: x, y and z must be numbers (or all empty for a missing keypoint), got "1,zz,3"',
    });
    expect(parseRecording('frame,joint,x,y,z\n0,7,1,2,3\n', arm)).toEqual({ ok: false, message: expect.stringContaining('line 2: joint index 7 is out of range') });
    expect(parseRecording('frame,joint,x\n', arm)).toEqual({ ok: false, message: expect.stringContaining('no "y" column') });
  });
});

describe('CSV recordings with quoted joint names', () => {
  const names = ['root', 'left, hand', 'say "hi"'];
  const plan = loadBodyPlan(
    JSON.stringify({
      fixed_base: true,
      joints: names.map((name, j) => ({ name, parent: j === 0 ? null : names[j - 1], offset_pos: [0.1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] })),
    }),
  ).model!;

  it('reads the rows csvRow writes, names with commas and quotes matched by name', () => {
    const rows = [['frame', 'joint', 'x', 'y', 'z'], [0, 'left, hand', 1, 2, 3], [0, 'say "hi"', 4, 5, 6], [1, ' spaced ', 7, 8, 9]];
    const recording = ok(parseRecording(rows.map(csvRow).join('\r\n'), plan, { fileName: 'take.csv' }));
    expect(recording.matchedBy).toBe('name');
    expect(Array.from(recording.frames[0]!.subarray(3, 9))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(recording.unmatched).toEqual([' spaced ']);
  });

  it('says where a quote is malformed', () => {
    expect(parseRecording('frame,joint,x,y,z\n0,"left, hand,1,2,3\n', plan, { fileName: 'take.csv' })).toEqual({
      ok: false,
      message: 'not valid CSV: line 2, column 3: this quoted field is never closed (a closing " is missing)',
    });
    expect(parseRecording('frame,joint,x,y,z\n0,say "hi",1,2,3\n', plan)).toEqual({ ok: false, message: expect.stringMatching(/^not valid CSV: line 2, column 7: a quote inside an unquoted field/) });
  });
});

describe('the fly fixtures file', () => {
  const fly = modelOf(FLY_BODY_PLAN_PATH);
  const text = readFileSync(FLY_FIXTURES_PATH, 'utf8');
  const fixtures = readFlyFixtures();

  it('opens directly: target_ego frames are joints[1:], the root stays missing, each frame set can be picked', () => {
    const real = ok(parseRecording(text, fly));
    expect(real.format).toBe('fly-fixtures');
    expect(real.frameSet).toBe('real_frames');
    expect(real.frames).toHaveLength(fixtures.real_frames.length);
    expect(real.frameNumbers[0]).toBe(fixtures.real_frames[0]!.frame);
    expect(real.unmatched).toEqual([]);
    expect(Number.isNaN(real.frames[0]![0]!)).toBe(true);
    expect(Array.from(real.frames[0]!.subarray(3, 6))).toEqual(fixtures.real_frames[0]!.target_ego[0]);
    expect(Array.from(real.frames[0]!.subarray(3 * 30, 3 * 31))).toEqual(fixtures.real_frames[0]!.target_ego[29]);
    expect(real.observedJoints).toBe(30);
    expect(real.frameSets?.map((s) => s.name)).toEqual(['real_frames', 'synthetic_frames', 'native_rate_frames']);
    const native = ok(parseRecording(text, fly, { frameSet: 'native_rate_frames' }));
    expect(native.frames).toHaveLength(fixtures.native_rate_frames.length);
  });

  it('refuses to map the fly onto a plan without its joints', () => {
    expect(parseRecording(text, arm)).toEqual({ ok: false, message: expect.stringContaining('open the fly body plan first') });
  });
});
