import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { drawIcon, encodePng } from './appIcon.ts';
import { serviceWorkerSource } from './serviceWorkerSource.ts';
import { webAppManifest, ICON_SIZES, THEME_COLOR } from './webAppManifest.ts';
import { AREA_PATHS } from '../../src/routePaths.ts';
import { OFFLINE_PICTURE_CACHE as IMAGE_CACHE } from '../../src/ui/storage/offlinePictures.ts';


/** What the app shell is made of: precached so that it opens offline after one visit. */
const SHELL_FILE = /\.(?:html|js|mjs|css|woff2?|svg|png|wasm|webmanifest)$/;
/**
 * Not the shell: HDF5's WebAssembly (h5wasm, ~5 MB), which the Studio fetches only when a lab's
 * .h5 file is opened. Precaching it would make every reader on a phone download it at install.
 */
const ON_DEMAND_FILE = /^assets\/hdf5_hl-[\w-]+\.js$/;

/**
 * Installable and offline, written here rather than with vite-plugin-pwa: the service worker needs
 * only a precache list and a navigation fallback (no runtime caching: the API is the page's
 * business), which is ~60 lines, whereas vite-plugin-pwa brings workbox-build (Babel, Rollup and
 * Terser, ~300 packages) into the build to generate the same. Production builds only: emits the
 * icons (drawn from public/favicon.svg), manifest.webmanifest and sw.js with the bundle's own files.
 */
export function pwa(options: { publicDir?: string } = {}): Plugin {
  const publicDir = options.publicDir ?? join(import.meta.dirname, '..', '..', 'public');
  return {
    name: 'pwa',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml() {
      return [
        { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
        { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOR }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `/icons/icon-${ICON_SIZES[0]}.png` }, injectTo: 'head' },
      ];
    },
    generateBundle(_options, bundle) {
      const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
      const icons = ICON_SIZES.map((size) => {
        const fileName = `icons/icon-${size}.png`;
        this.emitFile({ type: 'asset', fileName, source: encodePng(drawIcon(svg, size), size, size) });
        return fileName;
      });
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: JSON.stringify(webAppManifest(), null, 2) });
      const files = new Set(['index.html', 'favicon.svg', 'manifest.webmanifest', ...icons]);
      for (const fileName of Object.keys(bundle)) if (SHELL_FILE.test(fileName) && !ON_DEMAND_FILE.test(fileName) && !fileName.startsWith('.vite/')) files.add(fileName);
      const precache = [...files].sort().map((fileName) => `/${fileName}`);
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: serviceWorkerSource({ version, precache, areaPaths: Object.values(AREA_PATHS), imageCache: IMAGE_CACHE }),
      });
    },
  };
}
