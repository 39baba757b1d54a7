import { describe, expect, it } from 'vitest';
import { formatWordList, MAX_ENTRIES, parseWordList } from './wordListInput.ts';

describe('parseWordList', () => {
  it('splits on commas, semicolons and new lines, trims, and keeps an entry once whatever its case and accents', () => {
    expect(parseWordList(' football ,  climate   change;Ecole\n école , FOOTBALL,,')).toEqual({ entries: ['football', 'climate change', 'Ecole'], problems: [] });
    expect(parseWordList('')).toEqual({ entries: [], problems: [] });
  });

  it('leaves out what cannot match or is too long, saying which entry and why', () => {
    const long = 'x'.repeat(61);
    const { entries, problems } = parseWordList(`sport, ---, ${long}, météo`);
    expect(entries).toEqual(['sport', 'météo']);
    expect(problems).toEqual([
      { position: 2, entry: '---', kind: 'no-letters' },
      { position: 3, entry: long, kind: 'too-long' },
    ]);
  });

  it('keeps the first hundred entries and says which came past them', () => {
    const typed = Array.from({ length: MAX_ENTRIES + 2 }, (_, index) => `word${index + 1}`).join(', ');
    const { entries, problems } = parseWordList(typed);
    expect(entries).toHaveLength(MAX_ENTRIES);
    expect(problems.map((problem) => [problem.position, problem.entry, problem.kind])).toEqual([
      [101, 'word101', 'too-many'],
      [102, 'word102', 'too-many'],
    ]);
  });

  it('formatWordList gives back what parseWordList reads', () => {
    const entries = ['football', 'climate change', 'Straße'];
    expect(parseWordList(formatWordList(entries)).entries).toEqual(entries);
  });
});
