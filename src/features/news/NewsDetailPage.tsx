import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { newsQueries, sameArticleQuery } from '../../api/news.ts';
import { themeQueries } from '../../api/themes.ts';
import { publicQueries } from '../../api/publics.ts';
import { projectQueries } from '../../api/projects.ts';
import { facultyQueries } from '../../api/faculties.ts';
import type { News } from '../../api/resources.ts';
import type { DisplayLanguage } from '../../api/labels.ts';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import { SkeletonList } from '../../ui/Skeleton.tsx';
import { LocalizedLabel } from '../shared/LocalizedLabel.tsx';
import { useApiClient } from '../shared/ApiClientContext.tsx';
import { useDisplayLanguage, withLanguage } from '../shared/useDisplayLanguage.ts';
import { LinkedLabels } from './LinkedLabels.tsx';
import { VimeoPlayer } from './VimeoPlayer.tsx';
import { PublishDate } from './PublishDate.tsx';
import { isSafeHttpUrl } from '../../ui/safeUrl.ts';

export function NewsDetailPage() {
  const { id: idParam = '' } = useParams();
  const location = useLocation();
  const [language] = useDisplayLanguage();
  const client = useApiClient();
  const id = /^\d{1,15}$/.test(idParam) ? Number(idParam) : null;
  const query = useQuery({ ...newsQueries.detail(client, id ?? 0), enabled: id !== null });
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch;
  const backTo = listSearch !== undefined ? `/news?${listSearch}` : withLanguage('/news', language);

  let body;
  if (id === null) {
    body = (
      <>
        <h1>News not found</h1>
        <p>“{idParam}” is not a news number.</p>
      </>
    );
  } else if (query.isError) {
    body = (
      <>
        <h1>News {id}</h1>
        <ErrorPanel title="This news item could not be loaded" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </>
    );
  } else if (!query.data) {
    body = (
      <>
        <h1>News {id}</h1>
        <SkeletonList rows={3} label="Loading the news item…" />
      </>
    );
  } else {
    body = <NewsDetail news={query.data} language={language} />;
  }
  return (
    <article className="news-detail">
      <p className="back-link">
        <Link to={backTo}>← Back to the news list</Link>
      </p>
      {body}
    </article>
  );
}

function NewsDetail({ news, language }: { news: News; language: DisplayLanguage }) {
  return (
    <>
      <figure className="news-visual">
        <img src={news.visual_url} alt={news.title} />
        {news.visual_description.trim() !== '' && <figcaption>{news.visual_description}</figcaption>}
      </figure>
      <h1>{news.title}</h1>
      <p className="news-detail-meta">
        <span>{news.channel.name}</span>
        <span aria-hidden="true"> · </span>
        <LocalizedLabel record={news.category} field="label" language={language} />
        <span aria-hidden="true"> · </span>
        <PublishDate value={news.publish_date} />
        {news.is_under_cc_license && (
          <span className="badge badge-licence" title="Published under a Creative Commons licence">
            CC licence
          </span>
        )}
      </p>
      <SafeHtml html={news.subtitle} className="news-detail-subtitle" />
      {news.short_vimeo_video_id.trim() !== '' && (
        <VimeoPlayer videoId={news.short_vimeo_video_id} title={news.title} credits={news.short_vimeo_video_credits} />
      )}
      <SafeHtml
        html={news.text}
        className="news-detail-text"
        tooComplex={isSafeHttpUrl(news.news_url) && <a href={news.news_url}>Read this article on the public site</a>}
      />
      <HtmlSection heading="Funding" html={news.funding} />
      <HtmlSection heading="References" html={news.references} />
      {news.authors.length > 0 && (
        <section aria-label="Authors">
          <h2>Authors</h2>
          <ul className="news-authors">
            {news.authors.map((author, index) => {
              const name = `${author.first_name} ${author.last_name}`.trim();
              return <li key={index}>{author.url && isSafeHttpUrl(author.url) ? <a href={author.url}>{name}</a> : name}</li>;
            })}
          </ul>
        </section>
      )}
      {news.links.length > 0 && (
        <section aria-label="Links">
          <h2>Links</h2>
          <ul>
            {news.links.map((link, index) => (
              <li key={index}>{isSafeHttpUrl(link.url) ? <a href={link.url}>{link.label || link.url}</a> : link.label}</li>
            ))}
          </ul>
        </section>
      )}
      <LinkedLabels heading="Themes" urls={news.themes} byUrl={themeQueries.byUrl} language={language} />
      <LinkedLabels heading="Publics" urls={news.publics} byUrl={publicQueries.byUrl} language={language} />
      <LinkedLabels heading="Projects" urls={news.projects} byUrl={projectQueries.byUrl} language={language} />
      <LinkedLabels heading="Faculties" urls={news.faculties} byUrl={facultyQueries.byUrl} language={language} />
      {isSafeHttpUrl(news.news_url) && (
        <p>
          <a href={news.news_url}>Read on the public site</a>
        </p>
      )}
      <SameArticle news={news} language={language} />
    </>
  );
}

function HtmlSection({ heading, html }: { heading: string; html: string }) {
  if (html.trim() === '') return null;
  return (
    <section className="news-detail-section" aria-label={heading}>
      <h2>{heading}</h2>
      <SafeHtml html={html} />
    </section>
  );
}

function SameArticle({ news, language }: { news: News; language: DisplayLanguage }) {
  const client = useApiClient();
  const query = useQuery(sameArticleQuery(client, news));
  if (!query.data || query.data.length === 0) return null;
  return (
    <section aria-label="Same article elsewhere" className="news-same-article">
      <h2>Also published in</h2>
      <ul>
        {query.data.map((other) => (
          <li key={other.id}>
            <Link to={withLanguage(`/news/${other.id}`, language)}>{other.channel.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
