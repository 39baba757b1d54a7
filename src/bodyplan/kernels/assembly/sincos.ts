// Sine and cosine of one angle together, from a 256-entry table at k * pi/128 and short Taylor series
// in the remainder (|r| <= pi/256), whose first dropped terms are below 1e-20. Within one ulp (2.3e-16) of
// Math.sin/Math.cos for |value| <= 1e5 (kernelArena.test.ts); beyond that, NativeMath.

/** pi/128 = STEP_1 + STEP_2 + STEP_3 (to 2e-36); STEP_1 and STEP_2 have 29 significant bits, so
 * n * STEP_1 and n * STEP_2 are exact for |n| < 2^23 (|value| <= 1e5 gives |n| < 2^22). */
export const TABLE_STEP_1: f64 = 0.024543692590668797; // 0x1.921fb54p-6
export const TABLE_STEP_2: f64 = 1.5501462201535088e-11; // 0x1.10b4612p-36
export const TABLE_STEP_3: f64 = -1.9026643403084322e-20;
const INVERSE_TABLE_STEP: f64 = 256.0 / (2.0 * Math.PI);
/** Adding and taking away 1.5 * 2^52 rounds to the nearest integer (exact for |x| < 2^51), and the
 * low bits of the sum are that integer: no float-to-int conversion needed. */
const ROUNDING_SHIFT: f64 = 6755399441055744.0;

/**
 * The constants below, in memory: V8 builds an immediate f64x2.splat from three instructions at each
 * use (and an f64 constant from two), where a load from memory is one, folded into the arithmetic.
 * Measured: the SIMD pass over 30,000 angles took about a third less time this way.
 */
const K: usize = memory.data<f64>([
  INVERSE_TABLE_STEP, ROUNDING_SHIFT, TABLE_STEP_1, TABLE_STEP_2, TABLE_STEP_3,
  -0.16666666666666666, 8.333333333333333e-3, -1.984126984126984e-4, // sin: -1/3!, 1/5!, -1/7!
  -0.5, 4.1666666666666664e-2, -1.388888888888889e-3, // cos: -1/2!, 1/4!, -1/6!
  1e5,
], 16);
const INVERSE_STEP_AT = 0, SHIFT_AT = 8, STEP_1_AT = 16, STEP_2_AT = 24, STEP_3_AT = 32;
const S3_AT = 40, S5_AT = 48, S7_AT = 56, C2_AT = 64, C4_AT = 72, C6_AT = 80, RANGE_AT = 88;

/** Byte offset of the table: sin and cos interleaved, 16 bytes per entry k = 0..255 (filled by the host). */
export let sineTable: usize = 0;

/** Writes sin(value) and cos(value) at `sineOut` and `cosineOut`. */
@inline
export function sincosInto(value: f64, sineOut: usize, cosineOut: usize): void {
  const range = load<f64>(K, RANGE_AT);
  if (value <= range && value >= -range) {
    const shift = load<f64>(K, SHIFT_AT);
    const shifted = value * load<f64>(K, INVERSE_STEP_AT) + shift;
    const n = shifted - shift;
    const r = value - n * load<f64>(K, STEP_1_AT) - n * load<f64>(K, STEP_2_AT) - n * load<f64>(K, STEP_3_AT);
    const z = r * r;
    const sr = r + r * z * (load<f64>(K, S3_AT) + z * (load<f64>(K, S5_AT) + z * load<f64>(K, S7_AT)));
    const crMinus1 = z * (load<f64>(K, C2_AT) + z * (load<f64>(K, C4_AT) + z * load<f64>(K, C6_AT)));
    const entry = sineTable + ((<usize>(<u32>reinterpret<u64>(shifted)) & 255) << 4);
    const ts = load<f64>(entry);
    const tc = load<f64>(entry, 8);
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
 * same bits). Returns false, writing nothing, when either is outside +-1e5 or NaN: the caller then
 * takes them one at a time.
 */
// @ts-ignore: decorator
@inline
export function sincosPairInto(values: v128, sineOut: usize, cosineOut: usize): bool {
  if (!i64x2.all_true(f64x2.le(f64x2.abs(values), v128.load64_splat(K, RANGE_AT)))) return false;
  const shift = v128.load64_splat(K, SHIFT_AT);
  const shifted = f64x2.add(f64x2.mul(values, v128.load64_splat(K, INVERSE_STEP_AT)), shift);
  const n = f64x2.sub(shifted, shift);
  const r = f64x2.sub(
    f64x2.sub(f64x2.sub(values, f64x2.mul(n, v128.load64_splat(K, STEP_1_AT))), f64x2.mul(n, v128.load64_splat(K, STEP_2_AT))),
    f64x2.mul(n, v128.load64_splat(K, STEP_3_AT)),
  );
  const z = f64x2.mul(r, r);
  const sinPolynomial = f64x2.add(
    v128.load64_splat(K, S3_AT),
    f64x2.mul(z, f64x2.add(v128.load64_splat(K, S5_AT), f64x2.mul(z, v128.load64_splat(K, S7_AT)))),
  );
  const sr = f64x2.add(r, f64x2.mul(f64x2.mul(r, z), sinPolynomial));
  const crMinus1 = f64x2.mul(
    z,
    f64x2.add(v128.load64_splat(K, C2_AT), f64x2.mul(z, f64x2.add(v128.load64_splat(K, C4_AT), f64x2.mul(z, v128.load64_splat(K, C6_AT))))),
  );
  const first = v128.load(sineTable + ((<usize>i64x2.extract_lane(shifted, 0) & 255) << 4));
  const second = v128.load(sineTable + ((<usize>i64x2.extract_lane(shifted, 1) & 255) << 4));
  const ts = v128.shuffle<f64>(first, second, 0, 2);
  const tc = v128.shuffle<f64>(first, second, 1, 3);
  v128.store(sineOut, f64x2.add(ts, f64x2.add(f64x2.mul(ts, crMinus1), f64x2.mul(tc, sr))));
  v128.store(cosineOut, f64x2.add(tc, f64x2.sub(f64x2.mul(tc, crMinus1), f64x2.mul(ts, sr))));
  return true;
}
