import { KERNELS_HEAP_BASE, KERNELS_MEMORY_BASE, KERNELS_WASM_BASE64 } from './kernels.generated.ts';
import { assertKernelLayout } from './kernelLayout.ts';
import { writeSineTable } from './sineTable.ts';

/** The exports of ./assembly/index.ts: byte-offset globals the host sets, and the kernels. */
export interface KernelExports {
  readonly [name: string]: unknown;
  heapBase(): number;
  computeForwardKinematics(full: number, rootChanged: number): void;
  factorTree(): number;
  solveTree(b: number): void;
  solveGaussNewton(iterations: number, damping: number, neutralWeight: number, positionTolerance: number, angleTolerance: number, stepControl: number): number;
  cost2d(): number;
  accumulateKeypoints2d(): void;
  sincosInto(value: number, sineOut: number, cosineOut: number): void;
  quatToMatrix(quat: number, out: number): void;
}

let compiled: WebAssembly.Module | undefined;

/**
 * The kernels' compiled module: compiled once per page or process on first use (about 20 KB:
 * synchronous is fine), and posted to the workers a pool starts (adoptKernelModule), so that a
 * worker instantiates the module its parent compiled instead of compiling its own.
 */
export function kernelModule(): WebAssembly.Module {
  if (compiled === undefined) {
    const binary = atob(KERNELS_WASM_BASE64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    compiled = new WebAssembly.Module(bytes);
  }
  return compiled;
}

/**
 * Makes `module` (a kernelModule() posted by the thread that started this worker) the one every
 * arena of this thread instantiates. It must be the kernels this code was built with: its exports
 * are checked against the layout when an arena opens (assertKernelLayout).
 */
export function adoptKernelModule(module: WebAssembly.Module): void {
  if (!(module instanceof WebAssembly.Module)) throw new TypeError('adoptKernelModule: not a WebAssembly.Module');
  compiled = module;
}

/**
 * One WebAssembly instance of the kernels with a memory of its own, laid out in two phases: users
 * reserve their buffers (byte offsets), then `open` creates the memory at exactly that size and calls
 * back each user to take typed-array views and set the kernels' offset globals. The memory never
 * grows afterwards, so the views stay valid for the arena's life.
 */
export class KernelArena {
  private end = alignUp(KERNELS_HEAP_BASE, 16);
  private readonly openers: (() => void)[] = [];
  private instance: { exports: KernelExports; memory: WebAssembly.Memory } | undefined;

  /** Reserves `count` float64s (16-byte aligned); returns the byte offset. */
  f64(count: number): number {
    return this.reserve(8 * count);
  }

  i32(count: number): number {
    return this.reserve(4 * count);
  }

  u8(count: number): number {
    return this.reserve(count);
  }

  /** Runs `callback` once the memory exists (at `open`). */
  whenOpen(callback: () => void): void {
    if (this.instance !== undefined) throw new Error('KernelArena: already open');
    this.openers.push(callback);
  }

  /** Creates the memory and the instance, then runs the `whenOpen` callbacks in order. */
  open(): this {
    if (this.instance !== undefined) throw new Error('KernelArena: already open');
    const pages = Math.max(1, Math.ceil(this.end / 65536));
    const memory = new WebAssembly.Memory({ initial: pages, maximum: pages });
    const instance = new WebAssembly.Instance(kernelModule(), { env: { memory } });
    this.instance = { exports: instance.exports as unknown as KernelExports, memory };
    assertKernelLayout({
      memoryBase: KERNELS_MEMORY_BASE,
      kernelHeapBase: this.instance.exports.heapBase(),
      sineTableAddress: this.get('sineTable'),
      sineTableEntries: this.get('SINE_TABLE_SIZE'),
      hostHeapBase: KERNELS_HEAP_BASE,
    });
    // Every instance's own copy of the sine table, in the kernels' static data (16 KB).
    writeSineTable(this);
    for (const callback of this.openers) callback();
    this.openers.length = 0;
    return this;
  }

  /** The memory's size once open, in bytes. */
  get byteLength(): number {
    return this.opened().memory.buffer.byteLength;
  }

  get exports(): KernelExports {
    return this.opened().exports;
  }

  f64View(offset: number, count: number): Float64Array {
    return new Float64Array(this.opened().memory.buffer, offset, count);
  }

  i32View(offset: number, count: number): Int32Array {
    return new Int32Array(this.opened().memory.buffer, offset, count);
  }

  u8View(offset: number, count: number): Uint8Array {
    return new Uint8Array(this.opened().memory.buffer, offset, count);
  }

  /** Sets one of the kernels' globals (a byte offset, a count or a flag). */
  set(name: string, value: number | boolean): void {
    const global = this.opened().exports[name];
    if (!(global instanceof WebAssembly.Global)) throw new Error(`KernelArena: the kernels export no global ${name}`);
    global.value = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  }

  /** Sets the kernels' offset globals named by the keys of `offsets` (a layout of `reserve`d buffers). */
  setAll(offsets: Readonly<Record<string, number>>): void {
    for (const [name, offset] of Object.entries(offsets)) this.set(name, offset);
  }

  /** Reads one of the kernels' globals (a constant or a result flag). */
  get(name: string): number {
    const global = this.opened().exports[name];
    if (!(global instanceof WebAssembly.Global)) throw new Error(`KernelArena: the kernels export no global ${name}`);
    return global.value as number;
  }

  private reserve(bytes: number): number {
    if (this.instance !== undefined) throw new Error('KernelArena: reserve before open');
    const offset = this.end;
    this.end = alignUp(offset + bytes, 16);
    if (this.end > MAX_BYTES) throw new RangeError(`this body plan needs more than ${MAX_BYTES / 2 ** 30} GiB of working memory`);
    return offset;
  }

  private opened(): { exports: KernelExports; memory: WebAssembly.Memory } {
    if (this.instance === undefined) throw new Error('KernelArena: not open yet');
    return this.instance;
  }
}

/** wasm32 addresses 4 GiB; browsers cap a memory lower, so stay within 2 GiB. */
const MAX_BYTES = 2 ** 31;

function alignUp(value: number, alignment: number): number {
  return Math.ceil(value / alignment) * alignment;
}
