import { DISPLAY_LANGUAGES, LANGUAGE_NAMES } from '../../api/labels.ts';
import { LanguageSwitch } from '../../ui/LanguageSwitch.tsx';
import { ApiSettings } from './ApiSettings.tsx';
import { useDisplayLanguage, useLanguageInUrl } from './useDisplayLanguage.ts';
import { messagesFor } from '../../i18n/messages.ts';

/** Interface language (kept in the URL) and API settings, above every news and directory page. */
export function AreaToolbar() {
  const [language, setLanguage] = useDisplayLanguage();
  useLanguageInUrl(language);
  return (
    <div className="area-toolbar">
      <LanguageSwitch languages={DISPLAY_LANGUAGES} names={LANGUAGE_NAMES} value={language} onChange={setLanguage} legend={messagesFor(language).toolbar.language} />
      <ApiSettings />
    </div>
  );
}
