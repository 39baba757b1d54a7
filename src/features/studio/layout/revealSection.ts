import { useEffect, useRef } from 'react';

/**
 * Asking for a dock panel by its section id: the dock that holds it expands (if collapsed) and
 * scrolls it into view, or on a narrow screen its tab is selected. Skip links and the landmark keys
 * use it; a window event, so the asker needs no reference to the layout.
 */
const EVENT = 'studio-reveal-section';

export function requestSection(id: string): void {
  window.dispatchEvent(new CustomEvent<string>(EVENT, { detail: id }));
}

/** Calls `onRequest` when one of `ids` is asked for. */
export function useSectionRequests(ids: readonly string[], onRequest: (id: string) => void): void {
  const latest = useRef({ ids, onRequest });
  useEffect(() => {
    latest.current = { ids, onRequest };
  });
  useEffect(() => {
    const listener = (event: Event) => {
      const id = (event as CustomEvent<string>).detail;
      if (latest.current.ids.includes(id)) latest.current.onRequest(id);
    };
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, []);
}

/** The element of a section: its dock section (wide) or its tab panel (narrow). */
export function sectionElement(id: string): HTMLElement | null {
  return document.getElementById(`studio-section-${id}`) ?? document.getElementById(`studio-tabpanel-${id}`);
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"], [contenteditable="true"]';

/** The first visible control in `root` matching `preferred` (if given), else the first visible focusable one. */
export function firstControl(root: Element | null, preferred?: string): HTMLElement | null {
  if (!root) return null;
  const visible = (element: HTMLElement) => element.getClientRects().length > 0 && !element.closest('[hidden]');
  const pick = (selector: string) => [...root.querySelectorAll<HTMLElement>(selector)].find(visible) ?? null;
  return (preferred ? pick(preferred) : null) ?? pick(FOCUSABLE);
}

/** Resolves after the next two animation frames: a state change asked for has been rendered. */
export const afterRender = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
