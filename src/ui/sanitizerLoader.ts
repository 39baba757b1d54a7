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
