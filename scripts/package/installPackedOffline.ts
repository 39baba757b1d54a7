import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** A child's environment without what the test runner sets (loader hooks, Vitest's flags). */
export function plainEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_OPTIONS' && !name.startsWith('VITEST') && name !== 'TEST'));
}

export interface NpmRun {
  status: number | null;
  output: string;
}

/** Runs npm with `args` in `cwd` (arguments of a process, no shell). */
export function npm(args: string[], cwd: string, timeoutMs = 120_000): NpmRun {
  const run = spawnSync('npm', args, { cwd, env: plainEnvironment(), encoding: 'utf8', timeout: timeoutMs, shell: false });
  return { status: run.status, output: `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? String(run.error) : ''}` };
}

interface LockEntry {
  name?: string;
  version?: string;
  resolved?: string;
  link?: boolean;
  dev?: boolean;
  devOptional?: boolean;
  [key: string]: unknown;
}

/**
 * Installs the packed tarball `tarball` (its runtime dependencies only) into the empty folder
 * `dir`, from the npm cache alone, as a user without network would. `npm install --offline
 * --omit=dev <tarball>` first: that needs the registry's metadata of every dependency in the cache,
 * which a developer's `npm install` leaves there. `npm ci` (CI's install) caches the packages'
 * tarballs but not that metadata, so when the first way finds something not cached, the same
 * install is made with a lock file pinning each runtime dependency to the version, address and
 * integrity of the repository's package-lock.json (its entries not marked dev; an entry without an
 * address gets the registry's usual tarball address), so that npm takes
 * each tarball from the cache by its integrity without asking the registry. Returns which way
 * worked; throws with npm's output when neither did.
 */
export function installPackedOffline(tarball: string, dir: string, repoRoot: string): 'npm install' | 'lock file from the repository' {
  const own = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { name: string; version: string; dependencies: Record<string, string>; bin: Record<string, string> };
  const spec = `file:${basename(tarball)}`;
  const project = { name: 'bodyplan-package-check', version: '1.0.0', private: true, dependencies: { [own.name]: spec } };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(project, null, 2));
  const direct = npm(['install', '--offline', '--omit=dev', '--no-audit', '--no-fund', spec], dir);
  if (direct.status === 0) return 'npm install';
  if (!/ENOTCACHED/.test(direct.output)) throw new Error(`npm install --offline failed:\n${direct.output}`);

  const repoLock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const packages: Record<string, unknown> = {
    '': project,
    [`node_modules/${own.name}`]: { version: own.version, resolved: spec, dependencies: own.dependencies, bin: own.bin },
  };
  const registry = npm(['config', 'get', 'registry'], dir).output.trim().replace(/\/$/, '');
  for (const [path, entry] of Object.entries(repoLock.packages)) {
    if (path === '' || entry.dev || entry.devOptional) continue;
    // A lock file written without addresses: the registry's own tarball address, which npm would use.
    const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const resolved = entry.resolved ?? (entry.link ? undefined : `${registry}/${name}/-/${name.split('/').pop()}-${entry.version ?? ''}.tgz`);
    packages[path] = resolved === undefined ? entry : { ...entry, resolved };
  }
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify({ name: project.name, version: project.version, lockfileVersion: 3, requires: true, packages }, null, 2));
  const pinned = npm(['ci', '--offline', '--omit=dev', '--no-audit', '--no-fund'], dir);
  if (pinned.status !== 0) throw new Error(`neither npm install --offline nor npm ci --offline with the repository's versions could install the package from the npm cache:\n${direct.output}\n${pinned.output}`);
  return 'lock file from the repository';
}
