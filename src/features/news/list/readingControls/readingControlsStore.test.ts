import { describe, expect, it } from 'vitest';
import { DEFAULT_READING_CONTROLS, parseReadingControls } from './readingControlsStore.ts';

const lists = (mute: string[] = [], only: string[] = []) => ({ mute, only });
const stored = (change: Record<string, unknown> = {}) =>
  JSON.stringify({ version: 1, wordFiltersOn: true, words: { fr: lists(['météo']), en: lists([], ['research']), de: lists() }, markReadOnScroll: true, ...change });

describe('parseReadingControls: what is kept on the device, checked', () => {
  it('reads version 1', () => {
    expect(parseReadingControls(stored())).toEqual({
      wordFiltersOn: true,
      words: { fr: lists(['météo']), en: lists([], ['research']), de: lists() },
      markReadOnScroll: true,
    });
  });

  it('gives the defaults (nothing hidden, mark on scroll off) for nothing stored, bad JSON, another version or a wrong shape', () => {
    expect(DEFAULT_READING_CONTROLS).toEqual({ wordFiltersOn: true, words: { fr: lists(), en: lists(), de: lists() }, markReadOnScroll: false });
    for (const text of [
      null,
      '{not json',
      'null',
      '[]',
      stored({ version: 2 }),
      stored({ wordFiltersOn: 'yes' }),
      stored({ words: { fr: lists(), en: lists() } }),
      stored({ words: { fr: lists([42 as unknown as string]), en: lists(), de: lists() } }),
      stored({ words: { fr: lists(['x'.repeat(61)]), en: lists(), de: lists() } }),
      stored({ words: { fr: lists(Array.from({ length: 101 }, (_, i) => `w${i}`)), en: lists(), de: lists() } }),
    ]) {
      expect(parseReadingControls(text), String(text)).toEqual(DEFAULT_READING_CONTROLS);
    }
  });
});
