// Forward kinematics over the buffers in ./fkLayout: a full compute, or an incremental one that
// recomputes only what changed.
import { noDofUnchanged, refreshAllDofs, updateChangedDofs } from './fkDofInput';
import { computePair } from './fkJointPair';
import {
  cosines, dofAxis, dofCount, dofOps, dofStart, dofWorldAxes, dofWorldOrigins, frameOrigins, frameRecomputed, frameRotations, fullStepCount,
  fullSteps, jointCount, keypoints, lastDofs, offsetIsIdentity, offsetPos, offsetRotations, OP_HINGE_X, OP_HINGE_Y, OP_HINGE_Z, OP_SLIDE,
  order, ownDofsChanged, PAIR_BYTES, pairOffsets, parentIndex, sines, trackDofFrames,
} from './fkLayout';

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
