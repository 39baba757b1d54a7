import { ForwardKinematics } from '../../bodyplan/kinematics.ts';
import { initialStudioState, type StudioState } from './studioState.ts';
import { editorReducer, type AnyStudioAction } from './editor/editorReducer.ts';

/**
 * The Studio's external store (subscribed to with useSyncExternalStore). It owns the forward
 * kinematics of the open plan and runs it only when the pose changes, never per frame;
 * `kinematicsVersion` tells the 3D view that keypoints and frames were recomputed.
 */
export interface StudioStore {
  getState(): StudioState;
  subscribe(listener: () => void): () => void;
  dispatch(action: AnyStudioAction): void;
  /** FK of the current pose (null without a valid plan); its buffers change in place. */
  getKinematics(): ForwardKinematics | null;
  getKinematicsVersion(): number;
}

export function createStudioStore(initial: StudioState = initialStudioState): StudioStore {
  let state = initial;
  let kinematics: ForwardKinematics | null = null;
  let kinematicsVersion = 0;
  const listeners = new Set<() => void>();

  const recompute = (previous: StudioState | null) => {
    const model = state.plan?.model ?? null;
    if (!model || !state.pose) {
      kinematics = null;
      return;
    }
    if (!kinematics || kinematics.model !== model) kinematics = new ForwardKinematics(model);
    else if (previous && previous.pose === state.pose) return;
    kinematics.compute(state.pose.dofs, state.pose.rootPosition, state.pose.rootQuat);
    kinematicsVersion += 1;
  };
  recompute(null);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(action) {
      const previous = state;
      state = editorReducer(state, action);
      if (state === previous) return;
      recompute(previous);
      for (const listener of listeners) listener();
    },
    getKinematics: () => kinematics,
    getKinematicsVersion: () => kinematicsVersion,
  };
}
