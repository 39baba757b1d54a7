// QuickIK's Gauss-Newton loop over the buffers laid out by ../../../ik/ik.ts (see there for the state
// ordering and the objective). The host sets these byte offsets once per instance.
import { computeForwardKinematics } from './forwardKinematics';
import { dofOps, dofOrigins, dofs, dofWorldAxes, jointCount, keypoints, OP_SLIDE, rootPosition, rootRotation } from './fkLayout';
import { diagonal, factorTree, offDiagonal, rowStart, solveTree } from './treeCholesky';
import { quatToMatrix, rotateQuatByAxisAngle } from './rotation';

export let rootCount: i32 = 0; // 6 for a free base, else 0
export let stateSize: i32 = 0;
export let stateDof: usize = 0; // i32 per DOF state variable: its flat DOF index
export let chainStart: usize = 0; // i32 per joint: first state of its keypoint's chain, -1 for none
export let lambda: usize = 0; // i32 per state: the next state up the chain, -1 at the top
export let rootQuat: usize = 0; // 4 f64 [w,x,y,z]
export let targets: usize = 0; // 3 f64 per joint; non-finite = missing
export let weights: usize = 0; // f64 per joint, read when useWeights
export let useWeights: bool = false;
export let jointWeight: usize = 0; // f64 per joint: weight_scaler
export let dofNeutral: usize = 0; // f64 per DOF
export let dofWeight: usize = 0; // f64 per DOF: weight_scaler
export let dofLower: usize = 0; // f64 per DOF
export let dofUpper: usize = 0; // f64 per DOF
export let rhs: usize = 0; // f64 per state
export let columns: usize = 0; // 3 f64 per chain entry of the longest chain
export let columnState: usize = 0; // i32 per chain entry
/** Set by solveGaussNewton: whether the last step was within both tolerances. */
export let converged: bool = false;

/** Runs up to `iterations` steps from the state in dofs, rootPosition and rootQuat (updated in
 * place), then computes the keypoints at the final state. Returns the number of steps taken. */
export function solveGaussNewton(iterations: i32, damping: f64, neutralWeight: f64, positionTolerance: f64, angleTolerance: f64): i32 {
  const free = rootCount > 0;
  const n = stateSize;
  let taken = 0;
  converged = false;
  while (taken < iterations) {
    taken++;
    quatToMatrix(rootQuat, rootRotation);
    computeForwardKinematics(true, true);
    memory.fill(diagonal, 0, <usize>n << 3);
    memory.fill(offDiagonal, 0, <usize>load<i32>(rowStart + (<usize>n << 2)) << 3);
    memory.fill(rhs, 0, <usize>n << 3);
    accumulateKeypoints();
    if (neutralWeight != 0) accumulateNeutralPrior(neutralWeight);
    for (let i = 0; i < n; i++) {
      const at = diagonal + (<usize>i << 3);
      const value = load<f64>(at);
      store<f64>(at, value + damping * max<f64>(value, 1));
    }
    // No step when the normal matrix is not positive definite (QuickIK does the same).
    if (factorTree()) solveTree(rhs);
    else memory.fill(rhs, 0, <usize>n << 3);

    let largestPosition: f64 = 0;
    let largestAngle: f64 = 0;
    for (let i = 0; i < n; i++) {
      const step = abs<f64>(load<f64>(rhs + (<usize>i << 3)));
      if (i < 3 && free) largestPosition = max<f64>(largestPosition, step);
      else largestAngle = max<f64>(largestAngle, step);
    }
    converged = largestPosition <= positionTolerance && largestAngle <= angleTolerance;
    if (free) {
      store<f64>(rootPosition, load<f64>(rootPosition) + load<f64>(rhs));
      store<f64>(rootPosition, load<f64>(rootPosition, 8) + load<f64>(rhs, 8), 8);
      store<f64>(rootPosition, load<f64>(rootPosition, 16) + load<f64>(rhs, 16), 16);
      rotateQuatByAxisAngle(rootQuat, rhs + 24);
    }
    for (let i = rootCount; i < n; i++) {
      const d = <usize>load<i32>(stateDof + (<usize>(i - rootCount) << 2)) << 3;
      const value = load<f64>(dofs + d) + load<f64>(rhs + (<usize>i << 3));
      const lower = load<f64>(dofLower + d), upper = load<f64>(dofUpper + d);
      store<f64>(dofs + d, value < lower ? lower : value > upper ? upper : value);
    }
    if (converged) break;
  }
  quatToMatrix(rootQuat, rootRotation);
  computeForwardKinematics(true, true);
  return taken;
}

