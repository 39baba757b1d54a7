// Forward kinematics over the buffers laid out by ../../kinematics.ts (see there for the semantics
// and what each buffer holds). The host sets these byte offsets once per instance; all arrays are
// little-endian f64, i32 or u8 in the instance's own memory.
import { sincosInto } from './sincos';

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
 * ones, flagging the joints they belong to. Returns how many it refreshed.
 */
function updateDofs(full: bool): i32 {
  let changed = 0;
  for (let d = 0; d < dofCount; d++) {
    const at = <usize>d << 3;
    const value = load<f64>(dofs + at);
    if (!full) {
      if (sameNumber(value, load<f64>(lastDofs + at))) continue;
      store<u8>(ownDofsChanged + <usize>load<i32>(dofJoint + (<usize>d << 2)), 1);
    }
    changed++;
    store<f64>(lastDofs + at, value);
    if (load<u8>(dofOps + d) == OP_SLIDE) continue;
    sincosInto(value, sines + at, cosines + at);
  }
  return changed;
}

/**
 * Recomputes keypoints and frames from `dofs` and the root pose already stored in rootPosition and
 * rootRotation. Unless `full`, only joints whose own DOFs changed or whose parent frame moved (the
 * root's parent frame moved when `rootChanged`), with the same arithmetic as a full compute.
 */
