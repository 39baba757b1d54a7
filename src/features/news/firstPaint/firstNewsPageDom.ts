import type { News } from '../../../api/resources/resources.ts';
import { pickLocalized, type DisplayLanguage } from '../../../api/resources/labels.ts';
import type { ArticleGroup } from '../../../api/duplicates.ts';
import { withLanguage } from '../../readerCommon/displayLanguage.ts';
import { htmlBudgetProblem } from '../../../ui/htmlBudget.ts';
import { htmlToPlainText } from '../../../ui/htmlToPlainText.ts';
import { isSafeHttpUrl } from '../../../ui/safeUrl.ts';
import { AREA_PATHS, NEWS_OFFLINE_PATH, NEWS_SAVED_PATH, newsItemPath } from '../../../routePaths.ts';
import { contentLanguage } from '../shared/contentLanguage.ts';
import { formatArticleDate, formatDayHeading, formatListDate } from '../shared/formatPublishDate.ts';
import type { DayGroup } from '../shared/groupByDay.ts';
import { hasVideo } from '../shared/newsMedia.ts';
import type { FirstPaintWords } from '../../readerCommon/firstPaint/firstPaintWords.ts';
import { h, link } from '../../readerCommon/firstPaint/firstPaintElements.ts';
import { firstPaintShell } from '../../readerCommon/firstPaint/firstPaintShell.ts';

/** What a card shows of the reader's marks (features/news/reading/readingMarks.ts). */
export interface CardMarksOf {
  read(id: number): boolean;
  fresh(publishDate: string): boolean;
  saved(id: number): boolean;
}

/**
 * The category's label in the reader's language, or null when the card would need more than the
 * first paint draws (a note that the label is in another language, or a dash for none).
 */
export function categoryLabelOf(news: News, language: DisplayLanguage): { text: string; language: string } | null {
  const picked = pickLocalized(news.category, 'label', language);
  return picked && !picked.isFallback ? { text: picked.text, language: picked.language } : null;
}

/** One card: the markup of NewsCard.tsx (with CardMarks.tsx and NewsImage.tsx) for the same record. */
function card(group: ArticleGroup<News>, language: DisplayLanguage, words: FirstPaintWords, marks: CardMarksOf, now: Date): HTMLElement {
  const news = group.primary;
  const lang = contentLanguage(news.lang);
  const subtitle = htmlBudgetProblem(news.subtitle) === null ? htmlToPlainText(news.subtitle) : '';
  const category = categoryLabelOf(news, language)!;
  const image = isSafeHttpUrl(news.thumbnail_url)
    ? h('img', { class: 'news-card-thumb', alt: '', width: '160', height: '100', loading: 'lazy', src: news.thumbnail_url })
    : h('span', { class: 'news-card-thumb news-image-placeholder', 'aria-hidden': 'true' });
  // A picture that fails is a neutral box, as NewsImage shows it (never the broken-image icon).
  image.addEventListener('error', () => image.replaceWith(h('span', { class: 'news-card-thumb news-image-placeholder', 'aria-hidden': 'true' })), { once: true });
  const dot = () => h('span', { 'aria-hidden': 'true' }, ' · ');
  return h(
    'article',
    { class: 'news-card', 'data-news-id': String(news.id) },
    image,
    h(
      'div',
      { class: 'news-card-body' },
      h('h3', { class: 'news-card-title', lang }, link(withLanguage(newsItemPath(news.id), language), {}, news.title)),
      h('div', { lang }, subtitle !== '' && h('p', { class: 'news-card-subtitle' }, subtitle)),
      h(
        'p',
        { class: 'news-card-meta' },
        link(withLanguage(AREA_PATHS.news, language, { channel: String(news.channel.id) }), { class: 'news-card-channel' }, news.channel.name),
        dot(),
        link(withLanguage(AREA_PATHS.news, language, { category: String(news.category.id) }), { class: 'news-card-category' }, h('span', { lang: category.language }, category.text)),
        dot(),
        h('time', { class: 'publish-date', datetime: news.publish_date, title: formatArticleDate(news.publish_date, language) }, formatListDate(news.publish_date, language, now)),
        hasVideo(news) && h('span', { class: 'badge badge-video' }, words.video),
        !marks.read(news.id) &&
          h('span', { class: 'news-card-unread' }, h('span', { 'aria-hidden': 'true', class: 'news-card-unread-dot' }), h('span', { class: 'visually-hidden' }, words.unread)),
        marks.fresh(news.publish_date) && h('span', { class: 'badge badge-new', title: words.newSinceVisitTitle }, words.newSinceVisit),
        marks.saved(news.id) &&
          h('span', { class: 'news-card-saved', title: words.saved }, h('span', { 'aria-hidden': 'true' }, '★'), h('span', { class: 'visually-hidden' }, words.saved)),
      ),
      group.others.length > 0 &&
        h(
          'p',
          { class: 'news-card-also' },
          words.alsoIn,
          ' ',
          ...group.others.map((other, index) => h('span', {}, index > 0 && ', ', link(withLanguage(newsItemPath(other.id), language), {}, other.channel.name))),
        ),
    ),
  );
}

