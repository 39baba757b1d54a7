import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy routes that match `location` and puts what they export on the route objects, so
 * that a router created from `routes` afterwards starts on the page itself. A router that finds a
 * lazy match first renders the fallback, then loads the chunk, then renders the page again in a
 * transition, in 5 ms slices between other tasks: on a cold load of /news that was the page's
 * slowest path to its first card. A route whose chunk fails to load stays lazy, and the
 * router then reports the failure on the page as before.
 */
export async function loadMatchedLazyRoutes(routes: RouteObject[], location: Pick<Location, 'pathname'>): Promise<void> {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      try {
        const loaded = await lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      } catch {
        // Left lazy: the router retries the import and shows the route's error page if it fails.
      }
    }),
  );
}
