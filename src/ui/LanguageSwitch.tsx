export interface LanguageSwitchProps<Language extends string> {
  /** Language codes, in the order offered; each is also the option's `lang`. */
  languages: readonly Language[];
  /** Each language's name in itself ("Deutsch"). */
  names: Readonly<Record<Language, string>>;
  value: Language;
  onChange: (language: Language) => void;
  /** The group's name, in the interface language ("Language"). */
  legend: string;
}

/** Radio buttons choosing the interface language (and the API labels'); each name is in its own language. */
export function LanguageSwitch<Language extends string>({ languages, names, value, onChange, legend }: LanguageSwitchProps<Language>) {
  return (
    <fieldset className="language-switch">
      <legend>{legend}</legend>
      {languages.map((language) => (
        <label key={language} lang={language}>
          <input
            type="radio"
            name="label-language"
            value={language}
            checked={value === language}
            onChange={() => onChange(language)}
          />
          {names[language]}
        </label>
      ))}
    </fieldset>
  );
}
