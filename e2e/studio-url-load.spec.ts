import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Page } from '@playwright/test';
import { startHttpTestServer, type HttpTestServer } from '../src/testing/httpTestServer.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { test, expect } from './fixtures.ts';

const MB = 1024 * 1024;
const closed = new Set<string>();

/** A real HTTP server playing the slow and oversized servers a ?url= or example load can meet; none of them ever finishes a body. */
function serve(request: IncomingMessage, response: ServerResponse): void {
  response.on('close', () => closed.add(request.url ?? ''));
  if (request.url === '/silent.json') return;
  if (request.url === '/declared-huge.json') {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(70 * MB) });
    response.write('{"joints":[');
    return;
  }
  if (request.url === '/slow.json') {
    // 1 MB of a declared 2 MB, then nothing: the status shows the progress and Cancel must stop it.
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(2 * MB) });
    response.write(' '.repeat(MB));
    return;
  }
  response.writeHead(404).end();
}
let server: HttpTestServer;
let serverUrl = '';

test.beforeAll(async () => {
  server = await startHttpTestServer(serve);
  serverUrl = server.baseUrl;
});
// Ends the bodies that never finish too.
test.afterAll(() => server.close());

const currentPlan = (page: Page) => page.locator('.studio-current');
const notice = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

/** Opens the planar arm, then makes the "Seven-DOF arm on a rail" example come from `path` on the test server. */
async function openArmThenRouteRailArm(page: Page, path: string) {
  await page.route('**/bodyplans/seven-dof-rail-arm.json', (route) => route.continue({ url: `${serverUrl}${path}` }));
  await page.goto('/bodyplans?url=/bodyplans/planar-two-link-arm.json');
  await expect(currentPlan(page)).toContainText('Open: planar-two-link-arm.json — 3 joints');
}

test.describe('Studio: loading a plan from a URL', () => {
  test('a server that never answers shows Loading…, then a clear message after the timeout, and the open plan stays', async ({ page }) => {
    await page.clock.install();
    await openArmThenRouteRailArm(page, '/silent.json');
    await page.getByRole('button', { name: 'Seven-DOF arm on a rail' }).click();
    await expect(notice(page, 'Loading seven-dof-rail-arm.json… (0.0 MB)')).toBeVisible();

    await page.clock.fastForward('00:31');
    await expect(notice(page, /the server did not answer within 30 s/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel loading' })).toHaveCount(0);
    await expect(currentPlan(page)).toContainText('Open: planar-two-link-arm.json — 3 joints');
  });

  test('a plan declared larger than 64 MB is refused before it downloads, and the open plan stays', async ({ page }) => {
    await openArmThenRouteRailArm(page, '/declared-huge.json');
    await page.getByRole('button', { name: 'Seven-DOF arm on a rail' }).click();
    await expect(notice(page, /it is 70 MB; body plans over 64 MB are not opened\./)).toBeVisible();
    await expect(currentPlan(page)).toContainText('Open: planar-two-link-arm.json — 3 joints');
    await expect.poll(() => closed.has('/declared-huge.json')).toBe(true);
  });

  test('a slow download shows its progress (axe finds nothing serious); Cancel stops it and keeps the open plan', async ({ page }) => {
    await openArmThenRouteRailArm(page, '/slow.json');
    await page.getByRole('button', { name: 'Seven-DOF arm on a rail' }).click();
    await expect(notice(page, 'Loading seven-dof-rail-arm.json… (1.0 of 2.0 MB)')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Cancel loading' }).click();
    await expect(notice(page, 'Loading seven-dof-rail-arm.json was cancelled')).toBeVisible();
    await expect(page.getByText(/Loading seven-dof-rail-arm\.json…/)).toHaveCount(0);
    await expect(currentPlan(page)).toContainText('Open: planar-two-link-arm.json — 3 joints');
    await expect.poll(() => closed.has('/slow.json')).toBe(true);
  });

  test('a ?url= with a broken percent-escape is a clear notice, not a crash', async ({ page }) => {
    await page.goto('/bodyplans?url=%E0%A4%A');
    await expect(notice(page, `The link's ?url= is not a valid address: "%E0%A4%A" has a broken percent-escape`)).toBeVisible();
    await expect(currentPlan(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Body Plan Studio' })).toBeVisible();
  });
});
