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
  /** 9 per joint, row-major: the rotation matrix of offset_quat. */
  private readonly offsetRotations: Float64Array;
  /** Per DOF: OP_HINGE_X/Y/Z for a hinge about exactly that unit vector (a cheaper update), else OP_HINGE or OP_SLIDE. */
  private readonly dofOps: Uint8Array;

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
    this.dofOps = classifyDofs(model);
    this.offsetIsIdentity = new Uint8Array(n);
    this.offsetRotations = new Float64Array(9 * n);
    const q = model.offsetQuat;
    for (let j = 0; j < n; j++) {
      quatToMatrix(q, 4 * j, this.offsetRotations, 9 * j);
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
    let full = this.stale || !this.incremental;
    const rootChanged = this.updateRootPose(rootPosition, rootQuat, full);
    const changedDofs = this.updateDofs(dofs, full);
    if (!full && changedDofs === this.model.dofCount && changedDofs > 0) {
      // Every DOF changed (a recording playing, say): nothing can be skipped, so skip the checks.
      full = true;
      this.ownDofsChanged.fill(0);
    }
    this.stale = false;

    const model = this.model;
    const rootPos = this.rootPosition;
    const rootRot = this.rootRotation;
    const { order, parentIndex, offsetPos, dofStart, dofAxis } = model;
    const offsetRot = this.offsetRotations;
    const keypoints = this.keypoints;
    const baseRot = this.baseRotations;
    const origins = this.frameOrigins;
    const rotations = this.frameRotations;
    const track = this.trackDofFrames;
    const worldAxes = this.dofWorldAxes;
    const worldOrigins = this.dofWorldOrigins;
    const dofOp = this.dofOps;
    const offsetIsIdentity = this.offsetIsIdentity;
    const values = this.lastDofs;
    const sines = this.sines;
    const cosines = this.cosines;
    const ownDofsChanged = this.ownDofsChanged;
    const recomputed = this.frameRecomputed;

    for (let i = 0; i < order.length; i++) {
      const j = order[i]!;
      const p = parentIndex[j]!;
      let parentMoved = true;
      if (!full) {
        // Parents come first, so the parent's flag already says whether its frame moved. (A full
        // compute leaves the flags alone: the next incremental one sets each before reading it.)
        parentMoved = p < 0 ? rootChanged : recomputed[p] === 1;
        if (!parentMoved && ownDofsChanged[j] === 0) {
          recomputed[j] = 0;
          continue;
        }
        ownDofsChanged[j] = 0;
        recomputed[j] = 1;
      }

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

        // Base rotation B = P * Q(offset_quat), Q expanded once in the constructor.
        r00 = p00; r01 = p01; r02 = p02;
        r10 = p10; r11 = p11; r12 = p12;
        r20 = p20; r21 = p21; r22 = p22;
        if (offsetIsIdentity[j] === 0) {
          const q00 = offsetRot[b]!, q01 = offsetRot[b + 1]!, q02 = offsetRot[b + 2]!;
          const q10 = offsetRot[b + 3]!, q11 = offsetRot[b + 4]!, q12 = offsetRot[b + 5]!;
          const q20 = offsetRot[b + 6]!, q21 = offsetRot[b + 7]!, q22 = offsetRot[b + 8]!;
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
        const op = dofOp[d]!;
        if (track) {
          worldOrigins[3 * d] = cx;
          worldOrigins[3 * d + 1] = cy;
          worldOrigins[3 * d + 2] = cz;
        }
        // Hinge: R <- R * Rot(axis, value). About a coordinate axis, that axis in world coordinates
        // is a column of R, and only the other two columns change.
        if (op === OP_HINGE_X) {
          if (track) {
            worldAxes[3 * d] = r00;
            worldAxes[3 * d + 1] = r10;
            worldAxes[3 * d + 2] = r20;
          }
          const s = sines[d]!, c = cosines[d]!;
          const n01 = c * r01 + s * r02, n11 = c * r11 + s * r12, n21 = c * r21 + s * r22;
          r02 = c * r02 - s * r01; r12 = c * r12 - s * r11; r22 = c * r22 - s * r21;
          r01 = n01; r11 = n11; r21 = n21;
          continue;
        }
        if (op === OP_HINGE_Y) {
          if (track) {
            worldAxes[3 * d] = r01;
            worldAxes[3 * d + 1] = r11;
            worldAxes[3 * d + 2] = r21;
          }
          const s = sines[d]!, c = cosines[d]!;
          const n00 = c * r00 - s * r02, n10 = c * r10 - s * r12, n20 = c * r20 - s * r22;
          r02 = s * r00 + c * r02; r12 = s * r10 + c * r12; r22 = s * r20 + c * r22;
          r00 = n00; r10 = n10; r20 = n20;
          continue;
        }
        if (op === OP_HINGE_Z) {
          if (track) {
            worldAxes[3 * d] = r02;
            worldAxes[3 * d + 1] = r12;
            worldAxes[3 * d + 2] = r22;
          }
          const s = sines[d]!, c = cosines[d]!;
          const n00 = c * r00 + s * r01, n10 = c * r10 + s * r11, n20 = c * r20 + s * r21;
          r01 = c * r01 - s * r00; r11 = c * r11 - s * r10; r21 = c * r21 - s * r20;
          r00 = n00; r10 = n10; r20 = n20;
          continue;
        }
        // Any other axis, or a slide: the axis in world coordinates, in the frame as it stands
        // before this DOF.
        const ax = dofAxis[3 * d]!, ay = dofAxis[3 * d + 1]!, az = dofAxis[3 * d + 2]!;
        const wx = r00 * ax + r01 * ay + r02 * az;
        const wy = r10 * ax + r11 * ay + r12 * az;
        const wz = r20 * ax + r21 * ay + r22 * az;
        if (track) {
          worldAxes[3 * d] = wx;
          worldAxes[3 * d + 1] = wy;
          worldAxes[3 * d + 2] = wz;
        }
        if (op === OP_SLIDE) {
          const value = values[d]!;
          cx += wx * value;
          cy += wy * value;
          cz += wz * value;
          continue;
        }
        // Rodrigues' formula.
        const s = sines[d]!, c = cosines[d]!;
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

  /** Copies the DOF values and refreshes their sines and cosines; unless `full`, only of the changed
   * ones, flagging the joints they belong to. Returns how many it refreshed. */
  private updateDofs(dofs: ArrayLike<number>, full: boolean): number {
    const { dofCount, dofJoint } = this.model;
    const dofOp = this.dofOps;
    const last = this.lastDofs;
    const ownDofsChanged = this.ownDofsChanged;
    const sines = this.sines;
    const cosines = this.cosines;
    // Module constants read into locals once, so the loop does not reload them.
    const tableSines = TABLE_SINES, tableCosines = TABLE_COSINES, mask = TABLE_MASK;
    const inverseStep = INVERSE_TABLE_STEP, roundingShift = 6755399441055744, step1 = TABLE_STEP_1, step2 = TABLE_STEP_2, step3 = TABLE_STEP_3;
    let changed = 0;
    for (let d = 0; d < dofCount; d++) {
      const value = dofs[d]!;
      if (!full) {
        if (sameNumber(value, last[d]!)) continue;
        ownDofsChanged[dofJoint[d]!] = 1;
      }
      changed++;
      last[d] = value;
      if (dofOp[d] === OP_SLIDE) continue;
      if (value <= 1e5 && value >= -1e5) {
        // sin and cos together, cheaper than Math.sin plus Math.cos: value = n * pi/128 + r with
        // |r| <= pi/256 (pi/128 split in three parts, the first two exact when multiplied by
        // |n| < 2^23), then sin(n pi/128 + r) from a table at n and short Taylor series in r, whose
        // first dropped terms are below 1e-20. Within 2.2e-16 of Math.sin/Math.cos in tests.
        // Round to the nearest integer by adding and taking away 1.5 * 2^52 (exact for |x| < 2^51);
        // Math.round, measured, took about a third of this whole computation's time.
        const n = value * inverseStep + roundingShift - roundingShift;
        const r = value - n * step1 - n * step2 - n * step3;
        const z = r * r;
        const sr = r + r * z * (-0.16666666666666666 + z * (8.333333333333333e-3 + z * -1.984126984126984e-4));
        const crMinus1 = z * (-0.5 + z * (4.1666666666666664e-2 + z * -1.388888888888889e-3));
        const k = n & mask;
        const ts = tableSines[k]!, tc = tableCosines[k]!;
        // The table value plus a small correction, so the rounding errors of the correction stay small.
        sines[d] = ts + (ts * crMinus1 + tc * sr);
        cosines[d] = tc + (tc * crMinus1 - ts * sr);
      } else {
        sines[d] = Math.sin(value);
        cosines[d] = Math.cos(value);
      }
    }
    return changed;
  }
}

/** Same value bit for bit as far as the outputs can tell: 0 and -0 differ; NaN never matches (recomputed). */
function sameNumber(a: number, b: number): boolean {
  return a === b && (a !== 0 || 1 / a === 1 / b);
}

/** pi/128 = STEP_1 + STEP_2 + STEP_3 (to 2e-36); STEP_1 and STEP_2 have 29 significant bits, so
 * n * STEP_1 and n * STEP_2 are exact for |n| < 2^23 (|value| <= 1e5 gives |n| < 2^22). */
const TABLE_STEP_1 = 0.024543692590668797; // 0x1.921fb54p-6
const TABLE_STEP_2 = 1.5501462201535088e-11; // 0x1.10b4612p-36
const TABLE_STEP_3 = -1.9026643403084322e-20;
/** sin and cos at k * pi/128 for k = 0..255 (one turn); an angle's step count n indexes it by n & 255. */
const TABLE_SIZE = 256;
const TABLE_MASK = TABLE_SIZE - 1;
const INVERSE_TABLE_STEP = TABLE_SIZE / (2 * Math.PI);
const [TABLE_SINES, TABLE_COSINES] = sineTable();

/**
 * sin and cos of the exact angles k * pi/128. The nearest double `a` to such an angle is off by up
 * to 2e-16 (Math.PI itself is 1.2e-16 short of pi), so each entry is corrected to first order by
 * that difference, which keeps every entry within Math.sin's own accuracy.
 */
function sineTable(): [Float64Array, Float64Array] {
  const sines = new Float64Array(TABLE_SIZE);
  const cosines = new Float64Array(TABLE_SIZE);
  for (let k = 0; k < TABLE_SIZE; k++) {
    const a = k * TABLE_STEP_1 + k * TABLE_STEP_2;
    const delta = k * TABLE_STEP_1 - a + k * TABLE_STEP_2 + k * TABLE_STEP_3;
    const sa = Math.sin(a), ca = Math.cos(a);
    sines[k] = sa + ca * delta;
    cosines[k] = ca - sa * delta;
  }
  return [sines, cosines];
}
const IDENTITY_QUAT = Float64Array.of(1, 0, 0, 0);

const OP_HINGE_X = 0;
const OP_HINGE_Y = 1;
const OP_HINGE_Z = 2;
const OP_HINGE = 3;
const OP_SLIDE = 4;

function classifyDofs(model: BodyModel): Uint8Array {
  const { dofCount, dofAxis: axes, dofType } = model;
  const ops = new Uint8Array(dofCount);
  for (let d = 0; d < dofCount; d++) {
    const x = axes[3 * d], y = axes[3 * d + 1], z = axes[3 * d + 2];
    ops[d] =
      dofType[d] === DOF_SLIDE ? OP_SLIDE
      : x === 1 && y === 0 && z === 0 ? OP_HINGE_X
      : x === 0 && y === 1 && z === 0 ? OP_HINGE_Y
      : x === 0 && y === 0 && z === 1 ? OP_HINGE_Z
      : OP_HINGE;
  }
  return ops;
}
