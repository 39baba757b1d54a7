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

export function DirectoryDetailPage() {
  const { collection: name, id: idParam = '' } = useParams();
  const client = useApiClient();
  const [language] = useDisplayLanguage();
  const messages = useMessages();
  const t = messages.directory;
  const collection = isDirectoryName(name) ? DIRECTORY_COLLECTIONS[name] : null;
  const texts = isDirectoryName(name) ? t.collections[name] : null;
  const id = /^\d{1,15}$/.test(idParam) ? Number(idParam) : null;
  useDocumentTitle(texts && id !== null ? `${texts.singular} ${id}` : messages.notFound);
  const query = useQuery({
    ...(collection ?? DIRECTORY_COLLECTIONS.channels).detail(client, id ?? 0),
    enabled: collection !== null && id !== null,
  });

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
  const slowLoad = (
    <>
      <SlowLoadNotice load={firstLoad} />
      {!firstLoad.cancelled && <SkeletonList rows={2} label={messages.loading} />}
    </>
  );
  return (
    <section className="directory-detail">
      <DirectoryNav />
      <p className="back-link">
        <Link to={withLanguage(directoryCollectionPath(name), language)}>{t.backToList(texts.title)}</Link>
      </p>
      <h1>
        {texts.singular} {id}
      </h1>
      {query.isError && !item ? (
        <LoadErrorPanel title={t.recordLoadError(texts.singular, id)} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !item ? (
        slowLoad
      ) : (
        <>
          <dl className="directory-fields">
            {collection.fields.map((field) => (
              <div key={field.label}>
                <dt>{t.fields[field.label]}</dt>
                <dd>{field.value(item, language)}</dd>
              </div>
            ))}
          </dl>
          {collection.newsFilter && (
            <p>
              <Link to={withLanguage(AREA_PATHS.news, language, { [collection.newsFilter]: String(id) })}>
                {texts.newsWith}
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
