import type { Messages } from '../i18n/messages.ts';
import { useOnlineStatus } from '../ui/useOnlineStatus.ts';

/** Says the browser is offline, in the shell's language; the pages keep showing what they already loaded. */
export function OfflineBanner({ t }: { t: Messages }) {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <p className="offline-banner" role="status">
      {t.shell.offline}
    </p>
  );
}
