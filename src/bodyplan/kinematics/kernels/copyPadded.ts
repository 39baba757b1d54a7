/**
 * Copies `source` into a kernel's memory `view`; where it is short, NaN (a missing target or point,
 * no weight), which is how the kernels read an absent observation.
 */
export function copyPadded(view: Float64Array, source: Float64Array): void {
  if (source.length >= view.length) {
    view.set(source.length === view.length ? source : source.subarray(0, view.length));
  } else {
    view.set(source);
    view.fill(NaN, source.length);
  }
}
