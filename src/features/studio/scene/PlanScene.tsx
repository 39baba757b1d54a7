import { useCallback, useMemo, useRef } from 'react';
import type { Group } from 'three';
import { DofGizmos } from './DofGizmos.tsx';
import { GeometryOverlay } from './GeometryOverlay.tsx';
import { LocalFrames } from './LocalFrames.tsx';
import { NeutralGhost } from './NeutralGhost.tsx';
import { SkeletonInstances } from './SkeletonInstances.tsx';
import { IkTargets3d } from '../ik/IkTargets3d.tsx';
import { CameraFrustums } from '../cameras/CameraFrustums.tsx';
import { FitMarkers3d } from '../fit/FitMarkers3d.tsx';
import { planToWorldMatrix } from './planSpace.ts';
import { RETARGET_FLAG_COLOURS } from './skeletonStyle.ts';
import { useRetargetFrameFlags } from '../retarget/useShownRetarget.ts';
import type { Rgb } from '../model/instanceMatrices.ts';
import { useHingeDrag } from './useHingeDrag.ts';
import { useKinematicsVersion, useStudio, useStudioStore } from '../store/useStudio.ts';

/** Everything drawn in the plan's own coordinates: skeleton, ghost, gizmos, frames, world axes. */
export function PlanScene() {
  const store = useStudioStore();
  // While the text is broken this is the last version that compiled (see DocumentState.shownPlan).
  const plan = useStudio((s) => s.shownPlan);
  const pose = useStudio((s) => s.pose);
  const selected = useStudio((s) => s.selectedJoint);
  const hovered = useStudio((s) => s.hoveredJoint);
  const view = useStudio((s) => s.view);
  const version = useKinematicsVersion();
  const group = useRef<Group>(null);
  const onLinkPointerDown = useHingeDrag(group);
  const toWorld = useMemo(() => planToWorldMatrix(view.upAxis), [view.upAxis]);
  const warned = useMemo(() => new Set(plan?.jointDiagnostics.keys() ?? []), [plan]);
  // A retarget on the timeline: its problems at the current frame on the joints (feet first, a joint's limit or speed over them).
  const retargetFlags = useRetargetFrameFlags();
  const flagged = useMemo(() => {
    if (!retargetFlags) return undefined;
    const colours = new Map<number, Rgb>();
    for (const foot of retargetFlags.flags.feet) colours.set(foot.joint, RETARGET_FLAG_COLOURS[foot.state]);
    for (const joint of retargetFlags.flags.joints) colours.set(joint.joint, RETARGET_FLAG_COLOURS[joint.problem]);
    return colours;
  }, [retargetFlags]);
  const onJointPointer = useCallback(
    (joint: number | null, kind: 'hover' | 'click') => {
      store.dispatch(kind === 'hover' ? { type: 'jointHovered', joint } : { type: 'jointSelected', joint });
    },
    [store],
  );

  const fk = store.getKinematics();
  const model = plan?.model;
  if (!plan || !model || !fk || !pose) return null;
  return (
    <group ref={group} matrix={toWorld} matrixAutoUpdate={false}>
      <axesHelper args={[plan.size * 0.3]} userData={{ studioRole: 'world-axes' }} />
      <SkeletonInstances
        model={model}
        size={plan.size}
        selected={selected}
        hovered={hovered}
        warned={warned}
        flagged={flagged}
        onJointPointer={onJointPointer}
        onLinkPointerDown={onLinkPointerDown}
      />
      {plan.document && <GeometryOverlay document={plan.document} fk={fk} version={version} />}
      {view.showGhost && <NeutralGhost model={model} size={plan.size} pose={pose} />}
      {view.showFrames && (view.framesOf === 'all' || selected !== null) && (
        <LocalFrames
          fk={fk}
          jointCount={model.jointCount}
          joints={view.framesOf === 'all' || selected === null || selected >= model.jointCount ? null : [selected]}
          size={plan.size}
          version={version}
        />
      )}
      <IkTargets3d planGroup={group} />
      <CameraFrustums />
      <FitMarkers3d />
      {selected !== null && selected < model.jointCount && (
        <DofGizmos model={model} fk={fk} dofs={pose.dofs} joint={selected} size={plan.size} version={version} />
      )}
    </group>
  );
}
