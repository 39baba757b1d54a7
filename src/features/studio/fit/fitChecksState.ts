import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { leaveOneOut, type LeaveOneOut } from '../../../bodyplan/fit/leaveOneOut.ts';
import type { SuspiciousFrame } from '../../../bodyplan/fit/suspiciousFrames.ts';
import { resolveWorkerCount } from '../../../bodyplan/ik/segments.ts';
import { toIkOptions, withJointWeights } from '../model/ikSettings.ts';
import type { WorkerJobError } from '../store/ik/workerClient.ts';
import { availableCores, solveInWorkers, type ParallelSolve } from '../store/recording/solveInWorkers.ts';
import type { StudioStore } from '../store/studioStore.ts';
import type { StudioStoreState } from '../store/sliceHost.ts';
import { useRecording, useStudio, useStudioStore } from '../store/useStudio.ts';
import { runFitSummaryWorker, type FitSummaryJob } from '../store/fit/runFitSummaryWorker.ts';
import { copyInSlices } from '../store/recording/slicedWork.ts';
import { suspicionRequestOf } from '../model/fit/suspicionRequest.ts';
import { formatExclusion } from '../../../bodyplan/observations/exclusions.ts';

/**
 * The Fit panel's checks beyond the solve's own: the user's physical angle-speed limit, the held-out
 * camera check (the recording solved once per camera without it, in the solve's workers) and the
 * suspicious frames ranked again with them. One set per Studio, beside its store; each result is
 * tied to the solve it was made from (its angles' array), so a new solve never shows an old check.
 */
export interface FitChecksState {
  /** Degrees per second above which a hinge's change flags a frame (null: no limit). */
  maxDegreesPerSecond: number | null;
  heldOut: { solved: Float64Array; result: LeaveOneOut } | null;
  /** A held-out check under way: cameras done of all, frames of the current camera's solve done of all. */
  heldOutRun: { camera: number; cameras: number; done: number; total: number } | null;
  heldOutError: string | null;
  /** The suspicious frames ranked with the settings and check above, for `solved` (see useSuspiciousFrames). */
  ranked: { solved: Float64Array; key: string; list: SuspiciousFrame[] } | null;
}

interface FitChecks {
  api: StoreApi<FitChecksState>;
  heldOutJob: ParallelSolve | null;
}

const perStudio = new WeakMap<StudioStore, FitChecks>();

function fitChecksOf(studio: StudioStore): FitChecks {
  let checks = perStudio.get(studio);
  if (!checks) {
    const api = createStore<FitChecksState>()(() => ({ maxDegreesPerSecond: null, heldOut: null, heldOutRun: null, heldOutError: null, ranked: null }));
    checks = { api, heldOutJob: null };
    perStudio.set(studio, checks);
    rerunHeldOutAfterExclusions(studio, checks);
  }
  return checks;
}

/** The exclusions as `--exclude` writes them: a file read again keeps equal ones in a new array, which is no change. */
const exclusionsKey = (state: StudioStoreState) => state.recording.exclusions.map(formatExclusion).join(' ');

/**
 * Acting on the held-out check (excluding what it named, or putting an exclusion back) solves again;
 * the check that was made (or under way) for the old solve is then made again, on its own, for the
 * new one as soon as it lands, so the table and the suspicious frames describe the solve shown
 * without a second click. A new file, or a solve made for another reason, does not start it.
 */
function rerunHeldOutAfterExclusions(studio: StudioStore, checks: FitChecks): void {
  let pending = false;
  studio.api.subscribe((now, before) => {
    if (now.recording === before.recording) return;
    if (now.recording.fileName !== before.recording.fileName) {
      pending = false;
      return;
    }
    if (exclusionsKey(now) !== exclusionsKey(before)) {
      const { heldOut, heldOutRun } = checks.api.getState();
      const checkedBefore = heldOutRun !== null || (heldOut !== null && heldOut.solved === before.recording.solved?.data);
      if (checkedBefore || pending) {
        cancelHeldOutCheck(studio);
        pending = true;
      }
    }
    const solved = now.recording.solved;
    if (pending && solved !== null && solved !== before.recording.solved && now.recording.progress === null) {
      pending = false;
      startHeldOutCheck(studio);
    }
  });
}

export function useFitChecks<T>(selector: (state: FitChecksState) => T): T {
  return useStore(fitChecksOf(useStudioStore()).api, selector);
}

export function setMaxDegreesPerSecond(studio: StudioStore, value: number | null): void {
  fitChecksOf(studio).api.setState({ maxDegreesPerSecond: value !== null && value > 0 && Number.isFinite(value) ? value : null });
}

/**
 * "Check by leaving each camera out": the loaded 2D recording (3 or more cameras) solved once per
 * camera without it, with the last solve's settings and workers, then each solve's reprojection
 * error in the camera it left out (leaveOneOut). Cancel ends the running workers.
 */
