import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FrameRange } from '../model/frameRange.ts';
import type { StudioStore } from '../store/studioStore.ts';
import { useRecording, useStudioStore } from '../store/useStudio.ts';

/**
 * The frame range marked on the timeline (Set range start / end, Shift+click on a lane), which the
 * exclude dialog offers. One per Studio, beside its store (as the Fit panel's checks); tied to the
 * recording's frames it was marked on, so another file never shows an old range, while an exclusion
 * or a new solve of the same frames keeps it.
 */
interface TimelineRangeState {
  marked: { frames: readonly unknown[]; range: FrameRange } | null;
}

const perStudio = new WeakMap<StudioStore, StoreApi<TimelineRangeState>>();

function rangeStoreOf(studio: StudioStore): StoreApi<TimelineRangeState> {
  let api = perStudio.get(studio);
  if (!api) {
    api = createStore<TimelineRangeState>()(() => ({ marked: null }));
    perStudio.set(studio, api);
  }
  return api;
}

/** The range marked on the loaded recording, or null. */
export function useTimelineRange(): FrameRange | null {
  const frames = useRecording((s) => s.recording?.frames ?? null);
  const marked = useStore(rangeStoreOf(useStudioStore()), (s) => s.marked);
  return marked !== null && marked.frames === frames ? marked.range : null;
}

/** Marks `range` on the loaded recording (null clears it). */
export function setTimelineRange(studio: StudioStore, range: FrameRange | null): void {
  const frames = studio.api.getState().recording.recording?.frames;
  rangeStoreOf(studio).setState({ marked: range === null || frames === undefined ? null : { frames, range } });
}
