import { createApiClient } from '../../../api/client.ts';
import { resolveApiBaseUrl } from '../../../api/baseUrl.ts';
import { fetchListPage } from '../../../api/pages.ts';
import { clientSchemas } from '../../../api/resources/resources.ts';
import { fetchTakingFirstRequest, firstRequest } from '../../../api/firstRequest.ts';
import { initialDisplayLanguage } from '../../readerCommon/displayLanguage.ts';
import { FIRST_PAINT_WORDS } from '../../readerCommon/firstPaint/firstPaintWords.ts';
import { applyPreloadedStyles, nextPaint, nextTask } from '../../readerCommon/firstPaint/firstPaintSteps.ts';
import { firstDirectoryDom } from './firstDirectoryDom.ts';
import { FIRST_DIRECTORY_WORDS } from './firstDirectoryWords.ts';

/**
 * The directory's first table (/directory/channels, as the Directory link opens it) before React
 * and the app's code have loaded, as the news list's first paint does for /news
 * (features/news/firstPaint/paintFirstNewsPage.ts): when index.html's inline script has started the
 * table's request (src/api/firstRequest.ts, kind `directory`), its answer is read through the API
 * client's own rules (the same validation: a record the app would leave out is left out here) and
 * drawn with the app's markup (firstDirectoryDom.ts) into #root, which React replaces with the same
 * boxes. The table was the page's largest paint, and it waited for the app's code to load and run
 * (issue 44: LCP 2.5 s on a phone).
 *
 * Draws nothing (and resolves false) when there is no such request, when it fails, when the page
 * has no records (the app's words for that), or when `stillFirst` says the app has started
 * meanwhile. Resolves true once drawn and painted.
 */
export async function paintFirstDirectory(stillFirst: () => boolean): Promise<boolean> {
  const early = firstRequest();
  const root = document.getElementById('root');
  if (early === null || early.kind !== 'directory' || root === null) return false;
  const language = initialDisplayLanguage(window.location.search);
  const baseUrl = resolveApiBaseUrl({ stored: null, buildTime: import.meta.env.VITE_API_BASE_URL as string | undefined, origin: window.location.origin });
  const client = createApiClient({ baseUrl, fetch: fetchTakingFirstRequest('copy') });
  // The answer is read in a task after the one that ran this module: with a fast network it is in
  // already, and its validation then ran in that task (together 64-75 ms on a 4× slowed CPU).
  await nextTask();
  let page;
  try {
    page = await fetchListPage(client, early.url, clientSchemas.channelSchema);
  } catch {
    return false;
  }
  if (page.results.length === 0) return false;
  await applyPreloadedStyles();
  // Drawn in a task of its own, after the answer's validation (as the list's first paint).
  await nextTask();
  if (!stillFirst()) return false;
  const words = FIRST_DIRECTORY_WORDS[language];
  document.documentElement.lang = language;
  // The tab's title as the page sets it (ui/useDocumentTitle.ts).
  document.title = `${words.titles.channels} – Workbench`;
  root.replaceChildren(firstDirectoryDom(page.results, language, FIRST_PAINT_WORDS[language], words));
  await nextPaint();
  return true;
}
