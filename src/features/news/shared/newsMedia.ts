import type { News } from '../../../api/resources/resources.ts';
import { isSafeHttpUrl } from '../../../ui/safeUrl.ts';

/** The Vimeo id the article's player can use (digits only), or null. */
export function vimeoIdOf(news: Pick<News, 'short_vimeo_video_id'>): string | null {
  const id = news.short_vimeo_video_id.trim();
  return /^\d{1,15}$/.test(id) ? id : null;
}

/** The article's `video` as a link to another site, named by its host (`youtube.com`); null when it is no http(s) URL. */
export function videoLinkOf(news: Pick<News, 'video'>): { href: string; host: string } | null {
  const href = news.video.trim();
  if (!isSafeHttpUrl(href)) return null;
  return { href, host: new URL(href).hostname.replace(/^www\./, '') };
}

/** True when the article shows a video (the player or the link): the card's "Video" badge says no more than that. */
export function hasVideo(news: Pick<News, 'short_vimeo_video_id' | 'video'>): boolean {
  return vimeoIdOf(news) !== null || videoLinkOf(news) !== null;
}
