import { useEffect, useState } from 'react';
import { formatMegabytes } from '../urlLoad/planBytes.ts';
import { usePlanLoading, useStudioStore } from '../../store/useStudio.ts';

/** Loads shorter than this show nothing: a status that flashes for a moment only distracts. */
const SHOW_AFTER_MS = 400;

/** "Opening X… (N MB)" with Cancel while a big plan loads in the worker (in the notice bar's status region). */
export function PlanLoadStatus() {
  const loading = usePlanLoading();
  const store = useStudioStore();
  // The load whose delay has passed: a newer load starts hidden again.
  const [shownFor, setShownFor] = useState<typeof loading>(null);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setShownFor(loading), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!loading || shownFor !== loading) return null;
  return (
    <p className="studio-notice studio-notice-info">
      Opening {loading.name}… ({formatMegabytes(loading.chars)} MB){' '}
      <button type="button" className="studio-small" onClick={() => store.cancelLoading()}>
        Cancel opening
      </button>
    </p>
  );
}
