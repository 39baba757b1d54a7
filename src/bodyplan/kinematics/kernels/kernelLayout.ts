/** Bytes per sine-table entry as the host writes it (sineTable.ts): sin and cos, a float64 each. */
const SINE_TABLE_ENTRY_BYTES = 16;

/** Where things sit in a kernel instance's memory, as the build and the loaded module report them. */
export interface KernelLayout {
  /** The --memoryBase the kernels were compiled with (kernels.generated.ts): their static data start here. */
  readonly memoryBase: number;
  /** The loaded kernels' end of static data (their heapBase() export). */
  readonly kernelHeapBase: number;
  /** The kernels' sineTable and SINE_TABLE_SIZE exports. */
  readonly sineTableAddress: number;
  readonly sineTableEntries: number;
  /** Where the host starts laying out its buffers (KERNELS_HEAP_BASE in kernels.generated.ts). */
  readonly hostHeapBase: number;
}

/**
 * Throws when the host and the kernels disagree on memory: the host would write the sine table over
 * the kernels' static data, or lay its buffers over them. Silent, this gives wrong kinematics.
 */
export function assertKernelLayout(layout: KernelLayout): void {
  const { memoryBase, kernelHeapBase, sineTableAddress, sineTableEntries, hostHeapBase } = layout;
  const tableEnd = sineTableAddress + sineTableEntries * SINE_TABLE_ENTRY_BYTES;
  if (tableEnd > memoryBase) {
    throw new Error(
      `WebAssembly kernel layout: the sine table the host writes, bytes [${sineTableAddress}, ${tableEnd}) ` +
        `(${sineTableEntries} entries of ${SINE_TABLE_ENTRY_BYTES} bytes), runs past the kernels' memory base ${memoryBase}, ` +
        `where their static data start: raise KERNEL_MEMORY_BASE in scripts/kernelFreshness.ts to at least ${tableEnd}`,
    );
  }
  if (kernelHeapBase < memoryBase) {
    throw new Error(
      `WebAssembly kernel layout: the kernels' static data end at ${kernelHeapBase}, below the memory base ${memoryBase} ` +
        `recorded for them: kernels.generated.ts does not match its WebAssembly (run npm run build:kernels)`,
    );
  }
  if (hostHeapBase < kernelHeapBase) {
    throw new Error(
      `WebAssembly kernel layout: the host lays out buffers from byte ${hostHeapBase} (KERNELS_HEAP_BASE), ` +
        `but the kernels' static data run to byte ${kernelHeapBase} (their heapBase()): ` +
        `kernels.generated.ts does not match its WebAssembly (run npm run build:kernels)`,
    );
  }
}
