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

/**
 * Left-multiplies quaternion q (4 values at `offset`, [w,x,y,z]) in place by the rotation
 * exp(v) of the axis-angle vector v = v[vOffset..+3], then renormalizes: q <- exp(v) * q.
 */
export function rotateQuatByAxisAngle(q: Float64Array, offset: number, v: Float64Array, vOffset: number): void {
  const vx = v[vOffset]!;
  const vy = v[vOffset + 1]!;
  const vz = v[vOffset + 2]!;
  const angle = Math.sqrt(vx * vx + vy * vy + vz * vz);
  let ew = 1;
  let ex = 0;
  let ey = 0;
  let ez = 0;
  if (angle > 0) {
    const half = 0.5 * angle;
    const s = Math.sin(half) / angle;
    ew = Math.cos(half);
    ex = vx * s;
    ey = vy * s;
    ez = vz * s;
  }
  const w = q[offset]!;
  const x = q[offset + 1]!;
  const y = q[offset + 2]!;
  const z = q[offset + 3]!;
  let rw = ew * w - ex * x - ey * y - ez * z;
  let rx = ew * x + ex * w + ey * z - ez * y;
  let ry = ew * y - ex * z + ey * w + ez * x;
  let rz = ew * z + ex * y - ey * x + ez * w;
  const norm = Math.sqrt(rw * rw + rx * rx + ry * ry + rz * rz);
  rw /= norm;
  rx /= norm;
  ry /= norm;
  rz /= norm;
  q[offset] = rw;
  q[offset + 1] = rx;
  q[offset + 2] = ry;
  q[offset + 3] = rz;
}
