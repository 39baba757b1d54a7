import type { KernelArena } from './kernelArena.ts';

/**
 * sin and cos (interleaved) of the exact angles k * pi/512, k = 0..1023: one turn, which the kernel
 * (kernels/assembly/sincos.ts) indexes by an angle's step count. The nearest double `a` to such an
 * angle is off by up to 2e-16 (Math.PI itself is 1.2e-16 short of pi), so each entry is corrected to
 * first order by that difference, which keeps every entry within Math.sin's own accuracy. The kernel
 * splits pi/512 in three parts; their sum is exact to 2e-37.
 */
export function writeSineTable(arena: KernelArena): void {
  const size = arena.get('SINE_TABLE_SIZE');
  const table = arena.f64View(arena.get('sineTable'), 2 * size);
  const step1 = arena.get('TABLE_STEP_1'), step2 = arena.get('TABLE_STEP_2'), step3 = arena.get('TABLE_STEP_3');
  for (let k = 0; k < size; k++) {
    const a = k * step1 + k * step2;
    const delta = k * step1 - a + k * step2 + k * step3;
    const sa = Math.sin(a), ca = Math.cos(a);
    table[2 * k] = sa + ca * delta;
    table[2 * k + 1] = ca - sa * delta;
  }
}

