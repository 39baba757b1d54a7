import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_REQUEST_GLOBAL, fetchTakingFirstRequest, firstRequest } from './firstRequest.ts';

const URL_ = 'https://reader.example/api/v1/news/?limit=10&ordering=-publish_date';
const holder = globalThis as Record<string, unknown>;

/** What index.html's inline script leaves: one answer, and its copy. */
function leaveFirstRequest(response: Promise<Response>) {
  const copy = response.then((r) => r.clone());
  // As the inline script does: a failure nobody takes is not an unhandled rejection.
  response.catch(() => undefined);
  copy.catch(() => undefined);
  holder[FIRST_REQUEST_GLOBAL] = { url: URL_, response, copy };
}

/** A network that records what it is asked. */
function network() {
  const asked: string[] = [];
  const fetch = ((input: RequestInfo | URL) => {
    asked.push(String(input));
    return Promise.resolve(new Response('"from the network"'));
  }) as typeof globalThis.fetch;
  return { asked, fetch };
}

afterEach(() => {
  delete holder[FIRST_REQUEST_GLOBAL];
});

describe('the first request started by index.html', () => {
  it('is absent when the inline script started none', () => {
    expect(firstRequest()).toBeNull();
  });

  it('answers the first GET of its URL with manual redirects, once; the next goes to the network', async () => {
    leaveFirstRequest(Promise.resolve(new Response('"early"')));
    const { asked, fetch } = network();
    const taking = fetchTakingFirstRequest('response', fetch);
    expect(await (await taking(URL_, { redirect: 'manual' })).json()).toBe('early');
    expect(asked).toEqual([]);
    expect(await (await taking(URL_, { redirect: 'manual' })).json()).toBe('from the network');
    expect(asked).toEqual([URL_]);
  });

  it('gives its two readers the whole answer each: the response and its copy', async () => {
    leaveFirstRequest(Promise.resolve(new Response('{"count":3}')));
    const { fetch } = network();
    const [response, copy] = await Promise.all([
      fetchTakingFirstRequest('response', fetch)(URL_, { redirect: 'manual' }),
      fetchTakingFirstRequest('copy', fetch)(URL_, { redirect: 'manual' }),
    ]);
    expect(await copy.json()).toEqual({ count: 3 });
    expect(await response.json()).toEqual({ count: 3 });
  });

  it('leaves other requests to the network: another URL, or a request that follows redirects', async () => {
    leaveFirstRequest(Promise.resolve(new Response('"early"')));
    const { asked, fetch } = network();
    const taking = fetchTakingFirstRequest('response', fetch);
    await taking('https://reader.example/api/v1/news/?limit=10&offset=10', { redirect: 'manual' });
    await taking(URL_, { redirect: 'follow' });
    expect(asked).toEqual(['https://reader.example/api/v1/news/?limit=10&offset=10', URL_]);
    expect(await (await taking(URL_, { redirect: 'manual' })).json()).toBe('early');
  });

  it('stops when the caller’s signal does (a time limit, a page left), even if the answer never comes', async () => {
    leaveFirstRequest(new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = fetchTakingFirstRequest('response', network().fetch)(URL_, { redirect: 'manual', signal: controller.signal });
    controller.abort(new Error('time is up'));
    await expect(pending).rejects.toThrow('time is up');
  });

  it('passes a failed request on as it failed', async () => {
    leaveFirstRequest(Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchTakingFirstRequest('response', network().fetch)(URL_, { redirect: 'manual' })).rejects.toThrow('Failed to fetch');
  });
});
