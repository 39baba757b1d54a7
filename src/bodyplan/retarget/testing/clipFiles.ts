import { apply, multiply, type WalkTurnJumpMotion } from './walkTurnJumpMotion.ts';

/**
 * Writes the test clip as the files a retarget reads: BVH (as LAFAN1 writes it: tab-indented
 * hierarchy, 6 channels on the root, "Zrotation Yrotation Xrotation" on every joint, End Sites at the
 * chain ends) and a .trc of Plug-in Gait-style markers (as OpenSim and Pose2Sim write it).
 */

/** How a file lays out the clip's Z-up (X forward, Y left) frame. */
export interface FileFrame {
  /** file = axes · canonical (a rotation: 3×3 row-major). */
  axes: number[];
  /** File values per metre: 100 for centimetres. */
  perMetre: number;
}

/** Y up, facing +Z, centimetres: LAFAN1's layout (left is +X). */
export const Y_UP_CM: FileFrame = { axes: [0, 1, 0, 0, 0, 1, 1, 0, 0], perMetre: 100 };
/** Y up, facing +X, right is +Z: OpenSim's layout, for the .trc. */
export const OPENSIM_Y_UP: FileFrame = { axes: [1, 0, 0, 0, 0, 1, 0, -1, 0], perMetre: 1000 };
/** Z up, facing +Y, metres. */
export const Z_UP_M_FACING_Y: FileFrame = { axes: [0, -1, 0, 1, 0, 0, 0, 0, 1], perMetre: 1 };

export function writeClipBvh(motion: WalkTurnJumpMotion, frame: FileFrame): string {
  const { joints } = motion;
  const P = frame.axes;
  const Pt = transpose(P);
  const vec = (v: readonly number[]): string => apply(P, v).map((x) => fixed(x * frame.perMetre, 4)).join(' ');
  const lines = ['HIERARCHY'];
  const open = (j: number, depth: number): void => {
    const tab = '\t'.repeat(depth);
    const jt = joints[j]!;
    lines.push(`${tab}${jt.parent < 0 ? 'ROOT' : 'JOINT'} ${jt.name}`, `${tab}{`, `${tab}\tOFFSET ${vec(jt.offset)}`);
    lines.push(`${tab}\tCHANNELS ${jt.parent < 0 ? '6 Xposition Yposition Zposition ' : '3 '}Zrotation Yrotation Xrotation`);
    joints.forEach((child, c) => {
      if (child.parent === j) open(c, depth + 1);
    });
    if (jt.end !== undefined) lines.push(`${tab}\tEnd Site`, `${tab}\t{`, `${tab}\t\tOFFSET ${vec(jt.end)}`, `${tab}\t}`);
    lines.push(`${tab}}`);
  };
  open(0, 0);
  lines.push('MOTION', `Frames: ${motion.frameCount}`, `Frame Time: ${fixed(1 / motion.fps, 6)}`);
  const n = joints.length;
  for (let f = 0; f < motion.frameCount; f++) {
    const values = apply(P, Array.from(motion.rootPositions.subarray(3 * f, 3 * f + 3))).map((x) => fixed(x * frame.perMetre, 4));
    for (let j = 0; j < n; j++) {
      const local = motion.localRotations.subarray(9 * (n * f + j), 9 * (n * f + j) + 9);
      values.push(...zyxDegrees(multiply(multiply(P, local), Pt)).map((a) => fixed(a, 4)));
    }
    lines.push(values.join(' '));
  }
  return `${lines.join('\n')}\n`;
}

/** Plug-in Gait-style markers: the joint each rides on and its place in that joint's frame (metres). */
export const CLIP_MARKERS: [string, string, [number, number, number]][] = [
  ['LASI', 'Hips', [0.08, 0.12, 0.02]], ['RASI', 'Hips', [0.08, -0.12, 0.02]], ['LPSI', 'Hips', [-0.1, 0.05, 0.04]], ['RPSI', 'Hips', [-0.1, -0.05, 0.04]],
  ['LKNE', 'LeftLeg', [0, 0.05, 0]], ['RKNE', 'RightLeg', [0, -0.05, 0]],
  ['LANK', 'LeftFoot', [0, 0.04, 0]], ['RANK', 'RightFoot', [0, -0.04, 0]],
  ['LHEE', 'LeftFoot', [-0.06, 0, -0.05]], ['RHEE', 'RightFoot', [-0.06, 0, -0.05]],
  ['LTOE', 'LeftToe', [0.03, 0, 0.02]], ['RTOE', 'RightToe', [0.03, 0, 0.02]],
  ['C7', 'Neck', [-0.06, 0, 0]], ['CLAV', 'Spine2', [0.08, 0, 0.14]],
  ['LSHO', 'LeftArm', [0, 0, 0.04]], ['RSHO', 'RightArm', [0, 0, 0.04]],
  ['LELB', 'LeftForeArm', [0, 0.04, 0]], ['RELB', 'RightForeArm', [0, -0.04, 0]],
  ['LWRA', 'LeftHand', [0.03, 0.02, 0]], ['LWRB', 'LeftHand', [-0.03, 0.02, 0]], ['RWRA', 'RightHand', [0.03, -0.02, 0]], ['RWRB', 'RightHand', [-0.03, -0.02, 0]],
  ['LFHD', 'Head', [0.08, 0.06, 0.08]], ['RFHD', 'Head', [0.08, -0.06, 0.08]], ['LBHD', 'Head', [-0.08, 0.06, 0.08]], ['RBHD', 'Head', [-0.08, -0.06, 0.08]],
];