/** Adds each observed keypoint's w J^T J and w J^T r, its Jacobian walked up its chain of states. */
function accumulateKeypoints(): void {
  const rootCountHere = rootCount;
  for (let k = 0; k < jointCount; k++) {
    const target = targets + <usize>k * 24;
    const tx = load<f64>(target), ty = load<f64>(target, 8), tz = load<f64>(target, 16);
    if (!isFinite<f64>(tx) || !isFinite<f64>(ty) || !isFinite<f64>(tz)) continue;
    const weight = (useWeights ? load<f64>(weights + (<usize>k << 3)) : 1) * load<f64>(jointWeight + (<usize>k << 3));
    if (!(weight > 0)) continue;
    const keypoint = keypoints + <usize>k * 24;
    const px = load<f64>(keypoint), py = load<f64>(keypoint, 8), pz = load<f64>(keypoint, 16);
    const rx = tx - px, ry = ty - py, rz = tz - pz;

    // The keypoint's Jacobian columns, walking its chain of ancestor state variables down to the
    // root rotation. The root position's columns are the unit vectors: handled apart below.
    let count = 0;
    const first = load<i32>(chainStart + (<usize>k << 2));
    for (let s = first; s >= 3 || (s >= 0 && rootCountHere == 0); s = load<i32>(lambda + (<usize>s << 2))) {
      let jx: f64, jy: f64, jz: f64;
      if (s >= rootCountHere) {
        const d = <usize>load<i32>(stateDof + (<usize>(s - rootCountHere) << 2));
        const axis = dofWorldAxes + d * 24;
        const ax = load<f64>(axis), ay = load<f64>(axis, 8), az = load<f64>(axis, 16);
        if (load<u8>(dofOps + d) == OP_SLIDE) {
          jx = ax; jy = ay; jz = az;
        } else {
          const origin = <usize>load<i32>(dofOrigins + (d << 2));
          const ox = px - load<f64>(origin), oy = py - load<f64>(origin, 8), oz = pz - load<f64>(origin, 16);
          jx = ay * oz - az * oy; jy = az * ox - ax * oz; jz = ax * oy - ay * ox;
        }
      } else {
        // Root rotation about world axis e_(s-3), through the root position: e x (p - root).
        const ox = px - load<f64>(rootPosition), oy = py - load<f64>(rootPosition, 8), oz = pz - load<f64>(rootPosition, 16);
        jx = s == 3 ? 0 : s == 4 ? oz : -oy;
        jy = s == 3 ? -oz : s == 4 ? 0 : ox;
        jz = s == 3 ? oy : s == 4 ? -ox : 0;
      }
      const column = columns + <usize>count * 24;
      store<f64>(column, jx);
      store<f64>(column, jy, 8);
      store<f64>(column, jz, 16);
      store<i32>(columnState + (<usize>count << 2), s);
      count++;
    }
    const reachesRoot = rootCountHere > 0 && first >= 0;

    // w J^T J and w J^T r; columns a < b means state b is the (b - a)-th ancestor of state a.
    for (let a = 0; a < count; a++) {
      const column = columns + <usize>a * 24;
      const ax = load<f64>(column), ay = load<f64>(column, 8), az = load<f64>(column, 16);
      const sa = <usize>load<i32>(columnState + (<usize>a << 2));
      const rhsA = rhs + (sa << 3);
      store<f64>(rhsA, load<f64>(rhsA) + weight * (ax * rx + ay * ry + az * rz));
      const diagonalA = diagonal + (sa << 3);
      store<f64>(diagonalA, load<f64>(diagonalA) + weight * (ax * ax + ay * ay + az * az));
      // Entry b of this row (b > a) is at offDiagonal[rowStart[sa] + b - a - 1].
      const row = offDiagonal + (<usize>(load<i32>(rowStart + (sa << 2)) - a - 1) << 3);
      for (let b = a + 1; b < count; b++) {
        const other = columns + <usize>b * 24;
        const at = row + (<usize>b << 3);
        store<f64>(at, load<f64>(at) + weight * (ax * load<f64>(other) + ay * load<f64>(other, 8) + az * load<f64>(other, 16)));
      }
      if (reachesRoot) {
        // Root position states 2, 1, 0 follow on the chain; their columns are e_z, e_y, e_x.
        const at = row + (<usize>count << 3);
        store<f64>(at, load<f64>(at) + weight * az);
        store<f64>(at, load<f64>(at, 8) + weight * ay, 8);
        store<f64>(at, load<f64>(at, 16) + weight * ax, 16);
      }
    }
    if (reachesRoot) {
      // Among themselves the root position columns are orthonormal: weight on the diagonal only.
      store<f64>(diagonal, load<f64>(diagonal) + weight);
      store<f64>(diagonal, load<f64>(diagonal, 8) + weight, 8);
      store<f64>(diagonal, load<f64>(diagonal, 16) + weight, 16);
      store<f64>(rhs, load<f64>(rhs) + weight * rx);
      store<f64>(rhs, load<f64>(rhs, 8) + weight * ry, 8);
      store<f64>(rhs, load<f64>(rhs, 16) + weight * rz, 16);
    }
  }
}

/** Adds the pull toward the neutral pose: neutralWeight * weight_scaler on each DOF's diagonal. */
function accumulateNeutralPrior(neutralWeight: f64): void {
  for (let i = rootCount; i < stateSize; i++) {
    const d = <usize>load<i32>(stateDof + (<usize>(i - rootCount) << 2)) << 3;
    const weight = neutralWeight * load<f64>(dofWeight + d);
    const diagonalI = diagonal + (<usize>i << 3);
    store<f64>(diagonalI, load<f64>(diagonalI) + weight);
    const rhsI = rhs + (<usize>i << 3);
    store<f64>(rhsI, load<f64>(rhsI) + weight * (load<f64>(dofNeutral + d) - load<f64>(dofs + d)));
  }
}
