/**
 * Which kept pictures go (pure): those of articles no longer kept on this device, then the oldest
 * until the rest fits the byte budget. Sizes are the bodies' own bytes: only CORS-readable pictures
 * are kept, so no opaque response (which Chromium counts as about 8 MB each) hides its size (issue 42).
 */
export const PICTURE_BUDGET_BYTES = 50 * 1024 * 1024;

export interface KeptPicture {
  url: string;
  bytes: number;
  /** When it was kept (ms since the epoch). */
  keptAt: number;
}

export function picturesToDrop(kept: readonly KeptPicture[], stillWanted: ReadonlySet<string>, budget = PICTURE_BUDGET_BYTES): string[] {
  const drop = kept.filter((picture) => !stillWanted.has(picture.url)).map((picture) => picture.url);
  const rest = kept.filter((picture) => stillWanted.has(picture.url)).sort((a, b) => a.keptAt - b.keptAt);
  let total = rest.reduce((sum, picture) => sum + picture.bytes, 0);
  for (const picture of rest) {
    if (total <= budget) break;
    drop.push(picture.url);
    total -= picture.bytes;
  }
  return drop;
}
