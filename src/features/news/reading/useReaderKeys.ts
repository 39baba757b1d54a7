import { useEffect } from 'react';

const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * The reader's page-wide keys: `?` asks for the shortcuts list (its dialog is a chunk loaded only
 * then), `/` focuses the search field. Keys typed into a field are the field's.
 */
export function useReaderKeys(onHelp: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest(TYPING)) return;
      if (event.key === '?') {
        event.preventDefault();
        onHelp();
      } else if (event.key === '/') {
        const search = document.querySelector<HTMLInputElement>('input[type="search"]');
        if (!search) return;
        event.preventDefault();
        search.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onHelp]);
}
