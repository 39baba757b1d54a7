import { useEffect, useLayoutEffect, useRef } from 'react';
import { useMessages } from '../../../i18n/UiLanguageContext.tsx';

/**
 * The "Reading view" button (pressed while on). While on, the page's root carries
 * `data-reading-view`, which hides the site's top bar (readingControls.css), and Escape leaves,
 * with the focus back on this button: the one control the reading view keeps, at the same place in
 * the page, so the focus stays on it both ways and Tab goes on into the text.
 */
export function ReadingViewToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const t = useMessages().reading;
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (!on) return;
    const root = document.documentElement;
    root.dataset.readingView = '';
    return () => {
      delete root.dataset.readingView;
    };
  }, [on]);
  useEffect(() => {
    if (!on) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // An open dialog or menu takes its own Escape first (the shortcuts list, the Settings panel).
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      onChange(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [on, onChange]);
  return (
    <button ref={button} type="button" className="reading-view-toggle" aria-pressed={on} aria-keyshortcuts={on ? 'Escape' : undefined} onClick={() => onChange(!on)}>
      {t.readingView}
    </button>
  );
}
