// Test support for the news and directory areas' jsdom tests: render routes as the app does, against a test API.
import { afterEach, beforeEach } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { API_BASE_URL_STORAGE_KEY } from '../../../api/baseUrl.ts';
import type { TestServer } from '../../../api/testing/drfListServer.ts';

/** Renders `routes` in a memory router at the last of `entries`, with a fresh QueryClient that does not retry. */
export function renderRoutes(routes: RouteObject[], entries: string[]) {
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The routes and a catch-all, so that leaving the area by Back lands somewhere visible. */
export function renderWithElsewhere(routes: RouteObject[], entries: string[]) {
  return renderRoutes([...routes, { path: '*', element: <p>elsewhere</p> }], entries);
}

export const searchOf = (router: ReturnType<typeof renderRoutes>) => new URLSearchParams(router.state.location.search);

/** Each test reads from `server()` through the remembered API base URL setting, and starts from a clean page and storage. */
export function readFromTestServer(server: () => TestServer): void {
  beforeEach(() => window.localStorage.setItem(API_BASE_URL_STORAGE_KEY, server().baseUrl));
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });
}
