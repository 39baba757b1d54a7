import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from './App.tsx';
import { appRoutes } from './routes.tsx';
import { createAppQueryClient } from './queryClient.ts';
import { prefetchForUrl } from './prefetchForUrl.ts';
import { readFromMockApiServer } from '../features/readerCommon/testing/mockApiServer.ts';

// The real mock API: the article's own record page is what is asked for.
const server = readFromMockApiServer();

describe('prefetchForUrl on an article', { timeout: 30_000 }, () => {
  it("starts the article's request before anything renders, and the article page shows that answer without asking again", async () => {
    const first = ((await (await fetch(`${server().baseUrl}/api/v1/news/?limit=1`)).json()) as { results: { id: number; title: string }[] }).results[0]!;
    const articleRequests = () => server().requests.filter((r) => r === `/api/v1/news/${first.id}/`);
    const queryClient = createAppQueryClient();
    await prefetchForUrl(queryClient, { pathname: `/news/${first.id}`, search: '?ui=en' });
    expect(articleRequests()).toHaveLength(1);

    render(<App router={createMemoryRouter(appRoutes, { initialEntries: [`/news/${first.id}?ui=en`] })} queryClient={queryClient} />);
    expect(await screen.findByRole('heading', { level: 1, name: first.title }, { timeout: 15_000 })).toBeTruthy();
    expect(articleRequests()).toHaveLength(1);
  });
});
