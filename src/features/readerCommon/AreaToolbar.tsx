import { DISPLAY_LANGUAGES, LANGUAGE_NAMES } from '../../api/resources/labels.ts';
import { LanguageSwitch } from '../../ui/LanguageSwitch.tsx';
import { ApiSettings } from './ApiSettings.tsx';
import { useDisplayLanguage, useLanguageInUrl } from './useDisplayLanguage.ts';
import { useMessagesIn } from '../../i18n/UiLanguageContext.tsx';

/** Interface language (kept in the URL) and API settings, above every news and directory page. */
export function AreaToolbar() {
  const [language, setLanguage] = useDisplayLanguage();
  useLanguageInUrl(language);
  const t = useMessagesIn(language);
  return (
    <div className="area-toolbar">
      <LanguageSwitch languages={DISPLAY_LANGUAGES} names={LANGUAGE_NAMES} value={language} onChange={setLanguage} legend={t.toolbar.language} />
      <ApiSettings />
    </div>
  );
}
