import { describe, expect, it } from 'vitest';
import { pageLinkOnApi, resolveApiLink } from './apiLinks.ts';
import { ApiRefusedError } from './errors/apiErrors.ts';

const base = 'https://news.example.org';
const page = `${base}/api/v1/news/?limit=10&channel=3`;

describe('pageLinkOnApi: page links a proxy cannot break', () => {
  it("follows the API's own path and query on the configured address, whatever the link's scheme and host", () => {
    for (const host of ['http://internal-host:8000', 'https://internal-host:8443', 'http://localhost:8000', 'http://127.0.0.1', base]) {
      expect(pageLinkOnApi(base, page, `${host}/api/v1/news/?channel=3&limit=10&offset=10`, 'next link')).toBe(
        `${base}/api/v1/news/?channel=3&limit=10&offset=10`,
      );
    }
    // A relative link is read against the page it came from.
    expect(pageLinkOnApi(base, page, '?limit=10&offset=20', 'next link')).toBe(`${base}/api/v1/news/?limit=10&offset=20`);
    // DRF leaves `offset` out of the link to the first page.
    expect(pageLinkOnApi(base, `${base}/api/v1/news/?limit=10&offset=10`, 'http://internal:8000/api/v1/news/?limit=10', 'previous link')).toBe(
      `${base}/api/v1/news/?limit=10`,
    );
  });

  it('keeps a base path, also when the proxy drops it from the link', () => {
    const prefixed = 'https://example.org/news-api';
    const prefixedPage = `${prefixed}/api/v1/news/?limit=10`;
    expect(pageLinkOnApi(prefixed, prefixedPage, 'http://backend:8000/api/v1/news/?limit=10&offset=10', 'next link')).toBe(
      `${prefixed}/api/v1/news/?limit=10&offset=10`,
    );
    expect(pageLinkOnApi(prefixed, prefixedPage, 'http://backend:8000/news-api/api/v1/news/?limit=10&offset=10', 'next link')).toBe(
      `${prefixed}/api/v1/news/?limit=10&offset=10`,
    );
  });

  it('refuses a link to another path, or that is no URL or no http link, naming the link', () => {
    const refusal = (link: string) => {
      try {
        pageLinkOnApi(base, page, link, 'next link');
      } catch (error) {
        expect(error).toBeInstanceOf(ApiRefusedError);
        return (error as Error).message;
      }
      throw new Error(`${link} was followed`);
    };
    expect(refusal('https://internal-host:8443/api/v1/channels/?limit=10&offset=10')).toBe(
      'The API\'s next link "https://internal-host:8443/api/v1/channels/?limit=10&offset=10" leads to /api/v1/channels/, not to another page of this list (/api/v1/news/); it was not followed',
    );
    expect(refusal('https://evil.example/steal?limit=10')).toContain('leads to /steal');
    expect(refusal('http://[broken')).toBe('The API\'s next link "http://[broken" is not a URL, so it cannot be followed');
    expect(refusal('javascript:alert(1)')).toContain('is a javascript: link');
    expect(refusal('')).toContain('is not a URL');
  });

  it('resolveApiLink still refuses other origins for links that are not page links', () => {
    expect(() => resolveApiLink(base, 'https://other.example/api/v1/themes/3/', 'themes link')).toThrow(ApiRefusedError);
  });
});
