import type { KernelArena } from './kernelArena.ts';

/** sin and cos at k * pi/128 for k = 0..255 (one turn); the kernel indexes it by an angle's step count. */
export const SINE_TABLE_SIZE = 256;

/**
 * sin and cos (interleaved) of the exact angles k * pi/128. The nearest double `a` to such an angle
 * is off by up to 2e-16 (Math.PI itself is 1.2e-16 short of pi), so each entry is corrected to first
 * order by that difference, which keeps every entry within Math.sin's own accuracy. pi/128 is split
 * in three parts by the kernel (kernels/assembly/sincos.ts); their sum is exact to 2e-36.
 */
export function writeSineTable(arena: KernelArena, table: Float64Array): void {
  const step1 = arena.get('TABLE_STEP_1'), step2 = arena.get('TABLE_STEP_2'), step3 = arena.get('TABLE_STEP_3');
  for (let k = 0; k < SINE_TABLE_SIZE; k++) {
    const a = k * step1 + k * step2;
    const delta = k * step1 - a + k * step2 + k * step3;
    const sa = Math.sin(a), ca = Math.cos(a);
    table[2 * k] = sa + ca * delta;
    table[2 * k + 1] = ca - sa * delta;
  }
}

