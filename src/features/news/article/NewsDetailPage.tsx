import { useEffect, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { newsQueries, sameArticleQuery } from '../../../api/resources/news.ts';
import { inTaskOfItsOwn } from '../../../api/inTaskOfItsOwn.ts';
import { themeQueries } from '../../../api/resources/themes.ts';
import { publicQueries } from '../../../api/resources/publics.ts';
import { projectQueries } from '../../../api/resources/projects.ts';
import { facultyQueries } from '../../../api/resources/faculties.ts';
import type { News } from '../../../api/resources/resources.ts';
import type { DisplayLanguage } from '../../../api/resources/labels.ts';
import { SafeHtml } from '../../../ui/SafeHtml.tsx';
import { SkeletonList } from '../../../ui/Skeleton.tsx';
import { LocalizedLabel } from '../../readerCommon/LocalizedLabel.tsx';
import { useApiClient } from '../../readerCommon/ApiClientContext.tsx';
import { useDisplayLanguage, withLanguage } from '../../readerCommon/useDisplayLanguage.ts';
import { LinkedLabels } from './LinkedLabels.tsx';
import { VimeoPlayer } from './VimeoPlayer.tsx';
import { NewsVisual } from './NewsVisual.tsx';
import { ReadingViewArticle } from './ReadingViewArticle.tsx';
import { PublishDate } from '../shared/PublishDate.tsx';
import { isSafeHttpUrl } from '../../../ui/safeUrl.ts';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { DISPLAY_LANGUAGE_PARAM } from '../../readerCommon/useDisplayLanguage.ts';
import { LoadErrorPanel } from '../../readerCommon/LoadErrorPanel.tsx';
import { loadErrorKind } from '../../readerCommon/loadErrorKind.ts';
import { SlowLoadNotice, StaleCopyNotice } from '../../readerCommon/LoadNotices.tsx';
import { useFirstLoad } from '../../readerCommon/useFirstLoad.ts';
import { newsFromListCache } from './newsFromListCache.ts';
import { contentLanguage } from '../shared/contentLanguage.ts';
import { videoLinkOf, vimeoIdOf } from '../shared/newsMedia.ts';
import { historyIndex, previousEntryIsList, rememberArticleRead, type FromList } from '../shared/returnToList.ts';
import { useMessages } from '../../../i18n/UiLanguageContext.tsx';
import { AREA_PATHS, newsItemPath } from '../../../routePaths.ts';
import { markRead } from '../reading/readingMarks.ts';
import { ArticleActions } from '../reading/ArticleActions.tsx';
import { ArticleNeighbours } from '../reading/ArticleNeighbours.tsx';
import { DeviceCopyNotice } from '../offline/DeviceCopyNotice.tsx';
import { ReadingViewToggle } from '../reading/ReadingViewToggle.tsx';
import { useReadingView } from '../reading/useReadingView.ts';

/** The list the reader came from (its filters and page), in the language chosen since. */
function listLink(listSearch: string | undefined, language: DisplayLanguage): string {
  if (listSearch === undefined) return withLanguage(AREA_PATHS.news, language);
  const params = new URLSearchParams(listSearch);
  params.set(DISPLAY_LANGUAGE_PARAM, language);
  return `${AREA_PATHS.news}?${params.toString()}`;
}

export function NewsDetailPage() {
  const { id: idParam = '' } = useParams();
  const location = useLocation();
  const [language] = useDisplayLanguage();
  const t = useMessages().article;
  const client = useApiClient();
  const queryClient = useQueryClient();
  const id = /^\d{1,15}$/.test(idParam) ? Number(idParam) : null;
  // The list's copy of the record shows at once; the article's own request refreshes it. If that
  // request fails, what was shown stays (the last good answer, else the list's copy), with a note.
  const listCopy = id === null ? undefined : newsFromListCache(queryClient, client, id);
  const detailQuery = newsQueries.detail(client, id ?? 0);
  const query = useQuery({
    ...detailQuery,
    enabled: id !== null,
    placeholderData: () => listCopy?.news,
  });
  const fromList = location.state as FromList | null;
  const listSearch = fromList?.listSearch;
  const backTo = listLink(listSearch, language);
  const navigate = useNavigate();
  const [readingView, setReadingView] = useReadingView();
  // The list just before, in the same language: Back, so that it returns at the same card and scroll.
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const sameLanguage = new URLSearchParams(listSearch ?? '').get(DISPLAY_LANGUAGE_PARAM) === language;
    if (!sameLanguage || !previousEntryIsList(fromList, historyIndex())) return;
    event.preventDefault();
    void navigate(-1);
  };
  useEffect(() => {
    if (id === null) return;
    rememberArticleRead(id);
    markRead([id]);
  }, [id]);
  const notFound = id === null || (query.isError && loadErrorKind(query.error) === 'not-found');
  const kept = query.data && !query.isPlaceholderData ? { news: query.data, fetchedAt: query.dataUpdatedAt } : listCopy;
  const shown = query.isError ? kept?.news : query.data;
  const firstLoad = useFirstLoad(query, detailQuery.queryKey, shown !== undefined);
  useDocumentTitle(notFound ? t.notFound : shown ? shown.title : id !== null ? t.heading(id) : null);

  // The reading view applies to an article on screen; a missing or failed one keeps the page's links.
  const reading = readingView && id !== null && !notFound && shown !== undefined;
  let body;
  if (id === null) {
    body = (
      <>
        <h1>{t.notFound}</h1>
        <p>{t.notANumber(idParam)}</p>
      </>
    );
  } else if (notFound) {
    // Nothing to retry: the server says there is no such item.
    body = (
      <>
        <h1>{t.notFound}</h1>
        <p>{t.noSuchItem(id)}</p>
        <p>
          <Link to={backTo}>{t.goToList}</Link>
        </p>
      </>
    );
  } else if (shown) {
    body = (
      <>
        {query.isError && kept && <StaleCopyNotice fetchedAt={kept.fetchedAt} />}
        {!query.isPlaceholderData && <DeviceCopyNotice queryKey={detailQuery.queryKey} fetchedAt={query.dataUpdatedAt} />}
        {/* The toggle stays at the same place in the tree both ways, so the focus stays on it. */}
        <div className="article-tools">
          <ReadingViewToggle on={reading} onChange={setReadingView} />
          {!reading && <ArticleActions news={shown} />}
        </div>
        {reading ? <ReadingViewArticle news={shown} language={language} /> : <NewsDetail news={shown} language={language} />}
        {!reading && <ArticleNeighbours id={id} fromList={fromList} language={language} />}
      </>
    );
  } else if (query.isError) {
    body = (
      <>
        <h1>{t.heading(id)}</h1>
        <LoadErrorPanel title={t.loadError} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </>
    );
  } else {
    body = (
      <>
        <h1>{t.heading(id)}</h1>
        <SlowLoadNotice load={firstLoad} />
        {!firstLoad.cancelled && <SkeletonList rows={3} label={t.loading} />}
      </>
    );
  }
  const loadingFull = query.isPlaceholderData;
  return (
    <article className={reading ? 'news-detail news-reading-view' : 'news-detail'} aria-busy={loadingFull}>
      {!reading && (
        <p className="back-link">
          <Link to={backTo} onClick={goBack}>
            {t.backToList}
          </Link>
        </p>
      )}
      {body}
    </article>
  );
}

