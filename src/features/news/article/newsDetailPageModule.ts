import type { ComponentType } from 'react';

type DetailPageModule = { default: ComponentType };

let loaded: DetailPageModule | null = null;

/** Loads the article page's chunk (NewsDetailPage.tsx, its own chunk: the list is what /news must paint first). */
export function loadNewsDetailPage(): Promise<DetailPageModule> {
  return import('./NewsDetailPage.tsx').then(({ NewsDetailPage }) => (loaded = { default: NewsDetailPage }));
}

/**
 * The article page for React's `lazy` (features/news/NewsArea.tsx). Once its chunk has loaded (the
 * app's boot loads it before the first render of an article), it is handed over synchronously: a
 * promise, even a settled one, makes `lazy` suspend once, and its Suspense fallback (a skeleton)
 * would replace the article's first paint for a moment before the article came back.
 */
export function newsDetailPageModule(): Promise<DetailPageModule> {
  if (loaded === null) return loadNewsDetailPage();
  const module = loaded;
  // `lazy` reads its factory's answer through `then` alone; called at once, the page renders in the same pass.
  return { then: (resolve: (value: DetailPageModule) => void) => resolve(module) } as unknown as Promise<DetailPageModule>;
}
