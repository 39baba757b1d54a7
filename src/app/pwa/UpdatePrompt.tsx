import { useSyncExternalStore } from 'react';
import type { Messages } from '../../i18n/en.ts';
import { subscribeToWaitingServiceWorker, takeOverAndReload, waitingServiceWorker } from './waitingServiceWorker.ts';

/** "A new version is available — Reload", while a newly deployed version waits to take over. */
export function UpdatePrompt({ t }: { t: Messages }) {
  const waiting = useSyncExternalStore(subscribeToWaitingServiceWorker, waitingServiceWorker, () => null);
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{t.shell.updateReady}</span>{' '}
      <button type="button" onClick={takeOverAndReload}>
        {t.shell.reload}
      </button>
    </div>
  );
}
