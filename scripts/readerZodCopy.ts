import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const TAG = '?reader-zod';

/**
 * Gives the reader (`zod/mini`, in src/api/) its own copy of zod's modules in the build. The Studio
 * uses classic `zod`, and both sit on the same core modules: one module is one piece of one chunk,
 * so the reader's chunk carried every schema type the Studio uses (~53 kB of the /news route's
 * code, where the reader's own schemas need ~15). Under another module id (the file's path with a
 * `?reader-zod` suffix), the reader's copy keeps only what the reader uses. Build only: the dev
 * server and Vitest load zod once, as before.
 */
export function readerZodCopy(): Plugin {
  return {
    name: 'reader-zod-copy',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const fromCopy = importer?.endsWith(TAG) ?? false;
      if (source !== 'zod/mini' && !(fromCopy && source.startsWith('.'))) return null;
      const resolved = await this.resolve(source, fromCopy ? importer!.slice(0, -TAG.length) : importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      // zod's package.json declares its modules free of side effects (but for compile.js): so is the copy.
      return { id: resolved.id + TAG, moduleSideEffects: /[\\/]compile\.c?js$/.test(resolved.id) };
    },
    load(id) {
      return id.endsWith(TAG) ? readFileSync(id.slice(0, -TAG.length), 'utf8') : null;
    },
  };
}
