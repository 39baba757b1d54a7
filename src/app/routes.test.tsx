import { describe, expect, it } from 'vitest';
import { render, screen, within, cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { afterEach, vi } from 'vitest';
import { App } from './App.tsx';
import { appRoutes } from './routes.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(<App router={router} />);
  return router;
}

afterEach(cleanup);

// The areas are lazy chunks; the studio's is large, and a loaded CI machine can take seconds to import it.
const LAZY_ROUTE = { timeout: 15_000 };

describe('app shell routing', { timeout: 40_000 }, () => {
  it('shows the body plan area at /bodyplans', async () => {
    renderAt('/bodyplans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Body Plan Studio' }, LAZY_ROUTE)).toBeTruthy();
  });

  it('shows the news area at /news', async () => {
    renderAt('/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'News' }, LAZY_ROUTE)).toBeTruthy();
  });

  it('shows a not-found page with a way back for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LAZY_ROUTE)).toBeTruthy();
    expect(screen.getByText('/no/such/page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the start page' }).getAttribute('href')).toBe('/');
  });

  it('navigates between the areas through the header links', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    // The start page is a lazy route: the shell appears once its chunk has loaded.
    const nav = await screen.findByRole('navigation', { name: 'Main' }, LAZY_ROUTE);
    await user.click(within(nav).getByRole('link', { name: 'News' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'News' }, LAZY_ROUTE)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/news');
    await user.click(within(nav).getByRole('link', { name: 'Body plans' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Body Plan Studio' }, LAZY_ROUTE)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/bodyplans');
  });

  it('shows a readable error with a way back, inside the shell, when a page throws while rendering', async () => {
    const user = userEvent.setup();
    function BrokenPage(): never {
      throw new Error('the record has no title');
    }
    // The app's own layout and error boundaries, with one page that throws in place of the areas.
    const [shell] = appRoutes as [NonIndexRouteObject];
    const [boundary] = shell.children as [NonIndexRouteObject];
    const broken: RouteObject = { path: 'broken', Component: BrokenPage };
    const routes: RouteObject[] = [{ ...shell, children: [{ ...boundary, children: [...boundary.children!, broken] }] }];
    const router = createMemoryRouter(routes, { initialEntries: ['/broken'] });
    // React reports the caught error on the console; that is expected here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(<App router={router} />);
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
      expect(alert.textContent).toContain('the record has no title');
      // The header stays, so the person can go on from here.
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
      await user.click(within(alert).getByRole('link', { name: 'Back to the start page' }));
      // The start page is a lazy route: the navigation ends when its chunk has loaded.
      expect(await screen.findByRole('heading', { level: 1, name: 'Workbench' }, LAZY_ROUTE)).toBeTruthy();
      expect(router.state.location.pathname).toBe('/');
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      quiet.mockRestore();
    }
  });
});
