import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { useState } from 'react';
import { createAppQueryClient } from './queryClient.ts';

export interface AppProps {
  /** Browser router in the app, memory router in tests: both built from `appRoutes`. */
  router: ReturnType<typeof createBrowserRouter>;
  /** The app's query client when it was made before rendering (main.tsx prefetches into it); else a new one. */
  queryClient?: QueryClient;
}

export function App({ router, queryClient: given }: AppProps) {
  const [queryClient] = useState(() => given ?? createAppQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
