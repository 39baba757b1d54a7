/** The languages the API carries labels in, and how to name them to a reader. */
export const DISPLAY_LANGUAGES = ['fr', 'en', 'de'] as const;
export type DisplayLanguage = (typeof DISPLAY_LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<DisplayLanguage, string> = { fr: 'Français', en: 'English', de: 'Deutsch' };

export function isDisplayLanguage(value: unknown): value is DisplayLanguage {
  return typeof value === 'string' && (DISPLAY_LANGUAGES as readonly string[]).includes(value);
}

export interface LocalizedText {
  text: string;
  /** The language the text is actually in. */
  language: DisplayLanguage;
  /** True when the chosen language was null or empty and another one is shown. */
  isFallback: boolean;
}

/** Fallback order after the chosen language: English, then French, then German. */
const FALLBACK_ORDER: readonly DisplayLanguage[] = ['en', 'fr', 'de'];

/**
 * Picks `<lang>_<field>` from a record in the chosen language, else the first non-empty one in
 * the fallback order; null when every language is null, empty or absent.
 */
export function pickLocalized(record: object, field: string, chosen: DisplayLanguage): LocalizedText | null {
  const values = record as Record<string, unknown>;
  for (const language of [chosen, ...FALLBACK_ORDER.filter((l) => l !== chosen)]) {
    const value = values[`${language}_${field}`];
    if (typeof value === 'string' && value.trim() !== '') {
      return { text: value, language, isFallback: language !== chosen };
    }
  }
  return null;
}
