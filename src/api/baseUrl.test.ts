import { describe, expect, it } from 'vitest';
import { parseApiBaseUrl, readStoredBaseUrl, resolveApiBaseUrl, writeStoredBaseUrl } from './baseUrl.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('API base URL', () => {
  it('prefers the remembered setting, then the build-time value, then the app origin', () => {
    const origin = 'http://app.example:4173';
    expect(resolveApiBaseUrl({ stored: null, buildTime: undefined, origin })).toBe(origin);
    expect(resolveApiBaseUrl({ stored: null, buildTime: 'https://news.example/', origin })).toBe('https://news.example');
    expect(resolveApiBaseUrl({ stored: 'http://127.0.0.1:8000', buildTime: 'https://news.example', origin })).toBe('http://127.0.0.1:8000');
    // A broken remembered value never breaks the app: the next source applies.
    expect(resolveApiBaseUrl({ stored: 'javascript:alert(1)', buildTime: '', origin })).toBe(origin);
  });

  it('rejects what is not an http(s) base, with a reason', () => {
    expect(parseApiBaseUrl('not a url')).toEqual({ ok: false, error: '"not a url" is not an absolute URL (e.g. https://example.org)', problem: { kind: 'not-absolute', text: 'not a url' } });
    expect(parseApiBaseUrl('ftp://x')).toMatchObject({ ok: false });
    expect(parseApiBaseUrl('http://x/?a=1')).toMatchObject({ ok: false });
    expect(parseApiBaseUrl(' https://x.example/prefix/ ')).toEqual({ ok: true, value: 'https://x.example/prefix' });
  });

  it('remembers and forgets the setting, and survives a storage that throws', () => {
    const storage = memoryStorage();
    writeStoredBaseUrl(storage, 'http://a');
    expect(readStoredBaseUrl(storage)).toBe('http://a');
    writeStoredBaseUrl(storage, null);
    expect(readStoredBaseUrl(storage)).toBeNull();
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => {} };
    expect(readStoredBaseUrl(broken)).toBeNull();
    expect(() => writeStoredBaseUrl(broken, 'http://a')).not.toThrow();
  });
});
