import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { useState } from 'react';
import { createAppQueryClient } from './queryClient.ts';

export interface AppProps {
  /** Browser router in the app, memory router in tests: both built from `appRoutes`. */
  router: ReturnType<typeof createBrowserRouter>;
}

export function App({ router }: AppProps) {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
