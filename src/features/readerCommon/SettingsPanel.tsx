import { useEffect, useId, useRef, useState } from 'react';
import { DISPLAY_LANGUAGES, LANGUAGE_NAMES } from '../../api/resources/labels.ts';
import { LanguageSwitch } from '../../ui/LanguageSwitch.tsx';
import { APPEARANCES, chooseAppearance, storedAppearance, type Appearance } from '../../ui/appearance.ts';
import { ApiSettings } from './ApiSettings.tsx';
import { StorageFullNotice } from './StorageFullNotice.tsx';
import { TextSizeChoice } from './TextSizeChoice.tsx';
import { useDisplayLanguage } from './useDisplayLanguage.ts';
import { useMessages } from '../../i18n/UiLanguageContext.tsx';

/** The reader's settings: interface language, appearance, text size and the API address (and, when the browser's storage is full, a way to free it). */
export function SettingsPanel({ onClose }: { onClose: () => void }) {
  const messages = useMessages();
  const t = messages.settings;
  const [language, setLanguage] = useDisplayLanguage();
  const [appearance, setAppearance] = useState<Appearance>(storedAppearance);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the button: the focus goes into the panel, at its heading, so Tab walks its controls.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={headingId}>
      <div className="settings-head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {t.title}
        </h2>
        <button type="button" className="settings-close" onClick={onClose}>
          {t.close}
        </button>
      </div>
      <LanguageSwitch languages={DISPLAY_LANGUAGES} names={LANGUAGE_NAMES} value={language} onChange={setLanguage} legend={messages.toolbar.language} />
      <fieldset className="appearance-switch">
        <legend>{t.appearance}</legend>
        {APPEARANCES.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="reader-appearance"
              value={value}
              checked={appearance === value}
              onChange={() => {
                setAppearance(value);
                chooseAppearance(value);
              }}
            />
            {t.appearances[value]}
          </label>
        ))}
      </fieldset>
      <TextSizeChoice />
      <ApiSettings />
      <StorageFullNotice />
    </section>
  );
}
