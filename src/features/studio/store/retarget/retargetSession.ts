import { createStore, type StoreApi } from 'zustand/vanilla';
import { readRetargetMap } from '../../../../bodyplan/retarget/mapFile.ts';
import type { RetargetReport } from '../../../../bodyplan/retarget/report/retargetReport.ts';
import type { RetargetTargets, RetargetTrajectory } from '../../../../bodyplan/retarget/retargetTypes.ts';
import type { SourceOverrides } from '../../../../bodyplan/retarget/sourceConventions.ts';
import { suggestMapping } from '../../../../bodyplan/retarget/suggestMapping.ts';
import type { BodyModel } from '../../../../bodyplan/kinematics/model.ts';
import type { SolvedFrames } from '../../../../bodyplan/ik/solvedFrames.ts';
import { mapOfRows, mappingRowsOf, retargetedRecording, rowsWithMap, type MappingRow } from '../../model/retargetMotion.ts';
import type { WorkerJobError } from '../ik/workerClient.ts';
import type { StudioStore } from '../studioStore.ts';
import { readClipInWorker, runRetargetWorker, type RetargetJob, type RetargetResult } from './runRetargetWorker.ts';
import type { SourceMotion } from '../../../../bodyplan/retarget/retargetTypes.ts';

export type RetargetScale = 'auto' | 'per-limb' | number;

export interface RetargetSessionState {
  /** The clip as read (bytes kept to read it again with other conventions) and normalized. */
  clip: { fileName: string; bytes: Uint8Array; motion: SourceMotion } | null;
  /** What the user set (up axis, unit); the rest is detected. */
  overrides: Pick<SourceOverrides, 'up' | 'unit'>;
  /** The rate the user set (null: the file's). */
  fps: number | null;
  rows: MappingRow[];
  scale: RetargetScale;
  /** A clip being read (in the worker), by name. */
  reading: string | null;
  /** The clip or map file refused, or the retarget failed: the message says where. */
  error: string | null;
  progress: { done: number; total: number } | null;
  /**
   * The last finished retarget, for the report card and the exports; `solved` is the solve it put on
   * the timeline (while the recording's solve is this one, the timeline and the 3D view show the report).
   */
  result: { fileName: string; model: BodyModel; targets: RetargetTargets; trajectory: RetargetTrajectory; report: RetargetReport; solved: SolvedFrames } | null;
}

export interface RetargetSession {
  api: StoreApi<RetargetSessionState>;
  openClip(fileName: string, bytes: Uint8Array): Promise<void>;
  setOverrides(patch: Pick<SourceOverrides, 'up' | 'unit'>): Promise<void>;
  setFps(fps: number | null): void;
  setRow(source: string, patch: Partial<Pick<MappingRow, 'link' | 'weight'>>): void;
  /** Reads a map file into the table; a refused file leaves the table as it was and says where. */
  loadMap(fileName: string, text: string): void;
  setScale(scale: RetargetScale): void;
  run(): void;
  /** Stops the solve; the table, the last result and the timeline stay as they were. */
  cancel(): void;
  /** Stops reading a clip; the clip read before stays. */
  cancelReading(): void;
  dispose(): void;
}

const initial: RetargetSessionState = { clip: null, overrides: {}, fps: null, rows: [], scale: 'auto', reading: null, error: null, progress: null, result: null };

const sessions = new WeakMap<StudioStore, RetargetSession>();

/** The retarget panel's session of one Studio store (made on first use, so it outlives the panel's tab). */
export function retargetSessionOf(studio: StudioStore): RetargetSession {
  let session = sessions.get(studio);
  if (session === undefined) {
    session = createRetargetSession(studio);
    sessions.set(studio, session);
  }
  return session;
}

/**
 * A clip retargeted onto the open robot (issue 41), as `bodyplan retarget` does it: read and
 * normalized on the page (readSourceMotion), the mapping suggested from names and the tree
 * (suggestMapping) and edited in the table, then placed, solved and reported on in a worker
 * (runRetargetWorker). The result becomes the Studio's recording and solve (recording.showMotion).
 */
