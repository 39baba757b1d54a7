import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { actionTooltip, ariaKeyShortcuts, formatKeys, type StudioActionSpec } from '../model/actions/studioActions.ts';
import { useStudioActions } from './studioActionsContext.ts';
import { useCloseOnPointerOutside } from '../../../ui/useCloseOnPointerOutside.ts';

/**
 * A menu button over registry actions (the WAI-ARIA menu button pattern): Enter, Space or ↓ open it
 * on the first item, ↑ on the last; ↑ ↓ Home End move between items; Enter or Space runs one; Escape
 * closes it and gives the focus back to the button; Tab or a click elsewhere closes it.
 */
export function MenuButton({ label, actions }: { label: string; actions: readonly StudioActionSpec[] }) {
  const { run, isEnabled, mac } = useStudioActions();
  const [open, setOpen] = useState(false);
  const [focusAt, setFocusAt] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelectorAll<HTMLElement>('[role=menuitem]')[focusAt]?.focus();
  }, [open, focusAt]);

  useCloseOnPointerOutside(open, () => setOpen(false), [menu, button]);

  const openAt = (index: number) => {
    setFocusAt((index + actions.length) % actions.length);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const choose = (action: StudioActionSpec) => {
    if (!isEnabled(action)) return;
    close(true);
    run(action.id);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : -1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: focusAt + 1, ArrowUp: focusAt - 1, Home: 0, End: actions.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      setFocusAt((moves[event.key]! + actions.length) % actions.length);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(actions[focusAt]!);
    }
  };

  return (
    <div className="studio-menu">
      <button
        ref={button}
        type="button"
        className="studio-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        title={`${label} menu`}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul ref={menu} id={id} role="menu" aria-label={label} className="studio-menu-list" onKeyDown={onMenuKey}>
          {actions.map((action, index) => (
            <li
              key={action.id}
              role="menuitem"
              tabIndex={index === focusAt ? 0 : -1}
              aria-disabled={!isEnabled(action) || undefined}
              aria-keyshortcuts={ariaKeyShortcuts(action, mac)}
              title={actionTooltip(action, mac)}
              onClick={() => choose(action)}
              onMouseEnter={() => setFocusAt(index)}
            >
              <span>{action.label}</span>
              {action.keys && <kbd>{formatKeys(action, mac)}</kbd>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
