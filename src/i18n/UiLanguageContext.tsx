import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { DisplayLanguage } from '../api/resources/labels.ts';
import { cataloguesVersion, loadCatalogue, messagesFor, subscribeToCatalogues, type Messages } from './messages.ts';

/** The interface language of the area around; English outside a provider (the parts not translated). */
const UiLanguageContext = createContext<DisplayLanguage>('en');

export function UiLanguageProvider({ language, children }: { language: DisplayLanguage; children: ReactNode }) {
  return <UiLanguageContext.Provider value={language}>{children}</UiLanguageContext.Provider>;
}

/** The interface language of the page (the reader's choice in the news and directory areas). */
export function useUiLanguage(): DisplayLanguage {
  return useContext(UiLanguageContext);
}

/** The text in `language`, re-rendering when its catalogue arrives (and asking for it if nobody has). */
export function useMessagesIn(language: DisplayLanguage): Messages {
  useSyncExternalStore(subscribeToCatalogues, cataloguesVersion, cataloguesVersion);
  useEffect(() => {
    // A missing catalogue (offline, a failed chunk) leaves the text in English, which still reads.
    loadCatalogue(language).catch(() => undefined);
  }, [language]);
  return messagesFor(language);
}

/** The interface's text in the page's language. */
export function useMessages(): Messages {
  return useMessagesIn(useContext(UiLanguageContext));
}
