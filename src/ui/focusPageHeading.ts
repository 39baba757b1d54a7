/**
 * Moves focus to the page's first-level heading, so that a screen reader announces the new page and
 * Tab continues from its top. The heading may appear a few frames later (a lazy chunk, a cached
 * record), so it is looked for on each animation frame for up to about a second. Returns a cancel.
 */
export function focusPageHeading(root: ParentNode = document): () => void {
  let frame = 0;
  let tries = 0;
  const focusedBefore = document.activeElement;
  const attempt = () => {
    // The reader (or a script) has put the focus somewhere on purpose meanwhile: leave it there.
    const focused = document.activeElement;
    if (focused !== focusedBefore && focused !== null && focused !== document.body) return;
    const heading = root.querySelector<HTMLElement>('main h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      // The scroll position is ScrollRestoration's business (top for a new page, restored on Back).
      heading.focus({ preventScroll: true });
      return;
    }
    if (++tries < 60) frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}
