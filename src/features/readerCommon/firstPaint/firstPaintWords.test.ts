import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en.ts';
import { fr } from '../../../i18n/fr.ts';
import { de } from '../../../i18n/de.ts';
import { FIRST_PAINT_WORDS, FIRST_PAINT_WORD_SOURCES, type FirstPaintWords } from './firstPaintWords.ts';

describe("the first paint's words", () => {
  it.each([
    ['en', en],
    ['fr', fr],
    ['de', de],
  ] as const)('are the %s catalogue’s, word for word', (language, catalogue) => {
    for (const [word, source] of Object.entries(FIRST_PAINT_WORD_SOURCES) as [keyof FirstPaintWords, string][]) {
      const value = source.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue);
      expect(typeof value, source).toBe('string');
      expect(FIRST_PAINT_WORDS[language][word], `${language} ${word} (${source})`).toBe(value);
    }
  });
});
