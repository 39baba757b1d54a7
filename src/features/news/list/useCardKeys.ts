import { useEffect } from 'react';

const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * j and k move the focus to the next and previous card's link (as in feed readers); Enter then
 * opens it, as on any link. Keys typed into a field are left alone.
 */
export function useCardKeys(linkSelector = '.news-card-title a'): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key !== 'j' && event.key !== 'k') return;
      if (event.target instanceof Element && event.target.closest(TYPING)) return;
      const links = [...document.querySelectorAll<HTMLAnchorElement>(linkSelector)];
      if (links.length === 0) return;
      const active = document.activeElement;
      const current = links.findIndex((link) => link === active || (active !== null && link.closest('article')?.contains(active)));
      const step = event.key === 'j' ? 1 : -1;
      const index = current === -1 ? (step === 1 ? 0 : links.length - 1) : Math.min(links.length - 1, Math.max(0, current + step));
      event.preventDefault();
      const link = links[index]!;
      link.focus({ preventScroll: true });
      (link.closest('article') ?? link).scrollIntoView({ block: 'nearest' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [linkSelector]);
}