export function computeForwardKinematics(full: bool, rootChanged: bool): void {
  const changedDofs = updateDofs(full);
  if (!full && changedDofs == dofCount && changedDofs > 0) {
    // Every DOF changed (a recording playing, say): nothing can be skipped, so skip the checks.
    full = true;
    memory.fill(ownDofsChanged, 0, <usize>jointCount);
  }
  const track = trackDofFrames;
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
    let cx: f64, cy: f64, cz: f64;
    let r00: f64, r01: f64, r02: f64, r10: f64, r11: f64, r12: f64, r20: f64, r21: f64, r22: f64;
    if (parentMoved) {
      // Parent frame: the root pose for the root joint.
      const P = p < 0 ? rootRotation : frameRotations + <usize>p * 72;
      const po = p < 0 ? rootPosition : frameOrigins + <usize>p * 24;
      const p00 = load<f64>(P), p01 = load<f64>(P, 8), p02 = load<f64>(P, 16);
      const p10 = load<f64>(P, 24), p11 = load<f64>(P, 32), p12 = load<f64>(P, 40);
      const p20 = load<f64>(P, 48), p21 = load<f64>(P, 56), p22 = load<f64>(P, 64);
      const o = offsetPos + <usize>j * 24;
      const ox = load<f64>(o), oy = load<f64>(o, 8), oz = load<f64>(o, 16);
      cx = load<f64>(po) + p00 * ox + p01 * oy + p02 * oz;
      cy = load<f64>(po, 8) + p10 * ox + p11 * oy + p12 * oz;
      cz = load<f64>(po, 16) + p20 * ox + p21 * oy + p22 * oz;
      store<f64>(kp, cx);
      store<f64>(kp, cy, 8);
      store<f64>(kp, cz, 16);

      // Base rotation B = P * Q(offset_quat), Q expanded once by the host.
      r00 = p00; r01 = p01; r02 = p02;
      r10 = p10; r11 = p11; r12 = p12;
      r20 = p20; r21 = p21; r22 = p22;
      if (load<u8>(offsetIsIdentity + j) == 0) {
        const Q = offsetRotations + b;
        const q00 = load<f64>(Q), q01 = load<f64>(Q, 8), q02 = load<f64>(Q, 16);
        const q10 = load<f64>(Q, 24), q11 = load<f64>(Q, 32), q12 = load<f64>(Q, 40);
        const q20 = load<f64>(Q, 48), q21 = load<f64>(Q, 56), q22 = load<f64>(Q, 64);
        r00 = p00 * q00 + p01 * q10 + p02 * q20;
        r01 = p00 * q01 + p01 * q11 + p02 * q21;
        r02 = p00 * q02 + p01 * q12 + p02 * q22;
        r10 = p10 * q00 + p11 * q10 + p12 * q20;
        r11 = p10 * q01 + p11 * q11 + p12 * q21;
        r12 = p10 * q02 + p11 * q12 + p12 * q22;
        r20 = p20 * q00 + p21 * q10 + p22 * q20;
        r21 = p20 * q01 + p21 * q11 + p22 * q21;
        r22 = p20 * q02 + p21 * q12 + p22 * q22;
      }
      store<f64>(base, r00); store<f64>(base, r01, 8); store<f64>(base, r02, 16);
      store<f64>(base, r10, 24); store<f64>(base, r11, 32); store<f64>(base, r12, 40);
      store<f64>(base, r20, 48); store<f64>(base, r21, 56); store<f64>(base, r22, 64);
    } else {
      // Only the joint's own DOFs changed: its keypoint and base rotation stand as computed.
      cx = load<f64>(kp); cy = load<f64>(kp, 8); cz = load<f64>(kp, 16);
      r00 = load<f64>(base); r01 = load<f64>(base, 8); r02 = load<f64>(base, 16);
      r10 = load<f64>(base, 24); r11 = load<f64>(base, 32); r12 = load<f64>(base, 40);
      r20 = load<f64>(base, 48); r21 = load<f64>(base, 56); r22 = load<f64>(base, 64);
    }

    const dEnd = load<i32>(dofStart + (<usize>(j + 1) << 2));
    for (let d = load<i32>(dofStart + (<usize>j << 2)); d < dEnd; d++) {
      const op = load<u8>(dofOps + d);
      const d3 = <usize>d * 24;
      if (track) {
        store<f64>(dofWorldOrigins + d3, cx);
        store<f64>(dofWorldOrigins + d3, cy, 8);
        store<f64>(dofWorldOrigins + d3, cz, 16);
      }
      // Hinge: R <- R * Rot(axis, value). About a coordinate axis, that axis in world coordinates
      // is a column of R, and only the other two columns change.
      if (op == OP_HINGE_X) {
        if (track) {
          store<f64>(dofWorldAxes + d3, r00);
          store<f64>(dofWorldAxes + d3, r10, 8);
          store<f64>(dofWorldAxes + d3, r20, 16);
        }
        const s = load<f64>(sines + (<usize>d << 3)), c = load<f64>(cosines + (<usize>d << 3));
        const n01 = c * r01 + s * r02, n11 = c * r11 + s * r12, n21 = c * r21 + s * r22;
        r02 = c * r02 - s * r01; r12 = c * r12 - s * r11; r22 = c * r22 - s * r21;
        r01 = n01; r11 = n11; r21 = n21;
        continue;
      }
      if (op == OP_HINGE_Y) {
        if (track) {
          store<f64>(dofWorldAxes + d3, r01);
          store<f64>(dofWorldAxes + d3, r11, 8);
          store<f64>(dofWorldAxes + d3, r21, 16);
        }
        const s = load<f64>(sines + (<usize>d << 3)), c = load<f64>(cosines + (<usize>d << 3));
        const n00 = c * r00 - s * r02, n10 = c * r10 - s * r12, n20 = c * r20 - s * r22;
        r02 = s * r00 + c * r02; r12 = s * r10 + c * r12; r22 = s * r20 + c * r22;
        r00 = n00; r10 = n10; r20 = n20;
        continue;
      }
      if (op == OP_HINGE_Z) {
        if (track) {
          store<f64>(dofWorldAxes + d3, r02);
          store<f64>(dofWorldAxes + d3, r12, 8);
          store<f64>(dofWorldAxes + d3, r22, 16);
        }
        const s = load<f64>(sines + (<usize>d << 3)), c = load<f64>(cosines + (<usize>d << 3));
        const n00 = c * r00 + s * r01, n10 = c * r10 + s * r11, n20 = c * r20 + s * r21;
        r01 = c * r01 - s * r00; r11 = c * r11 - s * r10; r21 = c * r21 - s * r20;
        r00 = n00; r10 = n10; r20 = n20;
        continue;
      }
      // Any other axis, or a slide: the axis in world coordinates, in the frame as it stands
      // before this DOF.
      const a = dofAxis + d3;
      const ax = load<f64>(a), ay = load<f64>(a, 8), az = load<f64>(a, 16);
      const wx = r00 * ax + r01 * ay + r02 * az;
      const wy = r10 * ax + r11 * ay + r12 * az;
      const wz = r20 * ax + r21 * ay + r22 * az;
      if (track) {
        store<f64>(dofWorldAxes + d3, wx);
        store<f64>(dofWorldAxes + d3, wy, 8);
        store<f64>(dofWorldAxes + d3, wz, 16);
      }
      if (op == OP_SLIDE) {
        const value = load<f64>(lastDofs + (<usize>d << 3));
        cx += wx * value;
        cy += wy * value;
        cz += wz * value;
        continue;
      }
      // Rodrigues' formula.
      const s = load<f64>(sines + (<usize>d << 3)), c = load<f64>(cosines + (<usize>d << 3));
      const t = 1 - c;
      const l00 = t * ax * ax + c, l01 = t * ax * ay - s * az, l02 = t * ax * az + s * ay;
      const l10 = t * ax * ay + s * az, l11 = t * ay * ay + c, l12 = t * ay * az - s * ax;
      const l20 = t * ax * az - s * ay, l21 = t * ay * az + s * ax, l22 = t * az * az + c;
      const n00 = r00 * l00 + r01 * l10 + r02 * l20;
      const n01 = r00 * l01 + r01 * l11 + r02 * l21;
      const n02 = r00 * l02 + r01 * l12 + r02 * l22;
      const n10 = r10 * l00 + r11 * l10 + r12 * l20;
      const n11 = r10 * l01 + r11 * l11 + r12 * l21;
      const n12 = r10 * l02 + r11 * l12 + r12 * l22;
      const n20 = r20 * l00 + r21 * l10 + r22 * l20;
      const n21 = r20 * l01 + r21 * l11 + r22 * l21;
      const n22 = r20 * l02 + r21 * l12 + r22 * l22;
      r00 = n00; r01 = n01; r02 = n02;
      r10 = n10; r11 = n11; r12 = n12;
      r20 = n20; r21 = n21; r22 = n22;
    }

    const origin = frameOrigins + <usize>j * 24;
    store<f64>(origin, cx);
    store<f64>(origin, cy, 8);
    store<f64>(origin, cz, 16);
    const R = frameRotations + b;
    store<f64>(R, r00); store<f64>(R, r01, 8); store<f64>(R, r02, 16);
    store<f64>(R, r10, 24); store<f64>(R, r11, 32); store<f64>(R, r12, 40);
    store<f64>(R, r20, 48); store<f64>(R, r21, 56); store<f64>(R, r22, 64);
  }
}
