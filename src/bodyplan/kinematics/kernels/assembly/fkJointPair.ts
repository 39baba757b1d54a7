// Two joints of a full forward-kinematics compute at once, one per SIMD lane (see fullPassSteps in
// ../../fullPassSteps.ts for which joints pair).
import {
  cosines, dofOps, dofStart, dofWorldAxes, frameOrigins, frameRotations, keypoints, offsetIsIdentity, OP_HINGE_X, OP_HINGE_Y,
  parentIndex, sines,
} from './fkLayout';

/** v128 of the f64 at `a` (lane 0) and the one at `b` (lane 1). */
// @ts-ignore: decorator
@inline
function gather(a: usize, b: usize): v128 {
  return v128.load64_lane(b, v128.load64_zero(a), 1);
}

/** Stores lane 0 of (x, y, z) at `a` and lane 1 at `b`, as 3 consecutive f64. */
// @ts-ignore: decorator
@inline
function scatter3(a: usize, b: usize, x: v128, y: v128, z: v128): void {
  v128.store(a, v128.shuffle<f64>(x, y, 0, 2));
  v128.store64_lane(a, z, 0, 16);
  v128.store(b, v128.shuffle<f64>(x, y, 1, 3));
  v128.store64_lane(b, z, 1, 16);
}

/**
 * computeJoint(a, full) and computeJoint(b, full) at once, joint a in SIMD lane 0 and b in lane 1:
 * for two joints with the same sequence of hinges about coordinate axes (and both or neither with an
 * identity offset_quat), whose parents are computed. Lane by lane, every number is computed by the
 * same operations in the same order as computeJoint does, so the results are the same bits; here
 * each rotation entry R[r][k] is one register holding both joints' values.
 */
