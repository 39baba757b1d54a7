import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { appRoutes } from './app/routes.tsx';
import { createAppQueryClient } from './app/queryClient.ts';
import { prefetchForUrl } from './app/prefetchForUrl.ts';
import { loadMatchedLazyRoutes } from './app/loadMatchedLazyRoutes.ts';
import { loadCatalogue } from './i18n/messages.ts';
import { initialDisplayLanguage, searchWithDisplayLanguage } from './features/readerCommon/useDisplayLanguage.ts';
import { TRANSLATED_AREAS, isInArea, newsItemIdOf } from './routePaths.ts';
import { loadSanitizer } from './ui/sanitizerLoader.ts';
import { loadNewsDetailPage } from './features/news/article/newsDetailPageModule.ts';

/** Resolves in a later task, so that the main thread can paint and answer input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// The app itself, loaded by the entry (main.tsx) once the news list's first paint is on screen.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The page's first request starts in the next task, in parallel with loading its code: a task of
// its own, as on a first paint's page the answer is in already (index.html asked for it) and its
// validation would add ~15-25 ms on a 4× slowed CPU to the task that ran this chunk
// (bench:reader-long-tasks).
const queryClient = createAppQueryClient();
const firstAnswer = nextTask().then(() => prefetchForUrl(queryClient, window.location));

// The reader's catalogue (French or German are fetched on demand) before the first render, in
// parallel with the request above, so the page does not flash in English.
const translated = TRANSLATED_AREAS.some((area) => isInArea(window.location.pathname, area));
const language = initialDisplayLanguage(window.location.search);
const catalogue = translated && language !== 'en' ? loadCatalogue(language).catch(() => undefined) : Promise.resolve();
// A reader page's address says its language (`ui=`): written now, before the router reads it, the
// page does not render once and then navigate to the same page with `ui=` (a second full render).
const searchWithLanguage = translated ? searchWithDisplayLanguage(window.location.search, language) : null;
if (searchWithLanguage !== null) {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${searchWithLanguage}${window.location.hash}`);
}
// The page's area chunk too (index.html preloads it), so that the first render is the page itself:
// in a task of its own (matching the routes and starting the imports), not in the one that ran this
// module and started the request (together ~70 ms on a 4× slowed CPU; bench:reader-long-tasks).
// On an article, the sanitizer of its HTML too (index.html preloads it; the article's first paint
// may have run it already): rendered without it, the text would show as plain text first, then
// change to its HTML (a layout shift, and a first paint's text taken back for a moment).
const onArticle = newsItemIdOf(window.location.pathname) !== null;
const sanitizer = onArticle ? loadSanitizer().catch(() => undefined) : undefined;
const detailPage = onArticle ? loadNewsDetailPage().catch(() => undefined) : undefined;
const code = Promise.all([catalogue, sanitizer, detailPage, nextTask().then(() => loadMatchedLazyRoutes(appRoutes, window.location))]);
// And the page's first answer, if it follows the code closely: then the first render is the cards
// themselves, in one render that React slices (below), not a skeleton and then a second render of
// the cards in one long task (an answer that arrives after the first render is a synchronous
// update). A slower API gets the skeleton and its "Taking longer than usual…" after this wait;
// offline, the request waits for the network, and the page renders (from the device's copies) at once.
const FIRST_ANSWER_WAIT_MS = 600;
const ready = code.then(() =>
  navigator.onLine ? Promise.race([firstAnswer, new Promise<void>((resolve) => setTimeout(resolve, FIRST_ANSWER_WAIT_MS))]) : undefined,
);

// The first render is a transition: React renders it in 5 ms slices instead of one long task, so
// the page answers a tap while it renders (on a phone that render alone was a 150-400 ms task).
void ready.then(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={createBrowserRouter(appRoutes)} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
});

// Every news page and article the API sends is kept on this device, and what was kept is put back
// into the query cache: shown (with its age) when the API cannot be reached. Its own chunk (with
// idb), loaded once the page has rendered, so that it never delays the first card; in a task after
// the one that starts the first render (adding its chunks' preloads took ~30 ms of that task on a
// 4× slowed CPU).
void ready.then(nextTask).then(() =>
  import('./features/news/offline/offlineStore.ts').then(({ hydrateFromDevice, keepNewsOnDevice }) => {
    keepNewsOnDevice(queryClient);
    return hydrateFromDevice(queryClient);
  }),
);

// The service worker's registration is a chunk of its own, fetched once the page has loaded: the
// first render never waits for it (the shell's update prompt reads waitingServiceWorker.ts).
const registerServiceWorkerLater = () => void import('./app/pwa/serviceWorkerRegistration.ts').then(({ registerServiceWorker }) => registerServiceWorker());
if (document.readyState === 'complete') registerServiceWorkerLater();
else window.addEventListener('load', registerServiceWorkerLater, { once: true });
