import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { APPEARANCES, APPEARANCE_STORAGE_KEY } from '../src/ui/appearance.ts';
import { TEXT_SIZES, TEXT_SIZE_STORAGE_KEY } from '../src/features/readerCommon/textSize.ts';
import { appearanceBeforePaintScript } from './appearanceBeforePaint.ts';

/** Runs the inline script against stored values, with a root element and storage of its own. */
function rootAfterScript(stored: Record<string, string>, storageThrows = false): Record<string, string> {
  const dataset: Record<string, string> = {};
  const localStorage = {
    getItem(key: string) {
      if (storageThrows) throw new Error('storage disabled');
      return stored[key] ?? null;
    },
  };
  // The script as a page runs it, in a context of its own holding only what it may touch.
  runInNewContext(appearanceBeforePaintScript(), { localStorage, document: { documentElement: { dataset } } });
  return dataset;
}

describe('the appearance before the first paint', () => {
  it('puts a stored Light or Dark on the root element, and nothing for the system, a stranger value or no storage', () => {
    expect(APPEARANCES).toEqual(['system', 'light', 'dark']);
    expect(rootAfterScript({ [APPEARANCE_STORAGE_KEY]: 'dark' })).toEqual({ appearance: 'dark' });
    expect(rootAfterScript({ [APPEARANCE_STORAGE_KEY]: 'light' })).toEqual({ appearance: 'light' });
    expect(rootAfterScript({})).toEqual({});
    expect(rootAfterScript({ [APPEARANCE_STORAGE_KEY]: '"><script>' })).toEqual({});
    expect(rootAfterScript({ [APPEARANCE_STORAGE_KEY]: 'dark' }, true)).toEqual({});
  });

  it('puts a stored Large or Larger text size on the root element, and nothing for Standard or a stranger value', () => {
    expect(TEXT_SIZES).toEqual(['standard', 'large', 'larger']);
    expect(rootAfterScript({ [TEXT_SIZE_STORAGE_KEY]: 'large' })).toEqual({ textSize: 'large' });
    expect(rootAfterScript({ [TEXT_SIZE_STORAGE_KEY]: 'larger', [APPEARANCE_STORAGE_KEY]: 'dark' })).toEqual({ textSize: 'larger', appearance: 'dark' });
    expect(rootAfterScript({ [TEXT_SIZE_STORAGE_KEY]: 'standard' })).toEqual({});
    expect(rootAfterScript({ [TEXT_SIZE_STORAGE_KEY]: 'huge' })).toEqual({});
    expect(rootAfterScript({ [TEXT_SIZE_STORAGE_KEY]: 'Large' })).toEqual({});
    // A bad appearance does not stop a good text size (nor the other way round).
    expect(rootAfterScript({ [TEXT_SIZE_STORAGE_KEY]: 'large', [APPEARANCE_STORAGE_KEY]: 'purple' })).toEqual({ textSize: 'large' });
    expect(rootAfterScript({ [TEXT_SIZE_STORAGE_KEY]: 'xx', [APPEARANCE_STORAGE_KEY]: 'light' })).toEqual({ appearance: 'light' });
  });
});
