/**
 * The route's JavaScript that index.html's route preload script (scripts/routeModulePreload.ts)
 * held back: on a cold load of a page whose request index.html started (src/api/firstRequest.ts:
 * the news list, an article, the directory's first table), the app's chunks (~125 kB gzipped) are
 * fetched after the page's first paint, not beside the few kB of answer it waits for (on a slow link
 * they share the bandwidth, and the answer came last). Everywhere else they were preloaded at once
 * and this list is empty.
 */
export const DEFERRED_MODULE_PRELOADS_GLOBAL = '__deferredModulePreloads';

/**
 * Starts the held-back downloads (`<link rel="modulepreload">`, as the preload script would have);
 * each once. One link per task: adding a link whose file has arrived already compiles it there
 * and then (43 ms in one task for all of them on a 4× slowed CPU with a fast network;
 * bench:reader-long-tasks with BENCH_NETWORK=none). Resolves once every link is in.
 */
export async function preloadDeferredModules(): Promise<void> {
  const holder = globalThis as Record<string, unknown>;
  const files = holder[DEFERRED_MODULE_PRELOADS_GLOBAL];
  holder[DEFERRED_MODULE_PRELOADS_GLOBAL] = [];
  if (!Array.isArray(files)) return;
  for (const [index, file] of files.entries()) {
    if (typeof file !== 'string') continue;
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.appendChild(link);
  }
}
