/**
 * Which panel, if any (an analysis view or the JSON editor), has grown into the main area: maximized (in place of the 3D view) or
 * beside the 3D view. One at a time; Restore (or Escape) puts it back in its dock or lane.
 */
export type GrowablePanel = { kind: 'angles' } | { kind: 'heatmap' } | { kind: 'json' } | { kind: 'camera'; view: number };

export type MainAreaLayout = { mode: 'view' } | { mode: 'maximized' | 'beside'; panel: GrowablePanel };

export type MainAreaAction = { type: 'maximize'; panel: GrowablePanel } | { type: 'beside'; panel: GrowablePanel } | { type: 'restore' } | { type: 'panelGone'; panel: GrowablePanel };

export const VIEW_ONLY: MainAreaLayout = { mode: 'view' };

function samePanel(a: GrowablePanel, b: GrowablePanel): boolean {
  return a.kind === b.kind && (a.kind !== 'camera' || (b.kind === 'camera' && a.view === b.view));
}

/** The panel grown, if it is `panel`. */
export function growthOf(layout: MainAreaLayout, panel: GrowablePanel): 'maximized' | 'beside' | null {
  return layout.mode !== 'view' && samePanel(layout.panel, panel) ? layout.mode : null;
}

export function mainAreaReducer(layout: MainAreaLayout, action: MainAreaAction): MainAreaLayout {
  switch (action.type) {
    case 'maximize':
      return { mode: 'maximized', panel: action.panel };
    case 'beside':
      return { mode: 'beside', panel: action.panel };
    case 'restore':
      return VIEW_ONLY;
    case 'panelGone':
      // A camera of an unloaded recording (a plot without a solve, the editor without a plan) cannot stay grown.
      return growthOf(layout, action.panel) ? VIEW_ONLY : layout;
  }
}
