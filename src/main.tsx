import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { appRoutes } from './app/routes.tsx';
import { createAppQueryClient } from './app/queryClient.ts';
import { prefetchForUrl } from './app/prefetchForUrl.ts';
import { loadMatchedLazyRoutes } from './app/loadMatchedLazyRoutes.ts';
import { loadCatalogue } from './i18n/messages.ts';
import { initialDisplayLanguage } from './features/readerCommon/useDisplayLanguage.ts';
import './app/app.css';
import { TRANSLATED_AREAS, isInArea } from './routePaths.ts';
import { registerServiceWorker } from './app/pwa/serviceWorkerRegistration.ts';
import { hydrateFromDevice, keepNewsOnDevice } from './features/news/offline/offlineStore.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The page's first request starts now, in parallel with loading its code.
const queryClient = createAppQueryClient();
// Every news page and article the API sends is kept on this device, and what was kept is put back
// before the first render: shown (with its age) when the API cannot be reached.
keepNewsOnDevice(queryClient);
const fromDevice = Promise.race([hydrateFromDevice(queryClient), new Promise((resolve) => setTimeout(resolve, 400))]);
prefetchForUrl(queryClient, window.location);

// The reader's catalogue (French or German are fetched on demand) before the first render, in
// parallel with the request above, so the page does not flash in English.
const translated = TRANSLATED_AREAS.some((area) => isInArea(window.location.pathname, area));
const language = initialDisplayLanguage(window.location.search);
const catalogue = translated && language !== 'en' ? loadCatalogue(language).catch(() => undefined) : Promise.resolve();
// The page's area chunk too (index.html preloads it), so that the first render is the page itself.
const ready = Promise.all([catalogue, loadMatchedLazyRoutes(appRoutes, window.location), fromDevice]);

void ready.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App router={createBrowserRouter(appRoutes)} queryClient={queryClient} />
    </StrictMode>,
  ),
);

registerServiceWorker();
