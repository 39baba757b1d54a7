import { z } from 'zod/mini';

/**
 * The reader's text size: three steps, kept on this device (localStorage) and applied as
 * `data-text-size` on the root element, which sets `--reader-text-scale` for the article and the
 * news cards (features/news/reading/readingControls.css). Standard is the absence of the
 * attribute, so a page that never ran this code (or a stored value from elsewhere) reads as before.
 * index.html's inline script (scripts/appearanceBeforePaint.ts) applies a stored step before the
 * first paint, so the text does not grow after it has been drawn.
 */
export const TEXT_SIZES = ['standard', 'large', 'larger'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const TEXT_SIZE_STORAGE_KEY = 'reader.textSize';

const textSizeSchema = z.enum(TEXT_SIZES);

/** The step stored on this device; anything else there (a typo, an old or foreign value) reads as Standard. */
export function storedTextSize(): TextSize {
  try {
    const parsed = textSizeSchema.safeParse(window.localStorage.getItem(TEXT_SIZE_STORAGE_KEY));
    return parsed.success ? parsed.data : 'standard';
  } catch {
    return 'standard';
  }
}

/** Shows the page's reading text at `size` now. */
export function applyTextSize(size: TextSize, root: HTMLElement = document.documentElement): void {
  if (size === 'standard') delete root.dataset.textSize;
  else root.dataset.textSize = size;
}

/** Remembers `size` on this device and shows the page at it. */
export function chooseTextSize(size: TextSize): void {
  try {
    if (size === 'standard') window.localStorage.removeItem(TEXT_SIZE_STORAGE_KEY);
    else window.localStorage.setItem(TEXT_SIZE_STORAGE_KEY, size);
  } catch {
    // Storage refused (private mode, full): applied for this visit only.
  }
  applyTextSize(size);
}
