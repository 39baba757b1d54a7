import { useState } from 'react';
import { useMessages } from '../../../i18n/UiLanguageContext.tsx';
import type { News } from '../../../api/resources/resources.ts';
import { isSaved, setSaved } from './readingMarks.ts';
import { useReadingMarks } from './useReadingMarks.ts';

/** Save (kept on this device, readable offline: its copy is never pruned) and Share (Web Share, else the link copied). */
export function ArticleActions({ news }: { news: News }) {
  useReadingMarks();
  const t = useMessages().reading;
  const [note, setNote] = useState<string | null>(null);
  const saved = isSaved(news.id);
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: news.title, url });
        return;
      } catch (error) {
        // The reader closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setNote(t.linkCopied);
    } catch {
      setNote(t.copyFailed);
    }
  };
  return (
    <div className="article-actions">
      <button type="button" aria-pressed={saved} onClick={() => setSaved(news.id, !saved)}>
        <span aria-hidden="true">{saved ? '★ ' : '☆ '}</span>
        {saved ? t.saved : t.save}
      </button>
      <button type="button" onClick={() => void share()}>
        {t.share}
      </button>
      <span role="status" className="article-actions-note">
        {note}
      </span>
    </div>
  );
}
