import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEYPOINT_SETS } from './keypointSets.ts';
import type { KeypointTable2D, LabTableResult } from './labTables.ts';
import { naturalCompare, readOpenPoseFolder } from './openPoseFolder.ts';

const POSE = join(import.meta.dirname, '..', '..', '..', '..', 'test-data', 'lab-files', 'openpose', 'pose');

/** A camera folder as the user picks it: every file, in the order the file system lists them (reversed, to show order comes from names). */
function folder(camera: string): { name: string; text: string }[] {
  const dir = join(POSE, `${camera}_json`);
  return readdirSync(dir)
    .reverse()
    .map((name) => ({ name: `pose/${camera}_json/${name}`, text: readFileSync(join(dir, name), 'utf8') }));
}

function tableOf(result: LabTableResult<KeypointTable2D>): KeypointTable2D {
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

function messageOf(result: LabTableResult<KeypointTable2D>): string {
  expect(result.ok).toBe(false);
  return result.ok ? '' : result.message;
}

/** x, y, score of `part` in `frame`. */
function point(table: KeypointTable2D, frame: number, part: string): [number, number, number] {
  const at = 3 * (frame * table.parts.length + table.parts.indexOf(part));
  return [table.values[at]!, table.values[at + 1]!, table.values[at + 2]!];
}

const frameJson = (people: number[][]) => JSON.stringify({ version: 1.3, people: people.map((pose) => ({ person_id: [-1], pose_keypoints_2d: pose })) });
const person = (count: number, x = 100) => Array.from({ length: count }, (_, k) => [x + k, 200 + k, 0.9]).flat();

describe('readOpenPoseFolder on a Pose2Sim-style pose/cam01_json folder', () => {
  it('reads 10 frames of BODY_25B in frame order, guessing the set from 25 keypoints and saying so', () => {
    const table = tableOf(readOpenPoseFolder(folder('cam01')));
    expect(table.format).toBe('OpenPose JSON');
    expect(table.frameCount).toBe(10);
    expect(table.parts).toEqual(KEYPOINT_SETS.BODY_25B);
    expect(table.frameLabels).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(table.notes).toEqual([
      "keypoints: 25 per person, read as BODY_25B (Pose2Sim's default OpenPose model); name the set BODY_25 if it was OpenPose's standard model",
      'person: index 0 of each frame\'s people (OpenPose\'s people are not tracked across frames; "largest" picks the largest person instead)',
      '1 of 10 frames have no person 0: left missing',
    ]);
    // Frame 8 has nobody; frame 2's left heel was not detected (0, 0, 0); frame 3's right wrist is barely seen.
    expect(point(table, 8, 'Nose')).toEqual([NaN, NaN, 0]);
    expect(point(table, 2, 'LHeel')).toEqual([NaN, NaN, 0]);
    expect(point(table, 3, 'RWrist')[2]).toBe(0.08);
    const [x, y, c] = point(table, 0, 'Nose');
    console.log(`cam01 frame 0 Nose: (${x}, ${y}) confidence ${c}`);
    expect(x).toBeCloseTo(960, -1);
    expect(y).toBeCloseTo(820 - 1.6 * 300, -1);
  });

  it('person 0 is whoever OpenPose listed first; "largest" keeps the subject when a smaller passer-by comes first', () => {
    const first = tableOf(readOpenPoseFolder(folder('cam01'), { person: 0 }));
    const largest = tableOf(readOpenPoseFolder(folder('cam01'), { person: 'largest' }));
    const noseX = (table: KeypointTable2D) => Array.from({ length: table.frameCount }, (_, f) => Math.round(point(table, f, 'Nose')[0]));
    console.log(`Nose x by person 0: ${noseX(first).join(' ')}; by largest: ${noseX(largest).join(' ')}`);
    // Frames 4 and 5 list the passer-by (near x = 300 + 60 f) first.
    expect(point(first, 4, 'Nose')[0]).toBeLessThan(700);
    expect(point(first, 5, 'Nose')[0]).toBeLessThan(700);
    for (const f of [0, 1, 2, 3, 4, 5, 6, 7, 9]) expect(Math.abs(point(largest, f, 'Nose')[0] - (960 + 4 * f))).toBeLessThan(3);
    expect(largest.notes).toContain("person: in each frame the one whose detected keypoints span the largest box (OpenPose's people are not tracked across frames)");
    expect(largest.notes).toContain('1 of 10 frames have no people: left missing');
    // Person 1 exists only while the passer-by is there.
    expect(tableOf(readOpenPoseFolder(folder('cam01'), { person: 1 })).notes).toContain('6 of 10 frames have no person 1: left missing');
  });

  it('orders frames by their number in natural order, not as text, and labels them by it', () => {
    const files = ['run_10_keypoints.json', 'run_9_keypoints.json', 'run_100_keypoints.json'].map((name, i) => ({ name, text: frameJson([person(18, i)]) }));
    const table = tableOf(readOpenPoseFolder(files));
    expect(table.frameLabels).toEqual(['9', '10', '100']);
    expect(point(table, 0, 'Nose')[0]).toBe(1);
    expect(table.parts).toEqual(KEYPOINT_SETS.COCO);
    expect(table.notes?.[0]).toBe('keypoints: 18 per person, read as COCO');
    expect(naturalCompare('a_000000000012_keypoints.json', 'a_000000000011_keypoints.json')).toBeGreaterThan(0);
  });

  it('a named set or a names list (from a mapping file) gives the keypoint names', () => {
    expect(tableOf(readOpenPoseFolder(folder('cam02'), { keypointSet: 'body_25' })).parts).toEqual(KEYPOINT_SETS.BODY_25);
    const names = Array.from({ length: 25 }, (_, k) => `kp${k}`);
    const table = tableOf(readOpenPoseFolder(folder('cam02'), { names, keypointSet: 'BODY_25' }));
    expect(table.parts).toEqual(names);
    expect(table.notes?.some((n) => n.startsWith('keypoints:'))).toBe(false);
    expect(tableOf(readOpenPoseFolder([{ name: 'h_0_keypoints.json', text: frameJson([person(26)]) }])).parts).toEqual(KEYPOINT_SETS.HALPE_26);
  });

  it('refuses files that are not OpenPose JSON, naming the file', () => {
    const good = { name: 'a_0_keypoints.json', text: frameJson([person(25)]) };
    const refused = (name: string, text: string) => messageOf(readOpenPoseFolder([good, { name, text }]));
    expect(refused('config.json', '{"frames": [')).toMatch(/^"config.json": not OpenPose JSON: not valid JSON \(/);
    expect(refused('frames.json', '{"frames": []}')).toBe(
      '"frames.json": not OpenPose JSON: it has no "people" list (OpenPose writes {"version": 1.3, "people": [{"pose_keypoints_2d": [x, y, c, …]}, …]} per frame)',
    );
    expect(refused('b_1_keypoints.json', JSON.stringify({ people: [{ pose_keypoints_2d: [1, 2, 0.5, 4] }] }))).toBe(
      '"b_1_keypoints.json": people[0]: "pose_keypoints_2d" has 4 numbers, not x, y, confidence per keypoint (a multiple of 3)',
    );
    expect(refused('b_1_keypoints.json', JSON.stringify({ people: [{ pose_keypoints_2d: [1, 'x', 0.5] }] }))).toBe('"b_1_keypoints.json": people[0]: "pose_keypoints_2d" must be a list of numbers (x, y, confidence per keypoint)');
    expect(refused('b_1_keypoints.json', frameJson([person(18)]))).toBe('"b_1_keypoints.json": a person has 18 keypoints, but "a_0_keypoints.json" has 25: the files come from different models');
  });

  it('refuses an unknown set, a set or names list of the wrong size, an unknown count, a bad person, and no files', () => {
    const files = folder('cam02');
    expect(messageOf(readOpenPoseFolder(files, { keypointSet: 'MPII' }))).toBe('unknown keypoint set "MPII": known are BODY_25, BODY_25B, COCO, HALPE_26; give the names in a mapping file for others (--keypoint-names names.json; in the Studio: OpenPose keypoint names)');
    expect(messageOf(readOpenPoseFolder(files, { keypointSet: 'COCO' }))).toBe('keypoint set COCO has 18 keypoints, but the people have 25');
    expect(messageOf(readOpenPoseFolder(files, { names: ['Nose'] }))).toBe('the keypoint names list has 1 names, but the people have 25 keypoints');
    expect(messageOf(readOpenPoseFolder([{ name: 'c_0_keypoints.json', text: frameJson([person(17)]) }]))).toBe(
      '17 keypoints per person fit none of the known keypoint sets (BODY_25, BODY_25B, COCO, HALPE_26): give the names in a mapping file (--keypoint-names names.json; in the Studio: OpenPose keypoint names)',
    );
    expect(messageOf(readOpenPoseFolder([{ name: 'e_0_keypoints.json', text: frameJson([]) }]))).toBe('no frame has a person, so the keypoint count is unknown: give the keypoint set');
    expect(messageOf(readOpenPoseFolder(files, { person: -1 }))).toBe('person -1: give a person index (0, 1, …) or "largest"');
    expect(messageOf(readOpenPoseFolder([]))).toBe('no OpenPose JSON files (one <video>_<frame>_keypoints.json per frame)');
  });
});
