import type { RouteObject } from 'react-router';
import { Layout } from './Layout.tsx';
import { HomePage } from './HomePage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
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
          { index: true, element: <HomePage /> },
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
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
