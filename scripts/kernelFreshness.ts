// Decides whether src/bodyplan/kinematics/kernels/kernels.generated.ts still matches what would be built now,
// and rebuilds it when not. Cheap when nothing changed (hash about 10 small files, compare, return),
// because the Vite/Vitest plugin, `npm run bench` and the `bodyplan` command run it before every use.
// The compiler itself (assemblyscript) is only loaded when a rebuild is due.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

export const KERNEL_SOURCE_DIR = join(root, 'src/bodyplan/kinematics/kernels/assembly');
export const KERNELS_GENERATED_FILE = join(root, 'src/bodyplan/kinematics/kernels/kernels.generated.ts');

/** Where the kernels' static data start: bytes [16, 16400) below hold the sine table (sineTable in
 * assembly/sincos.ts), which the host fills; the host checks this at load (kernelLayout.ts). */
export const KERNEL_MEMORY_BASE = 16400;

export const KERNEL_COMPILE_FLAGS: readonly string[] = [
  '--optimizeLevel', '3',
  '--shrinkLevel', '0',
  '--runtime', 'stub',
  '--noAssert',
  '--importMemory',
  '--memoryBase', String(KERNEL_MEMORY_BASE),
  '--enable', 'simd',
  '--use', 'abort=',
];

/** What a build of the kernels depends on: any change to one of these makes a new cache key. */
export interface KernelBuildInputs {
  readonly sourceDir: string;
  readonly compilerVersion: string;
  readonly flags: readonly string[];
}

function installedCompilerVersion(): string {
  const manifest = createRequire(import.meta.url).resolve('assemblyscript/package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

export function currentBuildInputs(): KernelBuildInputs {
  return { sourceDir: KERNEL_SOURCE_DIR, compilerVersion: installedCompilerVersion(), flags: KERNEL_COMPILE_FLAGS };
}

/** sha256 over the compiler version, the flags and every source file's name and bytes. */
export function kernelCacheKey(inputs: KernelBuildInputs): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ compiler: inputs.compilerVersion, flags: inputs.flags }));
  for (const name of readdirSync(inputs.sourceDir).sort()) {
    hash.update(`\0${name}\0`);
    hash.update(readFileSync(join(inputs.sourceDir, name)));
  }
  return hash.digest('hex');
}

/** The key a generated file was built with, or undefined when the file is missing or has none. */
export function recordedCacheKey(generatedFile: string): string | undefined {
  if (!existsSync(generatedFile)) return undefined;
  return /KERNELS_CACHE_KEY = '([0-9a-f]{64})'/.exec(readFileSync(generatedFile, 'utf8'))?.[1];
}

function kernelsAreStale(generatedFile: string, key: string): boolean {
  return recordedCacheKey(generatedFile) !== key;
}

/** Rebuilds the kernels from `inputs` into `generatedFile`, recording `key`. */
export type KernelRebuild = (inputs: KernelBuildInputs, generatedFile: string, key: string) => Promise<void>;

/** The staleness decision: rebuilds when the recorded key differs from `inputs`' key; says whether it did. */
export async function rebuildIfStale(inputs: KernelBuildInputs, generatedFile: string, rebuild: KernelRebuild): Promise<boolean> {
  const key = kernelCacheKey(inputs);
  if (!kernelsAreStale(generatedFile, key)) return false;
  await rebuild(inputs, generatedFile, key);
  return true;
}

/** Runs scripts/build-kernels.ts in a child process: loading the compiler takes seconds, so only
 * a rebuild pays for it, and the child works the same under Vite's bundled config, tsx or the CLI. */
const buildInChildProcess: KernelRebuild = (_inputs, generatedFile) =>
  new Promise((resolve, reject) => {
    process.stderr.write(`${generatedFile} is missing or stale (sources, compiler version or flags changed): rebuilding the kernels\n`);
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/build-kernels.ts')], { cwd: root, stdio: ['ignore', 2, 2] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`building the WebAssembly kernels failed (exit ${code})`))));
  });

let pending: Promise<boolean> | undefined;

/**
 * Rebuilds the project's kernels if kernels.generated.ts is missing or was built from other sources,
 * another compiler version or other flags; resolves to whether it rebuilt. Concurrent callers in
 * one process (Vitest resolves several projects at once) share one check and one rebuild.
 */
export function ensureKernelsFresh(): Promise<boolean> {
  pending ??= rebuildIfStale(currentBuildInputs(), KERNELS_GENERATED_FILE, buildInChildProcess).finally(() => {
    pending = undefined;
  });
  return pending;
}
