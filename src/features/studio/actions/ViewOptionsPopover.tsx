import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ToolIcon } from './ToolIcon.tsx';
import { useCloseOnPointerOutside } from '../../../ui/useCloseOnPointerOutside.ts';

/**
 * The View options in a popup under their toolbar button (a non-modal dialog, as they are form
 * controls rather than menu items): the button says so (aria-haspopup, aria-expanded); Escape
 * closes it and gives the focus back to the button; so does the button; a click outside closes it.
 */
export function ViewOptionsPopover({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('select, input, button')?.focus();
  }, [open]);
  useCloseOnPointerOutside(open, () => setOpen(false), [panel, button]);

  return (
    <div className="studio-menu">
      <button
        ref={button}
        type="button"
        className="studio-menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        title="View options: axes, angle unit, frames, labels, PNG export"
        onClick={() => setOpen(!open)}
      >
        <ToolIcon name="eye" /> View options <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div
          ref={panel}
          id={id}
          role="dialog"
          aria-label="View options"
          className="studio-popover"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            setOpen(false);
            button.current?.focus();
          }}
        >
          {children}
        </div>
      )}
    </div>
  );
}
