import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mockApiPlugin } from './mock-api/vite-plugin.ts';
import { noTestHooksInProduction } from './scripts/testHooksPlugin.ts';
import { freshKernels } from './scripts/kernelsVitePlugin.ts';
import { routeModulePreload } from './scripts/routeModulePreload.ts';
import { firstRequestPreload } from './scripts/firstRequestPreload.ts';
import { icuWarmup } from './scripts/icuWarmup.ts';
import { appearanceBeforePaint } from './scripts/appearanceBeforePaint.ts';
import { pwa } from './scripts/pwa/pwaPlugin.ts';
import { readerZodCopy } from './scripts/readerZodCopy.ts';
import { AREA_PATHS, newsItemPattern } from './src/routePaths.ts';

// The lazy areas of src/app/routes.tsx: a cold load of one of these paths preloads its chunks at once.
// An article also needs its own page's chunk (lazy in the news area) and the sanitizer of its text.
const LAZY_ROUTES = {
  [AREA_PATHS.news]: 'src/features/news/NewsArea.tsx',
  [newsItemPattern()]: ['src/features/news/NewsDetailPage.tsx', 'src/ui/sanitizeHtml.ts'],
  [AREA_PATHS.directory]: 'src/features/directory/DirectoryArea.tsx',
  [AREA_PATHS.studio]: 'src/features/studio/StudioArea.tsx',
};

export default defineConfig({
  plugins: [readerZodCopy(), freshKernels(), react(), mockApiPlugin(), noTestHooksInProduction(), routeModulePreload(LAZY_ROUTES), firstRequestPreload(), icuWarmup(), appearanceBeforePaint(), pwa()],
  server: { port: 5173 },
  preview: { port: 4173 },
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
        // sanitizer, and the Settings panel with its controls (a group would pull them in).
        codeSplitting: {
          groups: [
            {
              name: 'reader-shared',
              test: /node_modules[\\/](@tanstack|react-router|react|react-dom|scheduler)[\\/]|src[\\/]api[\\/]|src[\\/]features[\\/]readerCommon[\\/](?!SettingsPanel|ApiSettings)|src[\\/]ui[\\/](?!sanitizeHtml|SafeHtml|LanguageSwitch)|src[\\/]features[\\/]news[\\/]offline[\\/]deviceCopies|src[\\/]features[\\/]news[\\/]reading[\\/]readingMarks|src[\\/]i18n[\\/](en|messages|plural|UiLanguageContext|preferredLanguage)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
});
