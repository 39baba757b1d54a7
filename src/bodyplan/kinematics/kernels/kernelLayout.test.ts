import { describe, expect, it } from 'vitest';
import { KERNEL_MEMORY_BASE } from '../../../../scripts/kernelFreshness.ts';
import { KERNELS_HEAP_BASE, KERNELS_MEMORY_BASE } from './kernels.generated.ts';
import { KernelArena } from './kernelArena.ts';
import { assertKernelLayout, type KernelLayout } from './kernelLayout.ts';

/** The layout the kernels are built with: a 1024-entry table at 16 ends exactly at --memoryBase 16400. */
const agreeing: KernelLayout = {
  memoryBase: 16400, kernelHeapBase: 16672, sineTableAddress: 16, sineTableEntries: 1024, hostHeapBase: 16672,
};

describe('the WebAssembly kernels memory-layout check', () => {
  it('accepts host and kernels that agree, as the built kernels do', () => {
    expect(() => assertKernelLayout(agreeing)).not.toThrow();
    expect(KERNELS_MEMORY_BASE).toBe(KERNEL_MEMORY_BASE);
    expect(KERNELS_HEAP_BASE).toBeGreaterThanOrEqual(KERNELS_MEMORY_BASE);
    const arena = new KernelArena().open();
    expect(arena.exports.heapBase()).toBe(KERNELS_HEAP_BASE);
  });

  it('throws, naming both values, when the sine table runs past the memory base (table grown, flag not)', () => {
    expect(() => assertKernelLayout({ ...agreeing, sineTableEntries: 2048 })).toThrow(
      /sine table .* bytes \[16, 32784\) \(2048 entries of 16 bytes\), runs past the kernels' memory base 16400.*at least 32784/,
    );
    expect(() => assertKernelLayout({ ...agreeing, sineTableAddress: 32 })).toThrow(/\[32, 16416\).*memory base 16400/);
  });

  it('throws, naming both values, when the host would lay buffers over the kernels\' static data', () => {
    expect(() => assertKernelLayout({ ...agreeing, kernelHeapBase: 16800 })).toThrow(
      /host lays out buffers from byte 16672 \(KERNELS_HEAP_BASE\), but the kernels' static data run to byte 16800/,
    );
  });

  it('throws when the recorded memory base is above where the kernels\' static data end', () => {
    expect(() => assertKernelLayout({ ...agreeing, memoryBase: 20000, kernelHeapBase: 16672 })).toThrow(
      /static data end at 16672, below the memory base 20000/,
    );
  });
});
