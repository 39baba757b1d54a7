import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router';
import { isDisplayLanguage, type DisplayLanguage } from '../../api/resources/labels.ts';
import { browserLanguages, preferredLanguage } from '../../i18n/preferredLanguage.ts';
import { DISPLAY_LANGUAGE_PARAM, DISPLAY_LANGUAGE_STORAGE_KEY, searchWithDisplayLanguage, storedLanguage } from './displayLanguage.ts';
import { loadCatalogue } from '../../i18n/messages.ts';

export { DISPLAY_LANGUAGE_PARAM, DISPLAY_LANGUAGE_STORAGE_KEY, initialDisplayLanguage, searchWithDisplayLanguage, withLanguage } from './displayLanguage.ts';

function storeLanguage(language: DisplayLanguage): void {
  try {
    window.localStorage.setItem(DISPLAY_LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Still in the URL, just not remembered for the next visit.
  }
}

/**
 * The language the reader switched to during this visit. Back and Forward return to addresses
 * written before the switch (`ui=` of then); the reader's latest choice wins over those.
 */
let switchedThisVisit: DisplayLanguage | null = null;

/**
 * The interface language (and the API labels'): from the URL, else the remembered choice, else the
 * browser's first language among fr/en/de, else English. Changing it writes
 * both. After Back or Forward, a language switched to during this visit wins over the URL's.
 */
export function useDisplayLanguage(): [DisplayLanguage, (language: DisplayLanguage) => void] {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const fromUrl = searchParams.get(DISPLAY_LANGUAGE_PARAM);
  const language =
    navigationType === 'POP' && switchedThisVisit !== null
      ? switchedThisVisit
      : isDisplayLanguage(fromUrl)
        ? fromUrl
        : (storedLanguage() ?? preferredLanguage(browserLanguages()));
  const setLanguage = useCallback(
    (next: DisplayLanguage) => {
      switchedThisVisit = next;
      storeLanguage(next);
      const params = new URLSearchParams(location.search);
      params.set(DISPLAY_LANGUAGE_PARAM, next);
      // An explicit pathname: this hook also runs above the area's nested routes, where a bare
      // "?query" would resolve against the area's base path and leave the detail page.
      const go = () => void navigate({ pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash }, { state: location.state, preventScrollReset: true });
      // The new language's text first, so the page does not flash in English (it switches anyway if that fails).
      loadCatalogue(next).then(go, go);
    },
    [location, navigate],
  );
  return [language, setLanguage];
}

/**
 * Writes the effective label language into the URL when it is missing or invalid there (a visit
 * using the remembered choice), so a link copied from the address bar opens in the same language.
 * Replaces the entry: a pushed one would send Back to the address without `ui`, and here again.
 */
export function useLanguageInUrl(language: DisplayLanguage): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const search = searchWithDisplayLanguage(location.search, language);
    if (search === null) return;
    // The same page in another spelling: the scroll position (restored on Back) stays as it is.
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state, preventScrollReset: true });
  }, [language, location, navigate]);
}

