import { Link } from 'react-router';
import { useMessages } from '../../../i18n/UiLanguageContext.tsx';
import { useDisplayLanguage, withLanguage } from '../../readerCommon/useDisplayLanguage.ts';
import { NEWS_OFFLINE_PATH, NEWS_SAVED_PATH } from '../../../routePaths.ts';
import { markRead } from './readingMarks.ts';
import { usePullToRefresh } from './usePullToRefresh.ts';
import { useRefetchOnReturn } from './useRefetchOnReturn.ts';

/**
 * Above the list: Refresh (also by pulling down on a touch screen, and by itself when the tab comes
 * back after five minutes), Mark all read (the cards on screen), and the Saved and offline pages.
 */
export function ReadingBar({ ids, refresh, refreshing }: { ids: readonly number[]; refresh: () => void; refreshing: boolean }) {
  const t = useMessages().reading;
  const [language] = useDisplayLanguage();
  const pulled = usePullToRefresh(refresh);
  useRefetchOnReturn(refresh);
  return (
    <div className="reading-bar">
      {pulled && (
        <p className="reading-pull" role="status">
          {t.pullToRefresh}
        </p>
      )}
      <button type="button" onClick={refresh} disabled={refreshing} aria-live="polite">
        {refreshing ? t.refreshing : t.refresh}
      </button>
      <button type="button" onClick={() => markRead(ids)} disabled={ids.length === 0}>
        {t.markAllRead}
      </button>
      <Link to={withLanguage(NEWS_SAVED_PATH, language)}>{t.savedTitle}</Link>
      <Link to={withLanguage(NEWS_OFFLINE_PATH, language)}>{t.offlineTitle}</Link>
    </div>
  );
}
