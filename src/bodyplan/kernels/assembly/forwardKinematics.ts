// Forward kinematics over the buffers laid out by ../../kinematics.ts (see there for the semantics
// and what each buffer holds). The host sets these byte offsets once per instance; all arrays are
// little-endian f64, i32 or u8 in the instance's own memory.
import { beyondTableRange, sincosInto, sincosPairInRangeInto, sincosPairInto } from './sincos';

export let jointCount: i32 = 0;
export let dofCount: i32 = 0;
export let order: usize = 0; // i32 per joint, parents first
export let parentIndex: usize = 0; // i32 per joint
export let offsetPos: usize = 0; // 3 f64 per joint
export let offsetRotations: usize = 0; // 9 f64 per joint, row-major
export let offsetIsIdentity: usize = 0; // u8 per joint
export let dofStart: usize = 0; // i32 per joint + 1
export let dofJoint: usize = 0; // i32 per DOF
export let dofOps: usize = 0; // u8 per DOF: OP_*
export let dofAxis: usize = 0; // 3 f64 per DOF
export let dofs: usize = 0; // f64 per DOF: the input of the next compute
export let lastDofs: usize = 0; // f64 per DOF
export let sines: usize = 0; // f64 per DOF
export let cosines: usize = 0; // f64 per DOF
export let ownDofsChanged: usize = 0; // u8 per joint
export let frameRecomputed: usize = 0; // u8 per joint
export let keypoints: usize = 0; // 3 f64 per joint
export let frameOrigins: usize = 0; // 3 f64 per joint
export let frameRotations: usize = 0; // 9 f64 per joint
export let dofWorldAxes: usize = 0; // 3 f64 per DOF when tracked
export let dofWorldOrigins: usize = 0; // 3 f64 per DOF when tracked, written only after a slide in the DOF's joint
/** i32 per DOF when tracked: the byte address of the DOF's world origin, set by the host: its joint's
 * keypoint, or its dofWorldOrigins entry when a slide comes before it in the joint. */
export let dofOrigins: usize = 0;
export let rootPosition: usize = 0; // 3 f64, just before frameOrigins
export let rootRotation: usize = 0; // 9 f64, just before frameRotations
export let trackDofFrames: bool = true;
/** A full compute's steps, parents first: 2 i32 each, joints a and b computed together (one per SIMD
 * lane), or joint a alone when b is -1. Laid out by the host (see fullPassSteps in ../../kinematics.ts). */
export let fullSteps: usize = 0;
export let fullStepCount: i32 = 0;
/** Per pair of joints, in step order: offset_pos and the offset rotation, interleaved lane by lane
 * (PAIR_BYTES: 3 then 9 f64x2). */
export let pairOffsets: usize = 0;
export const PAIR_BYTES: i32 = 192;

export const OP_HINGE_X: u8 = 0;
export const OP_HINGE_Y: u8 = 1;
export const OP_HINGE_Z: u8 = 2;
export const OP_HINGE: u8 = 3;
export const OP_SLIDE: u8 = 4;

/** Same value bit for bit as far as the outputs can tell: 0 and -0 differ; NaN never matches. */
// @ts-ignore: decorator
@inline
function sameNumber(a: f64, b: f64): bool {
  return a == b && (a != 0 || reinterpret<u64>(a) == reinterpret<u64>(b));
}

/**
 * Incremental compute: copies the changed DOFs from `dofs` into `lastDofs`, refreshes their sines
 * and cosines and flags the joints they belong to. Returns how many changed. DOFs go in pairs so that
 * two changed ones take the SIMD sine and cosine (a slide's are computed too, and never read).
 */
function updateChangedDofs(): i32 {
  let changed = 0;
  let d = 0;
  for (; d + 1 < dofCount; d += 2) {
    const at = <usize>d << 3;
    const values = v128.load(dofs + at);
    const first = !sameNumber(f64x2.extract_lane(values, 0), load<f64>(lastDofs + at));
    const second = !sameNumber(f64x2.extract_lane(values, 1), load<f64>(lastDofs + at, 8));
    if (!first && !second) continue;
    v128.store(lastDofs + at, values);
    if (first && second) {
      changed += 2;
      store<u8>(ownDofsChanged + <usize>load<i32>(dofJoint + (<usize>d << 2)), 1);
      store<u8>(ownDofsChanged + <usize>load<i32>(dofJoint + (<usize>d << 2), 4), 1);
      if (sincosPairInto(values, sines + at, cosines + at)) continue;
    }
    if (first) refreshChanged(d);
    if (second) refreshChanged(d + 1);
    if (first != second) changed++;
  }
  if (d < dofCount) {
    const at = <usize>d << 3;
    if (!sameNumber(load<f64>(dofs + at), load<f64>(lastDofs + at))) {
      store<f64>(lastDofs + at, load<f64>(dofs + at));
      refreshChanged(d);
      changed++;
    }
  }
  return changed;
}

