/**
 * Root rotation as roll/pitch/yaw angles for people (rotations about X, then Y, then Z, in the
 * world frame: q = qz(yaw) * qy(pitch) * qx(roll)) and as a [w, x, y, z] quaternion for FK.
 */

export type RootAngles = [roll: number, pitch: number, yaw: number];
export type QuatWXYZ = [number, number, number, number];

export function quatFromRollPitchYaw([roll, pitch, yaw]: RootAngles): QuatWXYZ {
  const cr = Math.cos(roll / 2), sr = Math.sin(roll / 2);
  const cp = Math.cos(pitch / 2), sp = Math.sin(pitch / 2);
  const cy = Math.cos(yaw / 2), sy = Math.sin(yaw / 2);
  return [
    cy * cp * cr + sy * sp * sr,
    cy * cp * sr - sy * sp * cr,
    cy * sp * cr + sy * cp * sr,
    sy * cp * cr - cy * sp * sr,
  ];
}

/** Inverse of quatFromRollPitchYaw (pitch in [-90°, 90°]); the quaternion need not be unit length. */
export function rollPitchYawFromQuat(q: ArrayLike<number>): RootAngles {
  const n = Math.hypot(q[0]!, q[1]!, q[2]!, q[3]!) || 1;
  const w = q[0]! / n, x = q[1]! / n, y = q[2]! / n, z = q[3]! / n;
  const roll = Math.atan2(2 * (w * x + y * z), 1 - 2 * (x * x + y * y));
  const sinPitch = Math.max(-1, Math.min(1, 2 * (w * y - z * x)));
  const pitch = Math.asin(sinPitch);
  const yaw = Math.atan2(2 * (w * z + x * y), 1 - 2 * (y * y + z * z));
  return [roll, pitch, yaw];
}
