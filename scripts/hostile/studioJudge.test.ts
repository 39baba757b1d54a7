import { describe, expect, it } from 'vitest';
import type { StudioCase } from './studioCases.ts';
import { judgeStudio, type StudioObservation } from './studioJudge.ts';

const seen = (fields: Partial<StudioObservation>): StudioObservation => ({
  pageErrors: [],
  studioShown: true,
  settled: true,
  opened: null,
  errorNotices: [],
  literalShown: null,
  prototypePolluted: false,
  scriptsRun: 0,
  ...fields,
});
const refused: StudioCase = { name: 'bad', input: { file: 'null' }, expect: 'notice' };
const opens: StudioCase = { name: 'name', input: { file: '{}' }, expect: 'opens', literal: '<b>' };
const either: StudioCase = { name: 'either', input: { query: '?url=x' }, expect: 'either' };

describe('the hostile Studio judge', () => {
  it('counts a clear notice for bad input, and an opened plan showing its names as text, as handled', () => {
    expect(judgeStudio(refused, seen({ errorNotices: ['x.json has 1 error'] }))).toEqual({ kind: 'handled' });
    expect(judgeStudio(opens, seen({ opened: 'Open: x.json — 3 joints', literalShown: true }))).toEqual({ kind: 'handled' });
    expect(judgeStudio(either, seen({ opened: 'Open: x.json' }))).toEqual({ kind: 'handled' });
    expect(judgeStudio(either, seen({ errorNotices: ['Could not load x'] }))).toEqual({ kind: 'handled' });
  });

  it('counts a page error or a blank page as a crash, and a page that never settles as timed out', () => {
    expect(judgeStudio(refused, seen({ pageErrors: ['URIError: URI malformed'], errorNotices: ['x'] })).kind).toBe('crash');
    expect(judgeStudio(refused, seen({ studioShown: false })).kind).toBe('crash');
    expect(judgeStudio(refused, seen({ settled: false })).kind).toBe('timedOut');
  });

  it('counts a script that ran, a missing notice, a refused valid plan or a name shown as markup as wrong', () => {
    expect(judgeStudio(opens, seen({ opened: 'Open: x', literalShown: true, scriptsRun: 1 }))).toMatchObject({ kind: 'wrong', why: '1 script vector(s) ran' });
    expect(judgeStudio(refused, seen({ errorNotices: ['x has 1 error'], prototypePolluted: true }))).toMatchObject({ kind: 'wrong', why: 'Object.prototype was polluted' });
    expect(judgeStudio(refused, seen({ opened: 'Open: x' })).kind).toBe('wrong');
    expect(judgeStudio(refused, seen({ errorNotices: ['  '] })).kind).toBe('wrong');
    expect(judgeStudio(opens, seen({ errorNotices: ['Could not open'] })).kind).toBe('wrong');
    expect(judgeStudio(opens, seen({ opened: 'Open: x', literalShown: false })).kind).toBe('wrong');
    expect(judgeStudio(opens, seen({ opened: 'Open: x', literalShown: true, errorNotices: ['x has 2 errors'] })).kind).toBe('wrong');
    expect(judgeStudio(either, seen({})).kind).toBe('wrong');
  });
});
