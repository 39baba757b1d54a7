import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { DisplayLanguage } from '../api/resources/labels.ts';
import { useDisplayLanguage } from '../features/readerCommon/useDisplayLanguage.ts';
import type { Messages } from '../i18n/messages.ts';
import { useMessagesIn } from '../i18n/UiLanguageContext.tsx';
import { TRANSLATED_AREAS, isInArea } from '../routePaths.ts';

/**
 * The shell's language: the reader's choice in the translated areas, English elsewhere. It is also
 * the page's `<html lang>`, so that screen readers and hyphenation read the interface right.
 */
export function useShellLanguage(): [Messages, DisplayLanguage] {
  const { pathname } = useLocation();
  const [chosen] = useDisplayLanguage();
  const translated = TRANSLATED_AREAS.some((area) => isInArea(pathname, area));
  const language = translated ? chosen : 'en';
  useEffect(() => {
    // Only when it changes: the first paint set it already, and setting `lang` on <html>, even to
    // the same value, made Chromium restyle the whole page in this effect (~20 ms of a 31 ms task
    // without throttling on /news, Lighthouse's trace with a CPU profile).
    if (document.documentElement.lang !== language) document.documentElement.lang = language;
  }, [language]);
  return [useMessagesIn(language), language];
}
