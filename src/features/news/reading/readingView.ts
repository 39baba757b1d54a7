/**
 * The article's reading view (only its title, date, text and pictures): on in the URL
 * (`?view=reading`, so a reload, Back and Forward and a shared link keep it) and remembered for the
 * session (sessionStorage), so that the next article opened in this tab opens in it too.
 * Per session, not per device: the reading view hides the article's links to the list, its
 * neighbours and its themes, how a reader moves on; a choice kept for days would greet a later
 * visit with a page that has lost its way around. Within one sitting it is the choice just made.
 */
export const READING_VIEW_PARAM = 'view';
export const READING_VIEW_VALUE = 'reading';
/** Any other `view=` (e.g. `view=full`) asks for the full article, whatever the session remembers. */
export const READING_VIEW_SESSION_KEY = 'news.readingView';

export function readingViewRemembered(): boolean {
  try {
    return window.sessionStorage.getItem(READING_VIEW_SESSION_KEY) === READING_VIEW_VALUE;
  } catch {
    return false;
  }
}

export function rememberReadingView(on: boolean): void {
  try {
    if (on) window.sessionStorage.setItem(READING_VIEW_SESSION_KEY, READING_VIEW_VALUE);
    else window.sessionStorage.removeItem(READING_VIEW_SESSION_KEY);
  } catch {
    // Storage refused: the URL still carries it for this article.
  }
}

/** Whether an article opened at `params` shows the reading view: the URL's word, else the session's. */
export function isReadingView(params: URLSearchParams, remembered: boolean): boolean {
  const view = params.get(READING_VIEW_PARAM);
  return view === null ? remembered : view === READING_VIEW_VALUE;
}

/** `params` with the reading view on or off; off drops the parameter (the full article is the default). */
export function withReadingView(params: URLSearchParams, on: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  if (on) next.set(READING_VIEW_PARAM, READING_VIEW_VALUE);
  else next.delete(READING_VIEW_PARAM);
  return next;
}