export function createRetargetSession(studio: StudioStore): RetargetSession {
  const api = createStore<RetargetSessionState>()(() => initial);
  const set = (patch: Partial<RetargetSessionState>) => api.setState(patch);
  let job: RetargetJob<RetargetResult> | null = null;
  let reading: RetargetJob<SourceMotion> | null = null;

  /** Reads the clip in a worker; a newer read or Cancel reading drops this one. A refused clip keeps the one read before. */
  const read = async (fileName: string, bytes: Uint8Array, overrides: RetargetSessionState['overrides'], keepRows: boolean) => {
    const plan = studio.getState().plan?.document;
    if (!plan) return set({ error: 'Open a robot first: a retarget maps the clip onto its links.' });
    reading?.cancel();
    const run = readClipInWorker({ fileName, bytes, overrides });
    reading = run;
    set({ reading: fileName, error: null });
    try {
      const motion = await run.result;
      if (reading !== run) return;
      reading = null;
      const previous = api.getState().clip;
      const rows = keepRows && previous?.fileName === fileName ? api.getState().rows : mappingRowsOf(suggestMapping(motion.names, plan).rows);
      set({ clip: { fileName, bytes, motion }, overrides, rows, reading: null, error: null, ...(keepRows ? {} : { fps: null }) });
    } catch (error) {
      if (reading !== run) return;
      reading = null;
      const failure = error as WorkerJobError;
      set({ reading: null, error: failure.cancelled ? null : failure.message });
    }
  };

  return {
    api,
    async openClip(fileName, bytes) {
      await read(fileName, bytes, {}, false);
    },
    async setOverrides(patch) {
      const clip = api.getState().clip;
      const overrides = { ...api.getState().overrides, ...patch };
      if (clip === null) return set({ overrides });
      await read(clip.fileName, clip.bytes, overrides, true);
    },
    setFps(fps) {
      if (fps === null || (Number.isFinite(fps) && fps > 0)) set({ fps });
    },
    setRow(source, patch) {
      if (patch.weight !== undefined && !(patch.weight >= 0 && Number.isFinite(patch.weight))) return;
      set({ rows: api.getState().rows.map((row) => (row.source === source ? { ...row, ...patch, reason: patch.link !== undefined ? 'set by you' : row.reason } : row)) });
    },
    loadMap(fileName, text) {
      const { clip, rows } = api.getState();
      const model = studio.getState().plan?.model;
      if (clip === null || !model) return set({ error: 'Open a motion clip first: a map is checked against its joints and the robot’s links.' });
      const map = readRetargetMap(text, fileName, { sources: clip.motion.names, links: model.jointNames });
      if (!map.ok) return set({ error: map.message });
      set({ rows: rowsWithMap(rows, map.value), error: null });
    },
    setScale(scale) {
      if (scale === 'auto' || scale === 'per-limb' || (Number.isFinite(scale) && scale > 0)) set({ scale });
    },
    run() {
      const { clip, rows, scale, fps } = api.getState();
      const plan = studio.getState().plan;
      if (clip === null || !plan?.document || !plan.model) return;
      const map = mapOfRows(rows);
      if (map.entries.length === 0) return set({ error: 'The table maps no joint: map at least the hips and the feet to the robot’s links.' });
      job?.cancel();
      const model = plan.model;
      const motion = fps === null ? clip.motion : { ...clip.motion, fps };
      const run = runRetargetWorker({ plan: plan.document, motion, map, scale }, (done, total) => {
        if (job === run) set({ progress: { done, total } });
      });
      job = run;
      set({ progress: { done: 0, total: motion.frameCount }, error: null });
      run.result.then(
        ({ targets, trajectory, report }) => {
          if (job !== run) return;
          job = null;
          // The robot changed meanwhile: the result is for another model, and is dropped.
          if (studio.getState().plan?.model !== model) return set({ progress: null });
          const rms = report.per_frame.tracking_cm.map((cm) => cm / 100);
          const shown = retargetedRecording(model, targets, trajectory, rms);
          studio.recording.showMotion(clip.fileName, shown.recording, shown.solved);
          set({ progress: null, result: { fileName: clip.fileName, model, targets, trajectory, report, solved: shown.solved } });
        },
        (error: WorkerJobError) => {
          if (job !== run) return;
          job = null;
          set({ progress: null, error: error.cancelled ? null : `Retarget failed: ${error.message}` });
        },
      );
    },
    cancel() {
      const running = job;
      job = null;
      running?.cancel();
      set({ progress: null });
    },
    cancelReading() {
      const running = reading;
      reading = null;
      running?.cancel();
      set({ reading: null });
    },
    dispose() {
      job?.cancel();
      job = null;
      reading?.cancel();
      reading = null;
    },
  };
}
