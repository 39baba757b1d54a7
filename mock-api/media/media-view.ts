import type { Route } from '../http/router.ts';
import { json, notFound } from '../http/responses.ts';
import type { ApiResponse } from '../types.ts';
import { articleImageSvg } from './article-image.ts';

const IMAGE_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=86400',
  Vary: 'Origin',
  'X-Content-Type-Options': 'nosniff',
  // An SVG opened on its own must not run anything, whatever it contains.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/** `/api/media/articles/<n>/{visual,thumbnail}.svg` for the articles that exist. */
export function mediaView(seed: number, articleCount: number, route: Extract<Route, { kind: 'media' }>, method: string): ApiResponse {
  if (method !== 'GET' && method !== 'HEAD') {
    return json(405, { detail: `Method "${method}" not allowed.` }, { Allow: 'GET, HEAD' });
  }
  const article = Number(route.article);
  if (!/^[1-9]\d{0,9}$/.test(route.article) || article > articleCount) return notFound();
  return { status: 200, headers: { ...IMAGE_HEADERS }, body: Buffer.from(articleImageSvg(seed, article, route.variant), 'utf8') };
}
