import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The bodyplan package's own folder (where its package.json is): the checkout when the CLI runs
 * from its TypeScript sources (src/cli/), the installed package when it runs from the JavaScript
 * built at pack time (dist-cli/, see vite.cli.config.ts). Found upward from this module, so that
 * files the CLI ships beside itself (bin/, public/bodyplan.schema.json) are found from both.
 */
function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`the bodyplan package's package.json was not found above ${from}`);
  }
}

export const PACKAGE_ROOT = findPackageRoot(import.meta.dirname);

/** Whether this code runs from the CLI built to plain JavaScript (the npm package), not through tsx. */
export const RUNS_BUILT = !import.meta.url.endsWith('.ts');
