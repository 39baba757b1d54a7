import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useMessages } from '../../i18n/UiLanguageContext.tsx';
import { useCloseOnPointerOutside } from '../../ui/useCloseOnPointerOutside.ts';

// The panel's controls (language, appearance, API address) load when it is opened: the list's first
// screen does not need them.
const SettingsPanel = lazy(async () => ({ default: (await import('./SettingsPanel.tsx')).SettingsPanel }));

/** The Settings button of the top bar and the panel it opens under it; Escape closes it. */
export function SettingsMenu() {
  const messages = useMessages();
  const t = messages.settings;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  useCloseOnPointerOutside(open, () => setOpen(false), [panel, button]);

  return (
    <div className="settings-menu">
      <button
        ref={button}
        type="button"
        className="settings-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" className="settings-icon">
          ⚙
        </span>
        <span className="settings-button-text">{t.open}</span>
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          className="settings-panel"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
        >
          <Suspense fallback={<p role="status">{messages.loading}</p>}>
            <SettingsPanel onClose={close} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
