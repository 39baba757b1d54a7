import type { DisplayLanguage } from '../../../api/resources/labels.ts';

/** The collections of the directory's menu, in its order (directoryCollections.tsx's DIRECTORY_COLLECTIONS). */
export const DIRECTORY_MENU = ['channels', 'categories', 'themes', 'publics', 'projects', 'mementos'] as const;

/**
 * The words the directory's first table (/directory/channels) shows before the app has loaded, in
 * each interface language: the catalogues (src/i18n) are not loaded yet when it runs, so these few
 * are kept here, and firstDirectoryWords.test.ts checks each against what its catalogue says.
 */
export interface FirstDirectoryWords {
  /** directory.nav */
  collectionsNav: string;
  /** directory.collections[name].title */
  titles: Record<(typeof DIRECTORY_MENU)[number], string>;
  /** pager.perPage */
  perPage: string;
  /** directory.caption(the channels' title) */
  caption: string;
  /** directory.fields, of the channels' columns */
  fields: { id: string; name: string; description: string; status: string };
  /** directory.active, directory.inactive */
  active: string;
  inactive: string;
  /** noValue, noValueTitle (ui/EmptyValue.tsx) */
  noValue: string;
  noValueTitle: string;
  /** fallbackNote(the text's language, the interface's), for each other language (readerCommon/LocalizedLabel.tsx) */
  inOtherLanguage: Partial<Record<DisplayLanguage, string>>;
}

export const FIRST_DIRECTORY_WORDS: Record<DisplayLanguage, FirstDirectoryWords> = {
  en: {
    collectionsNav: 'Directory collections',
    titles: { channels: 'Channels', categories: 'Categories', themes: 'Themes', publics: 'Publics', projects: 'Projects', mementos: 'Mementos' },
    perPage: 'Per page',
    caption: 'Channels, sortable by the column buttons',
    fields: { id: 'ID', name: 'Name', description: 'Description', status: 'Status' },
    active: 'Active',
    inactive: 'Inactive',
    noValue: 'no value',
    noValueTitle: 'No value',
    inOtherLanguage: { fr: '(in French; no English text)', de: '(in German; no English text)' },
  },
  fr: {
    collectionsNav: 'Collections du répertoire',
    titles: { channels: 'Canaux', categories: 'Catégories', themes: 'Thèmes', publics: 'Publics', projects: 'Projets', mementos: 'Mementos' },
    perPage: 'Par page',
    caption: 'Canaux, triables avec les boutons des colonnes',
    fields: { id: 'ID', name: 'Nom', description: 'Description', status: 'Statut' },
    active: 'Actif',
    inactive: 'Inactif',
    noValue: 'aucune valeur',
    noValueTitle: 'Aucune valeur',
    inOtherLanguage: { en: '(en anglais ; pas de texte en français)', de: '(en allemand ; pas de texte en français)' },
  },
  de: {
    collectionsNav: 'Sammlungen des Verzeichnisses',
    titles: { channels: 'Kanäle', categories: 'Kategorien', themes: 'Themen', publics: 'Zielgruppen', projects: 'Projekte', mementos: 'Mementos' },
    perPage: 'Pro Seite',
    caption: 'Kanäle, sortierbar über die Schaltflächen der Spalten',
    fields: { id: 'ID', name: 'Name', description: 'Beschreibung', status: 'Status' },
    active: 'Aktiv',
    inactive: 'Inaktiv',
    noValue: 'kein Wert',
    noValueTitle: 'Kein Wert',
    inOtherLanguage: { fr: '(auf Französisch; kein Text auf Deutsch)', en: '(auf Englisch; kein Text auf Deutsch)' },
  },
};
