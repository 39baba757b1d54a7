#!/usr/bin/env node
// The `bodyplan` command. In a checkout (src/ is here) it runs the TypeScript CLI through tsx, so it
// works right after `npm ci`, rebuilding the WebAssembly kernels first if their sources, compiler or
// flags changed. Installed from the npm package (which ships no src/), it runs the CLI built to plain
// JavaScript at pack time (dist-cli/, see vite.cli.config.ts), which needs only the package's
// runtime dependencies.
import { existsSync } from 'node:fs';

const source = new URL('../src/cli/main.ts', import.meta.url);
let main;
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  const { ensureKernelsFresh } = await import('../scripts/kernelFreshness.ts');
  await ensureKernelsFresh();
  ({ main } = await import(source.href));
} else {
  ({ main } = await import('../dist-cli/bodyplan.mjs'));
}
process.exitCode = await main(process.argv.slice(2));
