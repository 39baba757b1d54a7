import type { BodyModel } from '../../../../bodyplan/kinematics/model.ts';
import type { FixtureFrameSet, Recording } from '../../../../bodyplan/recording/recording.ts';
import { DEFAULT_FIT_CHECK_SETTINGS, suspicionRequestOf } from '../../model/fit/suspicionRequest.ts';
import type { IkRecording } from '../../../../bodyplan/ik/ikRecording.ts';
import {
  readStudioRecording,
  type LabFilesContent,
  type RecordingContent,
  type StudioLoadOptions,
  type StudioRecordingResult,
} from '../../../../bodyplan/recording/studioRecordingFile.ts';
import { megabytesOf, readRecordingInWorker, readsInWorker, type RecordingRead } from './readRecordingInWorker.ts';
import { yieldToPage } from './slicedWork.ts';
import type { SliceHost } from '../sliceHost.ts';
import { toIkOptions, withJointWeights, type IkSettings } from '../../model/ikSettings.ts';
import type { WorkerJobError } from '../ik/workerClient.ts';
import { solvedFrames, solvedPoseAt, type SolvedFrames } from '../../../../bodyplan/ik/solvedFrames.ts';
import { resolveWorkerCount } from '../../../../bodyplan/ik/segments.ts';
import { availableCores, solveInWorkers, type ParallelSolve } from './solveInWorkers.ts';
import { segmentJoinNote } from '../../../../bodyplan/ik/segmentReconcile.ts';
import { recordingCameraNames } from '../../model/recordingCameraNames.ts';
import { applyExclusions, checkExclusions, type Exclusion } from '../../../../bodyplan/observations/exclusions.ts';
import type { RecordingToSave } from '../../../../bodyplan/recording/savedRecording.ts';
import { frameRateChoice, initialRecordingState, knownFrameRate, type RecordingViewState } from './recordingViewState.ts';
import { isFrameRate, type StatedFrameRate } from '../../../../bodyplan/recording/frameRateSource.ts';

export interface RecordingActions {
  /** A big file may be given unread (a Blob): it is read and parsed in a worker. `sourceFiles`: the files it came from (default: `fileName`), which name the exports. */
  load(fileName: string, content: RecordingContent | LabFilesContent | Blob, sourceFiles?: readonly string[]): void;
  /** Changes how files are read; a loaded file is read again with them (a failure keeps it as it was), or the file just refused is tried again. */
  setLoadOptions(patch: Partial<StudioLoadOptions>): void;
  pickFrameSet(set: FixtureFrameSet): void;
  solve(settings: IkSettings, jointWeight: Float64Array): void;
  cancel(): void;
  seek(frame: number): void;
  setPlaying(playing: boolean): void;
  setSpeed(speed: number): void;
  setLoop(loop: boolean): void;
  /** The recording's frame rate, when its file had none (DeepLabCut) or had it wrong: playback, times and exports follow it. */
  setFrameRate(fps: number): void;
  /** The rate a camera video of this recording runs at (null: no video has one); it counts when neither the user nor the file gave one. */
  setVideoFrameRate(rate: StatedFrameRate | null): void;
  /** Workers for the next solve (CLI rule: n > 0, or −1 all cores, −2 all but one…) and the warm-up overlap K ≥ 0. */
  setParallel(workers: number, overlap: number): void;
  /** Stops reading a big file (in its worker); what was loaded before stays. */
  cancelReading(): void;
  /** Called by the store when the plan's model changed; the recording is matched again against it. */
  modelChanged(): void;
  /** Ends a solve and playback (the Studio is closing). */
  stop(): void;
  /**
   * Takes observations out of the 2D solve (an exclusion naming a camera and joint of the recording and
   * plan; others are refused with the reason) and solves again with the last solve's settings, if there was one.
   */
  exclude(exclusion: Exclusion): string | null;
  /** Puts the i-th exclusion's observations back, and solves again as `exclude` does. */
  removeExclusion(index: number): void;
  /** The loaded 2D recording as read (exclusions not applied: they are saved as specs), to save; null without one. */
  recordingToSave(): RecordingToSave | null;
  /**
   * Shows a motion solved elsewhere (a retargeted clip, issue 41) as the loaded recording and its
   * solve: the timeline, playback and the pose follow it as they follow a solved recording. What was
   * loaded before is replaced; nothing is kept to read again (a plan change drops it).
   */
  showMotion(fileName: string, recording: Recording, solved: SolvedFrames): void;
}

/**
 * A loaded recording, its solve (in parallel segments, one Web Worker each, as the CLI's
 * `--workers`; Cancel ends them) and playback, which shows each solved frame as the Studio's pose.
 */
