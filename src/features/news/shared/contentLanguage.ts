/** A news item's `lang` as an HTML `lang` value, or undefined when it is not a plain language code. */
export function contentLanguage(lang: string): string | undefined {
  const code = lang.trim().toLowerCase();
  return /^[a-z]{2,3}$/.test(code) ? code : undefined;
}