/** One changed DOF: its sine and cosine, and its joint's flag. */
// @ts-ignore: decorator
@inline
function refreshChanged(d: i32): void {
  const at = <usize>d << 3;
  store<u8>(ownDofsChanged + <usize>load<i32>(dofJoint + (<usize>d << 2)), 1);
  sincosInto(load<f64>(dofs + at), sines + at, cosines + at);
}

/**
 * Full compute: every DOF copied into `lastDofs` and its sine and cosine refreshed, with no change
 * checks, four at a time. An angle beyond the table's range is rare: one test at the end (then all
 * are done again one at a time), instead of a branch per pair.
 */
function refreshAllDofs(): i32 {
  let beyond = i64x2.splat(0);
  let at: usize = 0;
  const end = <usize>dofCount << 3;
  for (; at + 24 < end; at += 32) {
    const first = v128.load(dofs + at), second = v128.load(dofs + at, 16);
    v128.store(lastDofs + at, first);
    v128.store(lastDofs + at, second, 16);
    beyond = v128.or(beyond, v128.or(beyondTableRange(first), beyondTableRange(second)));
    sincosPairInRangeInto(first, sines + at, cosines + at);
    sincosPairInRangeInto(second, sines + at + 16, cosines + at + 16);
  }
  for (; at < end; at += 8) {
    const value = load<f64>(dofs + at);
    store<f64>(lastDofs + at, value);
    sincosInto(value, sines + at, cosines + at);
  }
  if (v128.any_true(beyond)) {
    for (at = 0; at < end; at += 8) sincosInto(load<f64>(dofs + at), sines + at, cosines + at);
  }
  return dofCount;
}

/** True when no DOF equals its last value (NaN never does; -0 equals 0 here, and is sorted out after). */
function noDofUnchanged(): bool {
  let at: usize = 0;
  const end = <usize>dofCount << 3;
  for (; at + 24 < end; at += 32) {
    const same = v128.or(
      f64x2.eq(v128.load(dofs + at), v128.load(lastDofs + at)),
      f64x2.eq(v128.load(dofs + at, 16), v128.load(lastDofs + at, 16)),
    );
    if (v128.any_true(same)) return false;
  }
  for (; at < end; at += 8) if (load<f64>(dofs + at) == load<f64>(lastDofs + at)) return false;
  return true;
}

/**
 * Recomputes keypoints and frames from `dofs` and the root pose already stored in rootPosition and
 * rootRotation. Unless `full`, only joints whose own DOFs changed or whose parent frame moved (the
 * root's parent frame moved when `rootChanged`), with the same arithmetic as a full compute.
 */
export function computeForwardKinematics(full: bool, rootChanged: bool): void {
  // Every DOF changed (a recording playing, say): nothing can be skipped, so skip the checks. A
  // SIMD scan tells that cheaply, and stops at the first pair with an unchanged DOF (the viewer's case).
  if (!full && dofCount > 0 && noDofUnchanged()) full = true;
  const changedDofs = full ? refreshAllDofs() : updateChangedDofs();
  if (!full && changedDofs == dofCount && changedDofs > 0) {
    // Every DOF changed after all (the scan counts -0 against 0 as unchanged).
    full = true;
    memory.fill(ownDofsChanged, 0, <usize>jointCount);
  }
  // Four passes, each with `full` and `track` constants: the full one has no change checks, and
  // none tests `track` per DOF (fewer branches, fewer register moves in V8).
  if (trackDofFrames) {
    if (full) fullPass(true);
    else changedPass(rootChanged, true);
  } else {
    if (full) fullPass(false);
    else changedPass(rootChanged, false);
  }
}

/** Recomputes every joint, in fullSteps' order: a pair of joints takes one SIMD pass for both. */
// @ts-ignore: decorator
@inline
function fullPass(track: bool): void {
  let pair = pairOffsets;
  for (let s = 0; s < fullStepCount; s++) {
    const a = load<i32>(fullSteps + (<usize>s << 3));
    const b = load<i32>(fullSteps + (<usize>s << 3), 4);
    if (b < 0) {
      computeJoint(a, true, true, track);
    } else {
      computePair(a, b, pair, track);
      pair += PAIR_BYTES;
    }
  }
}

