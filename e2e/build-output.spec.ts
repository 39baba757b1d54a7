import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';

// Reads the real build (the web server builds before serving), not a browser page.
const distDir = join(import.meta.dirname, '..', process.env.E2E_DIST_DIR ?? 'dist');
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
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

function newsRouteFiles(manifest: Manifest): string[] {
  const keys = new Set<string>();
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  staticClosure(manifest, entry, keys);
  for (const route of ['src/features/news/NewsArea.tsx', 'src/features/news/DirectoryArea.tsx']) {
    expect(manifest[route], `${route} is a chunk of its own`).toBeTruthy();
    staticClosure(manifest, route, keys);
  }
  return [...keys].map((k) => manifest[k]!.file);
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

// Issue 5: the news route's initial JavaScript (entry + NewsArea, with their static imports) stays small.
const NEWS_ROUTE_GZIP_BUDGET = 150_000;

test('the news route loads at most 150 KB of gzipped JavaScript before it runs', async () => {
  const { gzipSync } = await import('node:zlib');
  const manifest = loadManifest();
  const keys = new Set<string>();
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  staticClosure(manifest, entry, keys);
  staticClosure(manifest, 'src/features/news/NewsArea.tsx', keys);
  const sizes = [...keys].map((key) => {
    const file = manifest[key]!.file;
    return { file, gzip: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length };
  });
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`news route initial JavaScript: ${(total / 1000).toFixed(1)} kB gzipped (budget ${NEWS_ROUTE_GZIP_BUDGET / 1000} kB)`);
  for (const s of sizes) console.log(`  ${s.file}: ${(s.gzip / 1000).toFixed(1)} kB`);
  expect(total).toBeLessThanOrEqual(NEWS_ROUTE_GZIP_BUDGET);
});
