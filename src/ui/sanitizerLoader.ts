import { useSyncExternalStore } from 'react';
import type { SanitizedHtml } from './sanitizeHtml.ts';

/**
 * DOMPurify is about 11 KB gzipped: it is fetched in parallel with the first API request instead
 * of holding up the news route's first paint. Until it arrives, API HTML is shown as plain text.
 */
type Sanitize = (dirty: string) => SanitizedHtml;

let sanitize: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;
const listeners = new Set<() => void>();

export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitizeHtml.ts').then((module) => {
    sanitize = module.sanitizeHtml;
    for (const listener of listeners) listener();
    return module.sanitizeHtml;
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A failed chunk load leaves the plain-text rendering in place; it is retried on the next mount.
  loadSanitizer().catch(() => {
    loading = null;
  });
  return () => listeners.delete(listener);
}

/** The sanitizer once loaded, else null. */
export function useSanitizer(): Sanitize | null {
  return useSyncExternalStore(subscribe, () => sanitize, () => sanitize);
}

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
