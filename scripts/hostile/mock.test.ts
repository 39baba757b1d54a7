import { describe, expect, it } from 'vitest';
import { judgeAnswer, judgeSlowAttack, statusesOf } from './mock.ts';
import { buildMockCases } from './mockCases.ts';

describe('the mock section judge', () => {
  it('reads every status line, pipelined answers included', () => {
    expect(statusesOf('HTTP/1.1 200 OK\r\nA: b\r\n\r\n{}HTTP/1.1 404 Not Found\r\n\r\n')).toEqual([200, 404]);
    expect(statusesOf('garbage')).toEqual([]);
  });

  it('handles answers below 500 and a refusal by closing; never a 5xx or a silent open socket', () => {
    expect(judgeAnswer({ statuses: [400], closed: true, timedOut: false })).toEqual({ kind: 'handled' });
    expect(judgeAnswer({ statuses: [], closed: true, timedOut: false })).toEqual({ kind: 'handled' });
    expect(judgeAnswer({ statuses: [200, 500], closed: true, timedOut: false })).toEqual({ kind: 'wrong', why: 'answered 500' });
    expect(judgeAnswer({ statuses: [], closed: false, timedOut: true }).kind).toBe('timedOut');
  });

  it('fails a slow-connection attack that holds connections, starves an ordinary request, or eats memory', () => {
    const fine = { opened: 1000, held: 0, ordinaryStatus: 200, memoryGrowthMb: 10, serverErrors: 0 };
    expect(judgeSlowAttack(fine)).toEqual([]);
    expect(judgeSlowAttack({ ...fine, held: 1000 })).toEqual(['1000 of 1000 slow connections still held after 16 s']);
    expect(judgeSlowAttack({ ...fine, ordinaryStatus: null })).toEqual(['an ordinary request during the attack got no answer']);
    expect(judgeSlowAttack({ ...fine, memoryGrowthMb: 900 })).toEqual(['memory grew by 900 MB (limit 200)']);
    expect(judgeSlowAttack({ ...fine, serverErrors: 3 })).toEqual(['3 slow connections were answered with a 5xx']);
  });

  it('has over 50 distinct malformed requests', () => {
    const cases = buildMockCases();
    expect(cases.length).toBeGreaterThan(50);
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
  });
});
