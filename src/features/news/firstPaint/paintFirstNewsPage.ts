import { createApiClient } from '../../../api/client.ts';
import { resolveApiBaseUrl } from '../../../api/baseUrl.ts';
import { fetchListPage } from '../../../api/pages.ts';
import { clientSchemas } from '../../../api/resources/resources.ts';
import { groupDuplicateArticles } from '../../../api/duplicates.ts';
import { fetchTakingFirstRequest, firstRequest } from '../../../api/firstRequest.ts';
import { initialDisplayLanguage } from '../../readerCommon/displayLanguage.ts';
import { isNewSince, isRead, isSaved, previousVisit } from '../reading/readingMarks.ts';
import { isNewsListPath } from '../../../routePaths.ts';
import { groupByDay } from '../shared/groupByDay.ts';
import { appendNewsDays, categoryLabelOf, firstNewsPageDom } from './firstNewsPageDom.ts';
import { FIRST_PAINT_WORDS } from '../../readerCommon/firstPaint/firstPaintWords.ts';
import { applyPreloadedStyles, nextTask } from '../../readerCommon/firstPaint/firstPaintSteps.ts';
import { drawThenAdd, firstScreenCount } from '../../readerCommon/firstPaint/heldBack.ts';
import { CARD_PX, daysSplitAt } from './firstScreenDays.ts';

/**
 * The first screen of /news before React and the app's code have loaded: when index.html's inline
 * script has started the list's request (src/api/firstRequest.ts), its answer is read through the
 * API client's own rules (the same validation: a record the app would leave out is left out here)
 * and drawn with the app's markup (firstNewsPageDom.ts) into #root, which React replaces with
 * the same boxes on its first render. On a phone the code is most of the wait: ~130 kB of
 * JavaScript and the CPU to run it, where the answer is 6 kB.
 *
 * Draws nothing (and resolves false) when there is no such request, when it fails or is not a
 * page of news, when a card needs what this does not draw (a label in another language than the
 * reader's), or when `stillFirst` says the app has started meanwhile. Resolves true once drawn and
 * painted.
 */
export async function paintFirstNewsPage(stillFirst: () => boolean, now: Date = new Date()): Promise<boolean> {
  const early = firstRequest();
  const root = document.getElementById('root');
  if (early === null || root === null || !isNewsListPath(window.location.pathname)) return false;
  const language = initialDisplayLanguage(window.location.search);
  const baseUrl = resolveApiBaseUrl({ stored: null, buildTime: import.meta.env.VITE_API_BASE_URL as string | undefined, origin: window.location.origin });
  const client = createApiClient({ baseUrl, fetch: fetchTakingFirstRequest('copy') });
  // The answer is read in a task after the one that ran this module: with a fast network it is in
  // already, and its validation then ran in that task (together 64-75 ms on a 4× slowed CPU).
  await nextTask();
  let page;
  try {
    page = await fetchListPage(client, early.url, clientSchemas.newsSchema);
  } catch {
    return false;
  }
  if (page.results.length === 0 || page.results.some((news) => categoryLabelOf(news, language) === null)) return false;
  await applyPreloadedStyles();
  // Drawn in a task of its own: the entry's own run and the answer's validation come first, then
  // the cards (together ~190 ms on a 4× slowed CPU, one long task; bench:reader-long-tasks).
  await nextTask();
  if (!stillFirst()) return false;
  // The same groups as the list's first render: its neighbouring pages have not answered yet.
  const days = groupByDay(groupDuplicateArticles(page.results), (group) => group.primary.publish_date);
  const since = previousVisit();
  const marks = { read: isRead, saved: isSaved, fresh: (publishDate: string) => isNewSince(publishDate, since) };
  document.documentElement.lang = language;
  // The first screen's cards are built and drawn in this frame, the others in a task after it is
  // on screen: building all ten cards (URLs, dates, subtitles' text) was most of a 44-62 ms task
  // on a 4× slowed CPU with a fast network (bench:reader-long-tasks, BENCH_NETWORK=none).
  const words = FIRST_PAINT_WORDS[language];
  const { first, rest } = daysSplitAt(days, firstScreenCount(CARD_PX, 4));
  const list = firstNewsPageDom(first, language, words, marks, now);
  await drawThenAdd(root, list, () => appendNewsDays(list, first.at(-1)?.day, rest, language, words, marks, now), stillFirst);
  return true;
}
