import { useMessages, useUiLanguage } from '../../i18n/UiLanguageContext.tsx';
import { formatClockTime } from './formatClockTime.ts';
import type { FirstLoad } from './useFirstLoad.ts';

/** "Taking longer than usual…" with Cancel and Try again; after Cancel, a calm state with Try again. */
export function SlowLoadNotice({ load }: { load: FirstLoad }) {
  const t = useMessages().errors;
  if (load.cancelled) {
    return (
      <div className="empty-state load-cancelled" role="status">
        <p>{t.cancelled}</p>
        <button type="button" onClick={load.retry}>
          {t.tryAgain}
        </button>
      </div>
    );
  }
  if (!load.slow) return null;
  return (
    <div className="slow-load" role="status">
      <p>{t.slow}</p>
      <button type="button" onClick={load.cancel}>
        {t.cancel}
      </button>
      <button type="button" onClick={load.retry}>
        {t.tryAgain}
      </button>
    </div>
  );
}

/** A refresh failed: the copy on screen stays, and says when it was fetched. */
export function StaleCopyNotice({ fetchedAt }: { fetchedAt: number }) {
  const t = useMessages().errors;
  const language = useUiLanguage();
  return (
    <p className="stale-copy" role="status">
      {t.staleCopy(formatClockTime(fetchedAt, language))}
    </p>
  );
}
