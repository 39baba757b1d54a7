// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiHandler } from '../../../../mock-api/handler.ts';
import { FIRST_REQUEST_GLOBAL } from '../../../api/firstRequest.ts';
import { paintFirstDirectory } from './paintFirstDirectory.ts';

const TABLE = '/api/v1/channels/?limit=10';

/** The mock API's first page of channels, as JSON, edited by `edit`. */
async function firstPage(edit: (page: { results: Record<string, unknown>[] }) => void = () => undefined): Promise<string> {
  const answer = await createApiHandler()({ method: 'GET', url: TABLE, headers: { host: 'localhost' } });
  const page = JSON.parse(String(answer.body)) as { results: Record<string, unknown>[] };
  edit(page);
  return JSON.stringify(page);
}

/** What index.html's inline script leaves for a load of /directory/channels, answered with `body` and `status`. */
function leaveFirstRequest(body: string, status = 200, kind: 'directory' | 'list' = 'directory') {
  const response = Promise.resolve(new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
  (globalThis as Record<string, unknown>)[FIRST_REQUEST_GLOBAL] = { url: `${window.location.origin}${TABLE}`, kind, response, copy: response.then((r) => r.clone()) };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/directory/channels?ui=en');
  document.body.innerHTML = '<div id="root"><p class="boot-status">Loading…</p></div>';
});

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[FIRST_REQUEST_GLOBAL];
});

const root = () => document.getElementById('root')!;
const rows = () => [...root().querySelectorAll('table.directory-table tbody tr')];

describe('the directory’s first paint', () => {
  it('draws the table’s first page: links to each record in the reader’s language, descriptions, status', async () => {
    leaveFirstRequest(await firstPage());
    const first = (JSON.parse(await firstPage()) as { results: { id: number; name: string; is_active: boolean }[] }).results[0]!;
    expect(await paintFirstDirectory(() => true)).toBe(true);
    expect(rows()).toHaveLength(10);
    expect(root().querySelector('.app')!.hasAttribute('data-first-paint')).toBe(true);
    expect(root().querySelector('h1')!.textContent).toBe('Channels');
    const link = rows()[0]!.querySelector('a')!;
    expect(link.textContent).toBe(first.name);
    expect(link.getAttribute('href')).toBe(`/directory/channels/${first.id}?ui=en`);
    expect(rows()[0]!.querySelector('.badge')!.textContent).toBe(first.is_active ? 'Active' : 'Inactive');
    expect(root().querySelector('nav.directory-nav a[aria-current="page"]')!.textContent).toBe('Channels');
    expect([...root().querySelectorAll('th button')].every((button) => button.hasAttribute('inert'))).toBe(true);
    expect(document.title).toBe('Channels – Workbench');
  });

  it('speaks the language of the address, and says when a description is in another language or missing', async () => {
    window.history.replaceState(null, '', '/directory/channels?ui=de');
    leaveFirstRequest(
      await firstPage((page) => {
        Object.assign(page.results[0]!, { de_description: '', en_description: 'Only in English', fr_description: '' });
        Object.assign(page.results[1]!, { de_description: '', en_description: '', fr_description: '' });
      }),
    );
    expect(await paintFirstDirectory(() => true)).toBe(true);
    expect(root().querySelector('h1')!.textContent).toBe('Kanäle');
    const [first, second] = rows();
    expect(first!.children[2]!.textContent).toBe('Only in English (auf Englisch; kein Text auf Deutsch)');
    expect(first!.querySelector('[lang="en"]')!.textContent).toBe('Only in English');
    expect(second!.children[2]!.querySelector('.empty-value')!.textContent).toBe('—kein Wert');
    expect(document.documentElement.lang).toBe('de');
  });

  it('draws a name as text, never as markup, and leaves out a record the app would leave out', async () => {
    leaveFirstRequest(
      await firstPage((page) => {
        page.results[0]!.name = '<img src=x onerror="window.pwned=1">';
        page.results[1]!.name = 42;
      }),
    );
    expect(await paintFirstDirectory(() => true)).toBe(true);
    expect(rows()).toHaveLength(9);
    expect(rows()[0]!.querySelector('a')!.textContent).toBe('<img src=x onerror="window.pwned=1">');
    expect(root().querySelector('table img')).toBeNull();
  });

  it('draws nothing on a failed answer, an empty page, another page’s request, or once the app has started', async () => {
    leaveFirstRequest('{"detail":"boom"}', 500);
    expect(await paintFirstDirectory(() => true)).toBe(false);
    leaveFirstRequest(await firstPage((page) => (page.results = [])));
    expect(await paintFirstDirectory(() => true)).toBe(false);
    leaveFirstRequest(await firstPage(), 200, 'list');
    expect(await paintFirstDirectory(() => true)).toBe(false);
    leaveFirstRequest(await firstPage());
    expect(await paintFirstDirectory(() => false)).toBe(false);
    expect(root().textContent).toBe('Loading…');
  });
});
