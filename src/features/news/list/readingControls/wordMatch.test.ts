import { describe, expect, it } from 'vitest';
import { foldForMatch, hasAnyWord, holdsAnyEntry, isHiddenByWordFilters, wordsOf, type WordFilters } from './wordMatch.ts';

const none = () => ({ mute: [], only: [] });
const filters = (change: Partial<WordFilters>): WordFilters => ({ fr: none(), en: none(), de: none(), ...change });

describe('folding and words', () => {
  it('drops case and accents, and spells ß, œ and æ as two letters', () => {
    expect(foldForMatch('École Polytechnique Fédérale')).toBe('ecole polytechnique federale');
    expect(foldForMatch('Straße, Œuvre, Æther')).toBe('strasse, oeuvre, aether');
    expect(foldForMatch('ÜBER Grüße')).toBe('uber grusse');
  });

  it('splits on apostrophes, hyphens and punctuation, keeping digits', () => {
    expect(wordsOf("L'Université de Genève — COVID-19 : 3 résultats")).toEqual(['l', 'universite', 'de', 'geneve', 'covid', '19', '3', 'resultats']);
    expect(wordsOf('  ...  ')).toEqual([]);
  });
});

describe('holdsAnyEntry: whole words, any case, any accent', () => {
  it('finds a word whatever its case and accents, either way round', () => {
    expect(holdsAnyEntry('Une nouvelle école à Lausanne', ['ECOLE'])).toBe(true);
    expect(holdsAnyEntry('Une nouvelle ecole à Lausanne', ['école'])).toBe(true);
    expect(holdsAnyEntry('Neue Straßenbahn in Zürich', ['zurich'])).toBe(true);
    expect(holdsAnyEntry('Die Strasse nach Bern', ['Straße'])).toBe(true);
  });

  it('matches whole words only: not inside another word', () => {
    expect(holdsAnyEntry('A new article on quantum dots', ['art'])).toBe(false);
    expect(holdsAnyEntry('Le départ de la course', ['art'])).toBe(false);
    expect(holdsAnyEntry('Modern art in the lab', ['art'])).toBe(true);
    expect(holdsAnyEntry("L'art du calcul", ['art'])).toBe(true);
    expect(holdsAnyEntry('COVID-19 vaccine trial', ['covid'])).toBe(true);
  });

  it('an entry of several words matches them in a row, not scattered', () => {
    expect(holdsAnyEntry('Climate change and the Alps', ['climate change'])).toBe(true);
    expect(holdsAnyEntry('Climate: a change of plans', ['climate change'])).toBe(false);
    expect(holdsAnyEntry('Climate-change models', ['climate change'])).toBe(true);
  });

  it('an entry with no letters or digits matches nothing, and no entries match nothing', () => {
    expect(holdsAnyEntry('Anything --- at all', ['---'])).toBe(false);
    expect(holdsAnyEntry('Anything at all', [])).toBe(false);
  });
});

describe('isHiddenByWordFilters', () => {
  const item = (title: string, lang: string, subtitle = '') => ({ title, subtitle, lang });

  it('mutes by title or subtitle, with the list of the item’s own language only', () => {
    const muted = filters({ en: { mute: ['football'], only: [] } });
    expect(isHiddenByWordFilters(item('Football season opens', 'en'), muted)).toBe(true);
    expect(isHiddenByWordFilters(item('Season opens', 'en', 'The football team is back'), muted)).toBe(true);
    expect(isHiddenByWordFilters(item('Football: la saison reprend', 'fr'), muted)).toBe(false);
    expect(isHiddenByWordFilters(item('Football season opens', ' EN '), muted)).toBe(true);
    // An item in a language with no lists of its own is never filtered.
    expect(isHiddenByWordFilters(item('Football season opens', 'it'), muted)).toBe(false);
  });

  it('an entry does not run from the title into the subtitle', () => {
    const muted = filters({ en: { mute: ['open day'], only: [] } });
    expect(isHiddenByWordFilters(item('Labs open', 'en', 'Day one of the fair'), muted)).toBe(false);
    expect(isHiddenByWordFilters(item('Labs open', 'en', 'An open day for schools'), muted)).toBe(true);
  });

  it('"only" hides that language’s items without its words, and a mute word wins over an only word', () => {
    const only = filters({ de: { mute: ['Sport'], only: ['Forschung', 'Klima'] } });
    expect(isHiddenByWordFilters(item('Neue Forschung zum Klima', 'de'), only)).toBe(false);
    expect(isHiddenByWordFilters(item('Neues Gebäude eröffnet', 'de'), only)).toBe(true);
    expect(isHiddenByWordFilters(item('Forschung im Sport', 'de'), only)).toBe(true);
    // The German lists say nothing of French items.
    expect(isHiddenByWordFilters(item('Nouveau bâtiment', 'fr'), only)).toBe(false);
  });

  it('hasAnyWord tells an empty set of lists from one with a word', () => {
    expect(hasAnyWord(filters({}))).toBe(false);
    expect(hasAnyWord(filters({ fr: { mute: [], only: ['climat'] } }))).toBe(true);
  });
});
