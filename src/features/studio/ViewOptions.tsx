import { GeometryControls } from './GeometryControls.tsx';
import type { ViewSettings } from './studioState.ts';
import { useStudio, useStudioStore } from './useStudio.ts';

export interface ViewOptionsProps {
  onSavePng(): void;
}

/** Switches for the 3D view and the pose controls. */
export function ViewOptions({ onSavePng }: ViewOptionsProps) {
  const store = useStudioStore();
  const view = useStudio((s) => s.view);
  const hasModel = useStudio((s) => s.plan?.model != null);
  const hasSelection = useStudio((s) => s.selectedJoint !== null);
  const set = (patch: Partial<ViewSettings>) => store.dispatch({ type: 'viewChanged', patch });
  return (
    <div className="studio-view-options" role="group" aria-label="View options">
      <label>
        Up axis{' '}
        <select value={view.upAxis} onChange={(e) => set({ upAxis: e.target.value as ViewSettings['upAxis'] })}>
          <option value="z">Z up</option>
          <option value="y">Y up</option>
        </select>
      </label>
      <label>
        Angles{' '}
        <select value={view.angleUnit} onChange={(e) => set({ angleUnit: e.target.value as ViewSettings['angleUnit'] })}>
          <option value="deg">degrees</option>
          <option value="rad">radians</option>
        </select>
      </label>
      <label>
        <input type="checkbox" checked={view.showFrames} onChange={(e) => set({ showFrames: e.target.checked })} /> Local frames
      </label>
      <label>
        <input type="checkbox" checked={view.showGhost} onChange={(e) => set({ showGhost: e.target.checked })} /> Neutral ghost
      </label>
      <GeometryControls />
      <label className={view.ignoreLimits ? 'studio-ignore-limits is-on' : 'studio-ignore-limits'}>
        <input type="checkbox" role="switch" checked={view.ignoreLimits} onChange={(e) => set({ ignoreLimits: e.target.checked })} /> Ignore limits
        {view.ignoreLimits && <strong> (on: limits are not enforced)</strong>}
      </label>
      <button type="button" disabled={!hasModel} onClick={() => store.dispatch({ type: 'frameRequested', target: 'all' })}>
        Frame all
      </button>
      <button type="button" disabled={!hasModel || !hasSelection} onClick={() => store.dispatch({ type: 'frameRequested', target: 'selection' })}>
        Frame selection
      </button>
      <button type="button" disabled={!hasModel} onClick={onSavePng}>
        Save view as PNG
      </button>
    </div>
  );
}