/** Recomputes the joints whose own DOFs changed or whose parent frame moved (see computeForwardKinematics). */
// @ts-ignore: decorator
@inline
function changedPass(rootChanged: bool, track: bool): void {
  for (let i = 0; i < jointCount; i++) computeJoint(load<i32>(order + (<usize>i << 2)), false, rootChanged, track);
}

/**
 * Recomputes joint j's keypoint and frames; unless `full`, only if its own DOFs changed or its parent
 * frame moved. Its parent's frame is already computed.
 */
// @ts-ignore: decorator
@inline
function computeJoint(j: i32, full: bool, rootChanged: bool, track: bool): void {
  // A rotation R is held as three column pairs C_k = (R[0][k], R[1][k]) in SIMD registers and the
  // bottom row z_k = R[2][k] as scalars: every update is the scalar formula applied to two rows at
  // once, in the same order, so the results are the same bits as a scalar loop (and as before).
  const p = load<i32>(parentIndex + (<usize>j << 2));
  if (!full) {
    // Parents come first, so the parent's flag already says whether its frame moved. A joint
    // whose own DOFs changed is recomputed from its parent frame too: the same numbers again up to
    // its DOFs, cheaper than keeping them.
    const parentMoved = p < 0 ? rootChanged : load<u8>(frameRecomputed + p) == 1;
    if (!parentMoved && load<u8>(ownDofsChanged + j) == 0) {
      store<u8>(frameRecomputed + j, 0);
      return;
    }
    store<u8>(ownDofsChanged + j, 0);
    store<u8>(frameRecomputed + j, 1);
  }

  // Parent frame: the root pose for the root joint (p = -1), laid out just before joint 0's frame.
  const P = frameRotations + <usize>p * 72;
  const po = frameOrigins + <usize>p * 24;
  const top = v128.load(P), middle = v128.load(P, 24);
  const p0 = v128.shuffle<f64>(top, middle, 0, 2);
  const p1 = v128.shuffle<f64>(top, middle, 1, 3);
  const p2 = v128.load64_lane(P, v128.load64_zero(P, 16), 1, 40);
  const pz0 = load<f64>(P, 48), pz1 = load<f64>(P, 56), pz2 = load<f64>(P, 64);
  const o = offsetPos + <usize>j * 24;
  const ox = load<f64>(o), oy = load<f64>(o, 8), oz = load<f64>(o, 16);
  // c = po + P * offset_pos, row by row: ((po + p_0 ox) + p_1 oy) + p_2 oz.
  let cxy = f64x2.add(f64x2.add(f64x2.add(v128.load(po), f64x2.mul(p0, f64x2.splat(ox))), f64x2.mul(p1, f64x2.splat(oy))), f64x2.mul(p2, f64x2.splat(oz)));
  let cz = load<f64>(po, 16) + pz0 * ox + pz1 * oy + pz2 * oz;
  const kp = keypoints + <usize>j * 24;
  v128.store(kp, cxy);
  store<f64>(kp, cz, 16);

  // Base rotation B = P * Q(offset_quat), Q expanded once by the host: column k of B is
  // (p_0 Q[0][k] + p_1 Q[1][k]) + p_2 Q[2][k].
  let c0 = p0, c1 = p1, c2 = p2;
  let z0 = pz0, z1 = pz1, z2 = pz2;
  const b = <usize>j * 72;
  if (load<u8>(offsetIsIdentity + j) == 0) {
    const Q = offsetRotations + b;
    c0 = f64x2.add(f64x2.add(f64x2.mul(p0, v128.load64_splat(Q)), f64x2.mul(p1, v128.load64_splat(Q, 24))), f64x2.mul(p2, v128.load64_splat(Q, 48)));
    c1 = f64x2.add(f64x2.add(f64x2.mul(p0, v128.load64_splat(Q, 8)), f64x2.mul(p1, v128.load64_splat(Q, 32))), f64x2.mul(p2, v128.load64_splat(Q, 56)));
    c2 = f64x2.add(f64x2.add(f64x2.mul(p0, v128.load64_splat(Q, 16)), f64x2.mul(p1, v128.load64_splat(Q, 40))), f64x2.mul(p2, v128.load64_splat(Q, 64)));
    const q00 = load<f64>(Q), q01 = load<f64>(Q, 8), q02 = load<f64>(Q, 16);
    const q10 = load<f64>(Q, 24), q11 = load<f64>(Q, 32), q12 = load<f64>(Q, 40);
    const q20 = load<f64>(Q, 48), q21 = load<f64>(Q, 56), q22 = load<f64>(Q, 64);
    z0 = pz0 * q00 + pz1 * q10 + pz2 * q20;
    z1 = pz0 * q01 + pz1 * q11 + pz2 * q21;
    z2 = pz0 * q02 + pz1 * q12 + pz2 * q22;
  }

  const dEnd = load<i32>(dofStart + (<usize>(j + 1) << 2));
  let slid = false;
  for (let d = load<i32>(dofStart + (<usize>j << 2)); d < dEnd; d++) {
    const op = load<u8>(dofOps + d);
    const d3 = <usize>d * 24;
    // Where the DOF acts: the keypoint (see dofOrigins), unless a slide before it moved it.
    if (track && slid) {
      v128.store(dofWorldOrigins + d3, cxy);
      store<f64>(dofWorldOrigins + d3, cz, 16);
    }
    // Hinge: R <- R * Rot(axis, value). About a coordinate axis, that axis in world coordinates
    // is a column of R, and only the other two columns change.
    if (op <= OP_HINGE_Z) {
      const s = load<f64>(sines + (<usize>d << 3)), c = load<f64>(cosines + (<usize>d << 3));
      const sv = f64x2.splat(s), cv = f64x2.splat(c);
      if (op == OP_HINGE_X) {
        if (track) {
          v128.store(dofWorldAxes + d3, c0);
          store<f64>(dofWorldAxes + d3, z0, 16);
        }
        const n1 = f64x2.add(f64x2.mul(cv, c1), f64x2.mul(sv, c2));
        c2 = f64x2.sub(f64x2.mul(cv, c2), f64x2.mul(sv, c1));
        c1 = n1;
        const m1 = c * z1 + s * z2;
        z2 = c * z2 - s * z1;
        z1 = m1;
      } else if (op == OP_HINGE_Y) {
        if (track) {
          v128.store(dofWorldAxes + d3, c1);
          store<f64>(dofWorldAxes + d3, z1, 16);
        }
        const n0 = f64x2.sub(f64x2.mul(cv, c0), f64x2.mul(sv, c2));
        c2 = f64x2.add(f64x2.mul(sv, c0), f64x2.mul(cv, c2));
        c0 = n0;
        const m0 = c * z0 - s * z2;
        z2 = s * z0 + c * z2;
        z0 = m0;
      } else {
        if (track) {
          v128.store(dofWorldAxes + d3, c2);
          store<f64>(dofWorldAxes + d3, z2, 16);
        }
        const n0 = f64x2.add(f64x2.mul(cv, c0), f64x2.mul(sv, c1));
        c1 = f64x2.sub(f64x2.mul(cv, c1), f64x2.mul(sv, c0));
        c0 = n0;
        const m0 = c * z0 + s * z1;
        z1 = c * z1 - s * z0;
        z0 = m0;
      }
      continue;
    }
    // Any other axis, or a slide: the axis in world coordinates, in the frame as it stands
    // before this DOF.
    const a = dofAxis + d3;
    const ax = load<f64>(a), ay = load<f64>(a, 8), az = load<f64>(a, 16);
    const wxy = f64x2.add(f64x2.add(f64x2.mul(c0, f64x2.splat(ax)), f64x2.mul(c1, f64x2.splat(ay))), f64x2.mul(c2, f64x2.splat(az)));
    const wz = z0 * ax + z1 * ay + z2 * az;
    if (track) {
      v128.store(dofWorldAxes + d3, wxy);
      store<f64>(dofWorldAxes + d3, wz, 16);
    }
    if (op == OP_SLIDE) {
      const value = load<f64>(lastDofs + (<usize>d << 3));
      cxy = f64x2.add(cxy, f64x2.mul(wxy, f64x2.splat(value)));
      cz += wz * value;
      slid = true;
      continue;
    }
    // Rodrigues' formula: R <- R * L.
    const s = load<f64>(sines + (<usize>d << 3)), c = load<f64>(cosines + (<usize>d << 3));
    const t = 1 - c;
    const l00 = t * ax * ax + c, l01 = t * ax * ay - s * az, l02 = t * ax * az + s * ay;
    const l10 = t * ax * ay + s * az, l11 = t * ay * ay + c, l12 = t * ay * az - s * ax;
    const l20 = t * ax * az - s * ay, l21 = t * ay * az + s * ax, l22 = t * az * az + c;
    const n0 = f64x2.add(f64x2.add(f64x2.mul(c0, f64x2.splat(l00)), f64x2.mul(c1, f64x2.splat(l10))), f64x2.mul(c2, f64x2.splat(l20)));
    const n1 = f64x2.add(f64x2.add(f64x2.mul(c0, f64x2.splat(l01)), f64x2.mul(c1, f64x2.splat(l11))), f64x2.mul(c2, f64x2.splat(l21)));
    const n2 = f64x2.add(f64x2.add(f64x2.mul(c0, f64x2.splat(l02)), f64x2.mul(c1, f64x2.splat(l12))), f64x2.mul(c2, f64x2.splat(l22)));
    const m0 = z0 * l00 + z1 * l10 + z2 * l20;
    const m1 = z0 * l01 + z1 * l11 + z2 * l21;
    const m2 = z0 * l02 + z1 * l12 + z2 * l22;
    c0 = n0; c1 = n1; c2 = n2;
    z0 = m0; z1 = m1; z2 = m2;
  }

  const origin = frameOrigins + <usize>j * 24;
  v128.store(origin, cxy);
  store<f64>(origin, cz, 16);
  storeRotation(frameRotations + b, c0, c1, c2, z0, z1, z2);
}

