import { describe, expect, it } from 'vitest';
import { ikFailureLine, ikNotes } from './ikFailure.ts';

describe('ikFailureLine', () => {
  it('prefers a located diagnostic of the plan, then ik\'s own error line, and counts what it leaves out', () => {
    const invalidPlan = '/p.json:1:1: error[missing-key]: no "fixed_base"\n/p.json:1:12: error[wrong-type]: joints\n/p.json: invalid (2 errors, 0 warnings)\n';
    expect(ikFailureLine({ code: 1, signal: null, stderr: invalidPlan })).toBe('/p.json:1:1: error[missing-key]: no "fixed_base" (and 2 more lines)');
    const usage = 'bodyplan ik: note: 2 parts matched no joint\nbodyplan ik: --iterations expects a positive number, got "x"\n';
    expect(ikFailureLine({ code: 2, signal: null, stderr: usage })).toBe('bodyplan ik: --iterations expects a positive number, got "x"');
  });

  it('says how the process ended when it printed nothing, e.g. killed for memory', () => {
    expect(ikFailureLine({ code: null, signal: 'SIGKILL', stderr: '' })).toBe('bodyplan ik was killed by SIGKILL and printed no error');
    expect(ikFailureLine({ code: 3, signal: null, stderr: '\n' })).toBe('bodyplan ik exited with code 3 and printed no error');
    expect(ikNotes('bodyplan ik: note: a\n\nbodyplan ik: note: b\n')).toEqual(['bodyplan ik: note: a', 'bodyplan ik: note: b']);
  });
});
