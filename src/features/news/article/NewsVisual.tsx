import { useState } from 'react';
import type { News } from '../../../api/resources/resources.ts';
import { isSafeHttpUrl } from '../../../ui/safeUrl.ts';

/** The article's picture with its caption; nothing at all when there is no picture or it fails to load. */
export function NewsVisual({ news, lang }: { news: News; lang: string | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!isSafeHttpUrl(news.visual_url) || failed === news.visual_url) return null;
  return (
    <figure className="news-visual" lang={lang}>
      <img src={news.visual_url} alt={news.title} onError={() => setFailed(news.visual_url)} />
      {news.visual_description.trim() !== '' && <figcaption>{news.visual_description}</figcaption>}
    </figure>
  );
}
