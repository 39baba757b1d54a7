/**
 * Resolves in a new task, so the page can draw and answer input between two slices of long work on
 * the main thread (issue 43: no task over 100 ms). A MessageChannel message, not setTimeout(0):
 * nested timeouts are clamped to 4 ms each, which over hundreds of slices adds up.
 */
export function yieldToPage(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `step(from, to)` over [0, count) in slices of `slice` items, each in its own task; stops
 * early (returning false) when `stopped()` says so between slices.
 */
export async function inSlices(count: number, slice: number, step: (from: number, to: number) => void, stopped: () => boolean = () => false): Promise<boolean> {
  for (let from = 0; from < count; from += slice) {
    if (stopped()) return false;
    step(from, Math.min(count, from + slice));
    if (from + slice < count) await yieldToPage();
  }
  return !stopped();
}

/**
 * Numbers copied in one task by copyInSlices (2 MB): 8 MB slices took 45–60 ms of CPU each while
 * the solving workers and other processes shared the memory bus (issue 43's trace, 2 shared cores).
 */
const NUMBERS_PER_SLICE = 1 << 18;

/** `target.set(source, at)` in slices of NUMBERS_PER_SLICE numbers, each in its own task. */
export async function copyInSlices<T extends Float64Array | Float32Array>(target: T, source: T, at = 0): Promise<void> {
  for (let from = 0; from < source.length; from += NUMBERS_PER_SLICE) {
    target.set(source.subarray(from, Math.min(source.length, from + NUMBERS_PER_SLICE)), at + from);
    await yieldToPage();
  }
}
