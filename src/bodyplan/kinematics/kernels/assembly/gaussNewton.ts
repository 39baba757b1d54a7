// QuickIK's Gauss-Newton steps, with Levenberg-Marquardt step control, over the buffers laid out by ../../../ik/ik.ts (see there for the state
// ordering and the objective). The host sets these byte offsets once per instance.
import { computeForwardKinematics } from './forwardKinematics';
import { dofCount, dofOps, dofOrigins, dofs, dofWorldAxes, jointCount, keypoints, OP_SLIDE, rootPosition, rootRotation } from './fkLayout';
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

/** The largest damping before a solve that keeps rejecting its steps stops (the 2D solver's bound too). */
const MAX_DAMPING: f64 = 1e10;

/** Runs up to `iterations` Levenberg-Marquardt steps from the state in dofs, rootPosition and
 * rootQuat (updated in place) and leaves the keypoints at the final state. Returns the steps taken.
 *
 * Each step is QuickIK's Gauss-Newton step (its normal equations, relative damping, clamping to the
 * limits), accepted only if it does not raise the objective; a rejected step is undone and the
 * damping multiplied by 10, an accepted one divides it by 3 down to `damping`, QuickIK's setting.
 * So where every step helps (a warm start near the answer) the steps are exactly QuickIK's, and
 * where one overshoots (a cold start far away) the solve cannot run away: more iterations never
 * end worse. With `stepControl` false every step is taken, as QuickIK does (an interactive drag,
 * which limits its steps itself). */
export function solveGaussNewton(iterations: i32, damping: f64, neutralWeight: f64, positionTolerance: f64, angleTolerance: f64, stepControl: bool): i32 {
  const free = rootCount > 0;
  const n = stateSize;
  let taken = 0;
  let currentDamping = damping;
  converged = false;
  // Steps are clamped to the limits: a start outside them is brought inside first, or the first
  // clamp would look like a step that raised the objective.
  clampDofs();
  quatToMatrix(rootQuat, rootRotation);
  computeForwardKinematics(true, true);
  let cost = stepControl ? objective(neutralWeight) : 0;
  clearHolds();
  while (taken < iterations) {
    taken++;
    memory.fill(diagonal, 0, <usize>n << 3);
    memory.fill(offDiagonal, 0, <usize>load<i32>(rowStart + (<usize>n << 2)) << 3);
    memory.fill(rhs, 0, <usize>n << 3);
    accumulateKeypoints();
    if (neutralWeight != 0) accumulateNeutralPrior(neutralWeight);
    for (let i = 0; i < n; i++) {
      const at = diagonal + (<usize>i << 3);
      const value = load<f64>(at);
      store<f64>(at, value + currentDamping * max<f64>(value, 1));
    }
    holdAtBounds();
    // No step when the normal matrix is not positive definite (QuickIK does the same).
    if (!factorTree()) {
      converged = true;
      break;
    }
    solveTree(rhs);

    let largestPosition: f64 = 0;
    let largestAngle: f64 = 0;
    for (let i = 0; i < n; i++) {
      const step = abs<f64>(load<f64>(rhs + (<usize>i << 3)));
      if (i < 3 && free) largestPosition = max<f64>(largestPosition, step);
      else largestAngle = max<f64>(largestAngle, step);
    }
    const small = largestPosition <= positionTolerance && largestAngle <= angleTolerance;
    saveState();
    if (free) {
      store<f64>(rootPosition, load<f64>(rootPosition) + load<f64>(rhs));
      store<f64>(rootPosition, load<f64>(rootPosition, 8) + load<f64>(rhs, 8), 8);
      store<f64>(rootPosition, load<f64>(rootPosition, 16) + load<f64>(rhs, 16), 16);
      rotateQuatByAxisAngle(rootQuat, rhs + 24);
    }
    let newlyHeld = false;
    for (let i = rootCount; i < n; i++) {
      const d = <usize>load<i32>(stateDof + (<usize>(i - rootCount) << 2)) << 3;
      const value = load<f64>(dofs + d) + load<f64>(rhs + (<usize>i << 3));
      const lower = load<f64>(dofLower + d), upper = load<f64>(dofUpper + d);
      const hold = load<f64>(heldAt + d);
      if (!isNaN<f64>(hold)) {
        store<f64>(dofs + d, hold);
      } else if (value < lower || value > upper) {
        const bound = value < lower ? lower : upper;
        store<f64>(dofs + d, bound);
        store<f64>(heldAt + d, bound);
        newlyHeld = true;
      } else {
        store<f64>(dofs + d, value);
      }
    }
    quatToMatrix(rootQuat, rootRotation);
    computeForwardKinematics(true, true);
    const trialCost = stepControl ? objective(neutralWeight) : cost;
    if (trialCost <= cost) {
      cost = trialCost;
      currentDamping = max<f64>(damping, currentDamping / 3);
      converged = small;
      clearHolds();
    } else {
      restoreState();
      quatToMatrix(rootQuat, rootRotation);
      computeForwardKinematics(true, true);
      if (newlyHeld) {
        // A step cut at a limit moved the other variables as if the limited one went on: try again
        // with the limited ones held at their limits (set just now in heldAt), the others solved for
        // that, before shortening the step. Otherwise a joint that should rest on its limit stops short.
        converged = false;
      } else {
        // Rejected: the same state with a shorter, more gradient-like step next. A step already within
        // the tolerances that does not help means the state is at the minimum.
        clearHolds();
        currentDamping *= 10;
        converged = small || currentDamping > MAX_DAMPING;
      }
    }
    if (converged) break;
  }
  lastCost = stepControl ? cost : objective(neutralWeight);
  return taken;
}

