import { lazy, Suspense } from 'react';
import { useMessages } from '../../i18n/UiLanguageContext.tsx';
import { useDisclosure } from '../../ui/useDisclosure.ts';

// The panel's controls (language, appearance, API address) load when it is opened: the list's first
// screen does not need them.
const SettingsPanel = lazy(async () => ({ default: (await import('./SettingsPanel.tsx')).SettingsPanel }));

/** The Settings button of the top bar and the panel it opens under it; Escape closes it. */
export function SettingsMenu() {
  const messages = useMessages();
  const t = messages.settings;
  const { open, close, panel, panelId, buttonProps } = useDisclosure();

  return (
    <div className="settings-menu">
      <button {...buttonProps} className="settings-button">
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
