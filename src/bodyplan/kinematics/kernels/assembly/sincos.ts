// Sine and cosine of one angle together, from a 1024-entry table at k * pi/512 and short Taylor series
// in the remainder (|r| <= pi/1024), whose first dropped terms are below 2e-18 (absolute, cosine) and
// 2e-19 (relative, sine). Within one ulp (2.3e-16) of Math.sin/Math.cos for |value| <= 1e5
// (kernelArena.test.ts); beyond that, NativeMath.

/** pi/512 = STEP_1 + STEP_2 + STEP_3 (to 2e-37); STEP_1 and STEP_2 have 29 significant bits, so
 * n * STEP_1 and n * STEP_2 are exact for |n| < 2^24 (|value| <= 1e5 gives |n| < 1.7e7). */
export const TABLE_STEP_1: f64 = 0.006135923147667199; // 0x1.921fb54p-8
export const TABLE_STEP_2: f64 = 3.875365550383772e-12; // 0x1.10b4612p-38
export const TABLE_STEP_3: f64 = -4.7566608507710804e-21;
export const SINE_TABLE_SIZE: i32 = 1024;
const INVERSE_TABLE_STEP: f64 = 1024.0 / (2.0 * Math.PI);
/** Adding and taking away 1.5 * 2^52 rounds to the nearest integer (exact for |x| < 2^51), and the
 * low bits of the sum are that integer: no float-to-int conversion needed. */
const ROUNDING_SHIFT: f64 = 6755399441055744.0;

/**
 * The constants below, in memory, each read by address (K + X_AT, folded into the instruction by
 * V8): V8 builds an immediate f64x2.splat from three instructions at each use (and an f64 constant
 * from two), where a load from memory is one, folded into the arithmetic. Measured: the SIMD pass
 * over 30,000 angles took about a third less time this way.
 */
const K: usize = memory.data<f64>([
  INVERSE_TABLE_STEP, ROUNDING_SHIFT, TABLE_STEP_1, TABLE_STEP_2, TABLE_STEP_3,
  -0.16666666666666666, 8.333333333333333e-3, // sin: -1/3!, 1/5!
  -0.5, 4.1666666666666664e-2, // cos: -1/2!, 1/4!
  1e5,
], 16);
const INVERSE_STEP_AT = 0, SHIFT_AT = 8, STEP_1_AT = 16, STEP_2_AT = 24, STEP_3_AT = 32;
const S3_AT = 40, S5_AT = 48, C2_AT = 56, C4_AT = 64, RANGE_AT = 72;

/** The table: sin and cos interleaved, 16 bytes per entry k = 0..1023, filled by the host
 * (../sineTable.ts). At a constant address, which V8 folds into the loads: the build's --memoryBase
 * (scripts/build-kernels.ts) starts the static data past it (memory.data would put 16 KB of zeros
 * into the binary). */
export const sineTable: usize = 16;
const INDEX_MASK: usize = <usize>SINE_TABLE_SIZE - 1;

/** Writes sin(value) and cos(value) at `sineOut` and `cosineOut`. */
@inline
export function sincosInto(value: f64, sineOut: usize, cosineOut: usize): void {
  const range = load<f64>(K + RANGE_AT);
  if (value <= range && value >= -range) {
    const shift = load<f64>(K + SHIFT_AT);
    const shifted = value * load<f64>(K + INVERSE_STEP_AT) + shift;
    const n = shifted - shift;
    const r = value - n * load<f64>(K + STEP_1_AT) - n * load<f64>(K + STEP_2_AT) - n * load<f64>(K + STEP_3_AT);
    const z = r * r;
    const sr = r + r * z * (load<f64>(K + S3_AT) + z * load<f64>(K + S5_AT));
    const crMinus1 = z * (load<f64>(K + C2_AT) + z * load<f64>(K + C4_AT));
    const entry = (<usize>(<u32>reinterpret<u64>(shifted)) & INDEX_MASK) << 4;
    const ts = load<f64>(sineTable + entry);
    const tc = load<f64>(sineTable + entry, 8);
    // The table value plus a small correction, so the rounding errors of the correction stay small.
    store<f64>(sineOut, ts + (ts * crMinus1 + tc * sr));
    store<f64>(cosineOut, tc + (tc * crMinus1 - ts * sr));
  } else {
    store<f64>(sineOut, Math.sin(value));
    store<f64>(cosineOut, Math.cos(value));
  }
}

/**
 * sincosInto for the two angles in `values` at once (SIMD, lane by lane the same operations, so the
 * same bits). Returns false, writing nothing, when either is beyond +-1e5 (a NaN passes, and gives
 * NaN as Math.sin does): the caller then takes them one at a time.
 */
// @ts-ignore: decorator
@inline
export function sincosPairInto(values: v128, sineOut: usize, cosineOut: usize): bool {
  if (v128.any_true(beyondTableRange(values))) return false;
  sincosPairInRangeInto(values, sineOut, cosineOut);
  return true;
}

/** Lanes set where the angle is beyond +-1e5, where the table's results are not to be used. */
// @ts-ignore: decorator
@inline
export function beyondTableRange(values: v128): v128 {
  return f64x2.gt(f64x2.abs(values), v128.load64_splat(K + RANGE_AT));
}

/**
 * sincosPairInto without the range check: a lane beyond +-1e5 gets a wrong number (never a trap or
 * an access outside the table), which the caller must overwrite (see beyondTableRange).
 */
// @ts-ignore: decorator
@inline
export function sincosPairInRangeInto(values: v128, sineOut: usize, cosineOut: usize): void {
  const shift = v128.load64_splat(K + SHIFT_AT);
  const shifted = f64x2.add(f64x2.mul(values, v128.load64_splat(K + INVERSE_STEP_AT)), shift);
  const n = f64x2.sub(shifted, shift);
  const r = f64x2.sub(
    f64x2.sub(f64x2.sub(values, f64x2.mul(n, v128.load64_splat(K + STEP_1_AT))), f64x2.mul(n, v128.load64_splat(K + STEP_2_AT))),
    f64x2.mul(n, v128.load64_splat(K + STEP_3_AT)),
  );
  const z = f64x2.mul(r, r);
  const sinPolynomial = f64x2.add(v128.load64_splat(K + S3_AT), f64x2.mul(z, v128.load64_splat(K + S5_AT)));
  const sr = f64x2.add(r, f64x2.mul(f64x2.mul(r, z), sinPolynomial));
  const crMinus1 = f64x2.mul(z, f64x2.add(v128.load64_splat(K + C2_AT), f64x2.mul(z, v128.load64_splat(K + C4_AT))));
  const first = v128.load(sineTable + ((<usize>i64x2.extract_lane(shifted, 0) & INDEX_MASK) << 4));
  const second = v128.load(sineTable + ((<usize>i64x2.extract_lane(shifted, 1) & INDEX_MASK) << 4));
  const ts = v128.shuffle<f64>(first, second, 0, 2);
  const tc = v128.shuffle<f64>(first, second, 1, 3);
  v128.store(sineOut, f64x2.add(ts, f64x2.add(f64x2.mul(ts, crMinus1), f64x2.mul(tc, sr))));
  v128.store(cosineOut, f64x2.add(tc, f64x2.sub(f64x2.mul(tc, crMinus1), f64x2.mul(ts, sr))));
}
