import { DOF_SLIDE, type BodyModel } from './model.ts';
import { quatToMatrix } from './rotation.ts';

export interface ForwardKinematicsOptions {
  /** Record each DOF's world axis and origin (the IK Jacobian needs them). Default true; a viewer that
   * needs only keypoints and frames may turn it off to save ~6 stores per DOF. */
  trackDofFrames?: boolean;
  /** Recompute only what changed since the last call (default true). The IK solver, which changes
   * every DOF each iteration, turns it off: there the change checks cost time and save nothing. */
  incremental?: boolean;
}

/**
 * Forward kinematics with QuickIK's semantics, in float64, into preallocated buffers: `compute`
 * allocates nothing, so the viewer can call it every frame and the IK solver every iteration.
 *
 * Joint J's keypoint is `parentOrigin + parentRotation * offset_pos`; its frame then turns by
 * `offset_quat` and by its own DOFs in listed order, which move only its descendants.
 *
 * `compute` is incremental: it remembers the last DOF vector and root pose and recomputes only the
 * joints whose own DOFs or parent frame changed (with the same arithmetic, so the outputs are
 * bit-identical to a full recompute), reusing each unchanged DOF's sine and cosine.
 */
export class ForwardKinematics {
  readonly model: BodyModel;
  /** 3 per joint: the joint's keypoint (origin before its own DOFs). */
  readonly keypoints: Float64Array;
  /** 9 per joint, row-major: parent frame * offset_quat (frame of the joint's first DOF). */
  readonly baseRotations: Float64Array;
  /** 3 per joint: origin after the joint's own DOFs (slides move it). */
  readonly frameOrigins: Float64Array;
  /** 9 per joint, row-major: rotation after the joint's own DOFs (children's parent frame). */
  readonly frameRotations: Float64Array;
  /** 3 per DOF (empty if trackDofFrames is off): the DOF's world axis as it acts, after the DOFs before it. */
  readonly dofWorldAxes: Float64Array;
  /** 3 per DOF (empty if trackDofFrames is off): the world point the DOF acts at (a hinge turns about it). */
  readonly dofWorldOrigins: Float64Array;
  /** The root pose used by the last `compute` (origin/identity for a fixed base). */
  readonly rootPosition = new Float64Array(3);
  readonly rootRotation = new Float64Array(9);

  private readonly trackDofFrames: boolean;
  /** Per joint: 1 when offset_quat is the identity (the base rotation is the parent's). */
  private readonly offsetIsIdentity: Uint8Array;
  /** Per DOF: AXIS_X/Y/Z when the axis is exactly that unit vector (a cheaper update), else AXIS_OTHER. */
  private readonly axisKind: Uint8Array;

  /** The inputs of the last `compute`, to find what changed. */
  private readonly lastDofs: Float64Array;
  private readonly lastRootQuat = new Float64Array(4);
  /** Per hinge DOF: sine and cosine of its value in `lastDofs`. */
  private readonly sines: Float64Array;
  private readonly cosines: Float64Array;
  /** Per joint: 1 when one of its own DOF values changed in this `compute`. */
  private readonly ownDofsChanged: Uint8Array;
  /** Per joint: 1 when its frame (origin and rotation) was recomputed in this `compute`. */
  private readonly frameRecomputed: Uint8Array;
  /** True until the first `compute`, and after `invalidate`: recompute everything. */
  private stale = true;
  private readonly incremental: boolean;

  constructor(model: BodyModel, options: ForwardKinematicsOptions = {}) {
    this.model = model;
    const n = model.jointCount;
    this.trackDofFrames = options.trackDofFrames ?? true;
    this.incremental = options.incremental ?? true;
    this.keypoints = new Float64Array(3 * n);
    this.baseRotations = new Float64Array(9 * n);
    this.frameOrigins = new Float64Array(3 * n);
    this.frameRotations = new Float64Array(9 * n);
    this.dofWorldAxes = new Float64Array(this.trackDofFrames ? 3 * model.dofCount : 0);
    this.dofWorldOrigins = new Float64Array(this.trackDofFrames ? 3 * model.dofCount : 0);
    this.axisKind = classifyAxes(model.dofAxis, model.dofCount);
    this.offsetIsIdentity = new Uint8Array(n);
    const q = model.offsetQuat;
    for (let j = 0; j < n; j++) {
      this.offsetIsIdentity[j] = q[4 * j] === 1 && q[4 * j + 1] === 0 && q[4 * j + 2] === 0 && q[4 * j + 3] === 0 ? 1 : 0;
    }
    this.lastDofs = new Float64Array(model.dofCount);
    this.sines = new Float64Array(model.dofCount);
    this.cosines = new Float64Array(model.dofCount);
    this.ownDofsChanged = new Uint8Array(n);
    this.frameRecomputed = new Uint8Array(n);
  }

