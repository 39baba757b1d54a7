import type { ForwardKinematics } from '../../../bodyplan/kinematics/kinematics.ts';
import type { IkViewState } from './ik/ikSlice.ts';
import type { RecordingViewState } from './recording/recordingViewState.ts';
import type { StudioWorkerClient } from './ik/workerClient.ts';
import type { StudioCommand } from './studioCommands.ts';
import type { StudioState } from './studioState.ts';

/** The Studio store's whole state: one slice per area. */
export interface StudioStoreState {
  studio: StudioState;
  ik: IkViewState;
  recording: RecordingViewState;
  /** Bumped each time forward kinematics is recomputed (after a pose change). */
  kinematicsVersion: number;
  /** A big text being opened away from the page (its commands wait), or null. */
  loading: { name: string; chars: number } | null;
}

/** What the IK and recording slices get from the store: its state, their own setters, and the one worker. */
export interface SliceHost {
  get(): StudioStoreState;
  setIk(ik: IkViewState): void;
  setRecording(recording: RecordingViewState): void;
  dispatch(command: StudioCommand): void;
  getKinematics(): ForwardKinematics | null;
  worker: StudioWorkerClient;
}
