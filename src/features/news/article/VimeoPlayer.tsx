import { useState } from 'react';
import { useMessages } from '../../../i18n/UiLanguageContext.tsx';

export interface VimeoPlayerProps {
  videoId: string;
  title: string;
  credits: string;
  /** The article's language, which the credits are written in. */
  contentLang?: string;
}

/** Vimeo's player loads (and tracks) only after the reader asks for it. */
export function VimeoPlayer({ videoId, title, credits, contentLang }: VimeoPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const t = useMessages().article;
  // Only a numeric id is put into the player URL.
  if (!/^\d{1,15}$/.test(videoId.trim())) return null;
  return (
    <section className="news-video" aria-label={t.video}>
      {playing ? (
        <iframe
          src={`https://player.vimeo.com/video/${videoId.trim()}?autoplay=1`}
          title={t.videoTitle(title)}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="news-video-play" onClick={() => setPlaying(true)}>
          {t.playVideo} <span className="news-video-note">{t.vimeoNote}</span>
        </button>
      )}
      {credits.trim() !== '' && <p className="news-video-credits" lang={contentLang}>{credits}</p>}
    </section>
  );
}
