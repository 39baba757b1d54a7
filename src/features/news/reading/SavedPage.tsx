import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { News } from '../../../api/resources/resources.ts';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { useApiClient } from '../../readerCommon/ApiClientContext.tsx';
import { useDisplayLanguage, withLanguage } from '../../readerCommon/useDisplayLanguage.ts';
import { useMessages } from '../../../i18n/UiLanguageContext.tsx';
import { newsItemPath } from '../../../routePaths.ts';
import { allCopies } from '../offline/offlineStore.ts';
import { savedIds, setSaved } from './readingMarks.ts';
import { useReadingMarks } from './useReadingMarks.ts';

/** `/news/saved`: the articles saved on this device, newest saved first, from their kept copies (readable offline). */
export function SavedPage() {
  const marks = useReadingMarks();
  const t = useMessages().reading;
  const [language] = useDisplayLanguage();
  const baseUrl = useApiClient().baseUrl;
  const [titles, setTitles] = useState<Map<number, string>>(new Map());
  useDocumentTitle(t.savedTitle);
  useEffect(() => {
    let live = true;
    void allCopies().then((copies) => {
      if (!live) return;
      const byId = new Map<number, string>();
      for (const copy of copies) if (copy.kind === 'detail' && copy.queryKey[1] === baseUrl) byId.set((copy.data as News).id, (copy.data as News).title);
      setTitles(byId);
    });
    return () => {
      live = false;
    };
  }, [baseUrl, marks]);
  const ids = savedIds();
  return (
    <section className="news-saved-page">
      <h1>{t.savedTitle}</h1>
      {ids.length === 0 ? (
        <p>{t.savedNothing}</p>
      ) : (
        <ul className="news-offline-list">
          {ids.map((id) => (
            <li key={id}>
              <Link to={withLanguage(newsItemPath(id), language)}>{titles.get(id) ?? `#${id}`}</Link>{' '}
              <button type="button" className="link-button" onClick={() => setSaved(id, false)} aria-label={`${t.saved}: ${titles.get(id) ?? id} ✕`}>
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
