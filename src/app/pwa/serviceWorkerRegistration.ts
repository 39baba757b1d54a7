/**
 * Registers /sw.js (emitted by scripts/pwa/pwaPlugin.ts) in production builds only: not under
 * `npm run dev` (no sw.js there) nor in Vitest/jsdom (no `navigator.serviceWorker`). Keeps track of
 * a new version waiting to take over (waitingServiceWorker.ts), for the shell's "A new version is available — Reload".
 */
import { setWaitingServiceWorker } from './waitingServiceWorker.ts';

function watch(registration: ServiceWorkerRegistration): void {
  // A worker is "waiting" only when another one already controls the page: a first install is not an update.
  const track = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const check = () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaitingServiceWorker(worker);
    };
    check();
    worker.addEventListener('statechange', check);
  };
  track(registration.waiting);
  track(registration.installing);
  registration.addEventListener('updatefound', () => track(registration.installing));
}

/** Registers the service worker after the page has loaded, so that precaching never competes with the first paint. */
export function registerServiceWorker(enabled: boolean = import.meta.env.PROD): void {
  if (!enabled || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    // No registration (undefined) when the browser refuses service workers without an error, as
    // Playwright's `serviceWorkers: 'block'` does: nothing to watch then.
    navigator.serviceWorker.register('/sw.js').then((registration: ServiceWorkerRegistration | undefined) => registration && watch(registration), () => {
      // No service worker (a private window, a browser policy): the app works online as before.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
