import { useEffect, useReducer, type ReactNode } from 'react';
import { mainAreaReducer, VIEW_ONLY } from './mainAreaLayout.ts';
import { MainAreaContext, useMainArea } from './mainAreaContext.ts';

/** Holds which panel has grown into the main area; Escape (not taken by a drag, a dialog or a field) restores the view. */
export function MainAreaProvider({ children }: { children: ReactNode }) {
  const [layout, dispatch] = useReducer(mainAreaReducer, VIEW_ONLY);
  useEffect(() => {
    if (layout.mode === 'view') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('dialog, [role=dialog], .cm-editor')) return;
      dispatch({ type: 'restore' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [layout.mode]);
  return <MainAreaContext.Provider value={{ layout, dispatch }}>{children}</MainAreaContext.Provider>;
}

/**
 * The 3D view, and the grown panel: in its place (maximized: the view stays mounted, hidden, so its
 * camera and scene are kept) or beside it. `grown` renders the panel the layout names.
 */
export function MainArea({ view, grown }: { view: ReactNode; grown: ReactNode }) {
  const { layout } = useMainArea();
  const mode = layout.mode;
  return (
    <div className={`studio-main-area is-${mode}`}>
      <div className="studio-main-view" hidden={mode === 'maximized'}>
        {view}
      </div>
      {mode !== 'view' && (
        <section className="studio-grown-panel" aria-label={mode === 'maximized' ? 'Maximized panel' : 'Panel beside the view'}>
          {grown}
        </section>
      )}
    </div>
  );
}
