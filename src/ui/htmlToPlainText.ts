// Its own module (no React): the first paint of the news list (features/news/firstPaint) uses it
// before React has loaded, and the cards after.

/**
 * The text of an HTML fragment, read from an inert document (DOMParser runs no script, fires no
 * handler and loads no image), for showing before the sanitizer has loaded.
 */
export function htmlToPlainText(html: string): string {
  // No tag and no entity: the text already (a news list has ten of these, each parse ~0.7 ms).
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, ' ').trim();
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  // Code and embedded content are not text a reader should see.
  for (const element of body.querySelectorAll('script, style, template, noscript, iframe, object, embed, svg, math')) element.remove();
  const text = body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