/** Writes the rotation with column pairs c0, c1, c2 and bottom row z0, z1, z2 row-major at `at`. */
// @ts-ignore: decorator
@inline
function storeRotation(at: usize, c0: v128, c1: v128, c2: v128, z0: f64, z1: f64, z2: f64): void {
  v128.store(at, v128.shuffle<f64>(c0, c1, 0, 2));
  v128.store64_lane(at, c2, 0, 16);
  v128.store(at, v128.shuffle<f64>(c0, c1, 1, 3), 24);
  v128.store64_lane(at, c2, 1, 40);
  store<f64>(at, z0, 48);
  store<f64>(at, z1, 56);
  store<f64>(at, z2, 64);
}

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
function computePair(a: i32, b: i32, offsets: usize, track: bool): void {
  const pa = load<i32>(parentIndex + (<usize>a << 2));
  const pb = load<i32>(parentIndex + (<usize>b << 2));
  // Parent frames: the root pose for the root joint (p = -1), laid out just before joint 0's frame.
  const PA = frameRotations + <usize>pa * 72, PB = frameRotations + <usize>pb * 72;
  const oa = frameOrigins + <usize>pa * 24, ob = frameOrigins + <usize>pb * 24;
  const p00 = gather(PA, PB), p01 = v128.load64_lane(PB, v128.load64_zero(PA, 8), 1, 8), p02 = v128.load64_lane(PB, v128.load64_zero(PA, 16), 1, 16);
  const p10 = v128.load64_lane(PB, v128.load64_zero(PA, 24), 1, 24), p11 = v128.load64_lane(PB, v128.load64_zero(PA, 32), 1, 32), p12 = v128.load64_lane(PB, v128.load64_zero(PA, 40), 1, 40);
  const p20 = v128.load64_lane(PB, v128.load64_zero(PA, 48), 1, 48), p21 = v128.load64_lane(PB, v128.load64_zero(PA, 56), 1, 56), p22 = v128.load64_lane(PB, v128.load64_zero(PA, 64), 1, 64);

  // Keypoint: parent origin + P * offset_pos, row by row ((po + P[r][0] ox) + P[r][1] oy) + P[r][2] oz.
  const ox = v128.load(offsets), oy = v128.load(offsets, 16), oz = v128.load(offsets, 32);
  const kx = f64x2.add(f64x2.add(f64x2.add(gather(oa, ob), f64x2.mul(p00, ox)), f64x2.mul(p01, oy)), f64x2.mul(p02, oz));
  const ky = f64x2.add(f64x2.add(f64x2.add(v128.load64_lane(ob, v128.load64_zero(oa, 8), 1, 8), f64x2.mul(p10, ox)), f64x2.mul(p11, oy)), f64x2.mul(p12, oz));
  const kz = f64x2.add(f64x2.add(f64x2.add(v128.load64_lane(ob, v128.load64_zero(oa, 16), 1, 16), f64x2.mul(p20, ox)), f64x2.mul(p21, oy)), f64x2.mul(p22, oz));
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
