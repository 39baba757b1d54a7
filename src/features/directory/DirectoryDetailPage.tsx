import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { SkeletonList } from '../../ui/Skeleton.tsx';
import { useApiClient } from '../shared/ApiClientContext.tsx';
import { useDisplayLanguage, withLanguage } from '../shared/useDisplayLanguage.ts';
import { DIRECTORY_COLLECTIONS, isDirectoryName } from './directoryCollections.tsx';
import { DirectoryNav } from './DirectoryNav.tsx';

import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

export function DirectoryDetailPage() {
  const { collection: name, id: idParam = '' } = useParams();
  const client = useApiClient();
  const [language] = useDisplayLanguage();
  const collection = isDirectoryName(name) ? DIRECTORY_COLLECTIONS[name] : null;
  const id = /^\d{1,15}$/.test(idParam) ? Number(idParam) : null;
  useDocumentTitle(collection && id !== null ? `${collection.singular} ${id}` : 'Not found');
  const query = useQuery({
    ...(collection ?? DIRECTORY_COLLECTIONS.channels).detail(client, id ?? 0),
    enabled: collection !== null && id !== null,
  });

  if (!collection || id === null) {
    return (
      <section>
        <DirectoryNav />
        <h1>Not found</h1>
        <p>There is no directory record at this address.</p>
      </section>
    );
  }
  const item = query.data;
  return (
    <section className="directory-detail">
      <DirectoryNav />
      <p className="back-link">
        <Link to={withLanguage(`/directory/${name}`, language)}>← All {collection.title.toLowerCase()}</Link>
      </p>
      <h1>
        {collection.singular} {id}
      </h1>
      {query.isError ? (
        <ErrorPanel title={`This ${collection.singular.toLowerCase()} could not be loaded`} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !item ? (
        <SkeletonList rows={2} label="Loading…" />
      ) : (
        <>
          <dl className="directory-fields">
            {collection.fields.map((field) => (
              <div key={field.label}>
                <dt>{field.label}</dt>
                <dd>{field.value(item, language)}</dd>
              </div>
            ))}
          </dl>
          {collection.newsFilter && (
            <p>
              <Link to={withLanguage('/news', language, { [collection.newsFilter]: String(id) })}>
                News with this {collection.singular.toLowerCase()}
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
