import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useThree } from '@react-three/fiber';
import { BoxGeometry, CapsuleGeometry, CylinderGeometry, DoubleSide, Group, Matrix4, Mesh, MeshStandardMaterial, Quaternion, SphereGeometry, Vector3, type BufferGeometry, type Object3D } from 'three';
import type { ForwardKinematics } from '../../../bodyplan/kinematics/kinematics.ts';
import type { BodyPlan } from '../../../bodyplan/format/schema.ts';
import { visualPrimitives, type VisualPrimitive } from '../../../bodyplan/import/visualGeoms.ts';
import { visualMeshes } from '../../../bodyplan/import/visualMeshes.ts';
import { useGeometryView } from './geometryView.ts';
import { useMeshSession } from '../meshes/meshSession.ts';
import { useStudio } from '../store/useStudio.ts';

interface Built {
  group: Group;
  /** `ownsGeometry`: a primitive made here; a mesh file's clone shares the session's geometry. */
  items: { object: Object3D; material: MeshStandardMaterial; local: Matrix4; joint: number; alpha: number; ownsGeometry: boolean }[];
}

const frame = new Matrix4();

/** Each mesh at its joint's frame (after the DOFs) times its own placement; opacity and visibility. */
function placeMeshes(built: Built, fk: ForwardKinematics, show: boolean, opacity: number): void {
  const r = fk.frameRotations;
  const o = fk.frameOrigins;
  for (const item of built.items) {
    const j = item.joint;
    frame.set(r[9 * j]!, r[9 * j + 1]!, r[9 * j + 2]!, o[3 * j]!, r[9 * j + 3]!, r[9 * j + 4]!, r[9 * j + 5]!, o[3 * j + 1]!, r[9 * j + 6]!, r[9 * j + 7]!, r[9 * j + 8]!, o[3 * j + 2]!, 0, 0, 0, 1);
    item.object.matrix.multiplyMatrices(frame, item.local);
    item.object.matrixWorldNeedsUpdate = true;
    const alpha = opacity * item.alpha;
    // Fully opaque geometry is drawn in the opaque pass and hides what is behind it (depth written);
    // see-through geometry is blended after it. Switching the pass recompiles the material.
    const transparent = alpha < 1;
    if (item.material.transparent !== transparent) {
      item.material.transparent = transparent;
      item.material.depthWrite = !transparent;
      item.material.needsUpdate = true;
    }
    item.material.opacity = alpha;
  }
  built.group.visible = show;
}

export interface GeometryOverlayProps {
  document: BodyPlan;
  fk: ForwardKinematics;
  version: number;
}

/** three's capsules and cylinders run along y; MuJoCo's along z. */
const Y_TO_Z = new Matrix4().makeRotationX(Math.PI / 2);

function geometryOf(p: VisualPrimitive): { geometry: BufferGeometry; scale: Vector3 } {
  const [a = 0.01, b = a, c = b] = p.size;
  switch (p.shape) {
    case 'box': return { geometry: new BoxGeometry(2, 2, 2), scale: new Vector3(a, b, c) };
    case 'ellipsoid': return { geometry: new SphereGeometry(1, 16, 12), scale: new Vector3(a, b, c) };
    case 'capsule': return { geometry: new CapsuleGeometry(a, 2 * b, 4, 12).applyMatrix4(Y_TO_Z), scale: new Vector3(1, 1, 1) };
    case 'cylinder': return { geometry: new CylinderGeometry(a, a, 2 * b, 16).applyMatrix4(Y_TO_Z), scale: new Vector3(1, 1, 1) };
    default: return { geometry: new SphereGeometry(a, 16, 12), scale: new Vector3(1, 1, 1) };
  }
}

const colourOf = (rgba: readonly number[]) => `rgb(${rgba.slice(0, 3).map((v) => Math.round(v * 255)).join(',')})`;

/**
 * Imported visual geometry (x-geoms) drawn in the joints' frames after the DOFs, so it moves with
 * the pose: the primitives, and the mesh geoms whose files were opened with the model (in the
 * geom's colour, at its scale). Everything made here is disposed when the plan or the meshes change;
 * the mesh files' geometry belongs to the mesh session.
 */
export function GeometryOverlay({ document, fk, version }: GeometryOverlayProps) {
  const invalidate = useThree((s) => s.invalidate);
  const show = useGeometryView((v) => v.show);
  const opacity = useGeometryView((v) => v.opacity);
  const planName = useStudio((s) => s.shownPlan?.source.name ?? null);
  const session = useMeshSession((m) => m);
  const meshFiles = session.planName === planName ? session.meshes : null;
  const built = useMemo((): Built => {
    const group = new Group();
    const items: Built['items'] = visualPrimitives(document).primitives.map((p) => {
      const { geometry, scale } = geometryOf(p);
      const material = new MeshStandardMaterial({ color: colourOf(p.rgba), transparent: true, depthWrite: false });
      const mesh = new Mesh(geometry, material);
      mesh.matrixAutoUpdate = false;
      mesh.userData = { studioRole: 'imported-geometry' };
      group.add(mesh);
      const local = new Matrix4().compose(new Vector3(...p.pos), new Quaternion(p.quat[1], p.quat[2], p.quat[3], p.quat[0]), scale);
      return { object: mesh, material, local, joint: p.joint, alpha: p.rgba[3], ownsGeometry: true };
    });
    for (const m of meshFiles === null ? [] : visualMeshes(document)) {
      const template = meshFiles!.get(m.key);
      if (template === undefined || m.joint >= fk.model.jointCount) continue;
      // Both faces: mesh files' winding is not always consistent, and a see-through mesh shows its inside.
      const material = new MeshStandardMaterial({ color: colourOf(m.rgba), transparent: true, depthWrite: false, side: DoubleSide });
      const object = template.clone(true);
      object.traverse((child) => {
        if (child instanceof Mesh) child.material = material;
      });
      object.matrixAutoUpdate = false;
      object.userData = { studioRole: 'imported-mesh', file: m.file, triangles: template.userData.triangles as number };
      group.add(object);
      const local = new Matrix4().compose(new Vector3(...m.pos), new Quaternion(m.quat[1], m.quat[2], m.quat[3], m.quat[0]), new Vector3(...m.scale));
      items.push({ object, material, local, joint: m.joint, alpha: m.rgba[3], ownsGeometry: false });
    }
    return { group, items };
  }, [document, meshFiles, fk]);

  useEffect(() => () => {
    for (const item of built.items) {
      if (item.ownsGeometry && item.object instanceof Mesh) (item.object.geometry as BufferGeometry).dispose();
      item.material.dispose();
    }
  }, [built]);

  useLayoutEffect(() => {
    placeMeshes(built, fk, show, opacity);
    invalidate();
  }, [built, fk, version, show, opacity, invalidate]);

  return <primitive object={built.group} />;
}
