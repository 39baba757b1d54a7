import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { appRoutes } from './app/routes.tsx';
import { createAppQueryClient } from './app/queryClient.ts';
import { prefetchForUrl } from './app/prefetchForUrl.ts';
import './app/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The page's first request starts now, in parallel with loading its code (issue 18).
const queryClient = createAppQueryClient();
prefetchForUrl(queryClient, window.location);

createRoot(container).render(
  <StrictMode>
    <App router={createBrowserRouter(appRoutes)} queryClient={queryClient} />
  </StrictMode>,
);
