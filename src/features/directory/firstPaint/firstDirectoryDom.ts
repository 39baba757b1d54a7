import type { Channel } from '../../../api/resources/resources.ts';
import { pickLocalized, type DisplayLanguage } from '../../../api/resources/labels.ts';
import { PAGE_SIZES, DEFAULT_PAGE_SIZE } from '../../../api/listParams.ts';
import { directoryCollectionPath, directoryRecordPath } from '../../../routePaths.ts';
import { withLanguage } from '../../readerCommon/displayLanguage.ts';
import { h, link } from '../../readerCommon/firstPaint/firstPaintElements.ts';
import { firstPaintShell } from '../../readerCommon/firstPaint/firstPaintShell.ts';
import type { FirstPaintWords } from '../../readerCommon/firstPaint/firstPaintWords.ts';
import { DIRECTORY_MENU, type FirstDirectoryWords } from './firstDirectoryWords.ts';

/** An empty value as ui/EmptyValue.tsx draws it: a dash, with a name screen readers can say. */
function emptyValue(words: FirstDirectoryWords): HTMLElement {
  return h('span', { class: 'empty-value', title: words.noValueTitle }, '—', h('span', { class: 'visually-hidden' }, words.noValue));
}

/** A channel's description as LocalizedLabel draws it: in the reader's language, else another one with a note, else a dash. */
function description(channel: Channel, language: DisplayLanguage, words: FirstDirectoryWords): (Node | string)[] {
  const picked = pickLocalized(channel, 'description', language);
  if (!picked) return [emptyValue(words)];
  const text = h('span', { lang: picked.language }, picked.text);
  return picked.isFallback ? [text, h('span', { class: 'fallback-note' }, ' ', words.inOtherLanguage[picked.language] ?? '')] : [text];
}

/** A column's sort button (none sorted yet: the API's order), inert until the app replaces it. */
function header(name: string): HTMLElement {
  return h('th', { scope: 'col' }, h('button', { type: 'button', class: 'sort-button', inert: '' }, name, h('span', { 'aria-hidden': 'true', class: 'sort-arrow' }, ' ↕')));
}

/**
 * The directory's first table (/directory/channels, its first page in the API's order) as the app
 * renders it (the shell, then DirectoryListPage.tsx: the collections' menu, the title, Per page and
 * the table with its sort buttons), built with the DOM from the page's validated records before
 * React has loaded. The controls are inert until the app replaces them; the links are plain links.
 * The pager under the table is left to the app: it comes below, which moves nothing drawn.
 */
export function firstDirectoryDom(channels: Channel[], language: DisplayLanguage, shellWords: FirstPaintWords, words: FirstDirectoryWords): HTMLElement {
  const sizeId = 'first-paint-page-size';
  const select = h('select', { id: sizeId, inert: '' }, ...PAGE_SIZES.map((size) => h('option', { value: String(size) }, String(size))));
  (select as HTMLSelectElement).value = String(DEFAULT_PAGE_SIZE);
  return firstPaintShell(
    'directory',
    shellWords,
    h(
      'div',
      { class: 'news-area' },
      h(
        'section',
        { class: 'directory-page' },
        h(
          'nav',
          { 'aria-label': words.collectionsNav, class: 'directory-nav' },
          h(
            'ul',
            {},
            ...DIRECTORY_MENU.map((name) =>
              h('li', {}, link(withLanguage(directoryCollectionPath(name), language), name === 'channels' ? { 'aria-current': 'page', class: 'active' } : { class: '' }, words.titles[name])),
            ),
          ),
        ),
        h('h1', {}, words.titles.channels),
        h('div', { class: 'news-filter directory-size' }, h('label', { for: sizeId }, words.perPage), select),
        h(
          'div',
          { class: 'table-scroll', role: 'region', 'aria-label': words.caption, tabindex: '0' },
          h(
            'table',
            { class: 'directory-table', 'aria-busy': 'false' },
            h('caption', { class: 'visually-hidden' }, words.caption),
            h('thead', {}, h('tr', {}, header(words.fields.id), header(words.fields.name), header(words.fields.description), header(words.fields.status))),
            h(
              'tbody',
              {},
              ...channels.map((channel) =>
                h(
                  'tr',
                  {},
                  h('td', {}, String(channel.id)),
                  h('td', {}, link(withLanguage(directoryRecordPath('channels', channel.id), language), {}, channel.name)),
                  h('td', {}, ...description(channel, language, words)),
                  h('td', {}, h('span', { class: `badge ${channel.is_active ? 'badge-active' : 'badge-inactive'}` }, channel.is_active ? words.active : words.inactive)),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}
