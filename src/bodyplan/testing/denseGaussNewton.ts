// Test support: one IK Gauss-Newton step written out densely from QuickIK's description of its solver, with
// a finite-difference Jacobian, to check the solver's step against; and quaternion helpers for it.
import { expect } from 'vitest';
import type { IkOptions } from '../ik/ik.ts';
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import type { BodyModel } from '../kinematics/model.ts';
import { type Pose } from '../kinematics/pose.ts';

/**
 * One step exactly as the README states it, with the Jacobian from central differences of forward
 * kinematics (root rotation perturbed as exp(eps e_i) * q) and a dense Gaussian elimination.
 */
export function referenceStep(model: BodyModel, start: Pose, targets: Float64Array, weights: Float64Array | undefined, options: IkOptions): Pose {
  const rootCount = model.fixedBase ? 0 : 6;
  const n = rootCount + model.dofCount;
  const fk = new ForwardKinematics(model, { incremental: false });
  const keypointsAt = (s: Pose) => {
    fk.compute(s.dofs, s.rootPosition, s.rootQuat);
    return Float64Array.from(fk.keypoints);
  };
  const position = keypointsAt(start);
  const jacobian = finiteDifferenceJacobian(start, rootCount, n, keypointsAt);
  const h = Array.from({ length: n }, () => new Float64Array(n));
  const g = new Float64Array(n);
  for (let k = 0; k < model.jointCount; k++) {
    if (!Number.isFinite(targets[3 * k]!)) continue;
    const w = (weights?.[k] ?? 1) * model.jointWeight[k]!;
    for (let a = 0; a < n; a++) {
      for (let r = 0; r < 3; r++) {
        const ja = jacobian[a]![3 * k + r]!;
        g[a]! += w * ja * (targets[3 * k + r]! - position[3 * k + r]!);
        for (let b = 0; b < n; b++) h[a]![b]! += w * ja * jacobian[b]![3 * k + r]!;
      }
    }
  }
  return regularizedStep(model, start, h, g, options, rootCount);
}

/** The pose with parameter i moved by eps: root position, root rotation as exp(eps e_i)·q, or a DOF. */
function perturbedPose(start: Pose, rootCount: number, i: number, eps: number): Pose {
  const s = copyState(start);
  if (i < 3 && rootCount > 0) s.rootPosition[i]! += eps;
  else if (i < rootCount) s.rootQuat = quatMul(quatExp([0, 1, 2].map((a) => (a === i - 3 ? eps : 0))), start.rootQuat);
  else s.dofs[i - rootCount]! += eps;
  return s;
}

/** Column i: central differences of `evaluate` in parameter i (see perturbedPose). */
export function finiteDifferenceJacobian(start: Pose, rootCount: number, size: number, evaluate: (pose: Pose) => Float64Array): Float64Array[] {
  const eps = 1e-6;
  const jacobian: Float64Array[] = [];
  for (let i = 0; i < size; i++) {
    const plus = evaluate(perturbedPose(start, rootCount, i, eps));
    const minus = evaluate(perturbedPose(start, rootCount, i, -eps));
    jacobian.push(plus.map((v, r) => (v - minus[r]!) / (2 * eps)));
  }
  return jacobian;
}

/** The README's step from the observations' normal equations h, g: neutral prior, damping, solve, clamp to limits. */
export function regularizedStep(model: BodyModel, start: Pose, h: Float64Array[], g: Float64Array, options: IkOptions, rootCount: number): Pose {
  const n = g.length;
  for (let d = 0; d < model.dofCount; d++) {
    const w = options.neutralWeight * model.dofWeight[d]!;
    h[rootCount + d]![rootCount + d]! += w;
    g[rootCount + d]! += w * (model.dofNeutral[d]! - start.dofs[d]!);
  }
  for (let i = 0; i < n; i++) h[i]![i]! += options.damping * Math.max(h[i]![i]!, 1);
  const delta = solveDense(h, g);
  const next = copyState(start);
  if (rootCount > 0) {
    for (let i = 0; i < 3; i++) next.rootPosition[i]! += delta[i]!;
    next.rootQuat = quatMul(quatExp([delta[3]!, delta[4]!, delta[5]!]), start.rootQuat);
  }
  for (let d = 0; d < model.dofCount; d++) {
    next.dofs[d] = Math.min(model.dofUpper[d]!, Math.max(model.dofLower[d]!, start.dofs[d]! + delta[rootCount + d]!));
  }
  return next;
}