export function startHeldOutCheck(studio: StudioStore): void {
  const checks = fitChecksOf(studio);
  cancelHeldOutCheck(studio);
  const state = studio.api.getState();
  const model = state.studio.plan?.model;
  const { ikRecording, solved, workers, overlap } = state.recording;
  if (!model || !solved || ikRecording?.kind !== '2d' || ikRecording.mappers.length < 3) return;
  const count = resolveWorkerCount(workers, availableCores());
  if (!count.ok) {
    checks.api.setState({ heldOutError: count.message });
    return;
  }
  const weighted = withJointWeights(model, studio.ik.jointWeights());
  const options = toIkOptions(state.ik.settings);
  const cameras = ikRecording.mappers.length;
  let camera = 0;
  let cancelled = false;
  checks.api.setState({ heldOutRun: { camera: 0, cameras, done: 0, total: 1 }, heldOutError: null });
  const solve = (recording: typeof ikRecording) => {
    if (cancelled) return Promise.reject(new Error('Cancelled.'));
    const run = solveInWorkers(weighted, recording, options, count.workers, overlap, (done, total) => {
      if (checks.heldOutJob === run) checks.api.setState({ heldOutRun: { camera, cameras, done, total } });
    });
    checks.heldOutJob = run;
    return run.result.then((r) => r.solved);
  };
  const job = { cancel: () => (cancelled = true) };
  void leaveOneOut(model, ikRecording, solve, (done) => {
    camera = done;
  }).then(
    (result) => {
      if (cancelled) return;
      checks.heldOutJob = null;
      // Still the same solve: the check belongs to it.
      if (studio.api.getState().recording.solved !== solved) return checks.api.setState({ heldOutRun: null });
      checks.api.setState({ heldOut: { solved: solved.data, result }, heldOutRun: null });
    },
    (error: WorkerJobError | Error) => {
      checks.heldOutJob = null;
      if (cancelled || ('cancelled' in error && error.cancelled)) return;
      checks.api.setState({ heldOutRun: null, heldOutError: `Leaving each camera out failed: ${error.message}` });
    },
  );
  heldOutCancel.set(studio, job);
}

const heldOutCancel = new WeakMap<StudioStore, { cancel(): void }>();

export function cancelHeldOutCheck(studio: StudioStore): void {
  const checks = fitChecksOf(studio);
  heldOutCancel.get(studio)?.cancel();
  heldOutCancel.delete(studio);
  checks.heldOutJob?.cancel();
  checks.heldOutJob = null;
  if (checks.api.getState().heldOutRun) checks.api.setState({ heldOutRun: null });
}

/** The held-out check of the current solve (null when none ran for it). */
export function useHeldOutResult(): LeaveOneOut | null {
  const solved = useRecording((s) => s.solved);
  const heldOut = useFitChecks((s) => s.heldOut);
  return heldOut !== null && solved !== null && heldOut.solved === solved.data ? heldOut.result : null;
}

/**
 * The ranked suspicious frames of the current solve: the solve's own list (default settings), or,
 * once the user set a deg/s limit or a held-out check ran, the list ranked again in the
 * fit-summary worker with them (the solve's list shows meanwhile). Null without a solve. Use it
 * in one component only (it starts the worker).
 */
export function useSuspiciousFrames(): { list: SuspiciousFrame[] | null; checking: boolean } {
  const studio = useStudioStore();
  const checks = fitChecksOf(studio);
  const model = useStudio((s) => s.plan?.model ?? null);
  const solved = useRecording((s) => s.solved);
  const base = useRecording((s) => s.suspicious);
  const ikRecording = useRecording((s) => s.ikRecording);
  const fps = useRecording((s) => s.recording?.fps ?? null);
  const maxDegreesPerSecond = useFitChecks((s) => s.maxDegreesPerSecond);
  const heldOut = useHeldOutResult();
  const ranked = useFitChecks((s) => s.ranked);
  const limit = fps !== null ? maxDegreesPerSecond : null;
  const key = `${limit ?? '-'}|${heldOut !== null ? 'held-out' : '-'}`;
  const custom = limit !== null || heldOut !== null;
  const current = custom && ranked !== null && solved !== null && ranked.solved === solved.data && ranked.key === key ? ranked.list : null;

  useEffect(() => {
    if (!custom || current !== null || !model || !solved || !ikRecording || fps === null) return;
    const request = suspicionRequestOf(model, ikRecording, solved.data, fps, { maxDegreesPerSecond: limit }, heldOut === null ? undefined : { cameras: heldOut.cameras, errors: heldOut.frameErrors });
    let job: FitSummaryJob | null = null;
    let ended = false;
    // The angles are copied for the worker in slices and transferred (issue 43: a structured clone of
    // 42 MB for 100,000 fly frames is one long task); the page keeps its own for playback.
    const angles = new Float64Array(solved.data.length);
    void copyInSlices(angles, solved.data).then(() => {
      if (ended) return;
      job = runFitSummaryWorker({ suspicion: { ...request, solved: angles } }, [angles.buffer]);
      job.result.then(
        ({ suspicious }) => {
          if (suspicious) checks.api.setState({ ranked: { solved: solved.data, key, list: suspicious } });
        },
        // Cancelled (settings changed again, or the panel closed), or failed: the solve's list stays.
        () => {},
      );
    });
    return () => {
      ended = true;
      job?.cancel();
    };
  }, [checks, custom, current, model, solved, ikRecording, fps, limit, heldOut, key]);

  return { list: custom ? (current ?? base) : base, checking: custom && current === null };
}
