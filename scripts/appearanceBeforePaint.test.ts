import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { APPEARANCES, APPEARANCE_STORAGE_KEY } from '../src/ui/appearance.ts';
import { appearanceBeforePaintScript } from './appearanceBeforePaint.ts';

/** Runs the inline script against a stored value, with a root element and storage of its own. */
function rootAfterScript(stored: string | null, storageThrows = false): Record<string, string> {
  const dataset: Record<string, string> = {};
  const localStorage = {
    getItem(key: string) {
      if (storageThrows) throw new Error('storage disabled');
      return key === APPEARANCE_STORAGE_KEY ? stored : null;
    },
  };
  // The script as a page runs it, in a context of its own holding only what it may touch.
  runInNewContext(appearanceBeforePaintScript(), { localStorage, document: { documentElement: { dataset } } });
  return dataset;
}

describe('the appearance before the first paint', () => {
  it('puts a stored Light or Dark on the root element, and nothing for the system, a stranger value or no storage', () => {
    expect(APPEARANCES).toEqual(['system', 'light', 'dark']);
    expect(rootAfterScript('dark')).toEqual({ appearance: 'dark' });
    expect(rootAfterScript('light')).toEqual({ appearance: 'light' });
    expect(rootAfterScript(null)).toEqual({});
    expect(rootAfterScript('"><script>')).toEqual({});
    expect(rootAfterScript('dark', true)).toEqual({});
  });
});
