import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { freshKernels } from './scripts/kernelsVitePlugin.ts';

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
          exclude: ['**/*.contract.test.ts', '**/*.package.test.ts', '**/node_modules/**'],
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
