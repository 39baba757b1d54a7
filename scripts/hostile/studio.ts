import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import playwrightConfig from '../../playwright.config.ts';
import { startHttpTestServer, type HttpTestServer } from '../../src/testing/httpTestServer.ts';
import { arm, buildStudioCases, CANARY, VECTORS, type StudioCase } from './studioCases.ts';
import { judgeStudio, type StudioObservation, type StudioVerdict } from './studioJudge.ts';
import type { HostileSection, SectionReport } from './section.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const PORT = Number(process.env.HOSTILE_STUDIO_PORT ?? 4290);
const DIST = 'dist-hostile';
/** Per input: far above a normal open (a second or two on a loaded 2-core machine), far below "forever". */
const SETTLE_LIMIT_MS = 30_000;
/** After the page settles: time for a late vector (an image's onerror) to run if it ever would. */
const GRACE_MS = 500;

function vite(args: string[]): ChildProcess {
  return spawn(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), ...args], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
}

async function buildApp(): Promise<void> {
  const build = vite(['build', '--outDir', DIST]);
  let errors = '';
  build.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => build.on('exit', resolve));
  if (code !== 0) throw new Error(`vite build failed (exit ${code}): ${errors.slice(-2000)}`);
}

async function startPreview(): Promise<ChildProcess> {
  const preview = vite(['preview', '--outDir', DIST, '--host', '127.0.0.1', '--port', String(PORT), '--strictPort']);
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (preview.exitCode !== null) throw new Error(`vite preview exited (${preview.exitCode}); is port ${PORT} free?`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/`, { signal: AbortSignal.timeout(2_000) })).ok) return preview;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  preview.kill();
  throw new Error(`vite preview did not answer on port ${PORT} within 60 s`);
}

/** Another origin serving a plan full of vectors, without CORS headers: the app must not show it as if it could read it. */
function startForeignServer(): Promise<HttpTestServer> {
  return startHttpTestServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(arm([VECTORS.img, VECTORS.script, VECTORS.svg]));
  });
}

/** Opens one input in a fresh browser context (its own IndexedDB, so nothing is restored) and reads what the page shows. */
async function observe(browser: Browser, base: string, input: StudioCase): Promise<StudioObservation> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    let dialogs = 0;
    page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
    page.on('dialog', (dialog) => {
      if (dialog.type() !== 'beforeunload') dialogs++;
      void dialog.dismiss();
    });
    const query = 'query' in input.input ? input.input.query : '';
    await page.goto(`${base}/bodyplans${query}`, { timeout: SETTLE_LIMIT_MS });
    const heading = page.getByRole('heading', { level: 1, name: 'Body Plan Studio' });
    await heading.waitFor({ timeout: SETTLE_LIMIT_MS }).catch(() => {});
    if ('file' in input.input && (await heading.isVisible())) {
      const { file, fileName } = input.input;
      await page.locator('input[type=file]').setInputFiles({ name: fileName ?? 'hostile.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    }
    const settled = await page
      .waitForFunction(() => document.querySelector('.studio-current, .studio-notice-error, .studio-notice-warning') !== null, undefined, { timeout: SETTLE_LIMIT_MS })
      .then(() => true)
      .catch(() => false);
    await page.waitForTimeout(GRACE_MS);
    // A string, not a function: tsx would wrap a function's inner arrows in a helper the page does not have.
    const shown = (await page.evaluate(`(() => {
      const texts = (selector) => Array.from(document.querySelectorAll(selector), (node) => node.innerText);
      const literal = ${JSON.stringify(input.literal ?? null)};
      return {
        opened: texts('.studio-current')[0] ?? null,
        errorNotices: texts('.studio-notice-error, .studio-notice-warning'),
        literalShown: literal === null ? null : texts('[role=treeitem] .studio-tree-name').includes(literal),
        prototypePolluted: Object.getOwnPropertyNames(Object.prototype).some((key) => ['polluted', 'name', 'parent', 'x'].includes(key)),
        canary: Number(window.${CANARY} ?? 0),
      };
    })()`)) as { opened: string | null; errorNotices: string[]; literalShown: boolean | null; prototypePolluted: boolean; canary: number };
    return {
      pageErrors,
      studioShown: await heading.isVisible(),
      settled,
      opened: shown.opened,
      errorNotices: shown.errorNotices,
      literalShown: shown.literalShown,
      prototypePolluted: shown.prototypePolluted,
      scriptsRun: shown.canary + dialogs,
    };
  } finally {
    await context.close();
  }
}

/**
 * Runs the <img onerror> vector as HTML and the <script> vector's code as a script element, on
 * purpose: the count read back must be 2, or a 0 for "scripts run" would prove nothing.
 */
async function canarySelfCheck(browser: Browser, base: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${base}/bodyplans`);
    const code = VECTORS.script.replace(/<\/?script>/g, '');
    await page.evaluate(`document.body.insertAdjacentHTML('beforeend', ${JSON.stringify(VECTORS.img)});
      const script = document.createElement('script');
      script.textContent = ${JSON.stringify(code)};
      document.body.append(script);`);
    await page.waitForTimeout(GRACE_MS);
    return Number(await page.evaluate(`window.${CANARY} ?? 0`));
  } finally {
    await context.close();
  }
}

export const studioSection: HostileSection = {
  name: 'studio',
  async run(): Promise<SectionReport> {
    await buildApp();
    const preview = await startPreview();
    const foreign = await startForeignServer();
    let browser: Browser | null = null;
    try {
      const { executablePath, args } = playwrightConfig.use?.launchOptions ?? {};
      browser = await chromium.launch({ executablePath, args });
      const cases = buildStudioCases(foreign.baseUrl);
      const verdicts: StudioVerdict[] = [];
      let scriptsRun = 0;
      for (const input of cases) {
        const seen = await observe(browser, `http://127.0.0.1:${PORT}`, input);
        scriptsRun += seen.scriptsRun;
        verdicts.push(judgeStudio(input, seen));
        if (process.env.HOSTILE_VERBOSE) process.stderr.write(`studio: ${input.name}: ${verdicts.at(-1)!.kind}: ${seen.opened ?? '-'} | ${seen.errorNotices.join(' / ').slice(0, 300)}\n`);
      }
      // The canary must be able to count: the same vectors, put into the page as HTML on purpose, run.
      const selfCheck = await canarySelfCheck(browser, `http://127.0.0.1:${PORT}`);
      const count = (kind: StudioVerdict['kind']) => verdicts.filter((v) => v.kind === kind).length;
      const problems = verdicts.flatMap((v, i) => (v.kind === 'handled' ? [] : [`${cases[i]!.name}: ${v.kind}: ${v.why}`]));
      if (selfCheck !== 2) problems.push(`canary self-check: ${selfCheck} of 2 vectors run on purpose were counted, so "scripts run" cannot be trusted`);
      return {
        section: 'studio',
        tried: cases.length,
        handled: count('handled'),
        timedOut: count('timedOut'),
        crashes: count('crash') + (selfCheck !== 2 ? 1 : 0),
        scriptsRun,
        problems,
        figures: { 'canary self-check (2 vectors run on purpose, counted)': selfCheck },
      };
    } finally {
      await browser?.close();
      await foreign.close();
      preview.kill();
    }
  },
};
