import { describe, expect, it } from 'vitest';
import { pageLinks, pageSlice, pageWindow, parsePythonInt } from './pagination.ts';
import { parseQueryString, quotePlus, rewriteQuery, unquotePlus } from './query-string.ts';

const pairs = (query: string) => parseQueryString(query);
const links = (query: string, count: number) => pageLinks('http://h/api/v1/news/', pairs(query), pageWindow(pairs(query)), count);

describe("Python's int() as DRF's _positive_int uses it", () => {
  it.each([
    ['5', 5n],
    [' 7 ', 7n],
    ['+3', 3n],
    ['-2', -2n],
    ['1_000', 1000n],
    ['007', 7n],
    ['\u00a012\u2003', 12n],
    ['123456789012345678901234567890', 123456789012345678901234567890n],
  ])('%j -> %s', (text, value) => expect(parsePythonInt(text)).toBe(value));

  it.each(['', 'abc', '2.5', '1e3', '1__0', '_1', '1_', '0x10', '5 5', '\ufeff5', '9'.repeat(4301)])('%j is not an int', (text) => {
    expect(parsePythonInt(text)).toBeNull();
  });
});

describe('page window', () => {
  it.each([
    ['', 10n, 0n],
    ['limit=3&offset=4', 3n, 4n],
    ['limit=0', 10n, 0n],
    ['limit=-1&offset=-1', 10n, 0n],
    ['limit=x&offset=y', 10n, 0n],
    ['limit=5&limit=2', 2n, 0n],
    ['offset=0', 10n, 0n],
  ])('%j -> limit %s offset %s', (query, limit, offset) => {
    expect(pageWindow(pairs(query))).toEqual({ limit, offset });
  });

  it.each([
    ['limit=5000', 1000n],
    ['limit=1000', 1000n],
    ['limit=999', 999n],
    ['limit=0', 10n],
    ['', 10n],
  ])('%j with max_limit 1000 -> limit %s', (query, limit) => {
    expect(pageWindow(pairs(query), 1000n).limit).toBe(limit);
  });

  it('slices within the collection', () => {
    expect(pageSlice({ limit: 10n, offset: 95n }, 100)).toEqual({ start: 95, end: 100 });
    expect(pageSlice({ limit: 10n, offset: 500n }, 100)).toEqual({ start: 100, end: 100 });
    expect(pageSlice({ limit: 10n ** 30n, offset: 0n }, 100)).toEqual({ start: 0, end: 100 });
  });
});

describe('next and previous', () => {
  it('first page: next with explicit limit, no previous', () => {
    expect(links('', 25)).toEqual({ next: 'http://h/api/v1/news/?limit=10&offset=10', previous: null });
  });

  it('last page: no next; previous keeps offset only while offset - limit > 0', () => {
    expect(links('limit=10&offset=20', 25)).toEqual({ next: null, previous: 'http://h/api/v1/news/?limit=10&offset=10' });
    expect(links('limit=10&offset=10', 25).previous).toBe('http://h/api/v1/news/?limit=10');
    expect(links('limit=10&offset=4', 25).previous).toBe('http://h/api/v1/news/?limit=10');
  });

  it('next is null exactly when offset + limit >= count', () => {
    expect(links('limit=5&offset=15', 20).next).toBeNull();
    expect(links('limit=5&offset=14', 20).next).toBe('http://h/api/v1/news/?limit=5&offset=19');
    expect(links('limit=5', 0)).toEqual({ next: null, previous: null });
  });

  it('keeps other parameters, repeated ones in their order, keys sorted', () => {
    expect(links('z=1&ordering=-id&b=2&b=1&limit=2&offset=2', 10).next).toBe('http://h/api/v1/news/?b=2&b=1&limit=2&offset=4&ordering=-id&z=1');
  });

  it('writes values form-encoded as Python quote_plus does', () => {
    expect(links('search=caf%C3%A9 au lait&q=a%2Bb*(x)~!', 30).next).toBe(
      'http://h/api/v1/news/?limit=10&offset=10&q=a%2Bb%2A%28x%29~%21&search=caf%C3%A9+au+lait',
    );
  });

  it('keeps huge numbers exact', () => {
    expect(links('limit=3&offset=100000000000000000000', 10).previous).toBe('http://h/api/v1/news/?limit=3&offset=99999999999999999997');
  });
});

describe('query strings as Python parses them', () => {
  it('splits on & only, keeps blank values, skips empty fields', () => {
    expect(parseQueryString('a=1&&b&c=&d=x=y;e=2')).toEqual([
      ['a', '1'],
      ['b', ''],
      ['c', ''],
      ['d', 'x=y;e=2'],
    ]);
  });

  it('decodes + and %XX, leaves bad escapes, replaces bad UTF-8', () => {
    expect(unquotePlus('a+b%20c')).toBe('a b c');
    expect(unquotePlus('100%')).toBe('100%');
    expect(unquotePlus('%zz%4')).toBe('%zz%4');
    expect(unquotePlus('%ff')).toBe('\ufffd');
    expect(unquotePlus('%C3%A9')).toBe('é');
  });

  it('quote_plus leaves only letters, digits and _.-~', () => {
    expect(quotePlus("a b/c?d=e&f*'()!~_.-")).toBe('a+b%2Fc%3Fd%3De%26f%2A%27%28%29%21~_.-');
  });

  it('sorts keys by code point', () => {
    expect(rewriteQuery([['\ud83d\ude00', '1'], ['\uffff', '2'], ['B', '3'], ['a', '4']], {})).toBe('B=3&a=4&%EF%BF%BF=2&%F0%9F%98%80=1');
  });
});
