import { useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BodyModel } from '../../../bodyplan/kinematics/model.ts';
import { alignReference } from '../../../bodyplan/series/alignReference.ts';
import { readSolvedAngles, type SolvedAngles } from '../../../bodyplan/series/readSolvedAngles.ts';
import type { SolvedFrames } from '../../../bodyplan/ik/solvedFrames.ts';
import type { StudioStore } from '../store/studioStore.ts';
import { useStudioStore } from '../store/useStudio.ts';

export interface ReferenceAngles {
  fileName: string;
  /** In the recording's frame order (NaN rows where the reference has no such frame). */
  aligned: SolvedFrames;
  matched: number;
  dofPresent: boolean[];
}

interface LoadedReference {
  loaded: { fileName: string; model: BodyModel; angles: SolvedAngles } | null;
}

// One loaded reference per Studio (beside its store, as the timeline's marked range): the Angles
// panel loads it, and the timeline's angle lane draws it too.
const perStudio = new WeakMap<StudioStore, StoreApi<LoadedReference>>();

function referenceStoreOf(studio: StudioStore): StoreApi<LoadedReference> {
  let api = perStudio.get(studio);
  if (!api) {
    api = createStore<LoadedReference>()(() => ({ loaded: null }));
    perStudio.set(studio, api);
  }
  return api;
}

/** Whether a reference is loaded (the timeline gives its angle lane room for the difference strip). */
export function useHasReference(): boolean {
  return useStore(referenceStoreOf(useStudioStore()), (s) => s.loaded !== null);
}

/**
 * The loaded reference, read for the open plan and matched to the recording's frame numbers. A bad
 * file says where it is wrong and keeps the reference already loaded; a reference read for another
 * plan is dropped when the plan changes.
 */
export function useReferenceAngles(model: BodyModel | null, frameNumbers: readonly number[] | null) {
  const api = referenceStoreOf(useStudioStore());
  const loaded = useStore(api, (s) => s.loaded);
  const [error, setError] = useState<string | null>(null);
  const reference = useMemo((): ReferenceAngles | null => {
    if (!loaded || !model || loaded.model !== model || !frameNumbers) return null;
    const { solved, matched } = alignReference(model, loaded.angles.solved, loaded.angles.frameNumbers, frameNumbers);
    return { fileName: loaded.fileName, aligned: solved, matched, dofPresent: loaded.angles.dofPresent };
  }, [loaded, model, frameNumbers]);
  const load = (fileName: string, text: string) => {
    if (!model) return;
    const result = readSolvedAngles(text, model, fileName);
    if (!result.ok) setError(`${fileName}: ${result.message}`);
    else {
      setError(null);
      api.setState({ loaded: { fileName, model, angles: result.value } });
    }
  };
  const clear = () => {
    api.setState({ loaded: null });
    setError(null);
  };
  return { reference, error, load, clear };
}
