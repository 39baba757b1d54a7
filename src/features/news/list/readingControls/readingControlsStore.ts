import { z } from 'zod/mini';
import { MAX_ENTRIES, MAX_ENTRY_LENGTH } from './wordListInput.ts';
import type { WordFilters } from './wordMatch.ts';

/**
 * The list's reading controls, kept on this device: the word filters (per language), whether they
 * are on, and whether a card scrolled past is marked read. One localStorage entry, versioned and
 * checked with zod on every read: what another version, another tab or a hand edit left there is
 * ignored (the defaults apply) rather than trusted.
 */
export const READING_CONTROLS_KEY = 'news.readingControls';

export interface ReadingControls {
  /** Off: the words are kept but nothing is hidden (the list's one-tap "Show them"). */
  wordFiltersOn: boolean;
  words: WordFilters;
  markReadOnScroll: boolean;
}

const entriesSchema = z.array(z.string().check(z.maxLength(MAX_ENTRY_LENGTH))).check(z.maxLength(MAX_ENTRIES));
const listsSchema = z.object({ mute: entriesSchema, only: entriesSchema });
const storedSchema = z.object({
  version: z.literal(1),
  wordFiltersOn: z.boolean(),
  words: z.object({ fr: listsSchema, en: listsSchema, de: listsSchema }),
  markReadOnScroll: z.boolean(),
});

const emptyLists = () => ({ mute: [], only: [] });
export const DEFAULT_READING_CONTROLS: ReadingControls = Object.freeze({
  wordFiltersOn: true,
  words: { fr: emptyLists(), en: emptyLists(), de: emptyLists() },
  markReadOnScroll: false,
});

/** The controls a stored text holds, or the defaults when it is missing, not JSON or not version 1's shape. */
export function parseReadingControls(stored: string | null): ReadingControls {
  if (stored === null) return DEFAULT_READING_CONTROLS;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return DEFAULT_READING_CONTROLS;
  }
  const parsed = storedSchema.safeParse(value);
  if (!parsed.success) return DEFAULT_READING_CONTROLS;
  const { wordFiltersOn, words, markReadOnScroll } = parsed.data;
  return { wordFiltersOn, words, markReadOnScroll };
}

type Listener = () => void;
const listeners = new Set<Listener>();
// The last text read and what it gave: the same object while the stored text is the same, as
// useSyncExternalStore wants, and no JSON parse on each render.
let cachedText: string | null | undefined;
let cached: ReadingControls = DEFAULT_READING_CONTROLS;

function storedText(): string | null {
  try {
    return localStorage.getItem(READING_CONTROLS_KEY);
  } catch {
    return null; // Storage refused (a privacy mode): the defaults.
  }
}

/** The controls now (the same object until they change). */
export function readingControls(): ReadingControls {
  const text = storedText();
  if (text !== cachedText) {
    cachedText = text;
    cached = parseReadingControls(text);
  }
  return cached;
}

/** Keeps a change; the lists of readers on this page and in other tabs follow. */
export function changeReadingControls(change: Partial<ReadingControls>): void {
  const next = { ...readingControls(), ...change };
  try {
    localStorage.setItem(READING_CONTROLS_KEY, JSON.stringify({ version: 1, ...next }));
  } catch {
    // Storage full or refused: the change lasts as long as the page.
    cachedText = storedText();
    cached = next;
  }
  for (const listener of listeners) listener();
}

export function subscribeToReadingControls(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === READING_CONTROLS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
