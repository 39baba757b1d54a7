import { LanguageSwitch } from '../../ui/LanguageSwitch.tsx';
import { ApiSettings } from './ApiSettings.tsx';
import { useDisplayLanguage } from './useDisplayLanguage.ts';

/** Label language and API settings, above every news and directory page. */
export function AreaToolbar() {
  const [language, setLanguage] = useDisplayLanguage();
  return (
    <div className="area-toolbar">
      <LanguageSwitch value={language} onChange={setLanguage} />
      <ApiSettings />
    </div>
  );
}
