import { DISPLAY_LANGUAGES, LANGUAGE_NAMES, type DisplayLanguage } from '../api/labels.ts';

export interface LanguageSwitchProps {
  value: DisplayLanguage;
  onChange: (language: DisplayLanguage) => void;
}

/** fr / en / de for the labels the API carries in three languages. */
export function LanguageSwitch({ value, onChange }: LanguageSwitchProps) {
  return (
    <fieldset className="language-switch">
      <legend>Label language</legend>
      {DISPLAY_LANGUAGES.map((language) => (
        <label key={language} lang={language}>
          <input
            type="radio"
            name="label-language"
            value={language}
            checked={value === language}
            onChange={() => onChange(language)}
          />
          {LANGUAGE_NAMES[language]}
        </label>
      ))}
    </fieldset>
  );
}
