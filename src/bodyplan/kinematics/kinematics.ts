import { DOF_SLIDE, type BodyModel } from './model.ts';
import { KernelArena } from './kernels/kernelArena.ts';
import { fullPassSteps } from './fullPassSteps.ts';

export interface ForwardKinematicsOptions {
  /** Record each DOF's world axis and origin (the IK Jacobian needs them). Default true; a viewer that
   * needs only keypoints and frames may turn it off to save ~3 stores per DOF. */
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
 *
 * The arithmetic runs in WebAssembly (kernels/assembly/forwardKinematics.ts): the same loop in
 * JavaScript took 2-3x as long, measured by `npm run bench`. A full compute takes joints with the
 * same sequence of x/y/z hinges two at a time, one per SIMD lane (see fullPassSteps), with the same
 * bits as one at a time. The output arrays below are views of the kernel's memory; they stay valid
 * for the life of this object.
 */
export class ForwardKinematics {
  readonly model: BodyModel;
  /** 3 per joint: the joint's keypoint (origin before its own DOFs). */
  readonly keypoints: Float64Array;
  /** 3 per joint: origin after the joint's own DOFs (slides move it). */
  readonly frameOrigins: Float64Array;
  /** 9 per joint, row-major: rotation after the joint's own DOFs (children's parent frame). */
  readonly frameRotations: Float64Array;
  /** 3 per DOF (empty if trackDofFrames is off): the DOF's world axis as it acts, after the DOFs
   * before it. Where it acts: dofWorldOrigin(d). */
  readonly dofWorldAxes: Float64Array;
  /** The root pose used by the last `compute` (origin/identity for a fixed base). */
  readonly rootPosition: Float64Array;
  readonly rootRotation: Float64Array;
  /** The DOF values the next kernel call reads (the IK solver updates them in place). */
  readonly dofInput: Float64Array;
  /** How many joints a full compute takes two at a time (see fullPassSteps); for benchmarks and tests. */
  readonly pairedJointCount: number;

  /** Per DOF when tracked: the byte address of its world origin in the kernel's memory (`memory`). */
  private dofOriginAddresses: Int32Array = EMPTY_I32;
  private memory: Float64Array = EMPTY;
  /** 9 per joint, row-major: offset_quat as a rotation matrix. */
  private offsetRotations: Float64Array = EMPTY;
  private readonly arena: KernelArena;
  private readonly lastRootQuat = new Float64Array(4);
  private rootRotationAt = 0;
  /** True until the first `compute`, and after `invalidate`: recompute everything. */
  private stale = true;
  private readonly incremental: boolean;

