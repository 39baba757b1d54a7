import { useEffect, type ReactNode } from 'react';
import { ToolIcon } from './ToolIcon.tsx';
import { useDisclosure } from '../../../ui/useDisclosure.ts';

/**
 * The View options in a popup under their toolbar button (a non-modal dialog, as they are form
 * controls rather than menu items): the button says so (aria-haspopup, aria-expanded); Escape
 * closes it and gives the focus back to the button; so does the button; a click outside closes it.
 */
export function ViewOptionsPopover({ children }: { children: ReactNode }) {
  const { open, close, panel, panelId, buttonProps } = useDisclosure();

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('select, input, button')?.focus();
  }, [open, panel]);

  return (
    <div className="studio-menu">
      <button
        {...buttonProps}
        className="studio-menu-button"
        aria-haspopup="dialog"
        title="View options: axes, angle unit, frames, labels, PNG export"
      >
        <ToolIcon name="eye" /> View options <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label="View options"
          className="studio-popover"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            close();
          }}
        >
          {children}
        </div>
      )}
    </div>
  );
}
