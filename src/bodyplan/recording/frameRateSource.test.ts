import { describe, expect, it } from 'vitest';
import { chooseFrameRate, formatFps } from './frameRateSource.ts';

const none = { user: null, file: null, video: null, defaultFps: 30 };

describe('chooseFrameRate', () => {
  it('takes a video\'s rate over the default, naming the video', () => {
    const chosen = chooseFrameRate({ ...none, video: { fps: 100, name: 'camA.mp4' } });
    expect(chosen).toEqual({ fps: 100, origin: 'video', source: 'from camA.mp4', label: '100 fps (from camA.mp4)' });
  });

  it("takes the file's stated rate over a video's", () => {
    const chosen = chooseFrameRate({ ...none, file: { fps: 120, name: 'trial1.trc' }, video: { fps: 100, name: 'camA.mp4' } });
    expect(chosen.label).toBe('120 fps (from trial1.trc)');
    expect(chosen.origin).toBe('file');
  });

  it("keeps the user's rate and says what the file says when it differs", () => {
    expect(chooseFrameRate({ ...none, user: 120, file: { fps: 100, name: 'trial1.trc' } }).label).toBe('120 fps (set by you; the file says 100)');
    expect(chooseFrameRate({ ...none, user: 120, video: { fps: 100, name: 'camA.mp4' } }).label).toBe('120 fps (set by you; camA.mp4 says 100)');
  });

  it('says only "set by you" when the user confirmed the stated rate or nothing states one', () => {
    expect(chooseFrameRate({ ...none, user: 100, file: { fps: 100, name: 'trial1.trc' } }).label).toBe('100 fps (set by you)');
    expect(chooseFrameRate({ ...none, user: 25 }).label).toBe('25 fps (set by you)');
  });

  it('falls back to the default, and says no file states a rate', () => {
    expect(chooseFrameRate(none)).toEqual({ fps: 30, origin: 'default', source: 'default: no file states one', label: '30 fps (default: no file states one)' });
  });

  it('ignores stated rates that are no rate (0, NaN, Infinity)', () => {
    const chosen = chooseFrameRate({ user: Number.NaN, file: { fps: 0, name: 'a.c3d' }, video: { fps: Infinity, name: 'camA.mp4' }, defaultFps: 30 });
    expect(chosen.origin).toBe('default');
  });
});

describe('formatFps', () => {
  it('prints at most 3 decimals without trailing zeros', () => {
    expect([formatFps(100), formatFps(30000 / 1001), formatFps(59.94)]).toEqual(['100', '29.97', '59.94']);
  });
});
