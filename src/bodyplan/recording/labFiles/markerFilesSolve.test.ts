// The committed marker files, read by their readers and solved on the humanoid plan they were made
// from: every marker finds its joint by name, and the fit's residual stays at the markers' noise
// (1.5 mm per coordinate). A reader that mirrored the subject (a Y-up file with y and z swapped
// instead of rotated: 69 mm median when tried) or got the units wrong would leave centimetres or more.
// Tight tolerances and no pull to neutral: the defaults stop at 1 mm steps, which leaves ~4 mm.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IK_OPTIONS } from '../../ik/ik.ts';
import { solveRecordingRange } from '../../ik/ikRecording.ts';
import { solvedFrames, solvedRmsSeries } from '../../ik/solvedFrames.ts';
import { compileBodyPlan } from '../../kinematics/model.ts';
import { readHumanoidPlan } from '../../testing/humanFourCameraRecording.ts';
import { readC3d } from './c3d.ts';
import { readDeepLabCut3dCsv } from './deepLabCut3dCsv.ts';
import type { LabTableResult, MarkerTable3D } from './labTables.ts';
import { markerTableTargets } from './markerTableTargets.ts';
import { readTrc } from './trc.ts';

const LAB_FILES = join(import.meta.dirname, '..', '..', '..', '..', 'test-data', 'lab-files');
const text = (path: string) => readFileSync(join(LAB_FILES, path), 'utf8');
const bytes = (path: string) => new Uint8Array(readFileSync(join(LAB_FILES, path)));

const FILES: [string, () => LabTableResult<MarkerTable3D>][] = [
  ['trc/walk-pose2sim.trc', () => readTrc(text('trc/walk-pose2sim.trc'))],
  ['c3d/walk-vicon-float.c3d', () => readC3d(bytes('c3d/walk-vicon-float.c3d'))],
  ['c3d/walk-integer.c3d', () => readC3d(bytes('c3d/walk-integer.c3d'))],
  ['deeplabcut3d/walk_DLC_3D.csv', () => readDeepLabCut3dCsv(text('deeplabcut3d/walk_DLC_3D.csv'))],
];

describe('marker files solved on the humanoid', () => {
  const model = compileBodyPlan(readHumanoidPlan());
  for (const [name, read] of FILES) {
    it(`${name}: every marker matches a joint and the fit is within the markers' noise`, () => {
      const table = read();
      if (!table.ok) throw new Error(table.message);
      const targets = markerTableTargets(table.value, model);
      if (!targets.ok) throw new Error(targets.message);
      expect(targets.value.unmatchedMarkers).toEqual([]);
      expect(targets.value.jointsWithoutMarker).toEqual([]);
      const solved = solvedFrames(model, solveRecordingRange(model, { kind: '3d', targets: targets.value.targets, weights: null }, { ...DEFAULT_IK_OPTIONS, iterations: 50, neutralWeight: 0, positionTolerance: 1e-7, angleTolerance: 1e-7 }, 0, targets.value.targets.length));
      const rms = Array.from(solvedRmsSeries(solved)).sort((a, b) => a - b);
      const median = rms[Math.floor(rms.length / 2)]!;
      const worst = rms.at(-1)!;
      console.log(`${name}: ${table.value.frameCount} frames solved, rms error median ${(median * 1000).toFixed(2)} mm, worst ${(worst * 1000).toFixed(2)} mm`);
      expect(median).toBeLessThan(0.004);
      expect(worst).toBeLessThan(0.01);
    });
  }
});
