import { useLayoutEffect, useMemo, useRef } from 'react';
import { useDisposeWhenReplaced } from './useDisposeWhenReplaced.ts';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { CylinderGeometry, InstancedBufferAttribute, SphereGeometry, type InstancedMesh } from 'three';
import type { BodyModel } from '../../../bodyplan/kinematics/model.ts';
import { writeJointColors, writeJointSphereMatrices, writeLinkSegmentMatrices, type Rgb } from '../model/instanceMatrices.ts';
import { useKinematicsVersion, useStudioStore } from '../store/useStudio.ts';
import { JOINT_RADIUS_FACTOR, LINK_RADIUS_FACTOR, ROOT_RADIUS_FACTOR, SKELETON_PALETTE } from './skeletonStyle.ts';

export interface SkeletonInstancesProps {
  model: BodyModel;
  size: number;
  /** The keypoints to draw (the neutral ghost's); without them, the current pose's, from the store's FK. */
  keypoints?: Float64Array;
  /** Changes whenever `keypoints` were recomputed in place. */
  version?: number;
  selected?: number | null;
  hovered?: number | null;
  warned?: ReadonlySet<number>;
  /** Joints drawn in a colour of their own (a retarget's problems at the current frame). */
  flagged?: ReadonlyMap<number, Rgb>;
  ghost?: boolean;
  onJointPointer?(joint: number | null, kind: 'hover' | 'click'): void;
  onLinkPointerDown?(joint: number, event: ThreeEvent<PointerEvent>): void;
}

/** After everything of render order 0 (meshes, grid): the joints clear the depth buffer, then the links follow them. */
const SKELETON_RENDER_ORDER = 10;

const NO_WARNINGS: ReadonlySet<number> = new Set();
/** The ghost is never picked: pointer events go to the posed skeleton. */
const ignoreRaycast = () => undefined;

/** Joints as one instanced sphere mesh, links as one instanced segment mesh: two draw calls for any joint count. */
/** From this many joints the skeleton is drawn with coarser spheres and links. */
const COARSE_FROM_JOINTS = 2000;

export function SkeletonInstances({
  model,
  size,
  keypoints: givenKeypoints,
  version: givenVersion,
  selected = null,
  hovered = null,
  warned = NO_WARNINGS,
  flagged,
  ghost = false,
  onJointPointer,
  onLinkPointerDown,
}: SkeletonInstancesProps) {
  const spheres = useRef<InstancedMesh>(null);
  const links = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const count = model.jointCount;
  // A slider move: the store recomputed FK and bumped the version; the matrices are rewritten below.
  const store = useStudioStore();
  const storeVersion = useKinematicsVersion();
  const keypoints = givenKeypoints ?? store.getKinematics()?.keypoints;
  const version = givenKeypoints ? (givenVersion ?? 0) : storeVersion;
  // Level of detail by joint count: a plan of thousands of joints draws each one a few pixels wide,
  // where a 6×4 sphere looks the same as a 14×10 one. Software WebGL (SwiftShader) is vertex-bound
  // there: at 10,000 joints, slider → frame went from about 5 s to about 1 s (bench:studio).
  const coarse = ghost || count > COARSE_FROM_JOINTS;
  const sphereGeometry = useMemo(() => new SphereGeometry(1, coarse ? 6 : 14, coarse ? 4 : 10), [coarse]);
  const linkGeometry = useMemo(() => new CylinderGeometry(1, 1, 1, count > COARSE_FROM_JOINTS ? 4 : 8, 1).translate(0, 0.5, 0), [count]);
  useDisposeWhenReplaced(sphereGeometry, linkGeometry);

  useLayoutEffect(() => {
    const s = spheres.current;
    const l = links.current;
    if (!s || !l || !keypoints || keypoints.length !== 3 * count) return;
    writeJointSphereMatrices(keypoints, count, size * JOINT_RADIUS_FACTOR, model.rootIndex, size * ROOT_RADIUS_FACTOR, s.instanceMatrix.array as Float32Array);
    writeLinkSegmentMatrices(keypoints, model.parentIndex, count, size * LINK_RADIUS_FACTOR, l.instanceMatrix.array as Float32Array);
    s.instanceMatrix.needsUpdate = true;
    l.instanceMatrix.needsUpdate = true;
    // Raycasting recomputes the bounds lazily from the new matrices.
    s.boundingSphere = null;
    l.boundingSphere = null;
    invalidate();
  }, [keypoints, version, count, size, model, invalidate]);

  useLayoutEffect(() => {
    const s = spheres.current;
    if (!s || ghost) return;
    if (!s.instanceColor || s.instanceColor.count !== count) s.instanceColor = new InstancedBufferAttribute(new Float32Array(3 * count), 3);
    writeJointColors(count, model.rootIndex, selected, hovered, warned, SKELETON_PALETTE, s.instanceColor.array as Float32Array, flagged);
    s.instanceColor.needsUpdate = true;
    invalidate();
  }, [count, model, selected, hovered, warned, flagged, ghost, invalidate]);

  // The skeleton is drawn through the (opaque) imported meshes: they are drawn first, then the depth
  // buffer is cleared just before the joints, so joints and links still hide each other but no mesh
  // hides them. The ghost is drawn as before, hidden by what is in front of it.
  useLayoutEffect(() => {
    const s = spheres.current;
    if (!s || ghost) return;
    s.onBeforeRender = (renderer) => renderer.clearDepth();
    return () => {
      s.onBeforeRender = () => undefined;
    };
  }, [ghost, count]);

  const jointOf = (event: ThreeEvent<PointerEvent | MouseEvent>) => event.instanceId ?? null;
  return (
    <group>
      <instancedMesh
        key={`spheres-${count}`}
        ref={spheres}
        args={[sphereGeometry, undefined, count]}
        renderOrder={ghost ? 0 : SKELETON_RENDER_ORDER}
        frustumCulled={false}
        {...(ghost ? { raycast: ignoreRaycast } : {})}
        onPointerMove={onJointPointer && ((e) => (e.stopPropagation(), onJointPointer(jointOf(e), 'hover')))}
        onPointerOut={onJointPointer && (() => onJointPointer(null, 'hover'))}
        onClick={onJointPointer && ((e) => (e.stopPropagation(), onJointPointer(jointOf(e), 'click')))}
      >
        {ghost ? (
          <meshBasicMaterial color="#9ca3af" transparent opacity={0.35} depthWrite={false} />
        ) : (
          <meshStandardMaterial roughness={0.5} metalness={0.1} />
        )}
      </instancedMesh>
      <instancedMesh
        key={`links-${count}`}
        ref={links}
        args={[linkGeometry, undefined, count]}
        renderOrder={ghost ? 0 : SKELETON_RENDER_ORDER + 1}
        frustumCulled={false}
        {...(ghost ? { raycast: ignoreRaycast } : {})}
        onPointerMove={onJointPointer && ((e) => (e.stopPropagation(), onJointPointer(jointOf(e), 'hover')))}
        onPointerOut={onJointPointer && (() => onJointPointer(null, 'hover'))}
        onPointerDown={onLinkPointerDown && ((e) => e.instanceId !== undefined && onLinkPointerDown(e.instanceId, e))}
      >
        {ghost ? (
          <meshBasicMaterial color="#9ca3af" transparent opacity={0.35} depthWrite={false} />
        ) : (
          <meshStandardMaterial color="#64748b" roughness={0.6} />
        )}
      </instancedMesh>
    </group>
  );
}
