import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { filterActions } from '../model/actions/filterActions.ts';
import { formatKeys, type ActionPlace, type StudioActionSpec } from '../model/actions/studioActions.ts';
import { useStudio } from '../store/useStudio.ts';
import { useStudioActions } from './studioActionsContext.ts';

const PLACE_NAMES: Record<ActionPlace, string> = {
  toolbar: 'Toolbar',
  'file-menu': 'File',
  'view-options': 'View options',
  'view-presets': '3D view',
  timeline: 'Timeline',
  palette: 'Command',
};

/**
 * The command palette (Ctrl/Cmd+K): every action of the registry by name. Typing filters them (a
 * substring, or the letters in order); ↑ ↓ choose, Enter runs the chosen one, Escape closes; the
 * focus goes back where it was. A modal dialog with a combobox over a listbox.
 */
export function CommandPalette({ actions, onClose }: { actions: readonly StudioActionSpec[]; onClose(): void }) {
  const { run, isEnabled, mac } = useStudioActions();
  const view = useStudio((s) => s.view);
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<Element | null>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const found = useMemo(() => filterActions(actions, query), [actions, query]);
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const at = Math.min(active, found.length - 1);

  useEffect(() => {
    returnTo.current = document.activeElement;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
    };
  }, []);

  useEffect(() => {
    document.getElementById(optionId(at))?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (action: StudioActionSpec | undefined) => {
    if (!action || !isEnabled(action)) return;
    dialog.current?.close();
    if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
    onClose();
    run(action.id);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (found.length > 0) setActive((at + (event.key === 'ArrowDown' ? 1 : -1) + found.length) % found.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(found[at]);
    }
  };

  return (
    <dialog ref={dialog} className="studio-palette" aria-label="Command palette" onClose={onClose}>
      <input
        type="text"
        role="combobox"
        aria-label="Find an action"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={found.length > 0 ? optionId(at) : undefined}
        placeholder="Type an action’s name…"
        value={query}
        autoFocus
        spellCheck={false}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKey}
      />
      <ul id={listId} role="listbox" aria-label="Actions">
        {found.map((action, index) => {
          const enabled = isEnabled(action);
          const state = action.toggle ? (view[action.toggle] ? 'on' : 'off') : null;
          return (
            <li
              key={action.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === at}
              aria-disabled={!enabled || undefined}
              onClick={() => choose(action)}
              onMouseMove={() => index !== at && setActive(index)}
            >
              <span className="studio-palette-label">
                {action.label}
                {state && <span className="studio-muted"> ({state})</span>}
              </span>
              <span className="studio-palette-place">{PLACE_NAMES[action.place]}</span>
              {action.keys && <kbd>{formatKeys(action, mac)}</kbd>}
            </li>
          );
        })}
      </ul>
      {found.length === 0 && <p className="studio-muted">No action matches “{query}”.</p>}
    </dialog>
  );
}
