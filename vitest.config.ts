import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { freshKernels } from './scripts/kernelsVitePlugin.ts';

// What each project holds follows from a test file's name, so a new test lands in the right one:
//   *.test.ts             unit      Node; starts no process, builds nothing, nothing heavy:
//                                   the fast lane (npm run test:fast, npm run test:watch)
//   *.test.tsx            dom       components in jsdom (setting up jsdom costs seconds of CPU
//                                   per file, so they are not in the fast lane)
//   *.process.test.ts     process   starts a process: the real `bodyplan` CLI (through
//                                   src/cli/testing/runCli.ts) or a `vite build`
//   *.slow.test.ts        slow      CPU-heavy in-process: 100,000-item documents, thousands of
//   *.mujoco.test.ts                property runs, a worker-thread pool, loading MuJoCo
//   *.package.test.ts     package   packs and installs the npm package
//   *.contract.test.ts    contract  the mock API's contract (npm run test:contract)
// scripts/testProjects.test.ts checks that a test importing child_process or the CLI runner is
// named for a process-starting project. `vitest run` (npm run test:unit, npm test) runs every
// project, each file once.
/** The names that take a `*.test.ts` file out of `unit` into its own project. */
const OWN_PROJECT = ['**/*.process.test.ts', '**/*.slow.test.ts', '**/*.mujoco.test.ts', '**/*.contract.test.ts', '**/*.package.test.ts', '**/node_modules/**'];

export default defineConfig({
  plugins: [freshKernels(), react()],
  test: {
    // Tests assert outcomes, never timings: a slow or busy CI machine must not fail them (the
    // 100,000-news generation and the 10,000-document property tests take seconds there).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'test-results/unit.json' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'mock-api/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: OWN_PROJECT,
          // Each file still runs in a fresh worker, but a thread starts for far less CPU than a
          // process, and with some 180 small files that start-up was most of the fast lane's CPU
          // (137 s with forks, 116 s with threads, on a busy 2-core machine). `dom` stays on forks:
          // its tests do not all pass in threads.
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'process',
          environment: 'node',
          include: ['src/**/*.process.test.ts', 'mock-api/**/*.process.test.ts', 'scripts/**/*.process.test.ts'],
          // Two production builds of the app in one test (scripts/productionBuild.process.test.ts)
          // took over 60 s on a busy 2-core machine; a hung CLI is still stopped by runCli's own limit.
          testTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          environment: 'node',
          include: ['src/**/*.slow.test.ts', 'src/**/*.mujoco.test.ts', 'mock-api/**/*.slow.test.ts', 'scripts/**/*.slow.test.ts'],
        },
      },
      {
        // Packs the npm package and installs it in a temporary folder (about 30 s): its own project.
        extends: true,
        test: {
          name: 'package',
          environment: 'node',
          include: ['scripts/package/*.package.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['mock-api/**/*.contract.test.ts'],
        },
      },
    ],
  },
});
