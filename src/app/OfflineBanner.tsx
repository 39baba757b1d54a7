import { useOnlineStatus } from '../ui/useOnlineStatus.ts';

/** Says the browser is offline; the pages keep showing what they already loaded. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <p className="offline-banner" role="status">
      You are offline. What was already loaded stays on screen; new pages load when the connection is back.
    </p>
  );
}
