import './app/app.css';
import { paintFirstNewsPage } from './features/news/firstPaint/paintFirstNewsPage.ts';
import { preloadDeferredModules } from './app/deferredModulePreloads.ts';
import { nextTask } from './features/readerCommon/firstPaint/firstPaintSteps.ts';
import { firstRequest } from './api/firstRequest.ts';
import { FIRST_PAINT_WORDS } from './features/readerCommon/firstPaint/firstPaintWords.ts';
import { initialDisplayLanguage } from './features/readerCommon/displayLanguage.ts';
import { TRANSLATED_AREAS, isInArea, newsItemIdOf } from './routePaths.ts';

/**
 * The entry: small, and free of React. On a cold load of /news it first draws the list from the
 * answer index.html's inline script asked for (features/news/firstPaint), on an article the article
 * (paintFirstArticle.ts), on /directory/channels the table (features/directory/firstPaint), then
 * loads and runs the app (boot.tsx). Running React first would put its ~400 ms (on a phone's CPU)
 * between the answer and the first card, the article's text or the table. On those pages the app's
 * chunks are fetched after that paint (app/deferredModulePreloads.ts), so that they do not share a
 * slow link with the answer; on every other page index.html preloads them at once. A page not drawn
 * after FIRST_PAINT_WAIT_MS (a slow API) waits no longer: the app starts and shows its skeleton and
 * "Taking longer than usual…".
 */
const FIRST_PAINT_WAIT_MS = 600;

let appStarted = false;
const stillFirst = () => !appStarted;
// An article's first paint is a chunk of its own (index.html preloads it on an article's address,
// beside this one): /news, the reader's first page, does not load its code.
// So is the directory's (on /directory/*).
const paintFirstPage =
  newsItemIdOf(window.location.pathname) !== null
    ? import('./features/news/firstPaint/paintFirstArticle.ts').then(({ paintFirstArticle }) => paintFirstArticle(stillFirst))
    : firstRequest()?.kind === 'directory'
      ? import('./features/directory/firstPaint/paintFirstDirectory.ts').then(({ paintFirstDirectory }) => paintFirstDirectory(stillFirst))
      : paintFirstNewsPage(stillFirst);
const painted = paintFirstPage.catch(() => false);
void Promise.race([painted, new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS))])
  .then(() => {
    appStarted = true;
    // The route's chunks held back for the first paint (the app's, and the area's it loads next).
    return preloadDeferredModules();
  })
  // React and its renderer run first, in a task of their own (their chunk, vite.config.ts), then
  // the app's code in the next: together they were one task of 45-65 ms on a 4× slowed CPU, the
  // longest after the first paint (bench:reader-long-tasks).
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./boot.tsx'))
  .catch(() => {
    // The app's code did not arrive (offline before the service worker had it, a deploy that
    // removed the old files): say so where "Loading…" was, instead of leaving it there for ever.
    // A first paint already on screen stays (its links work without the app), with the notice on top.
    const translated = TRANSLATED_AREAS.some((area) => isInArea(window.location.pathname, area));
    const words = FIRST_PAINT_WORDS[translated ? initialDisplayLanguage(window.location.search) : 'en'];
    let status = document.querySelector('#root .boot-status');
    if (!status) {
      status = document.createElement('p');
      status.setAttribute('role', 'status');
      status.className = 'boot-status';
      document.querySelector('#root main')?.prepend(status);
    }
    status.textContent = words.appNotLoaded;
  });
