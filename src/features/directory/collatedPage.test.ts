import { describe, expect, it } from 'vitest';
import { collatedPage, collatedSort } from './collatedPage.ts';
import { DIRECTORY_COLLECTIONS } from './directoryCollections.tsx';
import type { LabelledResource } from '../../api/resources/resources.ts';

const themes = DIRECTORY_COLLECTIONS.themes.columns;
const label = (id: number, fr: string, en: string): LabelledResource => ({ id, fr_label: fr, en_label: en, de_label: '' }) as LabelledResource;
const records = [label(1, 'Zoologie', 'Zoology'), label(2, 'Énergie', 'Energy'), label(3, 'Eau', 'Water'), label(4, 'Bâtiment 10', 'Building 10'), label(5, 'Bâtiment 9', 'Building 9')];

describe('directory tables sorted by a text column', () => {
  it('finds the text column of an ordering in any language, and its direction', () => {
    expect(collatedSort(themes, 'fr_label')?.descending).toBe(false);
    expect(collatedSort(themes, '-en_label')?.descending).toBe(true);
    expect(collatedSort(themes, 'id')).toBeNull();
    expect(collatedSort(themes, '')).toBeNull();
  });

  it('sorts every record in the interface language (É with E, numbers as numbers), then pages', () => {
    const sort = collatedSort(themes, 'fr_label')!;
    const first = collatedPage(records, sort, 'fr', 0, 3);
    expect(first.count).toBe(5);
    expect(first.results.map((r) => r.fr_label)).toEqual(['Bâtiment 9', 'Bâtiment 10', 'Eau']);
    expect(collatedPage(records, sort, 'fr', 3, 3).results.map((r) => r.fr_label)).toEqual(['Énergie', 'Zoologie']);
  });

  it('sorts by the text shown in the interface language, even when the link spells another one', () => {
    const sort = collatedSort(themes, '-fr_label')!;
    expect(collatedPage(records, sort, 'en', 0, 5).results.map((r) => r.en_label)).toEqual(['Zoology', 'Water', 'Energy', 'Building 10', 'Building 9']);
  });
});
