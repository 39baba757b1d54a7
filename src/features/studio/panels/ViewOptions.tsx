import { useState } from 'react';
import { effectiveForwardAxis, FORWARD_AXES, isForwardFor, UP_AXES, type ForwardAxis, type UpAxis } from '../model/view/upAxis.ts';
import { GeometryControls } from './GeometryControls.tsx';
import type { ViewSettings } from '../store/studioState.ts';
import { useStudio, useStudioStore } from '../store/useStudio.ts';
import { forwardAxisChosen, upAxisChosen } from '../view/upAxisCommands.ts';
import type { PngOptions } from '../view/savePng.ts';

export interface ViewOptionsProps {
  onSavePng(options: PngOptions): Promise<void>;
}

const signedAxis = (axis: UpAxis) => `${axis.startsWith('-') ? '−' : '+'}${axis.slice(-1).toUpperCase()}`;
const axisLabel = (axis: UpAxis) => `${signedAxis(axis)} up`;

/** Switches for the 3D view and the pose controls. */
export function ViewOptions({ onSavePng }: ViewOptionsProps) {
  const store = useStudioStore();
  const view = useStudio((s) => s.view);
  const hasModel = useStudio((s) => s.plan?.model != null);
  const hasSelection = useStudio((s) => s.selectedJoint !== null);
  const fixedBase = useStudio((s) => s.shownPlan?.model?.fixedBase ?? true);
  const [pngScale, setPngScale] = useState(1);
  const [pngTransparent, setPngTransparent] = useState(false);
  const set = (patch: Partial<ViewSettings>) => store.dispatch({ type: 'viewChanged', patch });
  const frames = view.showFrames ? view.framesOf : 'off';
  const savePng = () => {
    const planName = store.getState().plan?.source.name ?? 'body-plan';
    onSavePng({ scale: pngScale, transparent: pngTransparent, planName }).catch((error: unknown) =>
      store.dispatch({ type: 'noticeShown', notice: { tone: 'error', text: error instanceof Error ? error.message : 'The view could not be saved as PNG.' } }),
    );
  };
  return (
    <div className="studio-view-options" role="group" aria-label="View options">
      <label title="Saved in the plan as x-studio metadata when it is valid JSON">
        Up axis{' '}
        <select value={view.upAxis} onChange={(e) => upAxisChosen(store.getState(), e.target.value as UpAxis).forEach((c) => store.dispatch(c))}>
          {UP_AXES.map((axis) => (
            <option key={axis} value={axis}>
              {axisLabel(axis)}
            </option>
          ))}
        </select>
      </label>
      <label title="The side the Front view looks from; saved in the plan as x-studio metadata when it is valid JSON">
        Forward{' '}
        <select
          value={effectiveForwardAxis(view.upAxis, view.forwardAxis)}
          onChange={(e) => forwardAxisChosen(store.getState(), e.target.value as ForwardAxis).forEach((c) => store.dispatch(c))}
        >
          {FORWARD_AXES.filter((axis) => isForwardFor(view.upAxis, axis)).map((axis) => (
            <option key={axis} value={axis}>
              {`${signedAxis(axis)} forward`}
            </option>
          ))}
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
        Local frames{' '}
        <select
          value={frames}
          onChange={(e) => set(e.target.value === 'off' ? { showFrames: false } : { showFrames: true, framesOf: e.target.value as ViewSettings['framesOf'] })}
        >
          <option value="off">off</option>
          <option value="selection">selection</option>
          <option value="all">all</option>
        </select>
      </label>
      <label>
        <input type="checkbox" checked={view.showLabels} onChange={(e) => set({ showLabels: e.target.checked })} /> Name labels
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
      <label title={fixedBase ? 'The root of a fixed-base plan does not move' : 'Keep the root at the centre of the orbit while posing it'}>
        <input type="checkbox" checked={view.followRoot} disabled={fixedBase} onChange={(e) => set({ followRoot: e.target.checked })} /> Follow root
      </label>
      <label>
        PNG size{' '}
        <select value={pngScale} onChange={(e) => setPngScale(Number(e.target.value))}>
          <option value={1}>1×</option>
          <option value={2}>2×</option>
          <option value={4}>4×</option>
        </select>
      </label>
      <label>
        <input type="checkbox" checked={pngTransparent} onChange={(e) => setPngTransparent(e.target.checked)} /> Transparent background
      </label>
      <button type="button" disabled={!hasModel} onClick={savePng}>
        Save view as PNG
      </button>
    </div>
  );
}
