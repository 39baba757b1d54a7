import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { News } from '../../../api/resources/resources.ts';
import type { ListParams } from '../../../api/listParams.ts';
import { parseNewsListState, stateFromPageParams, writeNewsListState } from '../list/newsListState.ts';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { useDisplayLanguage, withLanguage } from '../../readerCommon/useDisplayLanguage.ts';
import { useApiClient } from '../../readerCommon/ApiClientContext.tsx';
import { useMessages } from '../../../i18n/UiLanguageContext.tsx';
import { AREA_PATHS, newsItemPath } from '../../../routePaths.ts';
import { allCopies, type KeptCopy } from './offlineStore.ts';
import { StorageFullNotice } from '../../readerCommon/StorageFullNotice.tsx';

/** `/news/offline`: what is kept on this device and can be read without a connection. */
export function OfflinePage() {
  const t = useMessages().reading;
  const [language] = useDisplayLanguage();
  const baseUrl = useApiClient().baseUrl;
  const [copies, setCopies] = useState<KeptCopy[] | null>(null);
  useEffect(() => {
    let live = true;
    void allCopies().then((all) => live && setCopies(all.filter((copy) => copy.queryKey[1] === baseUrl).sort((a, b) => b.fetchedAt - a.fetchedAt)));
    return () => {
      live = false;
    };
  }, [baseUrl]);
  useDocumentTitle(t.offlineTitle);
  const when = (at: number) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  const articles = (copies ?? []).filter((copy) => copy.kind === 'detail');
  const lists = (copies ?? []).filter((copy) => copy.kind === 'list');
  return (
    <section className="news-offline-page">
      <h1>{t.offlineTitle}</h1>
      <p>{t.offlineIntro}</p>
      <StorageFullNotice />
      {copies !== null && copies.length === 0 && <p>{t.offlineNothing}</p>}
      {articles.length > 0 && (
        <>
          <h2>{t.offlineArticles}</h2>
          <ul className="news-offline-list">
            {articles.map((copy) => {
              const news = copy.data as News;
              return (
                <li key={copy.key}>
                  <Link to={withLanguage(newsItemPath(news.id), language)}>{news.title}</Link> <span className="news-offline-when">({t.keptAt(when(copy.fetchedAt))})</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {lists.length > 0 && (
        <>
          <h2>{t.offlineLists}</h2>
          <ul className="news-offline-list">
            {lists.map((copy) => {
              const params = (copy.queryKey[4] ?? {}) as ListParams;
              const search = writeNewsListState(stateFromPageParams(parseNewsListState(new URLSearchParams()), params));
              const limit = Number(params.limit) || 10;
              const page = Math.floor((Number(params.offset) || 0) / limit) + 1;
              const filtered = Object.keys(params as object).some((name) => !['limit', 'offset', 'ordering'].includes(name));
              return (
                <li key={copy.key}>
                  <Link to={withLanguage(AREA_PATHS.news, language, Object.fromEntries(search))}>{t.listPage(page, filtered)}</Link>{' '}
                  <span className="news-offline-when">({t.keptAt(when(copy.fetchedAt))})</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
