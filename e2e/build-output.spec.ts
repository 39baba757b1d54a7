import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

// Reads the real build (the web server builds before serving), not a browser page.
const distDir = join(import.meta.dirname, '..', process.env.E2E_DIST_DIR ?? 'dist');
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function loadManifest(): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** A chunk and everything it imports statically: what the browser must load before it runs. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** A chunk and everything it can ever load, statically or lazily (the detail page, the sanitizer). */
function fullClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of [...(manifest[key]?.imports ?? []), ...(manifest[key]?.dynamicImports ?? [])]) fullClosure(manifest, imported, seen);
  return seen;
}

/**
 * Every chunk the news and directory areas can load: the entry's and the app's (src/boot.tsx)
 * static imports and the areas' whole closure. The entry and the app are not followed into their
 * lazy imports (every area, the Studio's too); the areas import the app's modules statically.
 */
function newsRouteFiles(manifest: Manifest): string[] {
  const keys = new Set<string>();
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  staticClosure(manifest, entry, keys);
  staticClosure(manifest, 'src/boot.tsx', keys);
  for (const route of ['src/features/news/NewsArea.tsx', 'src/features/directory/DirectoryArea.tsx']) {
    expect(manifest[route], `${route} is a chunk of its own`).toBeTruthy();
    fullClosure(manifest, route, keys);
  }
  return [...keys].map((k) => manifest[k]!.file);
}

/** The JavaScript files a page really fetched, as paths inside the build folder. */
async function loadedScripts(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname.replace(/^\//, ''));
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  return [...scripts];
}

// Strings three.js always carries in its core; none may reach a news chunk.
const THREE_MARKERS = ['WebGLRenderer', 'BufferGeometry', 'MeshBasicMaterial'];

test('the news route chunks contain no three.js', () => {
  const manifest = loadManifest();
  for (const file of newsRouteFiles(manifest)) {
    const code = readFileSync(join(distDir, file), 'utf8');
    for (const marker of THREE_MARKERS) {
      expect(code.includes(marker), `${file} contains "${marker}"`).toBe(false);
    }
  }
});

async function firstNewsId(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/news/?limit=1');
  return ((await response.json()) as { results: { id: number }[] }).results[0]!.id;
}

test('the pages of the news area load no three.js in the browser', async ({ page }) => {
  const pages: [string, (page: Page) => Promise<void>][] = [
    ['/news', (p) => expect(p.locator('.app:not([data-first-paint]) article.news-card').first()).toBeVisible()],
    [`/news/${await firstNewsId(page)}`, (p) => expect(p.locator('figure.news-visual')).toBeVisible()],
    ['/directory/themes', (p) => expect(p.locator('table tbody tr').first()).toBeVisible()],
  ];
  for (const [path, ready] of pages) {
    const files = await loadedScripts(page, path, ready);
    expect(files.length, `scripts loaded by ${path}`).toBeGreaterThan(0);
    for (const file of files) {
      const code = readFileSync(join(distDir, file), 'utf8');
      for (const marker of THREE_MARKERS) expect(code.includes(marker), `${path} loaded ${file}, which contains "${marker}"`).toBe(false);
    }
  }
});

test('the same markers are found in the studio chunks, so the check above can fail', () => {
  const manifest = loadManifest();
  const newsFiles = new Set(newsRouteFiles(manifest));
  const withThree = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js') && !newsFiles.has(file))
    .filter((file) => {
      const code = readFileSync(join(distDir, file), 'utf8');
      return THREE_MARKERS.every((marker) => code.includes(marker));
    });
  expect(withThree.length, 'chunks carrying three.js outside the news route').toBeGreaterThan(0);
});

// The news route's initial JavaScript stays small. Measured twice: the entry and the news
// area with their static imports (from the manifest), and every script the browser really fetched to
// show the first page of news (which adds chunks loaded lazily at once, such as the sanitizer).
// Back to 150 kB once the reader got its own copy of zod's modules (scripts/readerZodCopy.ts): its
// chunk had carried every zod schema type the Studio uses. Measured then at ~139.5 kB static and
// ~142 kB fetched (the offline store's 2.2 kB chunk loads right after the first render).
// Raised to 155 kB with issue 44's reading controls: the word filters must act on the list's first
// render (muted items must not flash), so their matching and store load with it; measured then
// 148.5 kB static and 151.6 kB fetched. Raised to 156 kB with the work after the first paint cut
// into tasks under 50 ms (issue 44): React in a chunk of its own (+0.13 kB: each chunk compresses
// on its own), the entry's staged start and the first paint in two steps (+0.3 kB); mark-as-read
// (off by default) loaded only when on won 0.3 kB back. Measured then 151.3 kB static and 155.1 kB
// fetched (the service worker's registration, the offline store and the device-copy notice load
// right after the first render).
const NEWS_ROUTE_GZIP_BUDGET = 156_000;

function gzippedSizes(files: Iterable<string>): { file: string; gzip: number }[] {
  return [...files].map((file) => ({ file, gzip: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }));
}

function report(label: string, sizes: { file: string; gzip: number }[]): number {
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`${label}: ${(total / 1000).toFixed(1)} kB gzipped (budget ${NEWS_ROUTE_GZIP_BUDGET / 1000} kB)`);
  for (const s of sizes) console.log(`  ${s.file}: ${(s.gzip / 1000).toFixed(1)} kB`);
  return total;
}