/** Frames where LWRB is hidden (an arm swinging past the body occludes it), written as empty fields as labs do. */
export const HIDDEN_LWRB_FRAMES: readonly [number, number] = [40, 45];

/** The markers' (CLIP_MARKERS unless given) world positions per frame, in the clip's Z-up frame, metres (NaN while hidden). */
export function clipMarkerPositions(motion: WalkTurnJumpMotion, markers: readonly [string, string, [number, number, number]][] = CLIP_MARKERS): Float64Array {
  const n = motion.joints.length;
  const m = markers.length;
  const out = new Float64Array(3 * m * motion.frameCount);
  for (let f = 0; f < motion.frameCount; f++) {
    markers.forEach(([name, jointName, offset], k) => {
      const j = motion.joints.findIndex((jt) => jt.name === jointName);
      const moved = apply(motion.worldRotations.subarray(9 * (n * f + j), 9 * (n * f + j) + 9), offset);
      const hidden = name === 'LWRB' && f >= HIDDEN_LWRB_FRAMES[0] && f <= HIDDEN_LWRB_FRAMES[1];
      for (let a = 0; a < 3; a++) out[3 * (m * f + k) + a] = hidden ? NaN : motion.worldPositions[3 * (n * f + j) + a]! + moved[a]!;
    });
  }
  return out;
}

/** The markers as a .trc in OpenSim's layout (Y up, X forward), in millimetres. */
export function writeClipTrc(motion: WalkTurnJumpMotion, fileName: string): string {
  return writeMarkerTrc(CLIP_MARKERS.map(([name]) => name), clipMarkerPositions(motion), motion.fps, motion.frameCount, fileName);
}

/**
 * Markers (frameCount × names × 3, the clip's Z-up frame, metres; NaN: not seen) as a .trc in
 * OpenSim's layout (Y up, X forward), in millimetres; a marker not seen is written as empty fields,
 * as OpenSim, Vicon Nexus and Motive leave a gap.
 */
export function writeMarkerTrc(names: readonly string[], markers: Float64Array, fps: number, frameCount: number, fileName: string): string {
  const m = names.length;
  const lines = [
    `PathFileType\t4\t(X/Y/Z)\t${fileName}`,
    'DataRate\tCameraRate\tNumFrames\tNumMarkers\tUnits\tOrigDataRate\tOrigDataStartFrame\tOrigNumFrames',
    [fps, fps, frameCount, m, 'mm', fps, 1, frameCount].join('\t'),
    `Frame#\tTime\t${names.join('\t\t\t')}\t\t\t`,
    `\t\t${names.map((_, i) => `X${i + 1}\tY${i + 1}\tZ${i + 1}`).join('\t')}`,
  ];
  for (let f = 0; f < frameCount; f++) {
    const row = [String(f + 1), fixed(f / fps, 6)];
    for (let k = 0; k < m; k++) {
      const at = 3 * (m * f + k);
      const p = apply(OPENSIM_Y_UP.axes, [markers[at]!, markers[at + 1]!, markers[at + 2]!]);
      row.push(...p.map((v) => (Number.isNaN(v) ? '' : fixed(v * OPENSIM_Y_UP.perMetre, 2))));
    }
    lines.push(row.join('\t'));
  }
  return `${lines.join('\n')}\n`;
}

/** Degrees (z, y, x) with R = Rz · Ry · Rx, the order of "Zrotation Yrotation Xrotation". */
function zyxDegrees(R: ArrayLike<number>): [number, number, number] {
  const y = Math.asin(Math.max(-1, Math.min(1, -R[6]!)));
  const z = Math.atan2(R[3]!, R[0]!);
  const x = Math.atan2(R[7]!, R[8]!);
  return [z, y, x].map((a) => (a * 180) / Math.PI) as [number, number, number];
}

function transpose(m: number[]): number[] {
  return [m[0]!, m[3]!, m[6]!, m[1]!, m[4]!, m[7]!, m[2]!, m[5]!, m[8]!];
}

/** A fixed-point number without a negative zero. */
function fixed(value: number, digits: number): string {
  const text = value.toFixed(digits);
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}
