import { defineConfig } from '@playwright/test';

// Port and build folder can be moved so that two checkouts' suites can run side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
const distDir = process.env.E2E_DIST_DIR ?? 'dist';

export default defineConfig({
  testDir: 'e2e',
  // Its own folder: Playwright empties outputDir on start, and test-results/ holds the unit report.
  outputDir: `test-results/playwright-${port}`,
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The preview build registers a service worker (scripts/pwa/). A worker that controls the page
    // fetches navigations, the shell and pictures itself, out of reach of `page.route`, which the
    // specs use to inject faults; so it is blocked here and allowed only in the specs that test it
    // (e2e/reader-offline.spec.ts: `test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    launchOptions: {
      // Playwright cannot download its own browser here: Debian's Chromium (see scripts/ensure-chromium.mjs).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
      ],
    },
  },
  webServer: {
    // The real built app, served by `vite preview` with the mock API on the same origin. The one
    // difference from production: VITE_TEST_HOOKS=1 keeps window.__studioDebug in the bundle.
    command: `VITE_TEST_HOOKS=1 npm run build -- --outDir ${distDir} && npm run preview -- --outDir ${distDir} --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
