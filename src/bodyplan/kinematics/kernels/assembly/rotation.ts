// Rotation helpers: the solver needs both each iteration, and ../../kinematics.ts the first for
// offset_quat and the root pose.

/** The rotation matrix (9 f64, row-major) of the quaternion [w,x,y,z] at `q`, normalized first;
 * a zero or non-finite quaternion gives the identity. */
export function quatToMatrix(q: usize, out: usize): void {
  let w = load<f64>(q), x = load<f64>(q, 8), y = load<f64>(q, 16), z = load<f64>(q, 24);
  const norm = Math.sqrt(w * w + x * x + y * y + z * z);
  if (!(norm > 0) || !isFinite<f64>(norm)) {
    w = 1;
    x = y = z = 0;
  } else {
    w /= norm;
    x /= norm;
    y /= norm;
    z /= norm;
  }
  store<f64>(out, 1 - 2 * (y * y + z * z));
  store<f64>(out, 2 * (x * y - w * z), 8);
  store<f64>(out, 2 * (x * z + w * y), 16);
  store<f64>(out, 2 * (x * y + w * z), 24);
  store<f64>(out, 1 - 2 * (x * x + z * z), 32);
  store<f64>(out, 2 * (y * z - w * x), 40);
  store<f64>(out, 2 * (x * z - w * y), 48);
  store<f64>(out, 2 * (y * z + w * x), 56);
  store<f64>(out, 1 - 2 * (x * x + y * y), 64);
}

/** q <- exp(v) * q, normalized: turns the quaternion at `q` by the rotation vector (3 f64) at `v`. */
export function rotateQuatByAxisAngle(q: usize, v: usize): void {
  const vx = load<f64>(v), vy = load<f64>(v, 8), vz = load<f64>(v, 16);
  const angle = Math.sqrt(vx * vx + vy * vy + vz * vz);
  let ew: f64 = 1, ex: f64 = 0, ey: f64 = 0, ez: f64 = 0;
  if (angle > 0) {
    const half = 0.5 * angle;
    const s = Math.sin(half) / angle;
    ew = Math.cos(half);
    ex = vx * s;
    ey = vy * s;
    ez = vz * s;
  }
  const w = load<f64>(q), x = load<f64>(q, 8), y = load<f64>(q, 16), z = load<f64>(q, 24);
  let rw = ew * w - ex * x - ey * y - ez * z;
  let rx = ew * x + ex * w + ey * z - ez * y;
  let ry = ew * y - ex * z + ey * w + ez * x;
  let rz = ew * z + ex * y - ey * x + ez * w;
  const norm = Math.sqrt(rw * rw + rx * rx + ry * ry + rz * rz);
  store<f64>(q, rw / norm);
  store<f64>(q, rx / norm, 8);
  store<f64>(q, ry / norm, 16);
  store<f64>(q, rz / norm, 24);
}
