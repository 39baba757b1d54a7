import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { cameraJson } from './cameraJson.ts';
import { ForwardKinematics } from '../src/bodyplan/kinematics/kinematics.ts';
import { loadBodyPlan } from '../src/bodyplan/format/load.ts';
import { lookAtCamera } from '../src/bodyplan/observations/lookAtCamera.ts';
import { mapPoint, type PinholeCamera } from '../src/bodyplan/observations/mapper.ts';

/**
 * A 2D recording of the seven-DOF rail arm seen by three 640×480 look-at cameras, made here: FK
 * keypoints of known poses (the neutral pose plus small offsets) projected through the cameras.
 * `armObservations` is the 4-frame file; `armObservationsOf(n)` any length.
 */
export const armPath = join(import.meta.dirname, '..', 'public', 'bodyplans', 'seven-dof-rail-arm.json');
export const armText = readFileSync(armPath, 'utf8');
export const armModel = loadBodyPlan(armText).model!;
const model = armModel;
export const armJointCount = model.jointCount;

/** Known poses: the neutral pose plus small offsets (repeating every 8 frames), so each frame is a short warm-started step. */
const armPose = (f: number) => Array.from(model.dofNeutral, (neutral, d) => neutral + 0.05 * ((f % 8) + 1) * Math.sin(d + f));
const fk = new ForwardKinematics(model);
const keypointsByFrame = new Map<number, Float64Array>();
/** The keypoints (x, y, z per joint) of frame `f`. */
export function armKeypointsAt(f: number): Float64Array {
  let keypoints = keypointsByFrame.get(f);
  if (!keypoints) {
    fk.compute(Float64Array.from(armPose(f)));
    keypoints = Float64Array.from(fk.keypoints.subarray(0, 3 * armJointCount));
    keypointsByFrame.set(f, keypoints);
  }
  return keypoints;
}
export const armKeypoints = [0, 1, 2, 3].map(armKeypointsAt);

// Three cameras around the arm (about 0.9 tall, standing on z = 0), looking at its middle, z up.
const intrinsics = { fx: 800, fy: 800, cx: 320, cy: 240 };
export const armCameras: PinholeCamera[] = [
  lookAtCamera([2.5, 0, 0.5], [0, 0, 0.5], [0, 0, 1], intrinsics),
  lookAtCamera([0, 2.5, 1], [0, 0, 0.5], [0, 0, 1], intrinsics),
  lookAtCamera([-1.8, -1.8, 1.5], [0, 0, 0.5], [0, 0, 1], intrinsics),
];

/** Where joint `j` of frame `f` is in camera `c`'s image. */
export const armPixel = (c: number, f: number, j: number): [number, number] => {
  const out = new Float64Array(2);
  if (!mapPoint(armCameras[c]!, armKeypointsAt(f), 3 * j, out)) throw new Error('test camera sees a point behind it');
  return [out[0]!, out[1]!];
};

/** The observations file of `frameCount` frames: the cameras, then per frame per camera each joint's pixel. */
export const armObservationsOf = (frameCount: number, fps?: number) => ({
  cameras: armCameras.map(cameraJson),
  frames: Array.from({ length: frameCount }, (_, f) => armCameras.map((_, c) => Array.from({ length: armJointCount }, (_, j) => armPixel(c, f, j)))),
  ...(fps === undefined ? {} : { fps }),
});
export const armObservations = armObservationsOf(4);

/** Opens the arm in the Studio with IK mode on and no pull toward neutral (the known poses are then recovered exactly). */
export async function openArm(page: Page) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open body plan' }).click();
  await (await chooser).setFiles({ name: 'seven-dof-rail-arm.json', mimeType: 'application/json', buffer: Buffer.from(armText) });
  await page.waitForFunction((count) => window.__studioDebug?.jointCount === count && window.__studioDebug.framesRendered > 0, armJointCount);
  await page.getByRole('checkbox', { name: 'IK mode' }).check();
  const neutralWeight = page.getByRole('textbox', { name: 'Neutral weight' });
  await neutralWeight.fill('0');
  await neutralWeight.press('Enter');
}

export async function loadRecording(page: Page, name: string, text: string) {
  await page.getByLabel('Load recording (JSON, CSV, HDF5, TRC, C3D)').setInputFiles({ name, mimeType: name.endsWith('.csv') ? 'text/csv' : 'application/json', buffer: Buffer.from(text) });
}

/** The canvas pixel (RGB) at image point (u, v) of a camera's view, through the view's fit, zoom and pan (its data-view-transform). */
export async function canvasRgbAt(page: Page, cameraName: string, u: number, v: number): Promise<number[]> {
  return page.getByRole('img', { name: new RegExp(`^${cameraName}:`) }).evaluate(
    (canvas: HTMLCanvasElement, [u, v]) => {
      const [scale, left, top] = canvas.dataset.viewTransform!.split(' ').map(Number) as [number, number, number];
      const x = Math.round(left + u! * scale);
      const y = Math.round(top + v! * scale);
      return Array.from(canvas.getContext('2d')!.getImageData(x, y, 1, 1).data.slice(0, 3));
    },
    [u, v],
  );
}
