/**
 * The app's route paths, defined once: the router (src/app/routes.tsx), every link, the shell's
 * language rule, the entry's first request and the build's preloads (vite.config.ts,
 * scripts/firstRequestInHead.ts) all read them here. Pure: no React, no DOM.
 */

/** The three areas, each a lazy route of its own. */
export const AREA_PATHS = {
  studio: '/bodyplans',
  news: '/news',
  directory: '/directory',
} as const;

export type Area = keyof typeof AREA_PATHS;

/** The areas whose interface is translated (the reader); the Studio and the start page are in English. */
export const TRANSLATED_AREAS: readonly Area[] = ['news', 'directory'];

/** The router's pattern for an area and everything under it (`news/*`). */
export function areaRoutePattern(area: Area): string {
  return `${AREA_PATHS[area].slice(1)}/*`;
}

/** Whether `pathname` is the area's own path or a path under it. */
export function isInArea(pathname: string, area: Area): boolean {
  const path = AREA_PATHS[area];
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Whether `pathname` is the news list itself (the area's index), with or without a trailing slash. */
export function isNewsListPath(pathname: string): boolean {
  return pathname === AREA_PATHS.news || pathname === `${AREA_PATHS.news}/`;
}

/** The Saved page: articles starred on this device. */
export const NEWS_SAVED_PATH = `${AREA_PATHS.news}/saved`;

/** What can be read without a connection. */
export const NEWS_OFFLINE_PATH = `${AREA_PATHS.news}/offline`;

/** A path under the news area as the area's own router sees it (`/news/saved` → `saved`). */
export function newsRelativePath(path: string): string {
  return path.slice(AREA_PATHS.news.length + 1);
}

/** One news item's page. */
export function newsItemPath(id: number | string): string {
  return `${AREA_PATHS.news}/${id}`;
}

/** The id of the news item whose page `pathname` is (`/news/42` → 42), else null. */
export function newsItemIdOf(pathname: string): number | null {
  const match = new RegExp(newsItemPattern()).exec(pathname);
  return match ? Number(match[1]) : null;
}

/** A directory collection's table (`/directory/channels`). */
export function directoryCollectionPath(collection: string): string {
  return `${AREA_PATHS.directory}/${collection}`;
}

/** One record of a directory collection (`/directory/channels/3`). */
export function directoryRecordPath(collection: string, id: number | string): string {
  return `${directoryCollectionPath(collection)}/${id}`;
}

/**
 * `isInArea` for the given areas as a regular expression's source, for the inline scripts of
 * index.html that run before any module (they cannot import this file).
 */
export function areasPattern(areas: readonly Area[]): string {
  return `^(${areas.map((area) => escapeForPattern(AREA_PATHS[area])).join('|')})(\\/|$)`;
}

/** `isNewsListPath` as a regular expression's source, for the same inline scripts. */
export function newsListPattern(): string {
  return `^${escapeForPattern(AREA_PATHS.news)}\\/?$`;
}

/** A news item's page (`/news/42`) as a regular expression's source, the id its first group. */
export function newsItemPattern(): string {
  return `^${escapeForPattern(AREA_PATHS.news)}\\/(\\d{1,15})\\/?$`;
}

function escapeForPattern(path: string): string {
  return path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
