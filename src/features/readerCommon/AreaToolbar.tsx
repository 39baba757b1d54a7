import { createPortal } from 'react-dom';
import { useHeaderSlot } from '../../ui/headerSlot.tsx';
import { SettingsMenu } from './SettingsMenu.tsx';
import { useDisplayLanguage, useLanguageInUrl } from './useDisplayLanguage.ts';

/**
 * The reader's Settings button (language, appearance, API address), put into the app's top bar so
 * that the first screen of every news and directory page is its content. Keeps the interface
 * language in the URL.
 */
export function AreaToolbar() {
  const [language] = useDisplayLanguage();
  useLanguageInUrl(language);
  const slot = useHeaderSlot();
  const menu = <SettingsMenu />;
  // Outside the shell (component tests) there is no top bar: the button stands above the page.
  return slot ? createPortal(menu, slot) : <div className="area-toolbar">{menu}</div>;
}
