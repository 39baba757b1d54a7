import { describe, expect, it } from 'vitest';
import { metadataOf, parseMetadata } from './metadataJson.ts';

describe('metadata JSON box', () => {
  it('accepts an object of x- keys', () => {
    expect(parseMetadata('{"x-note": "hi", "x-n": [1, 2]}')).toEqual({ ok: true, value: { 'x-note': 'hi', 'x-n': [1, 2] } });
    expect(parseMetadata('{}')).toEqual({ ok: true, value: {} });
  });
  it('locates a syntax error by line and column', () => {
    const result = parseMetadata('{\n  "x-a": 1,\n  "x-b": }');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^Line 3, column 10: Value expected\.$/);
  });
  it('refuses keys without x- and non-objects', () => {
    expect(parseMetadata('{"note": 1}')).toEqual({ ok: false, message: 'Metadata keys must start with "x-"; "note" does not.' });
    expect(parseMetadata('[1]').ok).toBe(false);
  });
  it('shows only x- keys of a joint', () => {
    expect(metadataOf({ name: 'a', 'x-b': 1 })).toEqual({ 'x-b': 1 });
  });
});
