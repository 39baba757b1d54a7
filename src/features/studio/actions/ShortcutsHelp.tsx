import { useEffect, useId, useRef } from 'react';
import { formatKeys, STUDIO_ACTIONS } from '../model/actions/studioActions.ts';
import { useStudioActions } from './studioActionsContext.ts';
import { viewGestureHelp } from '../model/view/viewGestureHelp.ts';
import { useTouchScreen } from '../view/useTouchScreen.ts';

const SCOPES: { scope: 'page' | 'view' | 'playback'; title: string }[] = [
  { scope: 'page', title: 'Anywhere in the Studio' },
  { scope: 'view', title: 'In the 3D view (after clicking it or tabbing to it)' },
  { scope: 'playback', title: 'With a solved recording (outside text fields)' },
];

/** The outline's own keys (the ARIA tree pattern, handled by OutlinePanel, not the action registry). */
const OUTLINE_KEYS: [keys: string, what: string][] = [
  ['↑ ↓ Home End', 'Move between joints (and select)'],
  ['← →', 'Collapse or expand, go to the parent or first child'],
  ['Enter', 'Select; on the selected joint, go to its pose sliders'],
];

/**
 * The "?" overlay: every key of the registry's actions by where it works, and the 3D view's mouse
 * gestures. A modal dialog; Escape or Close shut it and the focus goes back where it was.
 */
export function ShortcutsHelp({ onClose }: { onClose(): void }) {
  const { mac } = useStudioActions();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // What the mouse (or the fingers) do in the 3D view: said here, not printed over the view.
  const gestures = viewGestureHelp(useTouchScreen());
  useEffect(() => {
    const returnTo = document.activeElement;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      if (returnTo instanceof HTMLElement) returnTo.focus();
    };
  }, []);
  return (
    <dialog ref={dialog} className="studio-dialog studio-help" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>Keyboard shortcuts and help</h2>
      <div className="studio-help-columns">
        {SCOPES.map(({ scope, title }) => (
          <section key={scope} aria-label={title}>
            <h3>{title}</h3>
            <dl className="studio-help-keys">
              {STUDIO_ACTIONS.filter((a) => a.keys && ((a.keyScope ?? 'page') === scope || (scope === 'page' && a.keyScope === 'areas'))).map((action) => (
                <div key={action.id}>
                  <dt>
                    <kbd>{formatKeys(action, mac)}</kbd>
                  </dt>
                  <dd>{action.label}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <section aria-label="In the outline">
          <h3>In the outline</h3>
          <dl className="studio-help-keys">
            {OUTLINE_KEYS.map(([keys, what]) => (
              <div key={keys}>
                <dt>
                  <kbd>{keys}</kbd>
                </dt>
                <dd>{what}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-label={gestures.title}>
          <h3>{gestures.title}</h3>
          <ul>
            {gestures.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </div>
      <form method="dialog">
        <button type="submit" autoFocus>
          Close
        </button>
      </form>
    </dialog>
  );
}
