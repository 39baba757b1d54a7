import { describe, expect, it } from 'vitest';
import { planNameFromUrl, planUrlFromQuery } from './planUrlQuery.ts';

describe('planUrlFromQuery', () => {
  it('decodes the url parameter as URLSearchParams does for valid input', () => {
    expect(planUrlFromQuery('?url=%2Fbodyplans%2Fhumanoid.json&x=1')).toEqual({ kind: 'url', url: '/bodyplans/humanoid.json' });
    expect(planUrlFromQuery('?a=b&url=https://example.org/a+b.json')).toEqual({ kind: 'url', url: 'https://example.org/a b.json' });
    expect(planUrlFromQuery('?url=/one.json&url=/two.json')).toEqual({ kind: 'url', url: '/one.json' });
  });

  it('reports no url when the parameter is missing or empty', () => {
    expect(planUrlFromQuery('')).toEqual({ kind: 'none' });
    expect(planUrlFromQuery('?curl=/x.json')).toEqual({ kind: 'none' });
    expect(planUrlFromQuery('?url=')).toEqual({ kind: 'none' });
  });

  it('reports a broken percent-escape instead of throwing or guessing', () => {
    expect(planUrlFromQuery('?url=%E0%A4%A')).toEqual({ kind: 'malformed', raw: '%E0%A4%A' });
    expect(planUrlFromQuery('?url=/plans/100%.json')).toEqual({ kind: 'malformed', raw: '/plans/100%.json' });
    expect(planUrlFromQuery('?url=%C3')).toEqual({ kind: 'malformed', raw: '%C3' });
  });
});

describe('planNameFromUrl', () => {
  it('names a plan by its decoded file name', () => {
    expect(planNameFromUrl(new URL('https://example.org/plans/my%20arm.json'))).toBe('my arm.json');
  });

  it('keeps a file name whose escapes do not decode, and falls back to the address', () => {
    expect(planNameFromUrl(new URL('https://example.org/plans/%E0%A4%A.json'))).toBe('%E0%A4%A.json');
    expect(planNameFromUrl(new URL('https://example.org/'))).toBe('https://example.org/');
  });
});
