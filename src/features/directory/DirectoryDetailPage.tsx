import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LoadErrorPanel } from '../readerCommon/LoadErrorPanel.tsx';
import { SlowLoadNotice } from '../readerCommon/LoadNotices.tsx';
import { useFirstLoad } from '../readerCommon/useFirstLoad.ts';
import { SkeletonList } from '../../ui/Skeleton.tsx';
import { useApiClient } from '../readerCommon/ApiClientContext.tsx';
import { useDisplayLanguage, withLanguage } from '../readerCommon/useDisplayLanguage.ts';
import { DIRECTORY_COLLECTIONS, isDirectoryName } from './directoryCollections.tsx';
import { DirectoryNav } from './DirectoryNav.tsx';

import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useMessages } from '../../i18n/UiLanguageContext.tsx';
import { AREA_PATHS, directoryCollectionPath } from '../../routePaths.ts';

/** A directory record as a page: its name, what it is in words, its texts in each language, then its facts. */
export function DirectoryDetailPage() {
  const languagesId = useId();
  const aboutId = useId();
  const { collection: name, id: idParam = '' } = useParams();
  const client = useApiClient();
  const [language] = useDisplayLanguage();
  const messages = useMessages();
  const t = messages.directory;
  const collection = isDirectoryName(name) ? DIRECTORY_COLLECTIONS[name] : null;
  const texts = isDirectoryName(name) ? t.collections[name] : null;
  const id = /^\d{1,15}$/.test(idParam) ? Number(idParam) : null;
  const query = useQuery({
    ...(collection ?? DIRECTORY_COLLECTIONS.channels).detail(client, id ?? 0),
    enabled: collection !== null && id !== null,
  });
  const loaded = collection && query.data ? collection.record.title(query.data, language) : null;
  useDocumentTitle(texts && id !== null ? (loaded ? `${loaded} – ${texts.singular}` : `${texts.singular} ${id}`) : messages.notFound);

  const firstLoad = useFirstLoad(query, (collection ?? DIRECTORY_COLLECTIONS.channels).detail(client, id ?? 0).queryKey, query.data !== undefined);

  if (!collection || !texts || id === null || !isDirectoryName(name)) {
    return (
      <section>
        <DirectoryNav />
        <h1>{messages.notFound}</h1>
        <p>{t.noSuchRecord}</p>
      </section>
    );
  }
  const item = query.data;
  const view = collection.record;
  const slowLoad = (
    <>
      <SlowLoadNotice load={firstLoad} />
      {!firstLoad.cancelled && <SkeletonList rows={2} label={messages.loading} />}
    </>
  );
  return (
    <article className="directory-detail directory-record">
      <DirectoryNav />
      <p className="back-link">
        <Link to={withLanguage(directoryCollectionPath(name), language)}>{t.backToList(texts.title)}</Link>
      </p>
      {/* What kind of record this is, above its name. */}
      <p className="directory-kind">{texts.singular}</p>
      <h1>{item ? view.heading(item, language) : `${texts.singular} ${id}`}</h1>
      {query.isError && !item ? (
        <LoadErrorPanel title={t.recordLoadError(texts.singular, id)} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !item ? (
        slowLoad
      ) : (
        <>
          {view.badges && <p className="directory-badges">{view.badges(item)}</p>}
          {view.lead?.(item, language)}
          {collection.newsFilter && (
            <p className="directory-news-link">
              <Link to={withLanguage(AREA_PATHS.news, language, { [collection.newsFilter]: String(id) })}>{texts.newsWith} →</Link>
            </p>
          )}
          <section aria-labelledby={languagesId}>
            <h2 id={languagesId}>{t.detail.inEachLanguage}</h2>
            <dl className="directory-fields">
              {view.languages.map((code) => (
                <div key={code}>
                  <dt>{messages.languageNames[code]}</dt>
                  <dd>{view.inLanguage(item, code)}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby={aboutId}>
            <h2 id={aboutId}>{t.detail.about}</h2>
            <dl className="directory-fields">
              {view.details.map((field) => (
                <div key={field.label}>
                  <dt>{field.label === 'number' ? t.detail.number : t.fields[field.label]}</dt>
                  <dd>{field.value(item, language)}</dd>
                </div>
              ))}
            </dl>
          </section>
        </>
      )}
    </article>
  );
}
