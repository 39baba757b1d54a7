/**
 * The new version's worker waiting to take over, for the shell's "A new version is available —
 * Reload". Kept apart from the registration (serviceWorkerRegistration.ts), which main.tsx loads
 * as a chunk of its own after the page has loaded: the shell only needs this small store.
 */
type Listener = () => void;

let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();

export function setWaitingServiceWorker(worker: ServiceWorker | null): void {
  waiting = worker;
  for (const listener of listeners) listener();
}

/** The new version's worker waiting to take over, if any. */
export function waitingServiceWorker(): ServiceWorker | null {
  return waiting;
}

export function subscribeToWaitingServiceWorker(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Lets the waiting version take over; the page reloads once it controls it. */
export function takeOverAndReload(): void {
  const worker = waiting;
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: 'take-over' });
}
