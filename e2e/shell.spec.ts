import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';

test('header links navigate between the two areas, and back/forward works', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });

  await nav.getByRole('link', { name: 'Body plans' }).click();
  await expect(page).toHaveURL(/\/bodyplans$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Body Plan Studio' })).toBeVisible();

  await nav.getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/news(\?ui=[a-z]{2})?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/bodyplans$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Body Plan Studio' })).toBeVisible();

  await page.goForward();
  await expect(page).toHaveURL(/\/news(\?ui=[a-z]{2})?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
});

test('each area opens directly by URL', async ({ page }) => {
  await page.goto('/bodyplans');
  await expect(page.getByRole('heading', { level: 1, name: 'Body Plan Studio' })).toBeVisible();
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
});

test('an unknown URL shows the not-found page with a way back', async ({ page }) => {
  await page.goto('/nowhere/at/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the start page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an area whose code cannot be fetched shows a readable error and a way back, not a blank page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // As after a deployment that replaced the chunks, or a dropped connection.
  await page.route(/\/assets\/NewsArea-[^/]*\.js$/, (route) => route.abort('connectionreset'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(alert).toContainText('This page could not be shown');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.unroute(/\/assets\/NewsArea-[^/]*\.js$/);
  await alert.getByRole('link', { name: 'Back to the start page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

test('npm run dev serves the shell and the bundled mock API on one origin', async ({ page }) => {
  test.setTimeout(180_000);
  // The dev server compiles on demand: the first page takes a while on a slow machine.
  const port = Number(process.env.E2E_PORT ?? 4173) + 1;
  const dev = spawn('npm', ['run', 'dev', '--', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: join(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`npm run dev did not start: ${output}`)), 90_000);
      const onData = (chunk: Buffer) => {
        // Vite colours its address line: compare without the escape codes.
        output += chunk.toString().replace(ANSI_COLOUR, '');
        if (output.includes(`127.0.0.1:${port}`)) {
          clearTimeout(timer);
          resolve();
        }
      };
      dev.stdout!.on('data', onData);
      dev.stderr!.on('data', onData);
      dev.once('exit', (code) => reject(new Error(`npm run dev exited with ${code}: ${output}`)));
    });
    await page.goto(`http://127.0.0.1:${port}/news`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('.app:not([data-first-paint]) article.news-card').first()).toBeVisible({ timeout: 60_000 });
  } finally {
    // npm starts vite as a child: end the whole process group.
    if (dev.pid !== undefined) process.kill(-dev.pid, 'SIGTERM');
  }
});

test('the mock API answers on the app origin', async ({ request }) => {
  const response = await request.get('/api/v1/');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = (await response.json()) as Record<string, string>;
  expect(Object.keys(body)).toContain('news');
});

for (const path of ['/', '/bodyplans', '/news', '/nowhere']) {
  test(`axe finds no serious violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
