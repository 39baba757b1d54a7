/** The three languages of the service; a `Trilingual` holds one text per language, in this order. */
export const LANGUAGES = ['fr', 'en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Trilingual = readonly [fr: string, en: string, de: string];

const ASCII_OF: Record<string, string> = {
  à: 'a', á: 'a', â: 'a', ä: 'a', ã: 'a', å: 'a', ç: 'c', è: 'e', é: 'e', ê: 'e', ë: 'e', ì: 'i', í: 'i', î: 'i', ï: 'i',
  ñ: 'n', ò: 'o', ó: 'o', ô: 'o', ö: 'o', õ: 'o', ù: 'u', ú: 'u', û: 'u', ü: 'u', ý: 'y', ÿ: 'y', ß: 'ss', œ: 'oe', æ: 'ae',
};

/**
 * `Léa Müller` -> `lea-muller`: the ASCII slug of URLs. A hand-written loop (not normalize() and
 * regexes): it runs once per generated article, 100,000 times for a large data set.
 */
export function asciiSlug(text: string, separator = '-'): string {
  let out = '';
  let pendingSeparator = false;
  for (const char of text.toLowerCase()) {
    const code = char.charCodeAt(0);
    const plain = (code >= 97 && code <= 122) || (code >= 48 && code <= 57) ? char : ASCII_OF[char];
    if (plain === undefined) {
      pendingSeparator = out !== '';
      continue;
    }
    if (pendingSeparator) out += separator;
    pendingSeparator = false;
    out += plain;
  }
  return out;
}
