import { createContext, useContext, type ReactNode } from 'react';
import type { DisplayLanguage } from '../api/labels.ts';
import { messagesFor, type Messages } from './messages.ts';

/** The interface language of the area around; English outside a provider (the parts not translated). */
const UiLanguageContext = createContext<DisplayLanguage>('en');

export function UiLanguageProvider({ language, children }: { language: DisplayLanguage; children: ReactNode }) {
  return <UiLanguageContext.Provider value={language}>{children}</UiLanguageContext.Provider>;
}

/** The interface language of the page (the reader's choice in the news and directory areas). */
export function useUiLanguage(): DisplayLanguage {
  return useContext(UiLanguageContext);
}

/** The interface's text in the page's language. */
export function useMessages(): Messages {
  return messagesFor(useContext(UiLanguageContext));
}
