// Forward kinematics over the buffers laid out by ../../kinematics.ts (see there for the semantics
// and what each buffer holds). The host sets these byte offsets once per instance; all arrays are
// little-endian f64, i32 or u8 in the instance's own memory.
import { sincosInto, sincosPairInto } from './sincos';

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
export let baseRotations: usize = 0; // 9 f64 per joint
export let frameOrigins: usize = 0; // 3 f64 per joint
export let frameRotations: usize = 0; // 9 f64 per joint
export let dofWorldAxes: usize = 0; // 3 f64 per DOF when tracked
export let dofWorldOrigins: usize = 0; // 3 f64 per DOF when tracked
export let rootPosition: usize = 0; // 3 f64
export let rootRotation: usize = 0; // 9 f64
export let trackDofFrames: bool = true;

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
 * Copies `dofs` into `lastDofs` and refreshes sines and cosines; unless `full`, only of the changed
 * ones, flagging the joints they belong to. Returns how many it refreshed. DOFs go in pairs so that
 * two changed ones take the SIMD sine and cosine (a slide's are computed too, and never read).
 */
function updateDofs(full: bool): i32 {
  let changed = 0;
  let d = 0;
  for (; d + 1 < dofCount; d += 2) {
    const at = <usize>d << 3;
    const values = v128.load(dofs + at);
    const first = full || !sameNumber(f64x2.extract_lane(values, 0), load<f64>(lastDofs + at));
    const second = full || !sameNumber(f64x2.extract_lane(values, 1), load<f64>(lastDofs + at, 8));
    if (!first && !second) continue;
    v128.store(lastDofs + at, values);
    if (first && second) {
      changed += 2;
      if (!full) {
        store<u8>(ownDofsChanged + <usize>load<i32>(dofJoint + (<usize>d << 2)), 1);
        store<u8>(ownDofsChanged + <usize>load<i32>(dofJoint + (<usize>d << 2), 4), 1);
      }
      if (sincosPairInto(values, sines + at, cosines + at)) continue;
    }
    if (first) refreshOne(d, full);
    if (second) refreshOne(d + 1, full);
    if (first != second) changed++;
  }
  if (d < dofCount) {
    const at = <usize>d << 3;
    if (full || !sameNumber(load<f64>(dofs + at), load<f64>(lastDofs + at))) {
      store<f64>(lastDofs + at, load<f64>(dofs + at));
      refreshOne(d, full);
      changed++;
    }
  }
  return changed;
}

/** True when no DOF equals its last value (NaN never does; -0 equals 0 here, and is sorted out after). */
function noDofUnchanged(): bool {
  let d = 0;
  for (; d + 1 < dofCount; d += 2) {
    const at = <usize>d << 3;
    if (v128.any_true(f64x2.eq(v128.load(dofs + at), v128.load(lastDofs + at)))) return false;
  }
  return d == dofCount || load<f64>(dofs + (<usize>d << 3)) != load<f64>(lastDofs + (<usize>d << 3));
}

/** One changed DOF: its sine and cosine, and its joint's flag (unless `full`). */
// @ts-ignore: decorator
@inline
function refreshOne(d: i32, full: bool): void {
  const at = <usize>d << 3;
  if (!full) store<u8>(ownDofsChanged + <usize>load<i32>(dofJoint + (<usize>d << 2)), 1);
  sincosInto(load<f64>(dofs + at), sines + at, cosines + at);
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
  const changedDofs = updateDofs(full);
  if (!full && changedDofs == dofCount && changedDofs > 0) {
    // Every DOF changed after all (the scan counts -0 against 0 as unchanged).
    full = true;
    memory.fill(ownDofsChanged, 0, <usize>jointCount);
  }
  // Four copies of the joint pass, each with `full` and `track` constants: the full one has no
  // change checks, and none tests `track` per DOF (fewer branches, fewer register moves in V8).
  if (trackDofFrames) {
    if (full) jointPass(true, true, true);
    else jointPass(false, rootChanged, true);
  } else {
    if (full) jointPass(true, true, false);
    else jointPass(false, rootChanged, false);
  }
}

/** Recomputes the joints' keypoints and frames (see computeForwardKinematics). */
// @ts-ignore: decorator
@inline
function jointPass(full: bool, rootChanged: bool, track: bool): void {
  // A rotation R is held as three column pairs C_k = (R[0][k], R[1][k]) in SIMD registers and the
  // bottom row z_k = R[2][k] as scalars: every update is the scalar formula applied to two rows at
  // once, in the same order, so the results are the same bits as a scalar loop (and as before).
  for (let i = 0; i < jointCount; i++) {
    const j = load<i32>(order + (<usize>i << 2));
    const p = load<i32>(parentIndex + (<usize>j << 2));
    let parentMoved = true;
    if (!full) {
      // Parents come first, so the parent's flag already says whether its frame moved.
      parentMoved = p < 0 ? rootChanged : load<u8>(frameRecomputed + p) == 1;
      if (!parentMoved && load<u8>(ownDofsChanged + j) == 0) {
        store<u8>(frameRecomputed + j, 0);
        continue;
      }
      store<u8>(ownDofsChanged + j, 0);
      store<u8>(frameRecomputed + j, 1);
    }

    const b = <usize>j * 72;
    const kp = keypoints + <usize>j * 24;
    const base = baseRotations + b;
    let cxy: v128, cz: f64;
    let c0: v128, c1: v128, c2: v128, z0: f64, z1: f64, z2: f64;
    if (parentMoved) {
      // Parent frame: the root pose for the root joint.
      const P = p < 0 ? rootRotation : frameRotations + <usize>p * 72;
      const po = p < 0 ? rootPosition : frameOrigins + <usize>p * 24;
      const top = v128.load(P), middle = v128.load(P, 24);
      const p0 = v128.shuffle<f64>(top, middle, 0, 2);
      const p1 = v128.shuffle<f64>(top, middle, 1, 3);
      const p2 = v128.load64_lane(P + 40, v128.load64_zero(P + 16), 1);
      const pz0 = load<f64>(P, 48), pz1 = load<f64>(P, 56), pz2 = load<f64>(P, 64);
      const o = offsetPos + <usize>j * 24;
      const ox = load<f64>(o), oy = load<f64>(o, 8), oz = load<f64>(o, 16);
      // c = po + P * offset_pos, row by row: ((po + p_0 ox) + p_1 oy) + p_2 oz.
      cxy = f64x2.add(f64x2.add(f64x2.add(v128.load(po), f64x2.mul(p0, f64x2.splat(ox))), f64x2.mul(p1, f64x2.splat(oy))), f64x2.mul(p2, f64x2.splat(oz)));
      cz = load<f64>(po, 16) + pz0 * ox + pz1 * oy + pz2 * oz;
      v128.store(kp, cxy);
      store<f64>(kp, cz, 16);

      // Base rotation B = P * Q(offset_quat), Q expanded once by the host: column k of B is
      // (p_0 Q[0][k] + p_1 Q[1][k]) + p_2 Q[2][k].
      c0 = p0; c1 = p1; c2 = p2;
      z0 = pz0; z1 = pz1; z2 = pz2;
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
      storeRotation(base, c0, c1, c2, z0, z1, z2);
    } else {
      // Only the joint's own DOFs changed: its keypoint and base rotation stand as computed.
      cxy = v128.load(kp);
      cz = load<f64>(kp, 16);
      const top = v128.load(base), middle = v128.load(base, 24);
      c0 = v128.shuffle<f64>(top, middle, 0, 2);
      c1 = v128.shuffle<f64>(top, middle, 1, 3);
      c2 = v128.load64_lane(base + 40, v128.load64_zero(base + 16), 1);
      z0 = load<f64>(base, 48); z1 = load<f64>(base, 56); z2 = load<f64>(base, 64);
    }

    const dEnd = load<i32>(dofStart + (<usize>(j + 1) << 2));
    for (let d = load<i32>(dofStart + (<usize>j << 2)); d < dEnd; d++) {
      const op = load<u8>(dofOps + d);
      const d3 = <usize>d * 24;
      if (track) {
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
}

/** Writes the rotation with column pairs c0, c1, c2 and bottom row z0, z1, z2 row-major at `at`. */
// @ts-ignore: decorator
@inline
function storeRotation(at: usize, c0: v128, c1: v128, c2: v128, z0: f64, z1: f64, z2: f64): void {
  v128.store(at, v128.shuffle<f64>(c0, c1, 0, 2));
  v128.store64_lane(at + 16, c2, 0);
  v128.store(at, v128.shuffle<f64>(c0, c1, 1, 3), 24);
  v128.store64_lane(at + 40, c2, 1);
  store<f64>(at, z0, 48);
  store<f64>(at, z1, 56);
  store<f64>(at, z2, 64);
}
