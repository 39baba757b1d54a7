// Test support: the committed HDF5 lab files (scripts/testdata/write_deeplabcut_h5.py, write_sleap.py)
// and the session JSON they were written from (scripts/testdata/flyLabPixels.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LabFileBytes } from '../recording/labFiles/labTables.ts';

const LAB_FILES = join(import.meta.dirname, '../../../test-data/lab-files');

export function labFile(path: string): LabFileBytes {
  return { name: path.split('/').pop()!, bytes: new Uint8Array(readFileSync(join(LAB_FILES, path))) };
}

export interface FlySession {
  trial: string;
  scorer: string;
  fps: number;
  parts: string[];
  /** Per camera, per frame, per part: [x, y, likelihood], null for NaN. */
  cameras: { name: string; frames: ([number, number, number] | null)[][] }[];
  keypoints3d: number[][][];
}

export const session = JSON.parse(readFileSync(join(LAB_FILES, 'deeplabcut/fly-session.json'), 'utf8')) as FlySession;

/** Camera `name`'s pixels laid out as a KeypointTable2D's values (x, y, score per frame and part). */
export function cameraValues(name: string): number[] {
  const camera = session.cameras.find((c) => c.name === name)!;
  return camera.frames.flatMap((frame) => frame.flatMap((p) => p ?? [NaN, NaN, NaN]));
}

export const DLC_2D = (camera: string) => `deeplabcut/${session.trial}-cam${camera}${session.scorer}.h5`;
