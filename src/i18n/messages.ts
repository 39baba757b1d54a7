import type { DisplayLanguage } from '../api/resources/labels.ts';
import { en, type Messages } from './en.ts';

export type { Messages };

/**
 * English is in the bundle; French and German are fetched when first wanted: a reader needs one
 * language, and the news route has a 150 KB JavaScript budget that three catalogues broke. The page
 * loads the reader's catalogue before its first render (main.tsx) and before a switch takes effect
 * (useDisplayLanguage), so text does not flash in English; until a catalogue has arrived (or if it
 * cannot be fetched) its language reads English.
 */
const catalogues: Partial<Record<DisplayLanguage, Messages>> = { en };
const pending = new Map<DisplayLanguage, Promise<Messages>>();
const listeners = new Set<() => void>();
let version = 0;

/** The interface's text in a language (English until that language's catalogue has loaded). */
export function messagesFor(language: DisplayLanguage): Messages {
  return catalogues[language] ?? en;
}

/** Fetches a language's catalogue once; a failed fetch can be tried again. */
export function loadCatalogue(language: DisplayLanguage): Promise<Messages> {
  const have = catalogues[language];
  if (have) return Promise.resolve(have);
  let loading = pending.get(language);
  if (!loading) {
    const imported = language === 'fr' ? import('./fr.ts').then((m) => m.fr) : import('./de.ts').then((m) => m.de);
    loading = imported.then(
      (messages) => {
        catalogues[language] = messages;
        version++;
        for (const listener of listeners) listener();
        return messages;
      },
      (error: unknown) => {
        pending.delete(language);
        throw error;
      },
    );
    pending.set(language, loading);
  }
  return loading;
}

export function subscribeToCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes each time a catalogue arrives (for useSyncExternalStore). */
export function cataloguesVersion(): number {
  return version;
}
