import { createIkState } from '../../../bodyplan/ik.ts';
import type { BodyModel } from '../../../bodyplan/model.ts';
import { parseRecording, type FixtureFrameSet, type Recording } from '../../../bodyplan/recording.ts';
import type { StudioStore } from '../studioStore.ts';
import type { IkWorkerReply, IkWorkerRequest, SolvedPose } from './ikProtocol.ts';
import type { IkSettings } from './ikSettings.ts';

export interface RecordingViewState {
  fileName: string | null;
  recording: Recording | null;
  error: string | null;
  progress: { done: number; total: number } | null;
  solved: SolvedPose[] | null;
  frame: number;
  playing: boolean;
  speed: number;
}

const initialRecordingState: RecordingViewState = { fileName: null, recording: null, error: null, progress: null, solved: null, frame: 0, playing: false, speed: 1 };

export interface RecordingStore {
  getState(): RecordingViewState;
  subscribe(listener: () => void): () => void;
  load(fileName: string, text: string): void;
  pickFrameSet(set: FixtureFrameSet): void;
  solve(settings: IkSettings, jointWeight: Float64Array): void;
  cancel(): void;
  seek(frame: number): void;
  setPlaying(playing: boolean): void;
  setSpeed(speed: number): void;
  /** Follows the Studio's plan (a new plan drops the recording); returns the detach. */
  attach(): () => void;
}

/**
 * A loaded recording, its solve (a whole sequence with warm starts, in its own worker so Cancel can
 * simply end it) and playback, which shows each solved frame as the Studio's pose.
 */
export function createRecordingStore(studio: StudioStore): RecordingStore {
  let state = initialRecordingState;
  let text: string | null = null;
  let model: BodyModel | null = studio.getState().plan?.model ?? null;
  let worker: Worker | null = null;
  let animation: number | null = null;
  const listeners = new Set<() => void>();
  const set = (patch: Partial<RecordingViewState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const stopWorker = () => {
    worker?.terminate();
    worker = null;
  };
  const stopPlayback = () => {
    if (animation !== null) cancelAnimationFrame(animation);
    animation = null;
  };

  const onStudioChange = () => {
    const current = studio.getState().plan?.model ?? null;
    if (current === model) return;
    model = current;
    stopWorker();
    stopPlayback();
    // The recording is matched again against the edited or newly opened plan; solved frames are stale.
    const { fileName, recording } = state;
    state = initialRecordingState;
    if (fileName && recording && text !== null && !parse(fileName, recording.frameSet)) {
      // It does not fit the new plan: dropped quietly, as the plan's own state is.
      text = null;
      state = initialRecordingState;
    }
    for (const listener of listeners) listener();
  };

  const parse = (fileName: string, frameSet?: FixtureFrameSet): boolean => {
    if (!model || text === null) return false;
    const result = parseRecording(text, model, { fileName, frameSet });
    stopWorker();
    stopPlayback();
    // A bad file keeps whatever recording was loaded before.
    if (!result.ok) set({ error: `${fileName}: ${result.message}`, progress: null, playing: false });
    else set({ fileName, recording: result.value, error: null, progress: null, solved: null, frame: 0, playing: false });
    return result.ok;
  };

  const showFrame = (frame: number) => {
    const pose = state.solved?.[frame];
    if (!pose) return;
    studio.dispatch({
      type: 'poseSet',
      pose: {
        dofs: Float64Array.from(pose.dofs),
        rootPosition: [pose.rootPosition[0]!, pose.rootPosition[1]!, pose.rootPosition[2]!],
        rootQuat: [pose.rootQuat[0]!, pose.rootQuat[1]!, pose.rootQuat[2]!, pose.rootQuat[3]!],
      },
    });
  };

  const seek = (frame: number) => {
    const count = state.recording?.frames.length ?? 0;
    if (count === 0) return;
    const clamped = Math.min(count - 1, Math.max(0, Math.round(frame)));
    set({ frame: clamped });
    showFrame(clamped);
  };

  const play = () => {
    const fps = state.recording?.fps ?? 30;
    let last = performance.now();
    let position = state.frame;
    const tick = (now: number) => {
      const count = state.recording?.frames.length ?? 0;
      position += ((now - last) / 1000) * fps * state.speed;
      last = now;
      if (position >= count - 1) {
        seek(count - 1);
        animation = null;
        set({ playing: false });
        return;
      }
      if (Math.floor(position) !== state.frame) seek(Math.floor(position));
      animation = requestAnimationFrame(tick);
    };
    animation = requestAnimationFrame(tick);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load(fileName, newText) {
      const previous = text;
      text = newText;
      if (!parse(fileName)) text = previous;
    },
    pickFrameSet(frameSet) {
      if (state.fileName) parse(state.fileName, frameSet);
    },
    solve(settings, jointWeight) {
      const recording = state.recording;
      if (!model || !recording) return;
      stopWorker();
      stopPlayback();
      const start = createIkState(model);
      worker = new Worker(new URL('./ikWorker.ts', import.meta.url), { type: 'module' });
      const own = worker;
      own.addEventListener('message', (event: MessageEvent<IkWorkerReply>) => {
        if (worker !== own) return;
        const reply = event.data;
        if (reply.type === 'progress') set({ progress: { done: reply.done, total: reply.total } });
        else if (reply.type === 'failed') {
          stopWorker();
          set({ progress: null, error: `Solving failed: ${reply.message}` });
        } else if (reply.type === 'sequenceDone') {
          stopWorker();
          set({ progress: null, solved: reply.frames, error: null });
          seek(state.frame);
        }
      });
      own.addEventListener('error', (event) => {
        if (worker !== own) return;
        stopWorker();
        set({ progress: null, error: `Solving failed: ${event.message || 'the IK worker stopped'}` });
      });
      own.postMessage({ type: 'model', model } satisfies IkWorkerRequest);
      own.postMessage({ type: 'sequence', id: 1, settings, jointWeight, frames: recording.frames, start } satisfies IkWorkerRequest);
      set({ progress: { done: 0, total: recording.frames.length }, solved: null, playing: false, error: null });
    },
    cancel() {
      if (!worker) return;
      stopWorker();
      set({ progress: null });
    },
    seek(frame) {
      stopPlayback();
      set({ playing: false });
      seek(frame);
    },
    setPlaying(playing) {
      if (playing === state.playing || !state.solved) return;
      stopPlayback();
      if (playing && state.frame >= state.solved.length - 1) seek(0);
      set({ playing });
      if (playing) play();
    },
    setSpeed(speed) {
      if (speed > 0 && Number.isFinite(speed)) set({ speed });
    },
    attach() {
      onStudioChange();
      const unsubscribe = studio.subscribe(onStudioChange);
      return () => {
        unsubscribe();
        stopWorker();
        stopPlayback();
        if (state.progress || state.playing) set({ progress: null, playing: false });
      };
    },
  };
}
