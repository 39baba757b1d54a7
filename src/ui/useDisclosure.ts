import { useCallback, useId, useRef, useState } from 'react';
import { useCloseOnPointerOutside } from './useCloseOnPointerOutside.ts';

/**
 * A button that shows and hides a panel under it (the reader's Settings and Filters, the Studio's
 * View options): its open state, the ARIA the button carries (`aria-expanded`, and
 * `aria-controls` while the panel exists), `close` (which gives the focus back to the button, for
 * Escape and the panel's own Close), and, unless `closeOnPointerOutside` is false, closing when a
 * pointer is pressed outside the panel and its button.
 */
export function useDisclosure<Panel extends HTMLElement = HTMLDivElement>({ closeOnPointerOutside = true } = {}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<Panel>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  const dismiss = useCallback(() => setOpen(false), []);
  useCloseOnPointerOutside(open && closeOnPointerOutside, dismiss, [panel, button]);
  const buttonProps = {
    ref: button,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': open ? panelId : undefined,
    onClick: () => setOpen((value) => !value),
  };
  return { open, close, panel, panelId, buttonProps };
}
