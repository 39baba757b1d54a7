import { QueryClient } from '@tanstack/react-query';

/** One QueryClient for the app; per-query options (staleTime, retry) live next to each fetcher. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false },
    },
  });
}
