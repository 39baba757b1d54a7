import { Link } from 'react-router';
import type { News } from '../../../api/resources/resources.ts';
import type { DisplayLanguage } from '../../../api/resources/labels.ts';
import { memo, useMemo } from 'react';
import { htmlBudgetProblem } from '../../../ui/htmlBudget.ts';
import { htmlToPlainText } from '../../../ui/htmlToPlainText.ts';
import { LocalizedLabel } from '../../readerCommon/LocalizedLabel.tsx';
import { PublishDate } from '../shared/PublishDate.tsx';
import { withLanguage } from '../../readerCommon/useDisplayLanguage.ts';
import { contentLanguage } from '../shared/contentLanguage.ts';
import { hasVideo } from '../shared/newsMedia.ts';
import { NewsImage } from './NewsImage.tsx';
import { CardMarks } from '../reading/CardMarks.tsx';
import { historyIndex, type FromList } from '../shared/returnToList.ts';
import { useMessages } from '../../../i18n/UiLanguageContext.tsx';
import { AREA_PATHS, newsItemPath } from '../../../routePaths.ts';

export interface NewsCardProps {
  news: News;
  /** Records of the same article in other channels (shown as "also in: …"). */
  others: readonly News[];
  language: DisplayLanguage;
  /** The list's query string, so the detail page can lead back to the same view. */
  listSearch: string;
  /** 3 under the list's day headings, 2 when the list is not grouped by day. */
  titleLevel?: 2 | 3;
}

/**
 * One news item. The whole card is the link to the article (the title link's box is stretched over
 * the card in CSS); the channel, the category and "also in" links sit above it and lead elsewhere.
 * Rendered again only when what it shows changes: when the pages around the list answer (their
 * records can fold into a card), the list renders again synchronously, and re-rendering every card
 * then was a task of 30-47 ms on a 4× slowed CPU (bench:reader-long-tasks).
 */
export const NewsCard = memo(NewsCardView, sameCard);

/** The same record, the same "also in" records (a new array of them after each grouping), the same view. */
function sameCard(before: NewsCardProps, after: NewsCardProps): boolean {
  return (
    before.news === after.news &&
    before.language === after.language &&
    before.listSearch === after.listSearch &&
    before.titleLevel === after.titleLevel &&
    before.others.length === after.others.length &&
    before.others.every((other, index) => other === after.others[index])
  );
}

function NewsCardView({ news, others, language, listSearch, titleLevel = 2 }: NewsCardProps) {
  const Title = titleLevel === 3 ? 'h3' : 'h2';
  const linkState: FromList = { listSearch, listIndex: historyIndex() };
  const t = useMessages().news;
  const lang = contentLanguage(news.lang);
  // A card shows its subtitle as plain text, as news readers show summaries: no HTML is rendered on
  // the list, so the list needs no sanitizer (the /news budget is 150 KB of gzipped JavaScript).
  const subtitle = useMemo(() => (htmlBudgetProblem(news.subtitle) === null ? htmlToPlainText(news.subtitle) : ''), [news.subtitle]);
  return (
    <article className="news-card" data-news-id={news.id}>
      {/* The title beside it says what the picture shows: the picture itself has an empty alt. */}
      <NewsImage className="news-card-thumb" src={news.thumbnail_url} alt="" lazy width={160} height={100} placeholder />
      <div className="news-card-body">
        <Title className="news-card-title" lang={lang}>
          <Link to={withLanguage(newsItemPath(news.id), language)} state={linkState}>
            {news.title}
          </Link>
        </Title>
        <div lang={lang}>
          {subtitle && <p className="news-card-subtitle">{subtitle}</p>}
        </div>
        <p className="news-card-meta">
          <Link className="news-card-channel" to={withLanguage(AREA_PATHS.news, language, { channel: String(news.channel.id) })}>
            {news.channel.name}
          </Link>
          <span aria-hidden="true"> · </span>
          <Link className="news-card-category" to={withLanguage(AREA_PATHS.news, language, { category: String(news.category.id) })}>
            <LocalizedLabel record={news.category} field="label" language={language} />
          </Link>
          <span aria-hidden="true"> · </span>
          <PublishDate value={news.publish_date} locale={language} style="list" />
          {hasVideo(news) && <span className="badge badge-video">{t.video}</span>}
          <CardMarks id={news.id} publishDate={news.publish_date} />
        </p>
        {others.length > 0 && (
          <p className="news-card-also">
            {t.alsoIn}{' '}
            {others.map((other, index) => (
              <span key={other.id}>
                {index > 0 && ', '}
                <Link to={withLanguage(newsItemPath(other.id), language)} state={linkState}>
                  {other.channel.name}
                </Link>
              </span>
            ))}
          </p>
        )}
      </div>
    </article>
  );
}
