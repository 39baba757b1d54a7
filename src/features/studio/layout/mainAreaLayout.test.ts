import { describe, expect, it } from 'vitest';
import { growthOf, mainAreaReducer, VIEW_ONLY, type MainAreaLayout } from './mainAreaLayout.ts';

describe('mainAreaReducer', () => {
  it('maximizes a panel, puts another beside the view instead, and restores the view', () => {
    let layout: MainAreaLayout = mainAreaReducer(VIEW_ONLY, { type: 'maximize', panel: { kind: 'angles' } });
    expect(growthOf(layout, { kind: 'angles' })).toBe('maximized');
    layout = mainAreaReducer(layout, { type: 'beside', panel: { kind: 'camera', view: 1 } });
    expect(growthOf(layout, { kind: 'angles' })).toBeNull();
    expect(growthOf(layout, { kind: 'camera', view: 1 })).toBe('beside');
    expect(growthOf(layout, { kind: 'camera', view: 0 })).toBeNull();
    expect(mainAreaReducer(layout, { type: 'restore' })).toEqual(VIEW_ONLY);
    // The JSON editor grows like the analysis views.
    layout = mainAreaReducer(layout, { type: 'maximize', panel: { kind: 'json' } });
    expect(growthOf(layout, { kind: 'json' })).toBe('maximized');
    expect(growthOf(layout, { kind: 'camera', view: 1 })).toBeNull();
    expect(mainAreaReducer(layout, { type: 'panelGone', panel: { kind: 'json' } })).toEqual(VIEW_ONLY);
  });

  it('restores the view when the grown panel goes away, and only then', () => {
    const layout = mainAreaReducer(VIEW_ONLY, { type: 'maximize', panel: { kind: 'camera', view: 2 } });
    expect(mainAreaReducer(layout, { type: 'panelGone', panel: { kind: 'camera', view: 0 } })).toBe(layout);
    expect(mainAreaReducer(layout, { type: 'panelGone', panel: { kind: 'camera', view: 2 } })).toEqual(VIEW_ONLY);
  });
});