function solveDense(matrix: Float64Array[], rhs: Float64Array): Float64Array {
  const n = rhs.length;
  const a = matrix.map((row) => Float64Array.from(row));
  const b = Float64Array.from(rhs);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    [b[c], b[pivot]] = [b[pivot]!, b[c]!];
    for (let r = c + 1; r < n; r++) {
      const f = a[r]![c]! / a[c]![c]!;
      for (let k = c; k < n; k++) a[r]![k]! -= f * a[c]![k]!;
      b[r]! -= f * b[c]!;
    }
  }
  const x = new Float64Array(n);
  for (let r = n - 1; r >= 0; r--) {
    let sum = b[r]!;
    for (let k = r + 1; k < n; k++) sum -= a[r]![k]! * x[k]!;
    x[r] = sum / a[r]![r]!;
  }
  return x;
}

export function copyState(s: Pose): Pose {
  return { dofs: Float64Array.from(s.dofs), rootPosition: Float64Array.from(s.rootPosition), rootQuat: Float64Array.from(s.rootQuat) };
}

export function expectStatesClose(actual: Pose, expected: Pose, tolerance: number): void {
  actual.dofs.forEach((v, i) => expect(Math.abs(v - expected.dofs[i]!), `dof ${i}`).toBeLessThan(tolerance));
  actual.rootPosition.forEach((v, i) => expect(Math.abs(v - expected.rootPosition[i]!), `root position ${i}`).toBeLessThan(tolerance));
  expect(quatDistance(actual.rootQuat, expected.rootQuat)).toBeLessThan(tolerance);
}

// Quaternions [w, x, y, z], written out here rather than taken from rotation.ts, which is under test.
export function quatMul(a: ArrayLike<number>, b: ArrayLike<number>): Float64Array {
  const [aw, ax, ay, az] = [a[0]!, a[1]!, a[2]!, a[3]!];
  const [bw, bx, by, bz] = [b[0]!, b[1]!, b[2]!, b[3]!];
  return Float64Array.of(
    aw * bw - ax * bx - ay * by - az * bz,
    aw * bx + ax * bw + ay * bz - az * by,
    aw * by - ax * bz + ay * bw + az * bx,
    aw * bz + ax * by - ay * bx + az * bw,
  );
}

export function quatConjugate(q: ArrayLike<number>): Float64Array {
  return Float64Array.of(q[0]!, -q[1]!, -q[2]!, -q[3]!);
}

export function quatExp(v: ArrayLike<number>): Float64Array {
  const angle = Math.hypot(v[0]!, v[1]!, v[2]!);
  if (angle === 0) return Float64Array.of(1, 0, 0, 0);
  const s = Math.sin(angle / 2) / angle;
  return Float64Array.of(Math.cos(angle / 2), v[0]! * s, v[1]! * s, v[2]! * s);
}

/** The axis-angle vector of a unit quaternion (its w >= 0 half). */
export function quatLog(q: ArrayLike<number>): Float64Array {
  const sign = q[0]! < 0 ? -1 : 1;
  const sine = Math.hypot(q[1]!, q[2]!, q[3]!);
  if (sine === 0) return new Float64Array(3);
  const angle = 2 * Math.atan2(sine, sign * q[0]!);
  return Float64Array.of(q[1]!, q[2]!, q[3]!).map((c) => (sign * c * angle) / sine);
}

export function normalizedQuat(q: number[]): Float64Array {
  const norm = Math.hypot(...q);
  return Float64Array.from(q, (c) => c / norm);
}

/** Distance between two rotations (q and -q are the same rotation). */
export function quatDistance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  let plus = 0;
  let minus = 0;
  for (let i = 0; i < 4; i++) {
    dot += a[i]! * b[i]!;
    plus += (a[i]! - b[i]!) ** 2;
    minus += (a[i]! + b[i]!) ** 2;
  }
  return dot >= 0 ? Math.sqrt(plus) : Math.sqrt(minus);
}
