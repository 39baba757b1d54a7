/**
 * The reader's appearance: follow the system (the default), or always light, or always dark. Kept
 * in localStorage and applied as `data-appearance` on the root element, which app.css reads.
 */
export const APPEARANCES = ['system', 'light', 'dark'] as const;
export type Appearance = (typeof APPEARANCES)[number];

export const APPEARANCE_STORAGE_KEY = 'reader.appearance';

export function isAppearance(value: unknown): value is Appearance {
  return typeof value === 'string' && (APPEARANCES as readonly string[]).includes(value);
}

export function storedAppearance(): Appearance {
  try {
    const value = window.localStorage.getItem(APPEARANCE_STORAGE_KEY);
    return isAppearance(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Shows the page in `appearance` now. */
export function applyAppearance(appearance: Appearance, root: HTMLElement = document.documentElement): void {
  if (appearance === 'system') delete root.dataset.appearance;
  else root.dataset.appearance = appearance;
}

/** Remembers `appearance` for the next visits and shows the page in it. */
export function chooseAppearance(appearance: Appearance): void {
  try {
    if (appearance === 'system') window.localStorage.removeItem(APPEARANCE_STORAGE_KEY);
    else window.localStorage.setItem(APPEARANCE_STORAGE_KEY, appearance);
  } catch {
    // Applied for this visit only.
  }
  applyAppearance(appearance);
}
