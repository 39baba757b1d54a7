/**
 * Small rotation helpers over flat Float64Arrays (row-major 3x3 matrices, [w,x,y,z] quaternions).
 * They read and write caller-owned buffers at an offset so hot loops never allocate (a double passed
 * as an argument to a call V8 does not inline is boxed on the heap).
 */

/** Writes the rotation matrix of quaternion q[qOffset..+4] = [w,x,y,z] (normalized here; zero -> identity). */
export function quatToMatrix(q: ArrayLike<number>, qOffset: number, out: Float64Array, offset: number): void {
  let w = q[qOffset]!;
  let x = q[qOffset + 1]!;
  let y = q[qOffset + 2]!;
  let z = q[qOffset + 3]!;
  const norm = Math.sqrt(w * w + x * x + y * y + z * z);
  if (!(norm > 0) || !Number.isFinite(norm)) {
    w = 1;
    x = y = z = 0;
  } else {
    w /= norm;
    x /= norm;
    y /= norm;
    z /= norm;
  }
  out[offset] = 1 - 2 * (y * y + z * z);
  out[offset + 1] = 2 * (x * y - w * z);
  out[offset + 2] = 2 * (x * z + w * y);
  out[offset + 3] = 2 * (x * y + w * z);
  out[offset + 4] = 1 - 2 * (x * x + z * z);
  out[offset + 5] = 2 * (y * z - w * x);
  out[offset + 6] = 2 * (x * z - w * y);
  out[offset + 7] = 2 * (y * z + w * x);
  out[offset + 8] = 1 - 2 * (x * x + y * y);
}