function NewsDetail({ news, language }: { news: News; language: DisplayLanguage }) {
  const t = useMessages().article;
  const lang = contentLanguage(news.lang);
  const videoLink = videoLinkOf(news);
  return (
    <>
      <NewsVisual news={news} lang={lang} />
      <h1 lang={lang}>{news.title}</h1>
      <p className="news-detail-meta">
        <Link to={withLanguage(AREA_PATHS.news, language, { channel: String(news.channel.id) })}>{news.channel.name}</Link>
        <span aria-hidden="true"> · </span>
        <Link to={withLanguage(AREA_PATHS.news, language, { category: String(news.category.id) })}>
          <LocalizedLabel record={news.category} field="label" language={language} />
        </Link>
        <span aria-hidden="true"> · </span>
        <PublishDate value={news.publish_date} locale={language} style="article" />
        {news.is_under_cc_license && (
          <span className="badge badge-licence" title={t.ccTitle}>
            {t.cc}
          </span>
        )}
      </p>
      <div lang={lang}>
        <SafeHtml html={news.subtitle} className="news-detail-subtitle" />
      </div>
      {vimeoIdOf(news) !== null && (
        <VimeoPlayer videoId={news.short_vimeo_video_id} title={news.title} credits={news.short_vimeo_video_credits} contentLang={lang} />
      )}
      {videoLink && (
        <p className="news-video-link">
          <a href={videoLink.href} rel="noopener noreferrer">
            {t.watchVideo(videoLink.host)}
          </a>
        </p>
      )}
      <div lang={lang}>
        <SafeHtml
          html={news.text}
          className="news-detail-text"
          tooComplex={isSafeHttpUrl(news.news_url) && <a href={news.news_url}>{t.readTooComplex}</a>}
        />
      </div>
      <HtmlSection heading={t.funding} html={news.funding} lang={lang} />
      <HtmlSection heading={t.references} html={news.references} lang={lang} />
      {news.authors.length > 0 && (
        <section aria-label={t.authors}>
          <h2>{t.authors}</h2>
          <ul className="news-authors">
            {news.authors.map((author, index) => {
              const name = `${author.first_name} ${author.last_name}`.trim();
              return <li key={index}>{author.url && isSafeHttpUrl(author.url) ? <a href={author.url}>{name}</a> : name}</li>;
            })}
          </ul>
        </section>
      )}
      {news.links.length > 0 && (
        <section aria-label={t.links}>
          <h2>{t.links}</h2>
          <ul lang={lang}>
            {news.links.map((link, index) => (
              <li key={index}>{isSafeHttpUrl(link.url) ? <a href={link.url}>{link.label || link.url}</a> : link.label}</li>
            ))}
          </ul>
        </section>
      )}
      <LinkedLabels heading={t.themes} urls={news.themes} byUrl={themeQueries.byUrl} language={language} filterParam="themes" />
      <LinkedLabels heading={t.publics} urls={news.publics} byUrl={publicQueries.byUrl} language={language} filterParam="publics" />
      <LinkedLabels heading={t.projects} urls={news.projects} byUrl={projectQueries.byUrl} language={language} filterParam="projects" />
      <LinkedLabels heading={t.faculties} urls={news.faculties} byUrl={facultyQueries.byUrl} language={language} />
      {isSafeHttpUrl(news.news_url) && (
        <p>
          <a href={news.news_url}>{t.readOnSite}</a>
        </p>
      )}
      <SameArticle news={news} language={language} />
    </>
  );
}

function HtmlSection({ heading, html, lang }: { heading: string; html: string; lang: string | undefined }) {
  if (html.trim() === '') return null;
  return (
    <section className="news-detail-section" aria-label={heading}>
      <h2>{heading}</h2>
      <div lang={lang}>
        <SafeHtml html={html} />
      </div>
    </section>
  );
}

function SameArticle({ news, language }: { news: News; language: DisplayLanguage }) {
  const client = useApiClient();
  // Last on the page: its request starts in a task of its own, not with the labels' (inTaskOfItsOwn.ts).
  const query = useQuery(inTaskOfItsOwn(sameArticleQuery(client, news)));
  const t = useMessages().article;
  if (!query.data || query.data.length === 0) return null;
  return (
    <section aria-label={t.sameArticle} className="news-same-article">
      <h2>{t.alsoPublishedIn}</h2>
      <ul>
        {query.data.map((other) => (
          <li key={other.id}>
            <Link to={withLanguage(newsItemPath(other.id), language)}>{other.channel.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
