import { describe, expect, it } from 'vitest';
import { currentBuildInputs, kernelCacheKey } from '../../../../scripts/kernelFreshness.ts';
import { KERNELS_CACHE_KEY } from './kernels.generated.ts';
import { adoptKernelModule, KernelArena, kernelModule } from './kernelArena.ts';

describe('WebAssembly kernels', () => {
  it('were built from the AssemblyScript sources, compiler version and flags as they are now (else: npm run build:kernels)', () => {
    expect(KERNELS_CACHE_KEY, 'kernels.generated.ts is stale: run npm run build:kernels').toBe(kernelCacheKey(currentBuildInputs()));
  });

  it('sine and cosine stay within one unit in the last place (2.3e-16) of Math.sin and Math.cos, and take over from them beyond 1e5', () => {
    const arena = new KernelArena();
    const out = arena.f64(2);
    arena.open();
    const view = arena.f64View(out, 2);
    let worst = 0;
    const values = [0, -0, 1e-300, Math.PI, -Math.PI / 2, 12345.678, -99999.9, 1e5 + 1, -3e7, 1e300];
    for (let i = 0; i < 20000; i++) values.push((i - 10000) * 0.0137 + Math.sin(i) * 1e-3);
    for (const value of values) {
      arena.exports.sincosInto(value, out, out + 8);
      worst = Math.max(worst, Math.abs(view[0]! - Math.sin(value)), Math.abs(view[1]! - Math.cos(value)));
    }
    expect(worst).toBeLessThanOrEqual(2.3e-16);
  });

  it('each arena has a memory of its own: two instances do not see each other', () => {
    const first = new KernelArena();
    const second = new KernelArena();
    const a = first.f64(4);
    const b = second.f64(4);
    first.open();
    second.open();
    first.f64View(a, 4).fill(1);
    expect(Array.from(second.f64View(b, 4))).toEqual([0, 0, 0, 0]);
  });

  it('refuses to lay out more after it is open', () => {
    const arena = new KernelArena().open();
    expect(() => arena.f64(1)).toThrow(/reserve before open/);
  });

  it('a module posted by another thread, once adopted, is the one this thread instantiates; anything else is refused', () => {
    // As a worker gets it: the parent's compiled module, through structured cloning.
    const { port1, port2 } = new MessageChannel();
    const received = new Promise<WebAssembly.Module>((resolve) => (port2.onmessage = (event) => resolve(event.data as WebAssembly.Module)));
    port1.postMessage(kernelModule());
    return received.then((posted) => {
      port1.close();
      port2.close();
      adoptKernelModule(posted);
      expect(kernelModule()).toBe(posted);
      const arena = new KernelArena();
      const at = arena.f64(2);
      arena.open();
      arena.exports.sincosInto(0.5, at, at + 8);
      expect(Array.from(arena.f64View(at, 2))).toEqual([expect.closeTo(Math.sin(0.5), 12), expect.closeTo(Math.cos(0.5), 12)]);
      expect(() => adoptKernelModule(new Uint8Array(8) as unknown as WebAssembly.Module)).toThrow(TypeError);
    });
  });
});