  /**
   * With `arena` (not yet open), the buffers are laid out in it and bound when its owner opens it:
   * the IK solver shares one kernel instance between FK and its own buffers. Without, FK has its own.
   */
  constructor(model: BodyModel, options: ForwardKinematicsOptions = {}, arena?: KernelArena) {
    this.model = model;
    const n = model.jointCount;
    const dofCount = model.dofCount;
    const track = options.trackDofFrames ?? true;
    this.incremental = options.incremental ?? true;
    this.arena = arena ?? new KernelArena();
    const a = this.arena;
    const kinds = dofKinds(model);
    const schedule = fullPassSteps(model, (j) => pairSignature(model, kinds, j));
    this.pairedJointCount = 2 * schedule.pairCount;
    const at = {
      order: a.i32(n), parentIndex: a.i32(n), offsetPos: a.f64(3 * n), offsetRotations: a.f64(9 * n), offsetIsIdentity: a.u8(n),
      dofStart: a.i32(n + 1), dofJoint: a.i32(dofCount), dofOps: a.u8(dofCount), dofAxis: a.f64(3 * dofCount),
      dofs: a.f64(dofCount), lastDofs: a.f64(dofCount), sines: a.f64(dofCount), cosines: a.f64(dofCount),
      ownDofsChanged: a.u8(n), frameRecomputed: a.u8(n),
      keypoints: a.f64(3 * n),
      // The root pose goes just before the joints' frames, as the root joint's parent frame (index
      // -1): the kernel then reads every parent frame the same way.
      rootPosition: a.f64(3 * (n + 1)), rootRotation: a.f64(9 * (n + 1)),
      dofWorldAxes: a.f64(track ? 3 * dofCount : 0), dofWorldOrigins: a.f64(track ? 3 * dofCount : 0), dofOrigins: a.i32(track ? dofCount : 0),
      fullSteps: a.i32(2 * schedule.stepCount), pairOffsets: a.f64(PAIR_F64S * schedule.pairCount),
    };
    // Views are taken when the memory exists; until then these are placeholders no one reads.
    this.keypoints = this.frameOrigins = this.frameRotations = EMPTY;
    this.dofWorldAxes = this.rootPosition = this.rootRotation = this.dofInput = EMPTY;
    a.whenOpen(() => {
      a.setAll({ ...at, frameOrigins: at.rootPosition + 24, frameRotations: at.rootRotation + 72 });
      a.set('jointCount', n);
      a.set('dofCount', dofCount);
      a.set('trackDofFrames', track);
      a.set('fullStepCount', schedule.stepCount);
      if (a.get('PAIR_BYTES') !== 8 * PAIR_F64S) throw new Error('ForwardKinematics: the kernels lay out pairs differently');
      const views = this as { -readonly [K in keyof ForwardKinematics]: ForwardKinematics[K] };
      views.keypoints = a.f64View(at.keypoints, 3 * n);
      views.frameOrigins = a.f64View(at.rootPosition + 24, 3 * n);
      views.frameRotations = a.f64View(at.rootRotation + 72, 9 * n);
      views.dofWorldAxes = a.f64View(at.dofWorldAxes, track ? 3 * dofCount : 0);
      if (track) {
        // A DOF acts at its joint's keypoint unless a slide listed before it moved it: only those
        // origins are stored apart (a 10,000-joint hinge plan saves 720 KB of writes per compute).
        const origins = a.i32View(at.dofOrigins, dofCount);
        for (let j = 0; j < n; j++) {
          let slid = false;
          for (let d = model.dofStart[j]!; d < model.dofStart[j + 1]!; d++) {
            origins[d] = slid ? at.dofWorldOrigins + 24 * d : at.keypoints + 24 * j;
            if (model.dofType[d] === DOF_SLIDE) slid = true;
          }
        }
        this.dofOriginAddresses = origins;
        this.memory = a.f64View(0, a.byteLength / 8);
      }
      views.rootPosition = a.f64View(at.rootPosition, 3);
      views.rootRotation = a.f64View(at.rootRotation, 9);
      views.dofInput = a.f64View(at.dofs, dofCount);

      a.i32View(at.order, n).set(model.order);
      a.i32View(at.parentIndex, n).set(model.parentIndex);
      a.f64View(at.offsetPos, 3 * n).set(model.offsetPos);
      const offsetIsIdentity = a.u8View(at.offsetIsIdentity, n);
      const q = model.offsetQuat;
      const offsetRotations = a.f64View(at.offsetRotations, 9 * n);
      this.offsetRotations = offsetRotations;
      for (let j = 0; j < n; j++) {
        // The kernel's quatToMatrix reads the quaternion before it writes: it converts in place.
        offsetRotations.set(q.subarray(4 * j, 4 * j + 4), 9 * j);
        a.exports.quatToMatrix(at.offsetRotations + 72 * j, at.offsetRotations + 72 * j);
        offsetIsIdentity[j] = isIdentityQuat(q, j) ? 1 : 0;
      }
      this.rootRotationAt = at.rootRotation;
      a.i32View(at.dofStart, n + 1).set(model.dofStart);
      a.i32View(at.dofJoint, dofCount).set(model.dofJoint);
      a.u8View(at.dofOps, dofCount).set(kernelDofOps(kinds, a));
      a.f64View(at.dofAxis, 3 * dofCount).set(model.dofAxis);
      a.i32View(at.fullSteps, 2 * schedule.stepCount).set(schedule.steps);
      interleavePairOffsets(schedule.steps, model.offsetPos, offsetRotations, a.f64View(at.pairOffsets, PAIR_F64S * schedule.pairCount));
    });
    if (arena === undefined) a.open();
  }

  /**
   * The world point DOF d acts at (a hinge turns about it) in the last `compute`: its joint's
   * keypoint, moved by the slides listed before d in the joint. Needs trackDofFrames.
   */
  dofWorldOrigin(dof: number, out: Float64Array = new Float64Array(3)): Float64Array {
    const at = this.dofOriginAddresses[dof];
    if (at === undefined) throw new RangeError(`ForwardKinematics: no DOF frame for DOF ${dof} (trackDofFrames off?)`);
    out.set(this.memory.subarray(at / 8, at / 8 + 3));
    return out;
  }

