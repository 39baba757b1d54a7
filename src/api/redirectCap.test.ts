import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { clientSchemas } from './resources/resources.ts';
import { sendJson, startHostileServer, type HostileServer } from './testing/hostileServer.ts';
import { sampleLabelled } from './testing/sampleRecords.ts';

/**
 * The client follows redirects by hand (each target is checked before it is requested), so the
 * number it follows is its own cap, not the browser's: 5, then it gives up with a message. Both
 * sides of the cap are tested against a real server, counting the requests it received.
 */

const servers: HostileServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/**
 * An API whose /api/v1/themes/3/ redirects within the API `redirects` times (`?hop=1`, `?hop=2`, ...)
 * before it answers the theme. A server that never stops redirecting is one with a large count.
 */
async function redirecting(redirects: number): Promise<HostileServer> {
  const server = await startHostileServer((request, response) => {
    const hop = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('hop') ?? 0);
    if (hop < redirects) {
      response.writeHead(302, { Location: `/api/v1/themes/3/?hop=${hop + 1}` });
      response.end();
    } else sendJson(response, 200, sampleLabelled(3));
  });
  servers.push(server);
  return server;
}

const themeThrough = (api: HostileServer) => createApiClient({ baseUrl: api.baseUrl }).getJson('/api/v1/themes/3/', clientSchemas.themeSchema);
const caught = <T>(promise: Promise<T>) => promise.then(() => null, (error: unknown) => error as Error);
const hops = (count: number) => ['/api/v1/themes/3/', ...Array.from({ length: count }, (_, i) => `/api/v1/themes/3/?hop=${i + 1}`)];

describe('the news client follows at most 5 redirects', () => {
  it.each([1, 4, 5])('%i redirects within the API: followed, the theme is read', async (count) => {
    const api = await redirecting(count);
    const theme = await themeThrough(api);
    expect(theme.en_label).toBe('Theme 3');
    expect(api.requests).toEqual(hops(count));
  });

  it('6 redirects: refused after the 5th is followed, saying why; the 6th target is never requested', async () => {
    const api = await redirecting(6);
    const error = await caught(themeThrough(api));
    expect(error?.message).toBe(`${api.baseUrl}/api/v1/themes/3/ redirected more than 5 times; the redirects were not followed further`);
    expect(error?.name).toBe('ApiRefusedError');
    expect(api.requests).toEqual(hops(5));
  });

  it('a server that redirects on and on: the same refusal after the same 6 requests', async () => {
    const api = await redirecting(1000);
    const error = await caught(themeThrough(api));
    expect(error?.message).toContain('redirected more than 5 times');
    expect(api.requests).toEqual(hops(5));
  });
});
