import { useEffect } from 'react';
import { firstControl } from '../layout/revealSection.ts';

/** The Studio's areas in page order, with the control each one's focus lands on first. */
const AREAS: { selector: string; preferred: string }[] = [
  { selector: '.studio-dock-left', preferred: '[role=tree] [tabindex="0"]' },
  { selector: '.studio-viewport', preferred: '[tabindex="0"]' },
  { selector: '.studio-dock-right', preferred: 'input[type=range]' },
  { selector: '.studio-timeline', preferred: 'input[type=range]' },
  { selector: '.studio-tabs', preferred: '[role=tab][aria-selected=true]' },
];

/**
 * F6 moves the focus to the next area of the Studio (left dock, 3D view, right dock, timeline; the
 * tabs on a phone), Shift+F6 to the previous one, as in desktop applications: from the outline to a
 * pose slider is two key presses.
 */
export function useLandmarkKeys(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F6' || event.altKey || event.ctrlKey || event.metaKey) return;
      const areas = [...document.querySelectorAll<HTMLElement>(AREAS.map((a) => a.selector).join(', '))].filter((e) => e.getClientRects().length > 0);
      if (areas.length === 0) return;
      event.preventDefault();
      const at = areas.findIndex((area) => area.contains(document.activeElement));
      const step = event.shiftKey ? -1 : 1;
      // From outside every area, F6 goes to the first one and Shift+F6 to the last.
      const from = at === -1 ? (event.shiftKey ? 0 : -1) : at;
      const next = areas[(from + step + areas.length) % areas.length]!;
      const preferred = AREAS.find((a) => next.matches(a.selector))?.preferred;
      const control = firstControl(next, preferred) ?? next;
      if (control === next && next.tabIndex < 0 && !next.hasAttribute('tabindex')) next.tabIndex = -1;
      control.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