/** One day of the list: its heading and its cards. */
function dayItem(day: DayGroup<ArticleGroup<News>>, language: DisplayLanguage, words: FirstPaintWords, marks: CardMarksOf, now: Date): HTMLElement {
  return h(
    'li',
    {},
    h('h2', { class: 'news-day' }, formatDayHeading(day.day, language)),
    h('ol', { class: 'news-list' }, ...cardItems(day, language, words, marks, now)),
  );
}

function cardItems(day: DayGroup<ArticleGroup<News>>, language: DisplayLanguage, words: FirstPaintWords, marks: CardMarksOf, now: Date): HTMLElement[] {
  return day.items.map((group) => h('li', {}, card(group, language, words, marks, now)));
}

/**
 * Adds `days` under the cards of a page firstNewsPageDom drew, whose last day is `lastDay`: a day
 * that goes on from it adds its cards to that day's list, the others come with their heading. The
 * page is then the one firstNewsPageDom draws from all the days.
 */
export function appendNewsDays(
  page: Element,
  lastDay: string | undefined,
  days: readonly DayGroup<ArticleGroup<News>>[],
  language: DisplayLanguage,
  words: FirstPaintWords,
  marks: CardMarksOf,
  now: Date,
): void {
  const list = page.querySelector('ol.news-days');
  if (!list) return;
  for (const day of days) {
    const lastList = list.lastElementChild?.querySelector('ol.news-list');
    if (day.day === lastDay && lastList) lastList.append(...cardItems(day, language, words, marks, now));
    else list.append(dayItem(day, language, words, marks, now));
    lastDay = day.day;
  }
}

/**
 * The news list's first screen as the app renders it (the shell of app/Layout.tsx, NewsArea's
 * Settings button, and NewsListPage.tsx's heading, reading bar, search and Filters button and
 * cards by day), built with the DOM from the first page's validated records, before React has
 * loaded. The controls that only work once the app runs are inert until it replaces them; the
 * links are plain links. What comes under the cards (Load more, the pager) is left to the app.
 * e2e/reader-first-paint.spec.ts checks that this is, element for element, the app's own markup.
 */
export function firstNewsPageDom(days: DayGroup<ArticleGroup<News>>[], language: DisplayLanguage, words: FirstPaintWords, marks: CardMarksOf, now: Date): HTMLElement {
  const searchId = 'first-paint-search';
  return firstPaintShell(
    'news',
    words,
    h(
      'div',
      { class: 'news-area' },
      h(
        'section',
        { class: 'news-page' },
        h(
          'div',
          { class: 'news-head' },
          h('h1', {}, words.listTitle),
          h(
            'div',
            { class: 'reading-bar' },
            h('button', { type: 'button', 'aria-live': 'polite', inert: '' }, words.refresh),
            h('button', { type: 'button', inert: '' }, words.markAllRead),
            link(withLanguage(NEWS_SAVED_PATH, language), {}, words.savedPage),
            link(withLanguage(NEWS_OFFLINE_PATH, language), {}, words.offlinePage),
          ),
        ),
        h(
          'section',
          { class: 'news-controls', 'aria-label': words.filtersRegion },
          h(
            'div',
            { class: 'news-controls-row' },
            h(
              'form',
              { role: 'search', class: 'news-search', inert: '' },
              h('label', { for: searchId }, words.search),
              h('input', { id: searchId, placeholder: words.searchPlaceholder, type: 'search', value: '' }),
            ),
            h('button', { type: 'button', class: 'news-filters-button', 'aria-expanded': 'false', inert: '' }, words.filters),
          ),
        ),
        h(
          'div',
          { class: 'news-results' },
          h('ol', { class: 'news-days', 'aria-busy': 'true', 'aria-label': words.byDay }, ...days.map((day) => dayItem(day, language, words, marks, now))),
        ),
      ),
    ),
  );
}
