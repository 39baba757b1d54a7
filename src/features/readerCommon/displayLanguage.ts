import { isDisplayLanguage, type DisplayLanguage } from '../../api/resources/labels.ts';
import { browserLanguages, preferredLanguage } from '../../i18n/preferredLanguage.ts';

// The interface language's pure rules, without React: the hooks (useDisplayLanguage.ts) and the
// first paint of the news list (features/news/firstPaint), which runs before React has loaded, share them.

/** URL parameter of the interface language, also the API labels' (`lang` is the API's filter on the news items' language). */
export const DISPLAY_LANGUAGE_PARAM = 'ui';
/** Where the last chosen label language is remembered. */
export const DISPLAY_LANGUAGE_STORAGE_KEY = 'news.labelLanguage';

export function storedLanguage(): DisplayLanguage | null {
  try {
    const value = window.localStorage.getItem(DISPLAY_LANGUAGE_STORAGE_KEY);
    return isDisplayLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The language a page opened at `search` starts in: the URL's, else the remembered one, else the browser's. */
export function initialDisplayLanguage(search: string): DisplayLanguage {
  const fromUrl = new URLSearchParams(search).get(DISPLAY_LANGUAGE_PARAM);
  return isDisplayLanguage(fromUrl) ? fromUrl : (storedLanguage() ?? preferredLanguage(browserLanguages()));
}

/**
 * The query string `search` with `ui=` set to `language`, or null when it already says so: what
 * `useLanguageInUrl` writes. The entry module writes it before the router starts, so that the
 * first render is not followed by a navigation (and a second render of the whole page).
 */
export function searchWithDisplayLanguage(search: string, language: DisplayLanguage): string | null {
  const params = new URLSearchParams(search);
  if (params.get(DISPLAY_LANGUAGE_PARAM) === language) return null;
  params.set(DISPLAY_LANGUAGE_PARAM, language);
  return `?${params.toString()}`;
}

/** A link inside the news area that keeps the label language. */
export function withLanguage(path: string, language: DisplayLanguage, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  params.set(DISPLAY_LANGUAGE_PARAM, language);
  return `${path}?${params.toString()}`;
}
