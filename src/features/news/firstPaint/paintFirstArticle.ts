import { createApiClient } from '../../../api/client.ts';
import { resolveApiBaseUrl } from '../../../api/baseUrl.ts';
import { clientSchemas } from '../../../api/resources/resources.ts';
import { fetchTakingFirstRequest, firstRequest } from '../../../api/firstRequest.ts';
import { initialDisplayLanguage } from '../../readerCommon/displayLanguage.ts';
import { isSaved } from '../reading/readingMarks.ts';
import { isReadingView, readingViewRemembered } from '../reading/readingView.ts';
import { newsItemIdOf } from '../../../routePaths.ts';
import { canDrawFirstArticle, firstArticleDom, type Sanitize } from './firstArticleDom.ts';
import { FIRST_PAINT_WORDS } from '../../readerCommon/firstPaint/firstPaintWords.ts';
import { drawFirstScreenThenRest, firstScreenCount } from '../../readerCommon/firstPaint/heldBack.ts';
import { applyPreloadedStyles, nextTask } from '../../readerCommon/firstPaint/firstPaintSteps.ts';

/** A block of the article's text on a phone, about (a paragraph of a few lines): to count the first screen's. */
const TEXT_BLOCK_PX = 150;

/**
 * The sanitizer's chunk (index.html preloads it on an article's address), as the app's SafeHtml
 * loads it, made ready in a task of its own (prepareSanitizer).
 */
async function loadSanitize(): Promise<Sanitize> {
  const { prepareSanitizer, sanitizeHtml } = await import('../../../ui/sanitizeHtml.ts');
  await nextTask();
  prepareSanitizer();
  return sanitizeHtml;
}

/**
 * An article (`/news/<id>`) before React and the app's code have loaded, as the news list's first
 * paint does for /news (paintFirstNewsPage.ts): when index.html's inline script has started the
 * article's request (src/api/firstRequest.ts), its answer is read through the API client's own
 * rules (the same schema, size cap and time limit), its HTML goes through the app's sanitizer, and
 * the article is drawn with the app's markup (firstArticleDom.ts) into #root, which React replaces
 * with the same boxes. The article's text was the page's largest paint, and it waited for ~130 kB
 * of JavaScript to load and run (issue 44: LCP 2.7 s on a phone).
 *
 * Draws nothing (and resolves false) when there is no such request, when it fails or is not an
 * article, when the sanitizer's code cannot be loaded, in the reading view (another layout, the
 * app's to draw), when the article needs what this does not draw (canDrawFirstArticle), or when
 * `stillFirst` says the app has started meanwhile. Resolves true once drawn and painted.
 */
export async function paintFirstArticle(stillFirst: () => boolean): Promise<boolean> {
  const early = firstRequest();
  const root = document.getElementById('root');
  const id = newsItemIdOf(window.location.pathname);
  if (early === null || early.kind !== 'article' || root === null || id === null) return false;
  if (isReadingView(new URLSearchParams(window.location.search), readingViewRemembered())) return false;
  const language = initialDisplayLanguage(window.location.search);
  const baseUrl = resolveApiBaseUrl({ stored: null, buildTime: import.meta.env.VITE_API_BASE_URL as string | undefined, origin: window.location.origin });
  const client = createApiClient({ baseUrl, fetch: fetchTakingFirstRequest('copy') });
  // The answer is read in a task after the one that ran this module: with a fast network it is in
  // already, and its validation then ran in that task (together 64-75 ms on a 4× slowed CPU).
  await nextTask();
  let news;
  let sanitize;
  try {
    // The sanitizer first, then the answer's validation in a later task: with a fast network both
    // are in, and together with the drawing they were one task.
    const answer = client.getJson(early.url, clientSchemas.newsSchema);
    answer.catch(() => undefined);
    sanitize = await loadSanitize();
    await nextTask();
    news = await answer;
  } catch {
    return false;
  }
  if (news.id !== id || !canDrawFirstArticle(news, language)) return false;
  await applyPreloadedStyles();
  // Drawn in a task of its own, after the answer's validation (as the list's first paint).
  await nextTask();
  if (!stillFirst()) return false;
  document.documentElement.lang = language;
  // The tab's title as the page sets it (ui/useDocumentTitle.ts).
  document.title = `${news.title} – Workbench`;
  const article = firstArticleDom(news, language, FIRST_PAINT_WORDS[language], isSaved(news.id), sanitize);
  // The text's first blocks in this frame, the rest in the next (heldBack.ts). A block of text is
  // a paragraph or a heading: about TEXT_BLOCK_PX on a phone, under the picture and the title.
  const text = article.querySelector('.news-detail-text');
  await drawFirstScreenThenRest(root, article, text ? [...text.childNodes].slice(firstScreenCount(TEXT_BLOCK_PX, 3)) : [], stillFirst);
  return true;
}
