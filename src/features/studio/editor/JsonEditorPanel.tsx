import { lazy, Suspense, useState } from 'react';
import { useStudio } from '../store/useStudio.ts';
import { GrowButtons } from '../layout/GrowButtons.tsx';
import { GrownPlaceholder } from '../layout/GrownPlaceholder.tsx';
import { growthOf, type GrowablePanel } from '../layout/mainAreaLayout.ts';
import { useMainArea } from '../layout/mainAreaContext.ts';

// CodeMirror loads only when the editor is shown, so the Studio's first paint does not wait for it.
export const JsonEditor = lazy(() => import('./JsonEditor.tsx'));
const JSON_PANEL: GrowablePanel = { kind: 'json' };
const STORAGE_KEY = 'bodyplan-studio.json-editor';

function initiallyShown(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'shown';
  } catch {
    return false;
  }
}

/** The JSON editor in its dock, with its show/hide switch; it can grow into the main area (maximized or beside the 3D view). */
export function JsonEditorPanel() {
  const hasPlan = useStudio((s) => s.plan !== null);
  const grown = growthOf(useMainArea().layout, JSON_PANEL);
  const [shown, setShown] = useState(initiallyShown);
  // A diagnostic asked to see its place in the text: the editor opens (it is lazy, so it mounts and
  // then selects that place itself).
  const reveal = useStudio((s) => s.textRevealRequest?.serial ?? 0);
  const [revealSeen, setRevealSeen] = useState(reveal);
  if (reveal !== revealSeen) {
    setRevealSeen(reveal);
    if (!shown) setShown(true);
  }
  if (!hasPlan) return null;
  const toggle = () => {
    setShown(!shown);
    try {
      window.localStorage.setItem(STORAGE_KEY, shown ? 'hidden' : 'shown');
    } catch {
      // Storage may be unavailable (private mode); the switch still works for this page.
    }
  };
  return (
    <section className={`studio-json-panel${shown ? ' is-shown' : ''}`} aria-label="JSON editor">
      <span className="studio-row">
        <button type="button" aria-pressed={shown} onClick={toggle}>
          JSON editor
        </button>
        {shown && !grown && <GrowButtons panel={JSON_PANEL} name="JSON text" />}
      </span>
      {/* Grown, the editor is in the main area only (one CodeMirror over the document). */}
      {shown && grown && <GrownPlaceholder />}
      {shown && !grown && (
        <Suspense fallback={<p role="status">Loading the JSON editor…</p>}>
          <JsonEditor />
        </Suspense>
      )}
    </section>
  );
}
