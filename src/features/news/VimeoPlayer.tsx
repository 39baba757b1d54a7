import { useState } from 'react';

export interface VimeoPlayerProps {
  videoId: string;
  title: string;
  credits: string;
}

/** Vimeo's player loads (and tracks) only after the reader asks for it. */
export function VimeoPlayer({ videoId, title, credits }: VimeoPlayerProps) {
  const [playing, setPlaying] = useState(false);
  // Only a numeric id is put into the player URL.
  if (!/^\d{1,15}$/.test(videoId.trim())) return null;
  return (
    <section className="news-video" aria-label="Video">
      {playing ? (
        <iframe
          src={`https://player.vimeo.com/video/${videoId.trim()}?autoplay=1`}
          title={`Video: ${title}`}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="news-video-play" onClick={() => setPlaying(true)}>
          ▶ Play the video <span className="news-video-note">(loads the Vimeo player)</span>
        </button>
      )}
      {credits.trim() !== '' && <p className="news-video-credits">{credits}</p>}
    </section>
  );
}