export let heldAt: usize = 0; // f64 per DOF: the limit a DOF is held at in the next step, NaN when free

/** Holds the DOFs in heldAt at their limits in the step being solved: a huge diagonal entry, with the
 * right-hand side that makes the DOF's step exactly reach its limit, leaves the other variables the
 * step that is best with it there (the off-diagonal terms carry the held step to them). */
function holdAtBounds(): void {
  for (let i = rootCount; i < stateSize; i++) {
    const d = <usize>load<i32>(stateDof + (<usize>(i - rootCount) << 2)) << 3;
    const hold = load<f64>(heldAt + d);
    if (isNaN<f64>(hold)) continue;
    const at = diagonal + (<usize>i << 3);
    const pinned = load<f64>(at) * HOLD_FACTOR + HOLD_FACTOR;
    store<f64>(at, pinned);
    store<f64>(rhs + (<usize>i << 3), pinned * (hold - load<f64>(dofs + d)));
  }
}

const HOLD_FACTOR: f64 = 1e12;

function clearHolds(): void {
  for (let d = 0; d < dofCount; d++) store<f64>(heldAt + (<usize>d << 3), NaN);
}

/** Set by solveGaussNewton: the objective at the returned state. */
export let lastCost: f64 = 0;
export let saved: usize = 0; // dofCount + 7 f64: dofs, root position, root rotation before a trial step

function saveState(): void {
  const dofBytes = <usize>dofCount << 3;
  memory.copy(saved, dofs, dofBytes);
  memory.copy(saved + dofBytes, rootPosition, 24);
  memory.copy(saved + dofBytes + 24, rootQuat, 32);
}

function restoreState(): void {
  const dofBytes = <usize>dofCount << 3;
  memory.copy(dofs, saved, dofBytes);
  memory.copy(rootPosition, saved + dofBytes, 24);
  memory.copy(rootQuat, saved + dofBytes + 24, 32);
}

function clampDofs(): void {
  for (let i = 0; i < dofCount; i++) {
    const d = <usize>i << 3;
    const value = load<f64>(dofs + d);
    const lower = load<f64>(dofLower + d), upper = load<f64>(dofUpper + d);
    store<f64>(dofs + d, value < lower ? lower : value > upper ? upper : value);
  }
}

/** The objective the steps minimize, at the keypoints last computed: ½·w·|target − keypoint|² per
 * observed keypoint plus ½·neutralWeight·weight_scaler·(neutral − value)² per DOF. */
function objective(neutralWeight: f64): f64 {
  let total: f64 = 0;
  for (let k = 0; k < jointCount; k++) {
    const weight = observedWeight(k);
    if (!(weight > 0)) continue;
    const target = targets + <usize>k * 24;
    const keypoint = keypoints + <usize>k * 24;
    const rx = load<f64>(target) - load<f64>(keypoint), ry = load<f64>(target, 8) - load<f64>(keypoint, 8), rz = load<f64>(target, 16) - load<f64>(keypoint, 16);
    total += 0.5 * weight * (rx * rx + ry * ry + rz * rz);
  }
  if (neutralWeight != 0) {
    for (let d = 0; d < dofCount; d++) {
      const at = <usize>d << 3;
      const offset = load<f64>(dofNeutral + at) - load<f64>(dofs + at);
      total += 0.5 * neutralWeight * load<f64>(dofWeight + at) * offset * offset;
    }
  }
  return total;
}

/** Keypoint k's weight (runtime weight × weight_scaler), or 0 when its target is missing (non-finite). */
@inline function observedWeight(k: i32): f64 {
  const target = targets + <usize>k * 24;
  if (!isFinite<f64>(load<f64>(target)) || !isFinite<f64>(load<f64>(target, 8)) || !isFinite<f64>(load<f64>(target, 16))) return 0;
  return (useWeights ? load<f64>(weights + (<usize>k << 3)) : 1) * load<f64>(jointWeight + (<usize>k << 3));
}

/** Adds each observed keypoint's w J^T J and w J^T r, its Jacobian walked up its chain of states. */
function accumulateKeypoints(): void {
  const rootCountHere = rootCount;
  for (let k = 0; k < jointCount; k++) {
    const weight = observedWeight(k);
    if (!(weight > 0)) continue;
    const target = targets + <usize>k * 24;
    const tx = load<f64>(target), ty = load<f64>(target, 8), tz = load<f64>(target, 16);
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
