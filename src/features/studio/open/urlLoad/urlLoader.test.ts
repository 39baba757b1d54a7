import { describe, expect, it } from 'vitest';
import { createUrlLoader } from './urlLoader.ts';

describe('createUrlLoader', () => {
  it('shows the running load and its progress, and nothing once it ends', () => {
    const loader = createUrlLoader();
    const load = loader.begin('arm.json');
    expect(loader.progress.getState().current).toEqual({ name: 'arm.json', bytes: 0, totalBytes: null });
    load.progress(2048, 4096);
    expect(loader.progress.getState().current).toEqual({ name: 'arm.json', bytes: 2048, totalBytes: 4096 });
    load.end();
    expect(loader.progress.getState().current).toBeNull();
  });

  it('Cancel aborts the running load, which stays current so it can say it was cancelled', () => {
    const loader = createUrlLoader();
    const load = loader.begin('arm.json');
    loader.cancel();
    expect(load.signal.aborted).toBe(true);
    expect(load.isCurrent()).toBe(true);
  });

  it('a newer load replaces the running one, whose late progress and end change nothing', () => {
    const loader = createUrlLoader();
    const first = loader.begin('first.json');
    const second = loader.begin('second.json');
    expect(first.signal.aborted).toBe(true);
    expect(first.isCurrent()).toBe(false);
    first.progress(999, null);
    first.end();
    expect(loader.progress.getState().current).toEqual({ name: 'second.json', bytes: 0, totalBytes: null });
    expect(second.isCurrent()).toBe(true);
  });

  it('leaving the Studio abandons the load silently', () => {
    const loader = createUrlLoader();
    const load = loader.begin('arm.json');
    loader.abandon();
    expect(load.signal.aborted).toBe(true);
    expect(load.isCurrent()).toBe(false);
    expect(loader.progress.getState().current).toBeNull();
  });
});
