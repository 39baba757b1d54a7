import { useEffect, useRef } from 'react';
import { useMessages } from '../../../i18n/UiLanguageContext.tsx';

/** The reader's keys, listed when `?` is pressed (useReaderKeys); j/k/Enter are useCardKeys'. Open while mounted. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages().reading;
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    return () => {
      if (element?.open) element.close();
    };
  }, []);
  const keys: [string, string][] = [
    ['j', t.shortcuts.next],
    ['k', t.shortcuts.previous],
    ['Enter', t.shortcuts.open],
    ['/', t.shortcuts.search],
    ['?', t.shortcuts.help],
  ];
  return (
    <dialog ref={dialog} className="shortcuts-dialog" aria-labelledby="shortcuts-title" onClose={onClose}>
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
      <button type="button" onClick={onClose}>
        {t.close}
      </button>
    </dialog>
  );
}
