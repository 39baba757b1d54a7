/** A binary STL of the tetrahedron on vertices `v` (four points), for MuJoCo to load as a mesh. */
export function binaryStl(v: number[][]): Uint8Array {
  const faces = [[0, 2, 1], [0, 1, 3], [0, 3, 2], [1, 2, 3]];
  const bytes = new Uint8Array(84 + 50 * faces.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(80, faces.length, true);
  faces.forEach((face, f) => {
    const at = 84 + 50 * f;
    face.forEach((vertex, k) => v[vertex]!.forEach((x, i) => view.setFloat32(at + 12 + 12 * k + 4 * i, x, true)));
  });
  return bytes;
}

export const TETRAHEDRON = [[0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1]];
