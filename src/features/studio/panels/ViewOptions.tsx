import { useId, useRef } from 'react';
import { effectiveForwardAxis, FORWARD_AXES, isForwardFor, readForwardAxis, UP_AXES, type ForwardAxis, type UpAxis } from '../model/view/upAxis.ts';
import { axisText } from '../model/view/forwardAxisNote.ts';
import { ForwardAxisNote } from './ForwardAxisNote.tsx';
import { GeometryControls } from './GeometryControls.tsx';
import type { ViewSettings } from '../store/studioState.ts';
import { useStudio, useStudioStore } from '../store/useStudio.ts';
import { forwardAxisChosen, upAxisChosen } from '../view/upAxisCommands.ts';
import { studioAction, type StudioActionSpec } from '../model/actions/studioActions.ts';
import { useStudioActions } from '../actions/studioActionsContext.ts';
import { ActionButton } from '../actions/ActionButton.tsx';
import { pngOptionsStore, usePngOptions } from '../view/pngOptions.ts';

const axisLabel = (axis: UpAxis) => `${axisText(axis)} up`;

/**
 * Switches for the 3D view and the pose controls: under the toolbar's "View options" button on a
 * wide screen, a panel tab on a phone. The checkboxes are the registry's view toggles (the palette
 * lists the same ones); "Save view as PNG" uses the PNG size and background chosen here.
 */
export function ViewOptions() {
  const store = useStudioStore();
  const view = useStudio((s) => s.view);
  const pngScale = usePngOptions((o) => o.scale);
  const pngTransparent = usePngOptions((o) => o.transparent);
  const set = (patch: Partial<ViewSettings>) => store.dispatch({ type: 'viewChanged', patch });
  const frames = view.showFrames ? view.framesOf : 'off';
  const toggle = (id: StudioActionSpec['id']) => <ViewToggleBox action={studioAction(id)} />;
  const forwardSelect = useRef<HTMLSelectElement>(null);
  const forwardNoteId = useId();
  // The note under "Forward" is there while the plan does not say its forward axis (see ForwardAxisNote).
  const planSaysForward = useStudio((s) => readForwardAxis(s.plan?.document ?? null) !== null);
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
          ref={forwardSelect}
          aria-describedby={planSaysForward ? undefined : forwardNoteId}
          value={effectiveForwardAxis(view.upAxis, view.forwardAxis)}
          onChange={(e) => forwardAxisChosen(store.getState(), e.target.value as ForwardAxis).forEach((c) => store.dispatch(c))}
        >
          {FORWARD_AXES.filter((axis) => isForwardFor(view.upAxis, axis)).map((axis) => (
            <option key={axis} value={axis}>
              {`${axisText(axis)} forward`}
            </option>
          ))}
        </select>
      </label>
      <ForwardAxisNote id={forwardNoteId} onKept={() => forwardSelect.current?.focus()} />
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
      {toggle('toggle-labels')}
      {toggle('toggle-ghost')}
      <GeometryControls />
      {toggle('toggle-ignore-limits')}
      {toggle('toggle-follow-root')}
      <label>
        PNG size{' '}
        <select value={pngScale} onChange={(e) => pngOptionsStore.setState({ scale: Number(e.target.value) })}>
          <option value={1}>1×</option>
          <option value={2}>2×</option>
          <option value={4}>4×</option>
        </select>
      </label>
      <label>
        <input type="checkbox" checked={pngTransparent} onChange={(e) => pngOptionsStore.setState({ transparent: e.target.checked })} /> Transparent background
      </label>
      <ActionButton action={studioAction('save-png')} text="Save view as PNG" />
    </div>
  );
}

/** A view toggle of the registry as a labelled checkbox (Ignore limits as a switch that says when it is on). */
function ViewToggleBox({ action }: { action: StudioActionSpec }) {
  const { run, isEnabled } = useStudioActions();
  const checked = useStudio((s) => (action.toggle ? s.view[action.toggle] : false));
  const fixedBase = useStudio((s) => s.shownPlan?.model?.fixedBase ?? true);
  const box = <input type="checkbox" role={action.id === 'toggle-ignore-limits' ? 'switch' : undefined} checked={checked} disabled={!isEnabled(action)} onChange={() => run(action.id)} />;
  if (action.id === 'toggle-ignore-limits') {
    return (
      <label className={checked ? 'studio-ignore-limits is-on' : 'studio-ignore-limits'}>
        {box} {action.label}
        {checked && <strong> (on: limits are not enforced)</strong>}
      </label>
    );
  }
  const title = action.id === 'toggle-follow-root' ? (fixedBase ? 'The root of a fixed-base plan does not move' : 'Keep the root at the centre of the orbit while posing it') : undefined;
  return (
    <label title={title}>
      {box} {action.label}
    </label>
  );
}
