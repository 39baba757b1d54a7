import type { DisplayLanguage } from '../../../api/resources/labels.ts';

/**
 * The words the first paints show (the shell, the news list, an article), in each interface
 * language. The catalogues (src/i18n) are not loaded yet when they run (French and German are
 * chunks of their own, English sits with React), so these few are kept here;
 * firstPaintWords.test.ts checks each against its catalogue entry (FIRST_PAINT_WORD_SOURCES), so a
 * changed translation cannot drift apart.
 */
export interface FirstPaintWords {
  skipLink: string;
  mainNav: string;
  bodyPlans: string;
  news: string;
  directory: string;
  settings: string;
  listTitle: string;
  refresh: string;
  markAllRead: string;
  savedPage: string;
  offlinePage: string;
  filtersRegion: string;
  search: string;
  searchPlaceholder: string;
  filters: string;
  byDay: string;
  unread: string;
  newSinceVisit: string;
  newSinceVisitTitle: string;
  saved: string;
  video: string;
  alsoIn: string;
  appNotLoaded: string;
  // An article's (paintFirstArticle.ts).
  backToList: string;
  readingView: string;
  save: string;
  share: string;
  cc: string;
  ccTitle: string;
  articleVideo: string;
  playVideo: string;
  vimeoNote: string;
}

/** Where each word comes from in a catalogue (`section.key`). */
export const FIRST_PAINT_WORD_SOURCES: Record<keyof FirstPaintWords, string> = {
  skipLink: 'shell.skipLink',
  mainNav: 'shell.mainNav',
  bodyPlans: 'shell.bodyPlans',
  news: 'shell.news',
  directory: 'shell.directory',
  settings: 'settings.open',
  listTitle: 'news.title',
  refresh: 'reading.refresh',
  markAllRead: 'reading.markAllRead',
  savedPage: 'reading.savedTitle',
  offlinePage: 'reading.offlineTitle',
  filtersRegion: 'filters.region',
  search: 'filters.search',
  searchPlaceholder: 'filters.searchPlaceholder',
  filters: 'filters.open',
  byDay: 'news.byDay',
  unread: 'reading.unread',
  newSinceVisit: 'reading.newSinceVisit',
  newSinceVisitTitle: 'reading.newSinceVisitTitle',
  saved: 'reading.saved',
  video: 'news.video',
  alsoIn: 'news.alsoIn',
  appNotLoaded: 'shell.appNotLoaded',
  backToList: 'article.backToList',
  readingView: 'reading.readingView',
  save: 'reading.save',
  share: 'reading.share',
  cc: 'article.cc',
  ccTitle: 'article.ccTitle',
  articleVideo: 'article.video',
  playVideo: 'article.playVideo',
  vimeoNote: 'article.vimeoNote',
};

export const FIRST_PAINT_WORDS: Record<DisplayLanguage, FirstPaintWords> = {
  en: {
    skipLink: 'Skip to content',
    mainNav: 'Main',
    bodyPlans: 'Body plans',
    news: 'News',
    directory: 'Directory',
    settings: 'Settings',
    listTitle: 'News',
    refresh: 'Refresh',
    markAllRead: 'Mark all read',
    savedPage: 'Saved',
    offlinePage: 'Available offline',
    filtersRegion: 'Search and filters',
    search: 'Search',
    searchPlaceholder: 'Title, subtitle or text',
    filters: 'Filters',
    byDay: 'News by day',
    unread: 'Unread',
    newSinceVisit: 'New',
    newSinceVisitTitle: 'New since your last visit',
    saved: 'Saved',
    video: 'Video',
    alsoIn: 'also in:',
    appNotLoaded: 'The page could not be loaded. Reload to try again.',
    backToList: '← Back to the news list',
    readingView: 'Reading view',
    save: 'Save',
    share: 'Share',
    cc: 'CC licence',
    ccTitle: 'Published under a Creative Commons licence',
    articleVideo: 'Video',
    playVideo: '▶ Play the video',
    vimeoNote: '(loads the Vimeo player)',
  },
  fr: {
    skipLink: 'Aller au contenu',
    mainNav: 'Principal',
    bodyPlans: 'Plans corporels',
    news: 'Actualités',
    directory: 'Répertoire',
    settings: 'Réglages',
    listTitle: 'Actualités',
    refresh: 'Actualiser',
    markAllRead: 'Tout marquer comme lu',
    savedPage: 'Enregistrés',
    offlinePage: 'Disponible hors ligne',
    filtersRegion: 'Recherche et filtres',
    search: 'Rechercher',
    searchPlaceholder: 'Titre, sous-titre ou texte',
    filters: 'Filtres',
    byDay: 'Actualités par jour',
    unread: 'Non lu',
    newSinceVisit: 'Nouveau',
    newSinceVisitTitle: 'Nouveau depuis votre dernière visite',
    saved: 'Enregistré',
    video: 'Vidéo',
    alsoIn: 'aussi dans :',
    appNotLoaded: 'La page n’a pas pu être chargée. Rechargez pour réessayer.',
    backToList: '← Retour à la liste des actualités',
    readingView: 'Mode lecture',
    save: 'Enregistrer',
    share: 'Partager',
    cc: 'Licence CC',
    ccTitle: 'Publié sous licence Creative Commons',
    articleVideo: 'Vidéo',
    playVideo: '▶ Lire la vidéo',
    vimeoNote: '(charge le lecteur Vimeo)',
  },
  de: {
    skipLink: 'Zum Inhalt springen',
    mainNav: 'Hauptnavigation',
    bodyPlans: 'Körperpläne',
    news: 'Nachrichten',
    directory: 'Verzeichnis',
    settings: 'Einstellungen',
    listTitle: 'Nachrichten',
    refresh: 'Aktualisieren',
    markAllRead: 'Alle als gelesen markieren',
    savedPage: 'Gemerkt',
    offlinePage: 'Offline verfügbar',
    filtersRegion: 'Suche und Filter',
    search: 'Suchen',
    searchPlaceholder: 'Titel, Untertitel oder Text',
    filters: 'Filter',
    byDay: 'Nachrichten nach Tag',
    unread: 'Ungelesen',
    newSinceVisit: 'Neu',
    newSinceVisitTitle: 'Neu seit Ihrem letzten Besuch',
    saved: 'Gemerkt',
    video: 'Video',
    alsoIn: 'auch in:',
    appNotLoaded: 'Die Seite konnte nicht geladen werden. Laden Sie sie neu, um es erneut zu versuchen.',
    backToList: '← Zurück zur Nachrichtenliste',
    readingView: 'Leseansicht',
    save: 'Merken',
    share: 'Teilen',
    cc: 'CC-Lizenz',
    ccTitle: 'Unter einer Creative-Commons-Lizenz veröffentlicht',
    articleVideo: 'Video',
    playVideo: '▶ Video abspielen',
    vimeoNote: '(lädt den Vimeo-Player)',
  },
};
