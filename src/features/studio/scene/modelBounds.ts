import { Box3, Sphere, Vector3, type Object3D } from 'three';

/** The scene roles of imported geometry (GeometryOverlay tags them): what framing adds to the skeleton. */
const GEOMETRY_ROLES = new Set(['imported-geometry', 'imported-mesh']);

/**
 * The world-space box of the imported geometry (primitives and mesh files) that is shown, or null
 * when there is none. The skeleton's keypoints sit inside a robot's links: framing them alone cut
 * the G1's head mesh off above its top keypoint.
 */
export function shownGeometryBox(scene: Object3D): Box3 | null {
  scene.updateMatrixWorld();
  const box = new Box3();
  scene.traverseVisible((object) => {
    const role = (object.userData as { studioRole?: string }).studioRole;
    if (role !== undefined && GEOMETRY_ROLES.has(role)) box.expandByObject(object);
  });
  return box.isEmpty() ? null : box;
}

/** The smallest sphere around both `sphere` and the box (the box's own bounding sphere joined to it). */
export function sphereWithBox(sphere: Sphere, box: Box3 | null): Sphere {
  if (box === null) return sphere;
  const joined = sphere.clone();
  joined.union(box.getBoundingSphere(new Sphere()));
  return joined;
}

/** The eight corners of a box, for projecting its outline on screen. */
export function boxCorners(box: Box3): Vector3[] {
  const corners: Vector3[] = [];
  for (const x of [box.min.x, box.max.x]) for (const y of [box.min.y, box.max.y]) for (const z of [box.min.z, box.max.z]) corners.push(new Vector3(x, y, z));
  return corners;
}
