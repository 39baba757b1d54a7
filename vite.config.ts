import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mockApiPlugin } from './mock-api/vite-plugin.ts';
import { noTestHooksInProduction } from './scripts/testHooksPlugin.ts';
import { freshKernels } from './scripts/kernelsVitePlugin.ts';
import { routeModulePreload } from './scripts/routeModulePreload.ts';
import { firstRequestInHead } from './scripts/firstRequestInHead.ts';
import { icuWarmup } from './scripts/icuWarmup.ts';
import { appearanceBeforePaint } from './scripts/appearanceBeforePaint.ts';
import { pwa } from './scripts/pwa/pwaPlugin.ts';
import { readerZodCopy } from './scripts/readerZodCopy.ts';
import { securityHeadersPlugin } from './scripts/securityHeaders/securityHeadersPlugin.ts';
import { AREA_PATHS, newsItemPattern } from './src/routePaths.ts';

// The code every reader page runs first, in one chunk (see codeSplitting below).
// Not the storage-full notice (src/ui/storage/, StorageFullNotice): only the settings, the offline page
// and the device store use it, all loaded later.
const READER_SHARED = /node_modules[\\/](@tanstack|react-router|react|react-dom|scheduler)[\\/]|src[\\/]api[\\/]|src[\\/]features[\\/]readerCommon[\\/](?!SettingsPanel|ApiSettings|TextSizeChoice|textSize|StorageFullNotice)|src[\\/]ui[\\/](?!sanitizeHtml|SafeHtml|LanguageSwitch|storage[\\/])|src[\\/]features[\\/]news[\\/]offline[\\/]deviceCopies|src[\\/]features[\\/]news[\\/]reading[\\/]readingMarks|src[\\/]i18n[\\/](en|messages|plural|UiLanguageContext|preferredLanguage)\.tsx?$/;
// React, its DOM renderer and their scheduler: a chunk of their own (see codeSplitting below).
const REACT_RUNTIME = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
// What the entry (src/main.tsx) runs before React: the first paints' shared parts
// (src/features/readerCommon/firstPaint), the news list's first paint (src/features/news/firstPaint)
// and the API client rules they read the answer with. In the
// reader-shared chunk they would make the entry load and run React first (e2e/build-output.spec.ts
// checks that the entry's static imports carry no React).
const FIRST_PAINT =
  /src[\\/](api[\\/](client|apiLinks|errors[\\/]\w+|pages|baseUrl|duplicates|firstRequest|listParams|resources[\\/](resources|labels))|features[\\/]readerCommon[\\/](displayLanguage|firstPaint[\\/]\w+)|i18n[\\/]preferredLanguage|features[\\/]news[\\/]reading[\\/]readingMarks|ui[\\/](safeUrl|htmlToPlainText|htmlBudget))\.ts$/;

// The lazy areas of src/app/routes.tsx: a cold load of one of these paths preloads its chunks at once.
// An article also needs its own page's chunk (lazy in the news area), the sanitizer of its text and
// its first paint's chunk (src/main.tsx imports it there), as the directory needs its table's.
// Every path ('') needs the app itself (src/boot.tsx, which the entry imports once the news list's
// first paint is on screen): downloaded meanwhile, run then.
const LAZY_ROUTES = {
  '': 'src/boot.tsx',
  [AREA_PATHS.news]: 'src/features/news/NewsArea.tsx',
  [newsItemPattern()]: ['src/features/news/article/NewsDetailPage.tsx', 'src/ui/sanitizeHtml.ts', 'src/features/news/firstPaint/paintFirstArticle.ts'],
  [AREA_PATHS.directory]: ['src/features/directory/DirectoryArea.tsx', 'src/features/directory/firstPaint/paintFirstDirectory.ts'],
  [AREA_PATHS.studio]: 'src/features/studio/StudioArea.tsx',
};

// What the first paints before React run, beside the entry (src/main.tsx imports them on their
// pages): preloaded at once where the rest of the route's JavaScript waits for the first paint.
const FIRST_PAINT_MODULES = ['src/features/news/firstPaint/paintFirstArticle.ts', 'src/ui/sanitizeHtml.ts', 'src/features/directory/firstPaint/paintFirstDirectory.ts'];

export default defineConfig({
  // securityHeadersPlugin first: its preview middleware then puts the headers on the mock's answers too.
  plugins: [securityHeadersPlugin(), readerZodCopy(), freshKernels(), react(), mockApiPlugin(), noTestHooksInProduction(), routeModulePreload(LAZY_ROUTES, FIRST_PAINT_MODULES), firstRequestInHead(), icuWarmup(), appearanceBeforePaint(), pwa()],
  server: { port: 5173 },
  preview: { port: 4173 },
  // Every worker is a module worker, so an ES build lets a worker's dynamic import stay a chunk of its
  // own: the recording reader loads HDF5's 5 MB of WebAssembly only when an HDF5 file comes, not for
  // every big CSV it reads.
  worker: { format: 'es' },
  build: {
    // The manifest lets the build-output test find exactly which chunks each route loads.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The code every reader page runs first, in one chunk instead of a dozen small ones shared
        // with the Studio: each chunk compresses on its own, so the split cost /news ~4.5 kB gzipped.
        // (The Studio then loads this chunk too, for React and the router it shares.)
        // Not zod (the Studio's bigger use of it would come along), nor what loads lazily: the
        // sanitizer, and the Settings panel with its controls (a group would pull them in; the text
        // size's too: before the first paint only index.html's inline script reads it).
        codeSplitting: {
          groups: [
            // React and its DOM renderer, apart from the rest: the entry (src/main.tsx) runs this
            // chunk in a task of its own before the app's, as one chunk they ran in one task of
            // 45-65 ms on a 4× slowed CPU after the first paint (bench:reader-long-tasks).
            {
              name: 'react-runtime',
              test: REACT_RUNTIME,
              priority: 2,
            },
            {
              name: 'reader-shared',
              priority: 1,
              test: (id: string) => READER_SHARED.test(id) && !FIRST_PAINT.test(id),
              // Not the first paint's modules because another module of the group imports them.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
