/**
 * The steps every first paint takes around drawing its page (features/news/firstPaint): the
 * route's stylesheets applied and loaded first, the drawing in a task of its own, and a promise
 * that resolves once it is on screen.
 */

/**
 * Applies the stylesheets index.html preloaded for this route (the area's: the page's own styles),
 * as the app's loader would on importing the area (at the end of the head, with `crossorigin`,
 * where that loader finds them and adds none), and resolves once every stylesheet of the page has
 * loaded (or failed).
 */
export function applyPreloadedStyles(): Promise<unknown> {
  for (const preload of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')) {
    const href = preload.getAttribute('href');
    if (href === null || document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue;
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.crossOrigin = '';
    sheet.href = href;
    document.head.appendChild(sheet);
  }
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((sheet) => sheet.sheet === null);
  return Promise.all(
    pending.map(
      (sheet) =>
        new Promise((resolve) => {
          sheet.addEventListener('load', resolve, { once: true });
          sheet.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
}

/** Resolves in a later task, so that the main thread can answer input in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves after the next frame has been painted. */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
