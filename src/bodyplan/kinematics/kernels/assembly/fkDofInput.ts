// The DOF input of a forward-kinematics compute: which DOFs changed since the last one, their copy
// into lastDofs, and their sines and cosines (see computeForwardKinematics).
import { beyondTableRange, sincosInto, sincosPairInRangeInto, sincosPairInto } from './sincos';
import { cosines, dofCount, dofJoint, dofs, lastDofs, ownDofsChanged, sines } from './fkLayout';

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
export function updateChangedDofs(): i32 {
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
export function refreshAllDofs(): i32 {
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
export function noDofUnchanged(): bool {
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
