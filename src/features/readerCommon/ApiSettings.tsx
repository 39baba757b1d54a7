import { useId, useState, type FormEvent } from 'react';
import { parseApiBaseUrl } from '../../api/baseUrl.ts';
import { useApiClientContext } from './ApiClientContext.tsx';
import { useMessages } from '../../i18n/UiLanguageContext.tsx';

/** A remembered field to point the browser at another deployment of the API (in the settings panel). */
export function ApiSettings() {
  const { client, isCustom, setCustomBaseUrl } = useApiClientContext();
  const [draft, setDraft] = useState(client.baseUrl);
  const [error, setError] = useState<string | null>(null);
  const messages = useMessages();
  const t = messages.toolbar;
  const settings = messages.settings;
  const inputId = useId();
  const errorId = useId();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseApiBaseUrl(draft);
    if (!parsed.ok) {
      setError(t.baseUrlProblem(parsed.problem));
      return;
    }
    setError(null);
    setCustomBaseUrl(parsed.value);
  };

  return (
    <fieldset className="api-settings">
      <legend>{settings.apiAddress}</legend>
      <form onSubmit={save}>
        <p>
          {t.readingFrom} <code>{client.baseUrl}</code>
          {isCustom ? t.yourSetting : t.theDefault}.
        </p>
        <label htmlFor={inputId}>{t.apiBaseUrl}</label>
        <input
          id={inputId}
          type="url"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          spellCheck={false}
        />
        <button type="submit">{t.useThisApi}</button>
        {isCustom && (
          <button
            type="button"
            onClick={() => {
              setCustomBaseUrl(null);
              setDraft(window.location.origin);
              setError(null);
            }}
          >
            {t.backToDefault}
          </button>
        )}
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </fieldset>
  );
}
