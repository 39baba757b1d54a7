import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ForwardKinematics } from '../../../bodyplan/kinematics/kinematics.ts';
import { loadBodyPlan } from '../../../bodyplan/format/load.ts';
import { openPlan } from '../model/openPlan/index.ts';
import { revivePreparedPlan } from '../model/openPlan/preparePlan.ts';
import type { OpenPlan } from '../model/openPlan/openPlan.ts';
import { createIkSlice, initialIkState, type IkActions } from './ik/ikSlice.ts';
import { createRecordingSlice, type RecordingActions } from './recording/recordingSlice.ts';
import { initialRecordingState } from './recording/recordingViewState.ts';
import { StudioWorkerClient } from './ik/workerClient.ts';
import type { SliceHost, StudioStoreState } from './sliceHost.ts';
import { commandToOpen, opensText, resolveCommand, resolveRename, type CommandWorld, type StudioCommand } from './studioCommands.ts';
import { PlanLoadCancelled, type PlanLoader } from './planLoad/planLoader.ts';
import { initialStudioState, studioReducer, type StudioAction, type StudioState } from './studioState.ts';

/**
 * The Studio's one store (zustand): the document and view, IK and recording slices. Commands go
 * through `dispatch`; the plan's one ForwardKinematics runs here, only when the pose changes.
 */
export interface StudioStore {
  api: StoreApi<StudioStoreState>;
  getState(): StudioState;
  subscribe(listener: () => void): () => void;
  dispatch(command: StudioCommand): void;
  /** FK of the current pose (null without a valid plan); its buffers change in place. */
  getKinematics(): ForwardKinematics | null;
  getKinematicsVersion(): number;
  ik: IkActions;
  recording: RecordingActions;
  /** Stops opening the text being loaded (and drops the commands waiting for it); the open plan stays. */
  cancelLoading(): void;
  /** Ends the worker and playback (the page is closing). */
  dispose(): void;
}

export function newDocumentId(): string {
  return `doc-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Texts up to this size load on the page, at once: that takes a few milliseconds and keeps edits
 * synchronous (a form control shows its new value in the same event). Bigger texts (about 400
 * joints and up) load in the plan-load worker, so the page never freezes on them.
 */
export const LOAD_HERE_MAX_CHARS = 256 * 1024;

/**
 * `loader` loads big texts away from the page (a Web Worker in the app; tests without workers pass
 * none and everything loads here).
 */
export function createStudioStore(initial: StudioState = initialStudioState, loader: PlanLoader | null = null): StudioStore {
  const api = createStore<StudioStoreState>()(() => ({ studio: initial, ik: initialIkState, recording: initialRecordingState, kinematicsVersion: 0, loading: null }));
  const worker = new StudioWorkerClient();
  // The next text to open, loaded by the worker and opened (kinematics, outline, controls) before
  // its command's turn; only the source (name, origin) comes from the command.
  let openedAhead: { text: string; opened: OpenPlan } | null = null;
  const world: CommandWorld = {
    now: () => Date.now(),
    newDocumentId,
    open: (source) => {
      const ahead = openedAhead?.text === source.text ? openedAhead.opened : null;
      openedAhead = null;
      return ahead ? { ...ahead, source } : openPlan(source, loadBodyPlan(source.text));
    },
  };
  // Opening commands wait here, in order, while a big text loads; other commands go through at once.
  const waiting: StudioCommand[] = [];
  let draining = false;

  const computePose = (state: StudioState): boolean => {
    const fk = state.shownPlan?.kinematics;
    if (!fk || !state.pose) return false;
    fk.compute(state.pose.dofs, state.pose.rootPosition, state.pose.rootQuat);
    return true;
  };

  const apply = (command: StudioCommand) => {
    const action = resolveCommand(api.getState().studio, command, world);
    if (action) applyAction(action);
  };

  const applyAction = (action: StudioAction) => {
    const before = api.getState();
    const studio = studioReducer(before.studio, action);
    if (studio === before.studio) return;
    const recomputed = (studio.pose !== before.studio.pose || studio.shownPlan !== before.studio.shownPlan) && computePose(studio);
    api.setState({ studio, kinematicsVersion: before.kinematicsVersion + (recomputed ? 1 : 0) });
    const previousModel = before.studio.plan?.model ?? null;
    const model = studio.plan?.model ?? null;
    if (model !== previousModel) {
      ik.modelChanged(previousModel, model);
      recording.modelChanged();
    }
  };

  const dispatch = (command: StudioCommand) => {
    // A notice sent while texts wait (e.g. an import's warnings right after its planOpened) is about
    // them: it waits too, or the open would clear it.
    if (command.type === 'noticeShown' && waiting.length > 0) {
      waiting.push(command);
      return;
    }
    if (loader && opensText(command)) {
      if (waiting.length > 0) {
        waiting.push(command);
        return;
      }
      // A rename is applied to the open plan at once, at any size: nothing needs loading.
      const renamed = command.type === 'documentEdited' ? resolveRename(api.getState().studio, command, world.now) : null;
      if (renamed) {
        applyAction(renamed);
        return;
      }
      const toOpen = commandToOpen(api.getState().studio, command);
      if (toOpen && toOpen.text.length > LOAD_HERE_MAX_CHARS) {
        waiting.push(toOpen.command);
        void drain(loader);
        return;
      }
      if (toOpen) {
        apply(toOpen.command);
        return;
      }
    }
    apply(command);
  };

  const drain = async (planLoader: PlanLoader) => {
    if (draining) return;
    draining = true;
    try {
      while (waiting.length > 0) {
        const toOpen = commandToOpen(api.getState().studio, waiting[0]!);
        if (toOpen && toOpen.text.length > LOAD_HERE_MAX_CHARS) {
          waiting[0] = toOpen.command;
          api.setState({ loading: { name: toOpen.name, chars: toOpen.text.length } });
          const prepared = await planLoader.load(toOpen.text);
          if (prepared.kind === 'refused') {
            waiting.shift();
            apply({ type: 'openFailed', message: prepared.message });
            continue;
          }
          const loaded = revivePreparedPlan(toOpen.text, prepared);
          openedAhead = { text: toOpen.text, opened: openPlan({ name: toOpen.name, text: toOpen.text, origin: 'file' }, loaded) };
          // The page's share of opening a big plan is two tasks, not one: building it (above: about
          // 70 ms at 10,000 joints) and showing it (the command below re-renders the panels).
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
        apply(waiting.shift()!);
      }
    } catch (error) {
      waiting.length = 0;
      if (!(error instanceof PlanLoadCancelled)) apply({ type: 'openFailed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      openedAhead = null;
      draining = false;
      api.setState({ loading: null });
    }
  };

  const host: SliceHost = {
    get: api.getState,
    setIk: (state) => api.setState({ ik: state }),
    setRecording: (state) => api.setState({ recording: state }),
    dispatch,
    getKinematics: () => api.getState().studio.shownPlan?.kinematics ?? null,
    worker,
  };
  const ik = createIkSlice(host);
  const recording = createRecordingSlice(host);
  if (computePose(initial)) api.setState({ kinematicsVersion: 1 });

  return {
    api,
    getState: () => api.getState().studio,
    subscribe: api.subscribe,
    dispatch,
    getKinematics: host.getKinematics,
    getKinematicsVersion: () => api.getState().kinematicsVersion,
    ik,
    recording,
    cancelLoading() {
      loader?.cancel();
    },
    dispose() {
      loader?.dispose();
      recording.stop();
      worker.dispose();
    },
  };
}
