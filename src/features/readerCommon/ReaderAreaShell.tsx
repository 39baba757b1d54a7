import type { ReactNode } from 'react';
import { ApiClientProvider } from './ApiClientContext.tsx';
import { AreaToolbar } from './AreaToolbar.tsx';
import { useDisplayLanguage } from './useDisplayLanguage.ts';
import { UiLanguageProvider } from '../../i18n/UiLanguageContext.tsx';
import '../../ui/ui.css';
import './area.css';

/**
 * What every reader area (news, directory) puts around its routes: the API client of the base URL
 * setting, the interface in the reader's display language, and the Settings button in the top bar.
 */
export function ReaderAreaShell({ children }: { children: ReactNode }) {
  const [language] = useDisplayLanguage();
  return (
    <ApiClientProvider>
      <UiLanguageProvider language={language}>
        <div className="news-area">
          <AreaToolbar />
          {children}
        </div>
      </UiLanguageProvider>
    </ApiClientProvider>
  );
}
