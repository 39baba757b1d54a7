import type { RouteObject } from 'react-router';
import { Layout } from './Layout.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { areaRoutePattern } from '../routePaths.ts';

/** Both areas are lazy routes: the news area's chunks must never pull in three.js. */
export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <p role="status">Loading…</p>,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          // The start page and the not-found page are chunks of their own too: /news never loads them.
          { index: true, lazy: async () => ({ Component: (await import('./HomePage.tsx')).HomePage }) },
          {
            path: areaRoutePattern('studio'),
            lazy: async () => ({ Component: (await import('../features/studio/StudioArea.tsx')).StudioArea }),
          },
          {
            path: areaRoutePattern('news'),
            lazy: async () => ({ Component: (await import('../features/news/NewsArea.tsx')).NewsArea }),
          },
          {
            path: areaRoutePattern('directory'),
            lazy: async () => ({ Component: (await import('../features/directory/DirectoryArea.tsx')).DirectoryArea }),
          },
          { path: '*', lazy: async () => ({ Component: (await import('./NotFoundPage.tsx')).NotFoundPage }) },
        ],
      },
    ],
  },
];
