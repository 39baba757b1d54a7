import { describe, expect, it } from 'vitest';
import { ikFailureCause, ikFailureLine, ikNotes } from './ikFailure.ts';

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

describe('ikFailureCause', () => {
  it('counts a Node crash report (exit 1 with Node\'s version line) as a broken run, not a bad input', () => {
    const crash = 'node:internal/modules/run_main:123\n    triggerUncaughtException(\n    ^\nError: Cannot find module \'/x/y.ts\'\n\nNode.js v20.20.2\n';
    expect(ikFailureCause({ code: 1, signal: null, stderr: crash })).toBe('run broke');
    expect(ikFailureCause({ code: 2, signal: null, stderr: 'bodyplan ik: --targets "a.json": frames[0] has 1 entries\n' })).toBe('bad input');
    expect(ikFailureCause({ code: 1, signal: null, stderr: 'bodyplan ik: the plan mentions Node.js v20.20.2 in a name\n' })).toBe('bad input');
  });
});
