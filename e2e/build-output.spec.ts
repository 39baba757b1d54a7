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
