import type { News } from '../../../api/resources/resources.ts';
import type { DisplayLanguage } from '../../../api/resources/labels.ts';
import { SafeHtml } from '../../../ui/SafeHtml.tsx';
import { isSafeHttpUrl } from '../../../ui/safeUrl.ts';
import { useMessages } from '../../../i18n/UiLanguageContext.tsx';
import { PublishDate } from '../shared/PublishDate.tsx';
import { contentLanguage } from '../shared/contentLanguage.ts';
import { NewsVisual } from './NewsVisual.tsx';

/**
 * The article in the reading view: its picture, title, date, summary and text, nothing else (no
 * channel or category links, video, themes, links, authors or "also published in"). The links
 * inside the text are the text's own and stay.
 */
export function ReadingViewArticle({ news, language }: { news: News; language: DisplayLanguage }) {
  const t = useMessages().article;
  const lang = contentLanguage(news.lang);
  return (
    <>
      <NewsVisual news={news} lang={lang} />
      <h1 lang={lang}>{news.title}</h1>
      <p className="news-detail-meta">
        <PublishDate value={news.publish_date} locale={language} style="article" />
      </p>
      <div lang={lang}>
        <SafeHtml html={news.subtitle} className="news-detail-subtitle" />
      </div>
      <div lang={lang}>
        <SafeHtml
          html={news.text}
          className="news-detail-text"
          // A text too complex to show here can only be read on the public site: the one link kept.
          tooComplex={isSafeHttpUrl(news.news_url) && <a href={news.news_url}>{t.readTooComplex}</a>}
        />
      </div>
    </>
  );
}
