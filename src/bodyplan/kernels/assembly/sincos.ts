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

/** Byte offset of the table: sin and cos interleaved, 16 bytes per entry k = 0..255 (filled by the host). */
export let sineTable: usize = 0;

/** Writes sin(value) and cos(value) at `sineOut` and `cosineOut`. */
@inline
export function sincosInto(value: f64, sineOut: usize, cosineOut: usize): void {
  if (value <= 1e5 && value >= -1e5) {
    const shifted = value * INVERSE_TABLE_STEP + ROUNDING_SHIFT;
    const n = shifted - ROUNDING_SHIFT;
    const r = value - n * TABLE_STEP_1 - n * TABLE_STEP_2 - n * TABLE_STEP_3;
    const z = r * r;
    const sr = r + r * z * (-0.16666666666666666 + z * (8.333333333333333e-3 + z * -1.984126984126984e-4));
    const crMinus1 = z * (-0.5 + z * (4.1666666666666664e-2 + z * -1.388888888888889e-3));
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
