import { describe, expect, it } from 'vitest';
import { judgeNewsAnswer } from './news.ts';
import { namedVectors, SCRIPT_VECTORS } from './newsCases.ts';

describe('the news section judge', () => {
  it('handles an answer the client treats as expected: accepted data, or refused with the expected kind', () => {
    expect(judgeNewsAnswer('accepted', { kind: 'accepted', news: [] })).toEqual({ kind: 'handled' });
    expect(judgeNewsAnswer('refused', { kind: 'refused' })).toEqual({ kind: 'handled' });
  });

  it('flags the wrong kind, data accepted that should be refused, and errors that are not the API\'s', () => {
    expect(judgeNewsAnswer('refused', { kind: 'network' })).toEqual({ kind: 'wrong', why: 'network, expected refused' });
    expect(judgeNewsAnswer('too-large', { kind: 'accepted', news: [] })).toEqual({ kind: 'wrong', why: 'accepted, expected too-large' });
    expect(judgeNewsAnswer('schema', { kind: 'other', message: 'Maximum call stack size exceeded' })).toEqual({
      kind: 'wrong',
      why: 'not an API error: Maximum call stack size exceeded',
    });
  });

  it('names each of about 40 vectors, each calling the canary with its own name', () => {
    const vectors = namedVectors();
    expect(vectors).toHaveLength(SCRIPT_VECTORS.length);
    expect(vectors.length).toBeGreaterThanOrEqual(40);
    for (const vector of vectors) expect(vector.html).toMatch(new RegExp(`__ran\\((['"])${vector.name}\\1\\)`));
  });
});
