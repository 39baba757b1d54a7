import { useMemo } from 'react';
import type { BodyModel } from '../../../bodyplan/kinematics/model.ts';
import { ForwardKinematics } from '../../../bodyplan/kinematics/kinematics.ts';
import { neutralPose, type Pose } from '../../../bodyplan/kinematics/pose.ts';
import { SkeletonInstances } from './SkeletonInstances.tsx';

/** The neutral pose, drawn translucent at the current root pose, to compare against. */
export function NeutralGhost({ model, size, pose }: { model: BodyModel; size: number; pose: Pose }) {
  const { rootPosition, rootQuat } = pose;
  const keypoints = useMemo(() => {
    const fk = new ForwardKinematics(model);
    fk.compute(neutralPose(model), rootPosition, rootQuat);
    return fk.keypoints;
  }, [model, rootPosition, rootQuat]);
  return <SkeletonInstances model={model} size={size} keypoints={keypoints} version={0} ghost />;
}
