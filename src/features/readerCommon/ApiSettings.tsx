import { lazy, Suspense, useState } from 'react';
import { useMessages } from '../../i18n/UiLanguageContext.tsx';

// The form loads when the settings are first opened: the first screen shows only their summary.
const ApiSettingsForm = lazy(async () => ({ default: (await import('./ApiSettingsForm.tsx')).ApiSettingsForm }));

/** A remembered field to point the browser at another deployment of the API. */
export function ApiSettings() {
  const t = useMessages().toolbar;
  const [opened, setOpened] = useState(false);
  return (
    <details className="api-settings" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{t.apiSettings}</summary>
      {opened && (
        <Suspense fallback={null}>
          <ApiSettingsForm />
        </Suspense>
      )}
    </details>
  );
}
