import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from './App.tsx';
import { appRoutes } from './routes.tsx';
import { createAppQueryClient } from './queryClient.ts';
import { prefetchForUrl } from './prefetchForUrl.ts';
import { readFromMockApiServer } from '../features/readerCommon/testing/mockApiServer.ts';

// The real mock API: the table's own page (or every record, for a column sorted here) is what is asked for.
const server = readFromMockApiServer();

describe('prefetchForUrl on a directory table', { timeout: 30_000 }, () => {
  it("starts the table's request before anything renders, and the table shows that answer without asking again", async () => {
    const channels = ((await (await fetch(`${server().baseUrl}/api/v1/channels/?limit=10`)).json()) as { results: { name: string }[] }).results;
    const channelRequests = () => server().requests.filter((r) => r.startsWith('/api/v1/channels/'));
    const before = channelRequests().length;
    const queryClient = createAppQueryClient();
    await prefetchForUrl(queryClient, { pathname: '/directory/channels', search: '?ui=en' });
    expect(channelRequests().slice(before)).toEqual(['/api/v1/channels/?limit=10']);

    const { unmount } = render(<App router={createMemoryRouter(appRoutes, { initialEntries: ['/directory/channels?ui=en'] })} queryClient={queryClient} />);
    expect(await screen.findByRole('cell', { name: channels[0]!.name }, { timeout: 15_000 })).toBeTruthy();
    // The first page was asked for once; the table may then fetch the next page ahead (offset=10), which is no second ask.
    const afterRender = channelRequests().slice(before);
    expect(afterRender.filter((url) => url === '/api/v1/channels/?limit=10')).toHaveLength(1);
    expect(afterRender.filter((url) => !/[?&]offset=[1-9]/.test(url))).toEqual(['/api/v1/channels/?limit=10']);
    // The page's effects (that fetch ahead) run after the table is on screen: unmounting runs any
    // still pending, and their answers are awaited, so that no request of this page lands in the next test's count.
    unmount();
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 15_000 });
  });

  it('asks for every record when the URL sorts a text column, which the table sorts with the collator', async () => {
    const channelRequests = () => server().requests.filter((r) => r.startsWith('/api/v1/channels/'));
    const before = channelRequests().length;
    await prefetchForUrl(createAppQueryClient(), { pathname: '/directory/channels/', search: '?ordering=-name' });
    expect(channelRequests().slice(before)).toEqual(['/api/v1/channels/?limit=100']);
  });
});
