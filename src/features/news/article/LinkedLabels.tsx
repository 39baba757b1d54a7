import { useQueries } from '@tanstack/react-query';
import { resourceRefFromUrl } from '../../../api/resourceUrl.ts';
import type { DisplayLanguage } from '../../../api/resources/labels.ts';
import type { LabelledResource } from '../../../api/resources/resources.ts';
import type { ApiQueryOptions } from '../../../api/queryPolicy.ts';
import { inTaskOfItsOwn } from '../../../api/inTaskOfItsOwn.ts';
import type { QueryKey } from '@tanstack/react-query';
import { LocalizedLabel } from '../../readerCommon/LocalizedLabel.tsx';
import { useApiClient } from '../../readerCommon/ApiClientContext.tsx';
import { Link } from 'react-router';
import { withLanguage } from '../../readerCommon/useDisplayLanguage.ts';
import type { ApiClient } from '../../../api/client.ts';
import { useMessages } from '../../../i18n/UiLanguageContext.tsx';
import { AREA_PATHS } from '../../../routePaths.ts';

export interface LinkedLabelsProps<Key extends QueryKey> {
  heading: string;
  /** Absolute URLs of the records (`{base}/api/v1/themes/3/` ...). */
  urls: readonly string[];
  /** The collection's `byUrl` query options (cached under the record's retrieve key). */
  byUrl: (client: ApiClient, url: string) => ApiQueryOptions<LabelledResource, Key>;
  language: DisplayLanguage;
  /** The news list's filter for this collection (`themes`): each label links to the list it filters. */
  filterParam?: string;
}

/** Themes, publics, projects or faculties of a news item, each fetched from its URL and cached. */
export function LinkedLabels<Key extends QueryKey>({ heading, urls, byUrl, language, filterParam }: LinkedLabelsProps<Key>) {
  const client = useApiClient();
  const messages = useMessages();
  const t = messages.article;
  const valid = urls.filter((url) => resourceRefFromUrl(url) !== null);
  // Below the article's text: each label's request starts in a task of its own (inTaskOfItsOwn.ts).
  const results = useQueries({ queries: valid.map((url) => inTaskOfItsOwn(byUrl(client, url))) });
  if (urls.length === 0) return null;
  return (
    <section className="news-linked" aria-label={heading}>
      <h2>{heading}</h2>
      <ul>
        {valid.map((url, index) => {
          const result = results[index];
          const id = resourceRefFromUrl(url)?.id;
          return (
            <li key={url} className="tag">
              {result?.data && filterParam && id !== undefined ? (
                <Link to={withLanguage(AREA_PATHS.news, language, { [filterParam]: String(id) })}>
                  <LocalizedLabel record={result.data} field="label" language={language} />
                </Link>
              ) : result?.data ? (
                <LocalizedLabel record={result.data} field="label" language={language} />
              ) : result?.isError ? (
                <span className="field-error" title={result.error.message}>
                  #{id} {t.labelUnavailable}
                </span>
              ) : (
                <span className="tag-loading">{messages.loading}</span>
              )}
            </li>
          );
        })}
        {urls.length > valid.length && <li className="field-error">{t.unreadableLinks(urls.length - valid.length)}</li>}
      </ul>
    </section>
  );
}
