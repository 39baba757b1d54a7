/**
 * Writes test-data/lab-files/openpose/: a Pose2Sim-style `pose/` folder as OpenPose writes it for two
 * cameras (`pose/cam01_json/cam01_000000000000_keypoints.json` …, one file per frame, BODY_25B), for
 * the OpenPose folder reader's tests. Realistic on purpose: pixel noise, undetected keypoints (0, 0, 0),
 * a low-confidence wrist, a second smaller person walking by (listed first in some frames, so "the
 * largest person" and "person 0" differ), and a frame with nobody detected.
 *
 * Run: npx tsx scripts/testdata/write_openpose.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { KEYPOINT_SETS } from '../../src/bodyplan/recording/labFiles/keypointSets.ts';
import { mulberry32 } from '../../src/testing/mulberry32.ts';

const OUT = join(import.meta.dirname, '..', '..', 'test-data', 'lab-files', 'openpose');
const FRAMES = 10;
const names = KEYPOINT_SETS.BODY_25B!;

/** A standing person facing the camera, in pixels for a 1.0 scale at the origin (y down), per BODY_25B keypoint. */
const STANDING: Record<string, [number, number]> = {
  Nose: [0, -300], LEye: [8, -308], REye: [-8, -308], LEar: [18, -302], REar: [-18, -302],
  LShoulder: [45, -250], RShoulder: [-45, -250], LElbow: [55, -180], RElbow: [-55, -180], LWrist: [58, -115], RWrist: [-58, -115],
  LHip: [28, -110], RHip: [-28, -110], LKnee: [30, -55], RKnee: [-30, -55], LAnkle: [30, 0], RAnkle: [-30, 0],
  UpperNeck: [0, -270], HeadTop: [0, -335], LBigToe: [40, 12], LSmallToe: [48, 10], LHeel: [28, 6], RBigToe: [-40, 12], RSmallToe: [-48, 10], RHeel: [-28, 6],
};


const round = (v: number, digits: number) => Number(v.toFixed(digits));

function person(rand: () => number, centre: [number, number], scale: number, sway: number, undetected: readonly string[], weak: Record<string, number>): number[] {
  return names.flatMap((name) => {
    if (undetected.includes(name)) return [0, 0, 0];
    const [x, y] = STANDING[name]!;
    const noise = () => (rand() - 0.5) * 2.4;
    const u = centre[0] + scale * (x + (name.includes('Wrist') ? sway : 0)) + noise();
    const v = centre[1] + scale * y + noise();
    return [round(u, 3), round(v, 3), round(weak[name] ?? 0.62 + 0.33 * rand(), 6)];
  });
}

const EMPTY = { face_keypoints_2d: [], hand_left_keypoints_2d: [], hand_right_keypoints_2d: [], pose_keypoints_3d: [], face_keypoints_3d: [], hand_left_keypoints_3d: [], hand_right_keypoints_3d: [] };

interface CameraPlan {
  name: string;
  centre: [number, number];
  scale: number;
  /** Frames where the passer-by is seen, and those where OpenPose lists them first. */
  passerBy: number[];
  passerByFirst: number[];
  nobody: number[];
  undetected: Record<number, string[]>;
  weak: Record<number, Record<string, number>>;
}

const cameras: CameraPlan[] = [
  { name: 'cam01', centre: [960, 820], scale: 1.6, passerBy: [3, 4, 5, 6], passerByFirst: [4, 5], nobody: [8], undetected: { 2: ['LHeel', 'LSmallToe'], 6: ['REar'] }, weak: { 3: { RWrist: 0.08 } } },
  { name: 'cam02', centre: [900, 800], scale: 1.4, passerBy: [5, 6, 7], passerByFirst: [6], nobody: [], undetected: { 1: ['LEar'], 7: ['RBigToe'] }, weak: { 2: { RWrist: 0.12 } } },
];

rmSync(join(OUT, 'pose'), { recursive: true, force: true });
cameras.forEach((camera, c) => {
  const rand = mulberry32(2026 + c);
  const folder = join(OUT, 'pose', `${camera.name}_json`);
  mkdirSync(folder, { recursive: true });
  for (let f = 0; f < FRAMES; f++) {
    const sway = 20 * Math.sin(f / 3);
    const subject = person(rand, [camera.centre[0] + 4 * f, camera.centre[1]], camera.scale, sway, camera.undetected[f] ?? [], camera.weak[f] ?? {});
    const people: number[][] = camera.nobody.includes(f) ? [] : [subject];
    if (camera.passerBy.includes(f) && !camera.nobody.includes(f)) {
      const other = person(rand, [300 + 60 * f, camera.centre[1] - 120], camera.scale * 0.55, 0, [], {});
      if (camera.passerByFirst.includes(f)) people.unshift(other);
      else people.push(other);
    }
    const json = { version: 1.3, people: people.map((pose) => ({ person_id: [-1], pose_keypoints_2d: pose, ...EMPTY })) };
    writeFileSync(join(folder, `${camera.name}_${String(f).padStart(12, '0')}_keypoints.json`), JSON.stringify(json));
  }
});
console.log(`wrote ${cameras.length} cameras × ${FRAMES} frames to ${OUT}`);
