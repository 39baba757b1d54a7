import { defineConfig } from 'vite';
import { freshKernels } from './scripts/kernelsVitePlugin.ts';

/**
 * The `bodyplan` command built to plain JavaScript for the npm package (`npm run build:cli`, run by
 * `prepack`): src/cli/main.ts and the worker threads src/cli/ik/ikWorker.ts and
 * src/cli/retarget/retargetWorker.ts, with the kernels'
 * WebAssembly inlined (kernels.generated.ts, rebuilt first when stale), into dist-cli/ as ES
 * modules side by side. A server (SSR) build: Node's built-ins and the package's runtime
 * dependencies (zod, jsonc-parser, smol-toml) stay imports, resolved from the installed package's
 * node_modules; nothing of tsx or assemblyscript is needed to run it. bin/bodyplan.mjs imports it
 * when the package has no src/.
 */
export default defineConfig({
  plugins: [freshKernels()],
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist-cli',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    rolldownOptions: {
      input: { bodyplan: 'src/cli/main.ts', ikWorker: 'src/cli/ik/ikWorker.ts', retargetWorker: 'src/cli/retarget/retargetWorker.ts' },
      output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
    },
  },
});