export function createRecordingSlice(host: SliceHost): RecordingActions {
  // The loaded file's content, kept to read it again when the load options or the plan change.
  let text: RecordingContent | LabFilesContent | Blob | null = null;
  // The last file refused (e.g. several individuals and none picked): a load option set next reads it
  // again, so picking its Individual loads it without choosing the file once more.
  let refused: { fileName: string; content: RecordingContent | LabFilesContent | Blob; sourceFiles?: readonly string[] } | null = null;
  // The 2D observations as read, before exclusions (the state's ikRecording has them applied).
  let loaded: IkRecording | null = null;
  // The last solve's settings: a changed exclusion solves again with them.
  let lastSolve: { settings: IkSettings; jointWeight: Float64Array } | null = null;
  let job: ParallelSolve | null = null;
  let reading: RecordingRead | null = null;
  let animation: number | null = null;
  const state = () => host.get().recording;
  const set = (patch: Partial<RecordingViewState>) => host.setRecording({ ...state(), ...patch });
  const model = (): BodyModel | null => host.get().studio.plan?.model ?? null;

  const stopJob = () => {
    job?.cancel();
    job = null;
  };
  const stopPlayback = () => {
    if (animation !== null) cancelAnimationFrame(animation);
    animation = null;
  };

  const stopReading = () => {
    reading?.cancel();
    reading = null;
    if (state().reading) set({ reading: null });
  };

  /**
   * Reads `content` against the open plan and hands the result to `then`: at once for a small
   * file, or from a worker for a big one (the page stays responsive; Cancel reading ends it, and
   * `then` is not called if the plan changed meanwhile).
   */
  const read = (fileName: string, content: RecordingContent | LabFilesContent | Blob, frameSet: FixtureFrameSet | undefined, then: (result: StudioRecordingResult) => void) => {
    stopReading();
    const m = model();
    if (!m) return;
    const options = { ...state().loadOptions, frameSet };
    if (!readsInWorker(content)) {
      then(readStudioRecording(fileName, content, m, options));
      return;
    }
    const job = readRecordingInWorker(fileName, content, m, options);
    reading = job;
    set({ reading: { fileName, megabytes: megabytesOf(content) }, error: null });
    void job.result.then((result) => {
      if (reading !== job) return;
      reading = null;
      set({ reading: null });
      if (model() === m) then(result);
    });
  };

  /** The loaded file read again (load options, frame set or plan changed); a failure keeps what was loaded. */
  const reread = (frameSet?: FixtureFrameSet) => {
    const fileName = state().fileName;
    const userFrameRate = state().userFrameRate;
    const keep = state().exclusions;
    if (fileName && text !== null) read(fileName, text, frameSet, (result) => apply(fileName, result, userFrameRate, keep));
  };

  /** The read recording with `exclusions` applied (those that name its cameras and the plan's joints; the others are dropped). */
  const withExclusions = (ikRecording: IkRecording, cameraNames: string[], exclusions: readonly Exclusion[]) => {
    const joints = model()?.jointNames ?? [];
    const names = { cameras: cameraNames, joints };
    const kept = exclusions.filter((e) => checkExclusions([e], names).length === 0);
    if (ikRecording.kind !== '2d' || kept.length === 0) return { ikRecording, exclusions: kept, excludedObservations: 0 };
    const applied = applyExclusions(ikRecording.frames, kept, names);
    return { ikRecording: { ...ikRecording, frames: applied.frames }, exclusions: kept, excludedObservations: applied.excludedObservations };
  };

  /** New exclusions: applied to the recording as read, the old solve dropped, and solved again with the last settings. */
  const setExclusions = (exclusions: Exclusion[]) => {
    if (loaded === null) return;
    stopJob();
    set({ ...withExclusions(loaded, state().cameraNames, exclusions), solved: null, fitErrors: null, fitSummary: null, suspicious: null, cameraErrors: null, solveNote: null, progress: null });
    if (lastSolve !== null) actions.solve(lastSolve.settings, lastSolve.jointWeight);
  };

  /**
   * `userFrameRate`: the rate the user set for this file before it was read again (null for a new file);
   * `keep`: exclusions carried over to the file read again (for a new file, the ones it was saved with).
   */
  const apply = (fileName: string, result: StudioRecordingResult, userFrameRate: number | null, keep: readonly Exclusion[] = result.ok ? (result.value.exclusions ?? []) : []): boolean => {
    stopJob();
    stopPlayback();
    // A bad file keeps whatever recording was loaded before.
    if (!result.ok) set({ error: `${fileName}: ${result.message}`, progress: null, playing: false });
    else {
      const { recording: read, ikRecording, format, parts, cameraUsed, cameraNames: calibratedNames, lenses, notes } = result.value;
      // A file read again keeps its video's rate; a new file waits for its own videos.
      const rates = { userFrameRate, fileFrameRate: read.fpsFromFile ? read.fps : null, videoFrameRate: fileName === state().fileName ? state().videoFrameRate : null };
      const rate = frameRateChoice({ fileName, ...rates });
      const recording = { ...read, fps: rate.fps };
      const frameRateSource = rate.origin;
      const cameraNames = recordingCameraNames(ikRecording, { cameraNames: calibratedNames, cameraUsed }, state().loadOptions);
      loaded = ikRecording;
      set({ fileName, recording, ...withExclusions(ikRecording, cameraNames, keep), cameraNames, frameRateSource, ...rates, source: { format, parts, cameraUsed, cameraNames: calibratedNames, lenses, notes }, error: null, progress: null, solved: null, fitErrors: null, fitSummary: null, suspicious: null, cameraErrors: null, solveNote: null, frame: 0, playing: false });
    }
    return result.ok;
  };

  /** A new user's or video's rate: the recording plays, times and exports at the rate they decide (frameRateSource.ts). */
  const rateChanged = (patch: Partial<Pick<RecordingViewState, 'userFrameRate' | 'videoFrameRate'>>) => {
    const recording = state().recording;
    const chosen = frameRateChoice({ ...state(), ...patch });
    if (!recording || chosen.fps === recording.fps) return set({ ...patch, frameRateSource: chosen.origin });
    const playing = state().playing;
    stopPlayback();
    set({ ...patch, recording: { ...recording, fps: chosen.fps }, frameRateSource: chosen.origin });
    // Playback goes on at the new rate.
    if (playing) play();
  };

  const showFrame = (frame: number) => {
    const solved = state().solved;
    if (solved && frame < solved.count) host.dispatch({ type: 'poseSet', pose: solvedPoseAt(solved, frame) });
  };

  const seek = (frame: number) => {
    const count = state().recording?.frames.length ?? 0;
    if (count === 0) return;
    const clamped = Math.min(count - 1, Math.max(0, Math.round(frame)));
    set({ frame: clamped });
    showFrame(clamped);
  };

  const play = () => {
    const fps = state().recording?.fps ?? 30;
    let last = performance.now();
    let position = state().frame;
    const tick = (now: number) => {
      const count = state().recording?.frames.length ?? 0;
      position += ((now - last) / 1000) * fps * state().speed;
      last = now;
      // Looping, the last frame shows for its full time before the first comes back.
      if (state().loop) position %= count;
      else if (position >= count - 1) {
        seek(count - 1);
        animation = null;
        set({ playing: false });
        return;
      }
      if (Math.floor(position) !== state().frame) seek(Math.floor(position));
      animation = requestAnimationFrame(tick);
    };
    animation = requestAnimationFrame(tick);
  };

  const actions: RecordingActions = {
    load(fileName, content, sourceFiles) {
      read(fileName, content, undefined, (result) => {
        if (!apply(fileName, result, null)) {
          refused = { fileName, content, sourceFiles };
          return;
        }
        refused = null;
        text = content;
        set({ sourceFiles: sourceFiles ? [...sourceFiles] : [fileName] });
      });
    },
    cancelReading() {
      stopReading();
    },
    setLoadOptions(patch) {
      set({ loadOptions: { ...state().loadOptions, ...patch } });
      if (refused !== null) actions.load(refused.fileName, refused.content, refused.sourceFiles);
      else reread(state().recording?.frameSet);
    },
    pickFrameSet(frameSet) {
      reread(frameSet);
    },
    solve(settings, jointWeight) {
      const m = model();
      const recording = state().recording;
      const ikRecording = state().ikRecording;
      if (!m || !recording || !ikRecording) return;
      lastSolve = { settings, jointWeight };
      stopJob();
      stopPlayback();
      const cores = availableCores();
      const count = resolveWorkerCount(state().workers, cores);
      if (!count.ok) {
        set({ error: `Solving: ${count.message}` });
        return;
      }
      const total = recording.frames.length;
      const startedAt = performance.now();
      const run = solveInWorkers(
        withJointWeights(m, jointWeight),
        ikRecording,
        toIkOptions(settings),
        count.workers,
        state().overlap,
        (done, all) => {
          if (job === run) set({ progress: { done, total: all, startedAt, at: performance.now() } });
        },
        (solved) => suspicionRequestOf(m, ikRecording, solved, recording.fps, DEFAULT_FIT_CHECK_SETTINGS),
      );
      job = run;
      set({ progress: { done: 0, total, startedAt, at: startedAt }, solvedWith: settings, solved: null, fitErrors: null, fitSummary: null, suspicious: null, cameraErrors: null, solveNote: null, playing: false, error: null });
      run.result.then(
        (data) => {
          if (job !== run) return;
          job = null;
          const note = segmentJoinNote(data.joins, data.segments);
          const solved = solvedFrames(m, data.solved);
          set({ progress: null, solved, cameraErrors: data.cameraErrors, solveNote: note === null ? null : `${note}.`, error: null });
          seek(state().frame);
          // The fit (heat-map, Fit panel, suspicious frames) lands in a task of its own: rendered
          // with the solved angles' plots and lanes in one task it held the page for about 180 ms
          // of CPU at 100,000 frames (issue 43: no main-thread task over 100 ms).
          void yieldToPage().then(() => {
            if (state().solved === solved) set({ fitErrors: data.errors, fitSummary: data.summary, suspicious: data.suspicious });
          });
        },
        (error: WorkerJobError) => {
          if (job !== run) return;
          job = null;
          set({ progress: null, error: error.cancelled ? null : `Solving failed: ${error.message}` });
        },
      );
    },
    cancel() {
      if (job === null) return;
      stopJob();
      set({ progress: null });
    },
    seek(frame) {
      stopPlayback();
      set({ playing: false });
      seek(frame);
    },
    setPlaying(playing) {
      const solved = state().solved;
      if (playing === state().playing || !solved) return;
      stopPlayback();
      if (playing && state().frame >= solved.count - 1) seek(0);
      set({ playing });
      if (playing) play();
    },
    setSpeed(speed) {
      if (speed > 0 && Number.isFinite(speed)) set({ speed });
    },
    setLoop(loop) {
      set({ loop });
    },
    setFrameRate(fps) {
      // Setting the rate the recording already has is setting it too: it is then the user's, and kept.
      if (state().recording && isFrameRate(fps)) rateChanged({ userFrameRate: fps });
    },
    setVideoFrameRate(rate) {
      const now = state().videoFrameRate;
      if (now?.fps !== rate?.fps || now?.name !== rate?.name) rateChanged({ videoFrameRate: rate });
    },
    setParallel(workers, overlap) {
      if (Number.isInteger(workers) && workers !== 0 && Number.isInteger(overlap) && overlap >= 0) set({ workers, overlap });
    },
    modelChanged() {
      stopJob();
      stopPlayback();
      stopReading();
      const { fileName, recording, workers, overlap, speed, loadOptions, loop, userFrameRate, exclusions } = state();
      host.setRecording({ ...initialRecordingState, workers, overlap, speed, loadOptions, loop });
      // A recording that does not fit the edited or newly opened plan is dropped quietly, as the plan's own state is.
      if (fileName && recording && text !== null) {
        read(fileName, text, recording.frameSet, (result) => {
          if (apply(fileName, result, userFrameRate, exclusions)) return;
          text = null;
          loaded = null;
          host.setRecording({ ...initialRecordingState, workers, overlap, speed, loadOptions, loop });
        });
      }
    },
    stop() {
      stopJob();
      stopPlayback();
      stopReading();
      if (state().progress || state().playing) set({ progress: null, playing: false });
    },
    exclude(exclusion) {
      const { cameraNames, exclusions } = state();
      const problems = checkExclusions([exclusion], { cameras: cameraNames, joints: model()?.jointNames ?? [] });
      if (problems.length > 0) return problems[0]!;
      if (state().ikRecording?.kind !== '2d') return 'only a 2D recording (cameras) has observations to exclude';
      setExclusions([...exclusions, exclusion]);
      return null;
    },
    recordingToSave() {
      const { recording, cameraNames, exclusions } = state();
      if (loaded?.kind !== '2d' || !recording) return null;
      return { mappers: loaded.mappers, frames: loaded.frames, cameraNames, exclusions, fps: knownFrameRate(state()) };
    },
    showMotion(fileName, recording, shown) {
      stopJob();
      stopPlayback();
      stopReading();
      text = null;
      loaded = null;
      refused = null;
      lastSolve = null;
      const { workers, overlap, speed, loadOptions, loop } = state();
      host.setRecording({ ...initialRecordingState, workers, overlap, speed, loadOptions, loop, fileName, sourceFiles: [fileName], recording, solved: shown, fileFrameRate: recording.fps, frameRateSource: 'file' });
      seek(0);
    },
    removeExclusion(index) {
      const exclusions = state().exclusions;
      if (index >= 0 && index < exclusions.length) setExclusions(exclusions.filter((_, i) => i !== index));
    },
  };
  return actions;
}
