import { useMessages } from '../../../i18n/UiLanguageContext.tsx';
import { isNewSince, isRead, isSaved, previousVisit } from './readingMarks.ts';
import { useReadingMarks } from './useReadingMarks.ts';

/** On a card: a dot for unread (the title turns bold in CSS), "New" since the last visit, a star when saved. */
export function CardMarks({ id, publishDate }: { id: number; publishDate: string }) {
  useReadingMarks();
  const t = useMessages().reading;
  const unread = !isRead(id);
  const fresh = isNewSince(publishDate, previousVisit());
  return (
    <>
      {unread && (
        <span className="news-card-unread">
          <span aria-hidden="true" className="news-card-unread-dot" />
          <span className="visually-hidden">{t.unread}</span>
        </span>
      )}
      {fresh && (
        <span className="badge badge-new" title={t.newSinceVisitTitle}>
          {t.newSinceVisit}
        </span>
      )}
      {isSaved(id) && (
        <span className="news-card-saved" title={t.saved}>
          <span aria-hidden="true">★</span>
          <span className="visually-hidden">{t.saved}</span>
        </span>
      )}
    </>
  );
}
