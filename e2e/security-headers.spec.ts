import { createHash } from 'node:crypto';
import { test, expect } from './fixtures.ts';
import { cards } from './newsPage.ts';

// The built app under `vite preview` is served with its strict CSP (scripts/securityHeaders/), and
// the pages people use run under it without one violation.

test('the preview server sends the CSP with the hash of every inline script, nosniff, no framing and a referrer policy', async ({ request }) => {
  const response = await request.get('/news');
  const html = await response.text();
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline.length).toBeGreaterThan(0);
  for (const text of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  // Scripts are hash-only; inline styles are allowed for the JSON editor's theme (securityHeaders.ts).
  expect(csp.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain('unsafe-inline');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('news, an article, the directory and the Studio with a plan and its JSON editor open run with no CSP violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const violations = () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

  await page.goto('/news');
  await expect(cards(page).first()).toBeVisible();
  expect(await violations()).toEqual([]);

  await cards(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/news\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/directory');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link').nth(3)).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
  await expect(page.getByRole('heading', { level: 1, name: 'Body Plan Studio' })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open body plan' }).click();
  await (await chooser).setFiles('public/bodyplans/humanoid.json');
  await expect(page.locator('.studio-current')).toContainText('Open: humanoid.json');
  expect(await violations()).toEqual([]);

  // The JSON editor writes its theme into a <style> element at run time.
  await page.getByRole('button', { name: 'JSON editor' }).click();
  await expect(page.locator('.studio-json-editor .cm-line').first()).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(consoleErrors.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
});
