import { describe, expect, it } from 'vitest';
import {
  areaRoutePattern, areasPattern, directoryCollectionPath, directoryRecordPath, isInArea, isNewsListPath, newsItemIdOf, newsItemPath,
  newsListPattern, newsRelativePath, NEWS_OFFLINE_PATH, NEWS_SAVED_PATH, TRANSLATED_AREAS,
} from './routePaths.ts';

describe('route paths', () => {
  it('builds the router patterns and links from the one table', () => {
    expect(areaRoutePattern('news')).toBe('news/*');
    expect(areaRoutePattern('studio')).toBe('bodyplans/*');
    expect(newsItemPath(12)).toBe('/news/12');
    expect(directoryCollectionPath('channels')).toBe('/directory/channels');
    expect(directoryRecordPath('channels', 3)).toBe('/directory/channels/3');
  });

  it('tells an area and its sub-paths from a path that only starts with the same letters', () => {
    expect(isInArea('/news', 'news')).toBe(true);
    expect(isInArea('/news/3', 'news')).toBe(true);
    expect(isInArea('/newsletter', 'news')).toBe(false);
    expect(isNewsListPath('/news/')).toBe(true);
    expect(isNewsListPath('/news/3')).toBe(false);
  });

  it('puts the Saved and offline pages under the news area, where its own router finds them', () => {
    for (const path of [NEWS_SAVED_PATH, NEWS_OFFLINE_PATH]) {
      expect(isInArea(path, 'news'), path).toBe(true);
      expect(isNewsListPath(path), path).toBe(false);
      expect(`/news/${newsRelativePath(path)}`).toBe(path);
    }
    expect(NEWS_SAVED_PATH).not.toBe(NEWS_OFFLINE_PATH);
  });

  it("reads an article's id from its page's path, and nothing from other paths", () => {
    expect(newsItemIdOf(newsItemPath(42))).toBe(42);
    expect(newsItemIdOf('/news/42/')).toBe(42);
    for (const path of ['/news', '/news/', NEWS_SAVED_PATH, NEWS_OFFLINE_PATH, '/news/4x', '/news/42/more', '/newsletter/3', '/directory/themes/2']) {
      expect(newsItemIdOf(path), path).toBeNull();
    }
  });

  it("gives the inline scripts patterns that agree with the app's own tests", () => {
    const areas = new RegExp(areasPattern(TRANSLATED_AREAS));
    const newsList = new RegExp(newsListPattern());
    for (const path of ['/', '/news', '/news/', '/news/3', '/newsletter', '/directory', '/directory/themes/2', '/bodyplans', '/bodyplans/x']) {
      expect(areas.test(path), path).toBe(TRANSLATED_AREAS.some((area) => isInArea(path, area)));
      expect(newsList.test(path), path).toBe(isNewsListPath(path));
    }
  });
});
