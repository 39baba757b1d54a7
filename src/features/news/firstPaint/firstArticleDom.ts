import type { News } from '../../../api/resources/resources.ts';
import type { DisplayLanguage } from '../../../api/resources/labels.ts';
import type { SanitizedHtml } from '../../../ui/sanitizeHtml.ts';
import { htmlBudgetProblem } from '../../../ui/htmlBudget.ts';
import { isSafeHttpUrl } from '../../../ui/safeUrl.ts';
import { AREA_PATHS } from '../../../routePaths.ts';
import { withLanguage } from '../../readerCommon/displayLanguage.ts';
import { contentLanguage } from '../shared/contentLanguage.ts';
import { formatArticleDate } from '../shared/formatPublishDate.ts';
import { videoLinkOf, vimeoIdOf } from '../shared/newsMedia.ts';
import { categoryLabelOf } from './firstNewsPageDom.ts';
import { h, link } from '../../readerCommon/firstPaint/firstPaintElements.ts';
import { firstPaintShell } from '../../readerCommon/firstPaint/firstPaintShell.ts';
import type { FirstPaintWords } from '../../readerCommon/firstPaint/firstPaintWords.ts';

/** The only way API HTML reaches a first paint: ui/sanitizeHtml.ts, the function the app's SafeHtml uses. */
export type Sanitize = (dirty: string) => SanitizedHtml;

/**
 * Whether the first paint draws this article as the app would: not when the app would show what
 * it does not draw (a category label in another language with its note, a video link whose words
 * name its site, a text too big to sanitize with its located reason).
 */
export function canDrawFirstArticle(news: News, language: DisplayLanguage): boolean {
  return categoryLabelOf(news, language) !== null && videoLinkOf(news) === null && htmlBudgetProblem(news.subtitle) === null && htmlBudgetProblem(news.text) === null;
}

/**
 * A fragment of API HTML as SafeHtml renders it: sanitized, in an element of `className`, or
 * nothing when nothing is left. Set as the app sets it (React's dangerouslySetInnerHTML): the
 * sanitizer's own output, never the API's string.
 */
function safeHtml(html: string, className: string, sanitize: Sanitize): HTMLElement | null {
  const safe = sanitize(html);
  if (safe.isEmpty) return null;
  const element = h('div', { class: className });
  element.innerHTML = safe.html;
  return element;
}

/** The picture with its caption, as NewsVisual.tsx draws it (a picture that fails goes, as there). */
function visual(news: News, lang: string | undefined): HTMLElement | null {
  if (!isSafeHttpUrl(news.visual_url)) return null;
  const figure = h(
    'figure',
    { class: 'news-visual', lang },
    h('img', { src: news.visual_url, alt: news.title }),
    news.visual_description.trim() !== '' && h('figcaption', {}, news.visual_description),
  );
  figure.querySelector('img')!.addEventListener('error', () => figure.remove(), { once: true });
  return figure;
}

/** Vimeo's button (the player loads only when asked), as VimeoPlayer.tsx draws it, inert until the app runs. */
function vimeo(news: News, lang: string | undefined, words: FirstPaintWords): HTMLElement | null {
  if (vimeoIdOf(news) === null) return null;
  return h(
    'section',
    { class: 'news-video', 'aria-label': words.articleVideo },
    h('button', { type: 'button', class: 'news-video-play', inert: '' }, `${words.playVideo} `, h('span', { class: 'news-video-note' }, words.vimeoNote)),
    news.short_vimeo_video_credits.trim() !== '' && h('p', { class: 'news-video-credits', lang }, news.short_vimeo_video_credits),
  );
}

/**
 * An article's first screen as the app renders it (the shell, then NewsDetailPage.tsx: the link
 * back to the list, Reading view, Save and Share, the picture, title, channel, category and date,
 * the summary, Vimeo's button and the text), built with the DOM from the article's validated
 * record before React has loaded. Its controls are inert until the app replaces them; its links
 * are plain links. What comes under the text (sections, authors, themes, neighbours) is left to the
 * app: it adds them below what is drawn, which moves nothing on screen.
 * Call it only when `canDrawFirstArticle` says so.
 */
export function firstArticleDom(news: News, language: DisplayLanguage, words: FirstPaintWords, saved: boolean, sanitize: Sanitize): HTMLElement {
  const lang = contentLanguage(news.lang);
  const category = categoryLabelOf(news, language)!;
  const dot = () => h('span', { 'aria-hidden': 'true' }, ' · ');
  return firstPaintShell(
    'news',
    words,
    h(
      'div',
      { class: 'news-area' },
      h(
        'article',
        { class: 'news-detail', 'aria-busy': 'false' },
        h('p', { class: 'back-link' }, link(withLanguage(AREA_PATHS.news, language), {}, words.backToList)),
        h(
          'div',
          { class: 'article-tools' },
          h('button', { type: 'button', class: 'reading-view-toggle', 'aria-pressed': 'false', inert: '' }, words.readingView),
          h(
            'div',
            { class: 'article-actions' },
            h('button', { type: 'button', 'aria-pressed': String(saved), inert: '' }, h('span', { 'aria-hidden': 'true' }, saved ? '★ ' : '☆ '), saved ? words.saved : words.save),
            h('button', { type: 'button', inert: '' }, words.share),
            h('span', { role: 'status', class: 'article-actions-note' }),
          ),
        ),
        visual(news, lang),
        h('h1', { lang }, news.title),
        h(
          'p',
          { class: 'news-detail-meta' },
          link(withLanguage(AREA_PATHS.news, language, { channel: String(news.channel.id) }), {}, news.channel.name),
          dot(),
          link(withLanguage(AREA_PATHS.news, language, { category: String(news.category.id) }), {}, h('span', { lang: category.language }, category.text)),
          dot(),
          h('time', { class: 'publish-date', datetime: news.publish_date }, formatArticleDate(news.publish_date, language)),
          news.is_under_cc_license && h('span', { class: 'badge badge-licence', title: words.ccTitle }, words.cc),
        ),
        h('div', { lang }, safeHtml(news.subtitle, 'news-detail-subtitle', sanitize)),
        vimeo(news, lang, words),
        h('div', { lang }, safeHtml(news.text, 'news-detail-text', sanitize)),
      ),
    ),
  );
}
