import { describe, expect, it } from 'vitest';
import { decodePath, escapeUriPath, matchRoute, resolvePath } from './router.ts';

describe('escapeUriPath (Django\'s escape_uri_path)', () => {
  it.each([
    ['/api/v1/news/', '/api/v1/news/'],
    ['/api/v1/channels/ 5/news/', '/api/v1/channels/%205/news/'],
    ["/a/:@&+$,-_.!~*'()/", "/a/:@&+$,-_.!~*'()/"],
    ['/a b?c#d;e=f%g/', '/a%20b%3Fc%23d%3Be%3Df%25g/'],
    ['/é/日/', '/%C3%A9/%E6%97%A5/'],
  ])('%j -> %j', (path, escaped) => {
    expect(escapeUriPath(path)).toBe(escaped);
  });

  it('gives back the percent-escapes decodePath removed', () => {
    const sent = '/api/v1/channels/%205/news/';
    const path = decodePath(sent);
    expect(matchRoute(path)).toEqual({ kind: 'channel-news', pk: ' 5' });
    expect(escapeUriPath(path)).toBe(sent);
  });
});

describe('format suffixes (DRF\'s format_suffix_patterns)', () => {
  it.each([
    ['/api/v1/news.json', { kind: 'list', collection: 'news' }, 'json'],
    ['/api/v1/news.json/', { kind: 'list', collection: 'news' }, 'json'],
    ['/api/v1/news/5.json', { kind: 'retrieve', collection: 'news', pk: '5' }, 'json'],
    ['/api/v1/faculties/3.api', { kind: 'retrieve', collection: 'faculties', pk: '3' }, 'api'],
    ['/api/v1/channels/5/news.json', { kind: 'channel-news', pk: '5' }, 'json'],
    ['/api/v1/.json', { kind: 'root' }, 'json'],
    ['/api/v1/news.xml', { kind: 'list', collection: 'news' }, 'xml'],
    ['/api/v1/news/', { kind: 'list', collection: 'news' }, null],
  ])('%s -> %j, format %s', (path, route, suffixFormat) => {
    expect(resolvePath(path)).toEqual({ route, suffixFormat });
  });

  it.each(['/api/v1/news.JSON', '/api/v1/news/.json', '/api/v1/news/5.2.json', '/api/v1/news.json//', '/api/v1/news', '/api/media/articles/1/visual.json'])(
    '%s names nothing',
    (path) => expect(resolvePath(path)).toBeNull(),
  );
});