  /**
   * Joint j's frame before its own DOFs (the frame its first DOF's axis is in): parent frame *
   * offset_quat, row-major, from the last `compute`. Computed on demand (the gizmos want a few).
   */
  baseRotation(joint: number, out: Float64Array = new Float64Array(9)): Float64Array {
    const parent = this.model.parentIndex[joint]!;
    const p = parent < 0 ? this.rootRotation : this.frameRotations.subarray(9 * parent, 9 * parent + 9);
    const q = this.offsetRotations.subarray(9 * joint, 9 * joint + 9);
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 3; c++) out[3 * r + c] = p[3 * r]! * q[c]! + p[3 * r + 1]! * q[3 + c]! + p[3 * r + 2]! * q[6 + c]!;
    }
    return out;
  }

  /** Makes the next `compute` recompute every output; call it after writing into an output array. */
  invalidate(): void {
    this.stale = true;
  }

  /** rootPosition (3) and rootQuat (4, [w,x,y,z]) default to origin/identity; ignored for a fixed base. */
  compute(dofs: ArrayLike<number>, rootPosition?: ArrayLike<number>, rootQuat?: ArrayLike<number>): void {
    const full = this.stale || !this.incremental;
    const rootChanged = this.updateRootPose(rootPosition, rootQuat, full);
    const input = this.dofInput;
    if (dofs.length === input.length) input.set(dofs);
    else for (let d = 0; d < input.length; d++) input[d] = dofs[d] ?? NaN;
    this.arena.exports.computeForwardKinematics(full ? 1 : 0, rootChanged ? 1 : 0);
    this.stale = false;
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
    if (quatChanged) {
      this.rootRotation.set(last);
      this.arena.exports.quatToMatrix(this.rootRotationAt, this.rootRotationAt);
    }
    return changed || quatChanged;
  }
}

/** Same value bit for bit as far as the outputs can tell: 0 and -0 differ; NaN never matches (recomputed). */
function sameNumber(a: number, b: number): boolean {
  return a === b && (a !== 0 || 1 / a === 1 / b);
}

const EMPTY = new Float64Array(0);
const EMPTY_I32 = new Int32Array(0);
const IDENTITY_QUAT = Float64Array.of(1, 0, 0, 0);

/** How a DOF acts, for the kernel's dispatch: a hinge about exactly x, y or z has a cheaper update. */
const enum DofKind {
  HingeX,
  HingeY,
  HingeZ,
  Hinge,
  Slide,
}

function dofKinds(model: BodyModel): Uint8Array {
  const { dofCount, dofAxis: axes, dofType } = model;
  const kinds = new Uint8Array(dofCount);
  for (let d = 0; d < dofCount; d++) {
    const x = axes[3 * d], y = axes[3 * d + 1], z = axes[3 * d + 2];
    kinds[d] =
      dofType[d] === DOF_SLIDE ? DofKind.Slide
      : x === 1 && y === 0 && z === 0 ? DofKind.HingeX
      : x === 0 && y === 1 && z === 0 ? DofKind.HingeY
      : x === 0 && y === 0 && z === 1 ? DofKind.HingeZ
      : DofKind.Hinge;
  }
  return kinds;
}

/** The kernel's OP_* code of each DOF kind. */
function kernelDofOps(kinds: Uint8Array, arena: KernelArena): Uint8Array {
  const codes = [arena.get('OP_HINGE_X'), arena.get('OP_HINGE_Y'), arena.get('OP_HINGE_Z'), arena.get('OP_HINGE'), arena.get('OP_SLIDE')];
  return kinds.map((kind) => codes[kind]!);
}

/**
 * What the kernel's paired pass (computePair) needs two joints to share: their DOFs, all hinges about
 * x, y or z, in the same sequence, and whether offset_quat is the identity (the identity is copied,
 * not multiplied, so that the bits match computing the joint alone). Null for a joint it cannot take.
 */
function pairSignature(model: BodyModel, kinds: Uint8Array, joint: number): string | null {
  let key = isIdentityQuat(model.offsetQuat, joint) ? 'I' : 'Q';
  for (let d = model.dofStart[joint]!; d < model.dofStart[joint + 1]!; d++) {
    const kind = kinds[d]!;
    if (kind > DofKind.HingeZ) return null;
    key += kind;
  }
  return key;
}

function isIdentityQuat(quats: Float64Array, joint: number): boolean {
  return quats[4 * joint] === 1 && quats[4 * joint + 1] === 0 && quats[4 * joint + 2] === 0 && quats[4 * joint + 3] === 0;
}

/** f64 per pair in the kernel's pairOffsets: offset_pos (3) and the offset rotation (9), each as an (a, b) lane pair. */
const PAIR_F64S = 24;

/** Fills pairOffsets: for each pair (a, b) in step order, every offset number of a followed by b's. */
function interleavePairOffsets(steps: Int32Array, offsetPos: Float64Array, offsetRotations: Float64Array, out: Float64Array): void {
  let at = 0;
  for (let s = 0; s < steps.length; s += 2) {
    const a = steps[s]!, b = steps[s + 1]!;
    if (b < 0) continue;
    for (let k = 0; k < 3; k++, at += 2) {
      out[at] = offsetPos[3 * a + k]!;
      out[at + 1] = offsetPos[3 * b + k]!;
    }
    for (let k = 0; k < 9; k++, at += 2) {
      out[at] = offsetRotations[9 * a + k]!;
      out[at + 1] = offsetRotations[9 * b + k]!;
    }
  }
}
