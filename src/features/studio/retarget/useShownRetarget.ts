import { useMemo } from 'react';
import { retargetFrameFlags, type FrameFlags } from '../../../bodyplan/retarget/report/frameFlags.ts';
import { trajectoryPoses, type TrajectoryPoses } from '../../../bodyplan/retarget/report/trajectoryPoses.ts';
import type { RetargetSessionState } from '../store/retarget/retargetSession.ts';
import { useRecording, useStudio } from '../store/useStudio.ts';
import { useRetarget } from './useRetargetSession.ts';

export type ShownRetarget = NonNullable<RetargetSessionState['result']>;

/**
 * The retarget whose result the timeline shows now, or null: once another recording is loaded or
 * solved, the report's lane and colours go (the session keeps the result for its card and exports).
 */
export function useShownRetarget(): ShownRetarget | null {
  const result = useRetarget((s) => s.result);
  const solved = useRecording((s) => s.solved);
  return result !== null && result.solved === solved ? result : null;
}

/** Each result's poses, through FK once for the scene and the key alike. */
const posesOf = new WeakMap<ShownRetarget, TrajectoryPoses>();
function posesFor(shown: ShownRetarget): TrajectoryPoses {
  let poses = posesOf.get(shown);
  if (poses === undefined) {
    poses = trajectoryPoses(shown.model, shown.trajectory);
    posesOf.set(shown, poses);
  }
  return poses;
}

/**
 * What the 3D view colours at the timeline's current frame (frameFlags.ts), or null without a
 * retarget shown. The trajectory's poses go through FK once per result, not once per frame.
 */
export function useRetargetFrameFlags(): { frame: number; flags: FrameFlags } | null {
  const retarget = useShownRetarget();
  // Joint indices are the retargeted robot's: none while the view shows another model.
  const model = useStudio((s) => s.shownPlan?.model ?? null);
  const shown = retarget !== null && retarget.model === model ? retarget : null;
  const frame = useRecording((s) => s.frame);
  const poses = useMemo(() => (shown ? posesFor(shown) : null), [shown]);
  return useMemo(() => (shown && poses ? { frame, flags: retargetFrameFlags(shown.model, poses, shown.targets, shown.report, frame) } : null), [shown, poses, frame]);
}
