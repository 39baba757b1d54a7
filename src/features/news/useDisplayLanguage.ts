import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isDisplayLanguage, type DisplayLanguage } from '../../api/labels.ts';

/** URL parameter of the label language (`lang` is the API's filter on the news items' language). */
export const DISPLAY_LANGUAGE_PARAM = 'ui';
const STORAGE_KEY = 'news.labelLanguage';
const DEFAULT_LANGUAGE: DisplayLanguage = 'en';

function storedLanguage(): DisplayLanguage | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isDisplayLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function storeLanguage(language: DisplayLanguage): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Still in the URL, just not remembered for the next visit.
  }
}

/** The label language: from the URL, else the remembered choice, else English. Changing it writes both. */
export function useDisplayLanguage(): [DisplayLanguage, (language: DisplayLanguage) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = searchParams.get(DISPLAY_LANGUAGE_PARAM);
  const language = isDisplayLanguage(fromUrl) ? fromUrl : (storedLanguage() ?? DEFAULT_LANGUAGE);
  const setLanguage = useCallback(
    (next: DisplayLanguage) => {
      storeLanguage(next);
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        params.set(DISPLAY_LANGUAGE_PARAM, next);
        return params;
      });
    },
    [setSearchParams],
  );
  return [language, setLanguage];
}

/** A link inside the news area that keeps the label language. */
export function withLanguage(path: string, language: DisplayLanguage, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  params.set(DISPLAY_LANGUAGE_PARAM, language);
  return `${path}?${params.toString()}`;
}
