import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en.ts';
import { fr } from '../../../i18n/fr.ts';
import { de } from '../../../i18n/de.ts';
import { DIRECTORY_COLLECTIONS } from '../directoryCollections.tsx';
import { DIRECTORY_MENU, FIRST_DIRECTORY_WORDS } from './firstDirectoryWords.ts';

describe("the directory's first paint's words", () => {
  it('lists the collections of the menu in its order', () => {
    expect([...DIRECTORY_MENU]).toEqual(Object.keys(DIRECTORY_COLLECTIONS));
  });

  it.each([
    ['en', en],
    ['fr', fr],
    ['de', de],
  ] as const)('are the %s catalogue’s, word for word', (language, catalogue) => {
    const d = catalogue.directory;
    const names = catalogue.languageNames;
    const others = (['fr', 'en', 'de'] as const).filter((other) => other !== language);
    expect(FIRST_DIRECTORY_WORDS[language]).toEqual({
      collectionsNav: d.nav,
      titles: Object.fromEntries(DIRECTORY_MENU.map((name) => [name, d.collections[name].title])),
      perPage: catalogue.pager.perPage,
      caption: d.caption(d.collections.channels.title),
      fields: { id: d.fields.id, name: d.fields.name, description: d.fields.description, status: d.fields.status },
      active: d.active,
      inactive: d.inactive,
      noValue: catalogue.noValue,
      noValueTitle: catalogue.noValueTitle,
      inOtherLanguage: Object.fromEntries(others.map((other) => [other, catalogue.fallbackNote(names[other], names[language])])),
    });
  });
});