  /** Makes the next `compute` recompute every output; call it after writing into an output array. */
  invalidate(): void {
    this.stale = true;
  }

  /** rootPosition (3) and rootQuat (4, [w,x,y,z]) default to origin/identity; ignored for a fixed base. */
  compute(dofs: ArrayLike<number>, rootPosition?: ArrayLike<number>, rootQuat?: ArrayLike<number>): void {
    const full = this.stale || !this.incremental;
    const rootChanged = this.updateRootPose(rootPosition, rootQuat, full);
    this.updateDofs(dofs, full);
    this.stale = false;

    const model = this.model;
    const rootPos = this.rootPosition;
    const rootRot = this.rootRotation;
    const { order, parentIndex, offsetPos, offsetQuat, dofStart, dofType, dofAxis } = model;
    const keypoints = this.keypoints;
    const baseRot = this.baseRotations;
    const origins = this.frameOrigins;
    const rotations = this.frameRotations;
    const track = this.trackDofFrames;
    const worldAxes = this.dofWorldAxes;
    const worldOrigins = this.dofWorldOrigins;
    const axisKind = this.axisKind;
    const offsetIsIdentity = this.offsetIsIdentity;
    const values = this.lastDofs;
    const sines = this.sines;
    const cosines = this.cosines;
    const ownDofsChanged = this.ownDofsChanged;
    const recomputed = this.frameRecomputed;

    for (let i = 0; i < order.length; i++) {
      const j = order[i]!;
      const p = parentIndex[j]!;
      // Parents come first, so the parent's flag already says whether its frame moved.
      const parentMoved = full || (p < 0 ? rootChanged : recomputed[p] === 1);
      if (!parentMoved && ownDofsChanged[j] === 0) {
        recomputed[j] = 0;
        continue;
      }
      ownDofsChanged[j] = 0;
      recomputed[j] = 1;

      const b = 9 * j;
      let cx: number, cy: number, cz: number;
      let r00: number, r01: number, r02: number, r10: number, r11: number, r12: number, r20: number, r21: number, r22: number;
      if (parentMoved) {
        // Parent frame: the root pose for the root joint.
        const P = p < 0 ? rootRot : rotations;
        const po = p < 0 ? rootPos : origins;
        const pr = p < 0 ? 0 : 9 * p;
        const pp = p < 0 ? 0 : 3 * p;
        const p00 = P[pr]!, p01 = P[pr + 1]!, p02 = P[pr + 2]!;
        const p10 = P[pr + 3]!, p11 = P[pr + 4]!, p12 = P[pr + 5]!;
        const p20 = P[pr + 6]!, p21 = P[pr + 7]!, p22 = P[pr + 8]!;

        const ox = offsetPos[3 * j]!, oy = offsetPos[3 * j + 1]!, oz = offsetPos[3 * j + 2]!;
        cx = po[pp]! + p00 * ox + p01 * oy + p02 * oz;
        cy = po[pp + 1]! + p10 * ox + p11 * oy + p12 * oz;
        cz = po[pp + 2]! + p20 * ox + p21 * oy + p22 * oz;
        keypoints[3 * j] = cx;
        keypoints[3 * j + 1] = cy;
        keypoints[3 * j + 2] = cz;

        // Base rotation B = P * Q(offset_quat); Q is expanded here from the (unit) quaternion.
        r00 = p00; r01 = p01; r02 = p02;
        r10 = p10; r11 = p11; r12 = p12;
        r20 = p20; r21 = p21; r22 = p22;
        if (offsetIsIdentity[j] === 0) {
          const qw = offsetQuat[4 * j]!, qx = offsetQuat[4 * j + 1]!, qy = offsetQuat[4 * j + 2]!, qz = offsetQuat[4 * j + 3]!;
          const q00 = 1 - 2 * (qy * qy + qz * qz), q01 = 2 * (qx * qy - qw * qz), q02 = 2 * (qx * qz + qw * qy);
          const q10 = 2 * (qx * qy + qw * qz), q11 = 1 - 2 * (qx * qx + qz * qz), q12 = 2 * (qy * qz - qw * qx);
          const q20 = 2 * (qx * qz - qw * qy), q21 = 2 * (qy * qz + qw * qx), q22 = 1 - 2 * (qx * qx + qy * qy);
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
        baseRot[b] = r00; baseRot[b + 1] = r01; baseRot[b + 2] = r02;
        baseRot[b + 3] = r10; baseRot[b + 4] = r11; baseRot[b + 5] = r12;
        baseRot[b + 6] = r20; baseRot[b + 7] = r21; baseRot[b + 8] = r22;
      } else {
        // Only the joint's own DOFs changed: its keypoint and base rotation stand as computed.
        cx = keypoints[3 * j]!; cy = keypoints[3 * j + 1]!; cz = keypoints[3 * j + 2]!;
        r00 = baseRot[b]!; r01 = baseRot[b + 1]!; r02 = baseRot[b + 2]!;
        r10 = baseRot[b + 3]!; r11 = baseRot[b + 4]!; r12 = baseRot[b + 5]!;
        r20 = baseRot[b + 6]!; r21 = baseRot[b + 7]!; r22 = baseRot[b + 8]!;
      }

      const dEnd = dofStart[j + 1]!;
      for (let d = dofStart[j]!; d < dEnd; d++) {
        const kind = axisKind[d]!;
        if (track || kind === AXIS_OTHER || dofType[d] === DOF_SLIDE) {
          const ax = dofAxis[3 * d]!, ay = dofAxis[3 * d + 1]!, az = dofAxis[3 * d + 2]!;
          // The axis in world coordinates, in the frame as it stands before this DOF.
          const wx = r00 * ax + r01 * ay + r02 * az;
          const wy = r10 * ax + r11 * ay + r12 * az;
          const wz = r20 * ax + r21 * ay + r22 * az;
          if (track) {
            worldAxes[3 * d] = wx;
            worldAxes[3 * d + 1] = wy;
            worldAxes[3 * d + 2] = wz;
            worldOrigins[3 * d] = cx;
            worldOrigins[3 * d + 1] = cy;
            worldOrigins[3 * d + 2] = cz;
          }
          if (dofType[d] === DOF_SLIDE) {
            const value = values[d]!;
            cx += wx * value;
            cy += wy * value;
            cz += wz * value;
            continue;
          }
        }
        const s = sines[d]!, c = cosines[d]!;
        // Hinge: R <- R * Rot(axis, value). About a coordinate axis only two columns change.
        if (kind === AXIS_X) {
          const n01 = c * r01 + s * r02, n11 = c * r11 + s * r12, n21 = c * r21 + s * r22;
          r02 = c * r02 - s * r01; r12 = c * r12 - s * r11; r22 = c * r22 - s * r21;
          r01 = n01; r11 = n11; r21 = n21;
          continue;
        }
        if (kind === AXIS_Y) {
          const n00 = c * r00 - s * r02, n10 = c * r10 - s * r12, n20 = c * r20 - s * r22;
          r02 = s * r00 + c * r02; r12 = s * r10 + c * r12; r22 = s * r20 + c * r22;
          r00 = n00; r10 = n10; r20 = n20;
          continue;
        }
        if (kind === AXIS_Z) {
          const n00 = c * r00 + s * r01, n10 = c * r10 + s * r11, n20 = c * r20 + s * r21;
          r01 = c * r01 - s * r00; r11 = c * r11 - s * r10; r21 = c * r21 - s * r20;
          r00 = n00; r10 = n10; r20 = n20;
          continue;
        }
        // Any other axis: Rodrigues' formula.
        const ax = dofAxis[3 * d]!, ay = dofAxis[3 * d + 1]!, az = dofAxis[3 * d + 2]!;
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

      origins[3 * j] = cx;
      origins[3 * j + 1] = cy;
      origins[3 * j + 2] = cz;
      rotations[b] = r00; rotations[b + 1] = r01; rotations[b + 2] = r02;
      rotations[b + 3] = r10; rotations[b + 4] = r11; rotations[b + 5] = r12;
      rotations[b + 6] = r20; rotations[b + 7] = r21; rotations[b + 8] = r22;
    }
  }

  /** Stores the root pose to use; true when it differs from the last one (or `full`). */
  private updateRootPose(rootPosition: ArrayLike<number> | undefined, rootQuat: ArrayLike<number> | undefined, full: boolean): boolean {
    const fixed = this.model.fixedBase;
    const rootPos = this.rootPosition;
    let changed = full;
    for (let k = 0; k < 3; k++) {
      const v = !fixed && rootPosition !== undefined ? rootPosition[k]! : 0;
      if (!sameNumber(v, rootPos[k]!)) changed = true;
      rootPos[k] = v;
    }
    const quat = !fixed && rootQuat !== undefined ? rootQuat : IDENTITY_QUAT;
    const last = this.lastRootQuat;
    let quatChanged = full;
    for (let k = 0; k < 4; k++) {
      const v = quat[k]!;
      if (!sameNumber(v, last[k]!)) quatChanged = true;
      last[k] = v;
    }
    if (quatChanged) quatToMatrix(quat, 0, this.rootRotation, 0);
    return changed || quatChanged;
  }

  /** Copies the DOF values, flags the joints whose own DOFs changed and refreshes their sines and cosines. */
  private updateDofs(dofs: ArrayLike<number>, full: boolean): void {
    const { dofCount, dofJoint, dofType } = this.model;
    const last = this.lastDofs;
    const ownDofsChanged = this.ownDofsChanged;
    const sines = this.sines;
    const cosines = this.cosines;
    for (let d = 0; d < dofCount; d++) {
      const value = dofs[d]!;
      if (!full && sameNumber(value, last[d]!)) continue;
      last[d] = value;
      ownDofsChanged[dofJoint[d]!] = 1;
      if (dofType[d] === DOF_SLIDE) continue;
      if (value <= 1e5 && value >= -1e5) {
        // sin and cos together, with no branch on the quadrant (angles are unpredictable):
        // reduce by n * pi/2 (pi/2 split in three parts, the first exact for |n| < 2^20), then
        // Taylor series to r^17 and r^18, exact in double on [-pi/4, pi/4]. Within ~1 ulp of
        // Math.sin/Math.cos and much cheaper than calling both. Coefficients are (-1)^k / n!.
        const n = Math.round(value * 0.6366197723675814);
        const r = value - n * 1.5707963267341256 - n * 6.077094383272197e-11 - n * 6.123233995736766e-17;
        const z = r * r;
        const sr = r + r * z * (-0.16666666666666666 + z * (8.333333333333333e-3 + z * (-1.984126984126984e-4 + z * (2.7557319223985893e-6 + z * (-2.505210838544172e-8 + z * (1.6059043836821613e-10 + z * (-7.647163731819816e-13 + z * 2.8114572543455206e-15)))))));
        const cr = 1 + z * (-0.5 + z * (4.1666666666666664e-2 + z * (-1.388888888888889e-3 + z * (2.48015873015873e-5 + z * (-2.755731922398589e-7 + z * (2.08767569878681e-9 + z * (-1.1470745597729725e-11 + z * (4.779477332387385e-14 + z * -1.5619206968586225e-16))))))));
        // Quadrant q: (s, c) = (sr, cr), (cr, -sr), (-sr, -cr), (-cr, sr), picked by multiplying
        // with 0 or +-1 from a table and adding a zero, which is exact.
        const q = 4 * (n & 3);
        sines[d] = sr * QUADRANT_SIGNS[q]! + cr * QUADRANT_SIGNS[q + 1]!;
        cosines[d] = sr * QUADRANT_SIGNS[q + 2]! + cr * QUADRANT_SIGNS[q + 3]!;
      } else {
        sines[d] = Math.sin(value);
        cosines[d] = Math.cos(value);
      }
    }
  }
}

/** Same value bit for bit as far as the outputs can tell: 0 and -0 differ; NaN never matches (recomputed). */
function sameNumber(a: number, b: number): boolean {
  return a === b && (a !== 0 || 1 / a === 1 / b);
}

/** Per quadrant: the factors of sr and cr in sin, then in cos. */
const QUADRANT_SIGNS = Float64Array.of(1, 0, 0, 1, 0, 1, -1, 0, -1, 0, 0, -1, 0, -1, 1, 0);
const IDENTITY_QUAT = Float64Array.of(1, 0, 0, 0);

const AXIS_X = 0;
const AXIS_Y = 1;
const AXIS_Z = 2;
const AXIS_OTHER = 3;

function classifyAxes(axes: Float64Array, dofCount: number): Uint8Array {
  const kinds = new Uint8Array(dofCount);
  for (let d = 0; d < dofCount; d++) {
    const x = axes[3 * d], y = axes[3 * d + 1], z = axes[3 * d + 2];
    kinds[d] = x === 1 && y === 0 && z === 0 ? AXIS_X : x === 0 && y === 1 && z === 0 ? AXIS_Y : x === 0 && y === 0 && z === 1 ? AXIS_Z : AXIS_OTHER;
  }
  return kinds;
}