// The entry draws the news list's first page before React has loaded (src/features/news/firstPaint):
// nothing it imports statically may carry React, or the first paint would wait for it.
const REACT_MARKER = 'react.transitional.element';

test('the entry chunk and its static imports carry no React: the first paint of the news runs before it', () => {
  const manifest = loadManifest();
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry)!;
  const files = [...staticClosure(manifest, entry)].map((key) => manifest[key]!.file);
  for (const file of files) expect(readFileSync(join(distDir, file), 'utf8').includes(REACT_MARKER), `${file} carries React`).toBe(false);
  // The marker is React's: the app's chunk (src/boot.tsx) and its imports carry it.
  const app = [...staticClosure(manifest, 'src/boot.tsx')].map((key) => manifest[key]!.file);
  expect(app.some((file) => readFileSync(join(distDir, file), 'utf8').includes(REACT_MARKER))).toBe(true);
});

test('the news route loads at most 156 KB of gzipped JavaScript before it runs', () => {
  const manifest = loadManifest();
  const keys = new Set<string>();
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  staticClosure(manifest, entry, keys);
  staticClosure(manifest, 'src/boot.tsx', keys);
  staticClosure(manifest, 'src/features/news/NewsArea.tsx', keys);
  const total = report('news route static JavaScript', gzippedSizes([...keys].map((key) => manifest[key]!.file)));
  expect(total).toBeLessThanOrEqual(NEWS_ROUTE_GZIP_BUDGET);
});

test('opening /news fetches at most 156 KB of gzipped JavaScript in all', async ({ page }) => {
  const files = await loadedScripts(page, '/news', (p) => expect(p.locator('.app:not([data-first-paint]) article.news-card').first()).toBeVisible());
  const total = report('JavaScript fetched to show /news', gzippedSizes(files));
  expect(total).toBeLessThanOrEqual(NEWS_ROUTE_GZIP_BUDGET);
});

// Issue 39: HDF5 support (h5wasm, ~5 MB with its WebAssembly) is fetched only when a lab's .h5 file is
// opened in the Studio: one chunk of its own, which no other chunk carries, which nothing loads
// statically, and which the service worker does not precache (a reader installing the app never gets it).
const HDF5_MARKER = 'H5Fopen';

test('HDF5 support is one chunk loaded on demand: in no other chunk, in no static import, not precached', () => {
  const manifest = loadManifest();
  // Every script of the build, workers' chunks too (the manifest lists only the page's).
  const jsFiles = readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.js')).map((file) => `assets/${file}`);
  const withHdf5 = jsFiles.filter((file) => readFileSync(join(distDir, file), 'utf8').includes(HDF5_MARKER));
  expect(withHdf5, 'chunks carrying h5wasm').toHaveLength(1);
  const [hdf5Chunk] = withHdf5;
  for (const key of Object.keys(manifest)) {
    const statically = [...staticClosure(manifest, key)].map((k) => manifest[k]!.file).filter((file) => file !== manifest[key]!.file);
    expect(statically, `${key} loads h5wasm statically`).not.toContain(hdf5Chunk);
  }
  expect(newsRouteFiles(manifest)).not.toContain(hdf5Chunk);
  const serviceWorker = readFileSync(join(distDir, 'sw.js'), 'utf8');
  expect(serviceWorker).toContain('/assets/');
  expect(serviceWorker).not.toContain(hdf5Chunk!);
});
