/**
 * The Studio's recording state: the loaded recording, what its solve gets (exclusions applied), the
 * solve, its fit checks and playback. Its commands are in recordingSlice.ts.
 */
import type { Recording } from '../../../../bodyplan/recording/recording.ts';
import type { FitSummary } from '../../../../bodyplan/fit/fitSummary.ts';
import type { SuspiciousFrame } from '../../../../bodyplan/fit/suspiciousFrames.ts';
import type { IkRecording } from '../../../../bodyplan/ik/ikRecording.ts';
import { DEFAULT_LOAD_OPTIONS, type StudioLoadOptions, type StudioRecording } from '../../../../bodyplan/recording/studioRecordingFile.ts';
import type { SolvedFrames } from '../../../../bodyplan/ik/solvedFrames.ts';
import type { Exclusion } from '../../../../bodyplan/observations/exclusions.ts';
import { chooseFrameRate, type FrameRateChoice, type FrameRateOrigin, type StatedFrameRate } from '../../../../bodyplan/recording/frameRateSource.ts';
import { DEFAULT_FPS } from '../../../../bodyplan/recording/recording.ts';
import type { IkSettings } from '../../model/ikSettings.ts';

export interface RecordingViewState {
  fileName: string | null;
  /** The files the recording was loaded from (one, or a calibration and a file per camera), to name exports after the trial. */
  sourceFiles: string[];
  recording: Recording | null;
  /** What the solver gets: 3D targets or 2D observations through cameras (see studioRecordingFile.ts). */
  ikRecording: IkRecording | null;
  /** Each view's camera name (see recordingCameraNames), decided at load: every panel names cameras with these. */
  cameraNames: string[];
  /** Observations the user took out of the solve (a camera, or one keypoint in it, over frames): `ikRecording` has them at weight 0. */
  exclusions: Exclusion[];
  /** How many observations (seen points that counted) the exclusions took out. */
  excludedObservations: number;
  /** The file's format, its part names (when matched by name), for DeepLabCut the camera used, for a calibration the cameras' names, and notes on the reading. */
  source: Pick<StudioRecording, 'format' | 'parts' | 'cameraUsed' | 'cameraNames' | 'lenses' | 'notes'> | null;
  /** Cameras for DeepLabCut, likelihood threshold, BVH scale, part → joint table. */
  loadOptions: StudioLoadOptions;
  error: string | null;
  /** A solve under way: frames done of total (overlaps included), when it started and when `done` was last heard (performance.now()), for the estimate. */
  progress: { done: number; total: number; startedAt: number; at: number } | null;
  /** The last solve's results (packed typed arrays, see solvedFrames.ts). */
  solved: SolvedFrames | null;
  /** The solver settings of the last solve started, for the exports to say what made them. */
  solvedWith: IkSettings | null;
  /** The last solve's keypoint errors, frame-major, measured by the workers (see recordingFitErrors). */
  fitErrors: Float32Array | null;
  /** Their summaries (medians, 95th percentiles, worst frames), computed with them off the page. */
  fitSummary: FitSummary | null;
  /** Each camera's RMS error per frame, frame-major (2D; empty for 3D targets), for the lanes under the angle plot. */
  cameraErrors: Float32Array | null;
  /** The solve's suspicious frames, ranked, with the checks' default settings (see fit/fitChecksState.ts for the user's). */
  suspicious: SuspiciousFrame[] | null;
  /** After a solve whose segments were solved again from the previous one's end (another IK branch): how many, as the CLI says it. */
  solveNote: string | null;
  /** A big file being read in a worker (see readRecordingInWorker). */
  reading: { fileName: string; megabytes: number } | null;
  frame: number;
  playing: boolean;
  speed: number;
  /** Playback starts again at the first frame after the last. */
  loop: boolean;
  /** Parallel solving, as `bodyplan ik --workers N --overlap K` (N as the CLI reads it: −1 = every core). */
  workers: number;
  overlap: number;
  /** Where the recording's `fps` came from (see frameRateSource.ts): the user (setFrameRate), its file, a camera video, or none of them (DEFAULT_FPS). */
  frameRateSource: FrameRateSource;
  /** The rate the user set for this file, kept when the file is read again (load options, frame set, plan). */
  userFrameRate: number | null;
  /** The rate the recording file states, null when it states none (DeepLabCut). */
  fileFrameRate: number | null;
  /** The rate of the first camera video opened with the recording that has one (its stream timing), and the video's name. */
  videoFrameRate: StatedFrameRate | null;
}

export type FrameRateSource = FrameRateOrigin;

/** The recording's rate and where it came from, by frameRateSource.ts's precedence: what the Studio shows and exports say. */
export function frameRateChoice(state: Pick<RecordingViewState, 'fileName' | 'userFrameRate' | 'fileFrameRate' | 'videoFrameRate'>): FrameRateChoice {
  const file = state.fileFrameRate === null ? null : { fps: state.fileFrameRate, name: state.fileName ?? 'the file' };
  return chooseFrameRate({ user: state.userFrameRate, file, video: state.videoFrameRate, defaultFps: DEFAULT_FPS });
}

/** The recording's frame rate when it is known (set by the user, from its file or a video), not the default guess: time axes show seconds only then. */
export function knownFrameRate(state: RecordingViewState): number | null {
  return state.recording && state.frameRateSource !== 'default' ? state.recording.fps : null;
}

export const initialRecordingState: RecordingViewState = {
  fileName: null,
  sourceFiles: [],
  recording: null,
  ikRecording: null,
  cameraNames: [],
  exclusions: [],
  excludedObservations: 0,
  source: null,
  loadOptions: DEFAULT_LOAD_OPTIONS,
  error: null,
  progress: null,
  solved: null,
  solvedWith: null,
  fitErrors: null,
  fitSummary: null,
  suspicious: null,
  cameraErrors: null,
  solveNote: null,
  reading: null,
  frame: 0,
  playing: false,
  speed: 1,
  loop: false,
  workers: -1,
  overlap: 0,
  frameRateSource: 'default',
  userFrameRate: null,
  fileFrameRate: null,
  videoFrameRate: null,
};
