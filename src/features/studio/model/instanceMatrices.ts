/**
 * Instance matrices for drawing a skeleton with two instanced meshes: a unit sphere per joint and
 * a unit segment (along +Y from y = 0 to y = 1) per link. Matrices are 4x4 column-major, the layout
 * of three.js' InstancedMesh.instanceMatrix, written into preallocated Float32Arrays so an update
 * after a DOF change allocates nothing. Pure: no three.js, runs in Node.
 */

/** Joint j's sphere: uniform scale `radius` (root: `rootRadius`) at keypoint j. */
export function writeJointSphereMatrices(
  keypoints: ArrayLike<number>,
  jointCount: number,
  radius: number,
  rootIndex: number,
  rootRadius: number,
  out: Float32Array,
): void {
  for (let j = 0; j < jointCount; j++) {
    const r = j === rootIndex ? rootRadius : radius;
    const o = 16 * j;
    out[o] = r; out[o + 1] = 0; out[o + 2] = 0; out[o + 3] = 0;
    out[o + 4] = 0; out[o + 5] = r; out[o + 6] = 0; out[o + 7] = 0;
    out[o + 8] = 0; out[o + 9] = 0; out[o + 10] = r; out[o + 11] = 0;
    out[o + 12] = keypoints[3 * j]!; out[o + 13] = keypoints[3 * j + 1]!; out[o + 14] = keypoints[3 * j + 2]!; out[o + 15] = 1;
  }
}

/**
 * Link j runs from its parent's keypoint to keypoint j, with thickness `radius`. The root, and a
 * joint that sits exactly on its parent, get a zero-scale matrix (drawn as nothing).
 */
export function writeLinkSegmentMatrices(
  keypoints: ArrayLike<number>,
  parentIndex: ArrayLike<number>,
  jointCount: number,
  radius: number,
  out: Float32Array,
): void {
  for (let j = 0; j < jointCount; j++) {
    const o = 16 * j;
    const p = parentIndex[j]!;
    let length = 0;
    let dx = 0, dy = 0, dz = 0, px = 0, py = 0, pz = 0;
    if (p >= 0) {
      px = keypoints[3 * p]!; py = keypoints[3 * p + 1]!; pz = keypoints[3 * p + 2]!;
      dx = keypoints[3 * j]! - px; dy = keypoints[3 * j + 1]! - py; dz = keypoints[3 * j + 2]! - pz;
      length = Math.sqrt(dx * dx + dy * dy + dz * dz);
    }
    if (!(length > 0)) {
      out.fill(0, o, o + 15);
      out[o + 15] = 1;
      continue;
    }
    dx /= length; dy /= length; dz /= length;
    // A unit vector not parallel to the link, then x' = normalize(d x helper), z' = x' x d: a right-handed basis with y' = d.
    const useX = Math.abs(dx) < 0.9;
    const hx = useX ? 1 : 0, hy = useX ? 0 : 1;
    let xx = dy * 0 - dz * hy, xy = dz * hx - dx * 0, xz = dx * hy - dy * hx;
    const xn = Math.sqrt(xx * xx + xy * xy + xz * xz);
    xx /= xn; xy /= xn; xz /= xn;
    const zx = xy * dz - xz * dy, zy = xz * dx - xx * dz, zz = xx * dy - xy * dx;
    out[o] = xx * radius; out[o + 1] = xy * radius; out[o + 2] = xz * radius; out[o + 3] = 0;
    out[o + 4] = dx * length; out[o + 5] = dy * length; out[o + 6] = dz * length; out[o + 7] = 0;
    out[o + 8] = zx * radius; out[o + 9] = zy * radius; out[o + 10] = zz * radius; out[o + 11] = 0;
    out[o + 12] = px; out[o + 13] = py; out[o + 14] = pz; out[o + 15] = 1;
  }
}

export type Rgb = readonly [number, number, number];

export interface SkeletonPalette {
  joint: Rgb;
  root: Rgb;
  selected: Rgb;
  hovered: Rgb;
  warning: Rgb;
}

/**
 * Per-instance colours (3 floats each): selection over hover over a flagged joint's own colour (a
 * retarget's problem at the current frame) over warning over root over plain.
 */
export function writeJointColors(
  jointCount: number,
  rootIndex: number,
  selected: number | null,
  hovered: number | null,
  warned: ReadonlySet<number>,
  palette: SkeletonPalette,
  out: Float32Array,
  flagged?: ReadonlyMap<number, Rgb>,
): void {
  for (let j = 0; j < jointCount; j++) {
    const color =
      j === selected ? palette.selected
      : j === hovered ? palette.hovered
      : flagged?.get(j) ?? (warned.has(j) ? palette.warning
      : j === rootIndex ? palette.root
      : palette.joint);
    out[3 * j] = color[0]; out[3 * j + 1] = color[1]; out[3 * j + 2] = color[2];
  }
}