// @ts-ignore: decorator
@inline
export function computePair(a: i32, b: i32, offsets: usize, track: bool): void {
  const pa = load<i32>(parentIndex + (<usize>a << 2));
  const pb = load<i32>(parentIndex + (<usize>b << 2));
  // Parent frames: the root pose for the root joint (p = -1), laid out just before joint 0's frame.
  const PA = frameRotations + <usize>pa * 72, PB = frameRotations + <usize>pb * 72;
  const oa = frameOrigins + <usize>pa * 24, ob = frameOrigins + <usize>pb * 24;
  const p00 = gather(PA, PB), p01 = gather(PA + 8, PB + 8), p02 = gather(PA + 16, PB + 16);
  const p10 = gather(PA + 24, PB + 24), p11 = gather(PA + 32, PB + 32), p12 = gather(PA + 40, PB + 40);
  const p20 = gather(PA + 48, PB + 48), p21 = gather(PA + 56, PB + 56), p22 = gather(PA + 64, PB + 64);

  // Keypoint: parent origin + P * offset_pos, row by row ((po + P[r][0] ox) + P[r][1] oy) + P[r][2] oz.
  const ox = v128.load(offsets), oy = v128.load(offsets, 16), oz = v128.load(offsets, 32);
  const kx = f64x2.add(f64x2.add(f64x2.add(gather(oa, ob), f64x2.mul(p00, ox)), f64x2.mul(p01, oy)), f64x2.mul(p02, oz));
  const ky = f64x2.add(f64x2.add(f64x2.add(gather(oa + 8, ob + 8), f64x2.mul(p10, ox)), f64x2.mul(p11, oy)), f64x2.mul(p12, oz));
  const kz = f64x2.add(f64x2.add(f64x2.add(gather(oa + 16, ob + 16), f64x2.mul(p20, ox)), f64x2.mul(p21, oy)), f64x2.mul(p22, oz));
  const kpa = keypoints + <usize>a * 24, kpb = keypoints + <usize>b * 24;
  scatter3(kpa, kpb, kx, ky, kz);

  // Base rotation B = P * Q: B[r][k] = (P[r][0] Q[0][k] + P[r][1] Q[1][k]) + P[r][2] Q[2][k].
  let r00 = p00, r01 = p01, r02 = p02, r10 = p10, r11 = p11, r12 = p12, r20 = p20, r21 = p21, r22 = p22;
  if (load<u8>(offsetIsIdentity + a) == 0) {
    const Q = offsets + 48;
    const q00 = v128.load(Q), q01 = v128.load(Q, 16), q02 = v128.load(Q, 32);
    const q10 = v128.load(Q, 48), q11 = v128.load(Q, 64), q12 = v128.load(Q, 80);
    const q20 = v128.load(Q, 96), q21 = v128.load(Q, 112), q22 = v128.load(Q, 128);
    r00 = f64x2.add(f64x2.add(f64x2.mul(p00, q00), f64x2.mul(p01, q10)), f64x2.mul(p02, q20));
    r01 = f64x2.add(f64x2.add(f64x2.mul(p00, q01), f64x2.mul(p01, q11)), f64x2.mul(p02, q21));
    r02 = f64x2.add(f64x2.add(f64x2.mul(p00, q02), f64x2.mul(p01, q12)), f64x2.mul(p02, q22));
    r10 = f64x2.add(f64x2.add(f64x2.mul(p10, q00), f64x2.mul(p11, q10)), f64x2.mul(p12, q20));
    r11 = f64x2.add(f64x2.add(f64x2.mul(p10, q01), f64x2.mul(p11, q11)), f64x2.mul(p12, q21));
    r12 = f64x2.add(f64x2.add(f64x2.mul(p10, q02), f64x2.mul(p11, q12)), f64x2.mul(p12, q22));
    r20 = f64x2.add(f64x2.add(f64x2.mul(p20, q00), f64x2.mul(p21, q10)), f64x2.mul(p22, q20));
    r21 = f64x2.add(f64x2.add(f64x2.mul(p20, q01), f64x2.mul(p21, q11)), f64x2.mul(p22, q21));
    r22 = f64x2.add(f64x2.add(f64x2.mul(p20, q02), f64x2.mul(p21, q12)), f64x2.mul(p22, q22));
  }
  const ba = <usize>a * 72, bb = <usize>b * 72;

  // The joints' hinges, in listed order: R <- R * Rot(axis, value) changes the two other columns.
  const dofA = load<i32>(dofStart + (<usize>a << 2));
  const dofB = load<i32>(dofStart + (<usize>b << 2));
  const count = load<i32>(dofStart + (<usize>(a + 1) << 2)) - dofA;
  for (let k = 0; k < count; k++) {
    const da = <usize>(dofA + k), db = <usize>(dofB + k);
    const op = load<u8>(dofOps + da);
    if (track) {
      if (op == OP_HINGE_X) scatter3(dofWorldAxes + da * 24, dofWorldAxes + db * 24, r00, r10, r20);
      else if (op == OP_HINGE_Y) scatter3(dofWorldAxes + da * 24, dofWorldAxes + db * 24, r01, r11, r21);
      else scatter3(dofWorldAxes + da * 24, dofWorldAxes + db * 24, r02, r12, r22);
    }
    const sv = gather(sines + (da << 3), sines + (db << 3));
    const cv = gather(cosines + (da << 3), cosines + (db << 3));
    if (op == OP_HINGE_X) {
      const n01 = f64x2.add(f64x2.mul(cv, r01), f64x2.mul(sv, r02));
      const n11 = f64x2.add(f64x2.mul(cv, r11), f64x2.mul(sv, r12));
      const n21 = f64x2.add(f64x2.mul(cv, r21), f64x2.mul(sv, r22));
      r02 = f64x2.sub(f64x2.mul(cv, r02), f64x2.mul(sv, r01));
      r12 = f64x2.sub(f64x2.mul(cv, r12), f64x2.mul(sv, r11));
      r22 = f64x2.sub(f64x2.mul(cv, r22), f64x2.mul(sv, r21));
      r01 = n01; r11 = n11; r21 = n21;
    } else if (op == OP_HINGE_Y) {
      const n00 = f64x2.sub(f64x2.mul(cv, r00), f64x2.mul(sv, r02));
      const n10 = f64x2.sub(f64x2.mul(cv, r10), f64x2.mul(sv, r12));
      const n20 = f64x2.sub(f64x2.mul(cv, r20), f64x2.mul(sv, r22));
      r02 = f64x2.add(f64x2.mul(sv, r00), f64x2.mul(cv, r02));
      r12 = f64x2.add(f64x2.mul(sv, r10), f64x2.mul(cv, r12));
      r22 = f64x2.add(f64x2.mul(sv, r20), f64x2.mul(cv, r22));
      r00 = n00; r10 = n10; r20 = n20;
    } else {
      const n00 = f64x2.add(f64x2.mul(cv, r00), f64x2.mul(sv, r01));
      const n10 = f64x2.add(f64x2.mul(cv, r10), f64x2.mul(sv, r11));
      const n20 = f64x2.add(f64x2.mul(cv, r20), f64x2.mul(sv, r21));
      r01 = f64x2.sub(f64x2.mul(cv, r01), f64x2.mul(sv, r00));
      r11 = f64x2.sub(f64x2.mul(cv, r11), f64x2.mul(sv, r10));
      r21 = f64x2.sub(f64x2.mul(cv, r21), f64x2.mul(sv, r20));
      r00 = n00; r10 = n10; r20 = n20;
    }
  }

  // Hinges only: the frame's origin is the keypoint.
  scatter3(frameOrigins + <usize>a * 24, frameOrigins + <usize>b * 24, kx, ky, kz);
  storeRotationPair(frameRotations + ba, frameRotations + bb, r00, r01, r02, r10, r11, r12, r20, r21, r22);
}

/** Writes lane 0 of the rotation entries row-major at `a` and lane 1 at `b`. */
// @ts-ignore: decorator
@inline
function storeRotationPair(a: usize, b: usize, r00: v128, r01: v128, r02: v128, r10: v128, r11: v128, r12: v128, r20: v128, r21: v128, r22: v128): void {
  v128.store(a, v128.shuffle<f64>(r00, r01, 0, 2));
  v128.store64_lane(a, r02, 0, 16);
  v128.store(a, v128.shuffle<f64>(r10, r11, 0, 2), 24);
  v128.store64_lane(a, r12, 0, 40);
  v128.store(a, v128.shuffle<f64>(r20, r21, 0, 2), 48);
  v128.store64_lane(a, r22, 0, 64);
  v128.store(b, v128.shuffle<f64>(r00, r01, 1, 3));
  v128.store64_lane(b, r02, 1, 16);
  v128.store(b, v128.shuffle<f64>(r10, r11, 1, 3), 24);
  v128.store64_lane(b, r12, 1, 40);
  v128.store(b, v128.shuffle<f64>(r20, r21, 1, 3), 48);
  v128.store64_lane(b, r22, 1, 64);
}
