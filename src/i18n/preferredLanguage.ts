import { isDisplayLanguage, type DisplayLanguage } from '../api/resources/labels.ts';

/**
 * The first of the browser's languages (`navigator.languages`, most wanted first) that the
 * interface speaks, by its primary subtag ("de-CH" is German); English when none is.
 */
export function preferredLanguage(browserLanguages: readonly string[]): DisplayLanguage {
  for (const tag of browserLanguages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isDisplayLanguage(primary)) return primary;
  }
  return 'en';
}

/** The browser's languages, or none where there is no navigator. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}
