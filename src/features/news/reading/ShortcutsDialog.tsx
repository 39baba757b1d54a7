import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../i18n/UiLanguageContext.tsx';

const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** The reader's keys: `?` opens this list, `/` focuses the search field; j/k/Enter are useCardKeys'. */
export function ShortcutsDialog() {
  const t = useMessages().reading;
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest(TYPING)) return;
      if (event.key === '?') {
        event.preventDefault();
        setOpen(true);
      } else if (event.key === '/') {
        const search = document.querySelector<HTMLInputElement>('input[type="search"]');
        if (!search) return;
        event.preventDefault();
        search.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close();
  }, [open]);
  const keys: [string, string][] = [
    ['j', t.shortcuts.next],
    ['k', t.shortcuts.previous],
    ['Enter', t.shortcuts.open],
    ['/', t.shortcuts.search],
    ['?', t.shortcuts.help],
  ];
  return (
    <dialog ref={dialog} className="shortcuts-dialog" aria-labelledby="shortcuts-title" onClose={() => setOpen(false)}>
      <h2 id="shortcuts-title">{t.shortcutsTitle}</h2>
      <dl>
        {keys.map(([key, what]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={() => setOpen(false)}>
        {t.close}
      </button>
    </dialog>
  );
}
