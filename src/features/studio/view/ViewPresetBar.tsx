import { useEffect, useRef } from 'react';
import { presetDirection, presetForKey, type ViewPreset } from '../model/view/viewPresets.ts';
import { useStudio, useStudioStore } from '../store/useStudio.ts';
import { actionsAt, formatKeys, type StudioActionSpec } from '../model/actions/studioActions.ts';

const PRESET_OF: Partial<Record<StudioActionSpec['id'], ViewPreset>> = {
  'view-front': 'front',
  'view-back': 'back',
  'view-left': 'left',
  'view-right': 'right',
  'view-top': 'top',
  'view-iso': 'iso',
};

/**
 * A bar in the 3D view with the registry's view presets, and their keys (numpad-like, see presetForKey)
 * while focus is anywhere in the view region (the canvas takes focus when clicked). Presets frame the
 * whole plan from that direction, with the plan's up axis up; the tooltips name the plan axis each
 * looks from (Front from the forward axis).
 */
export function ViewPresetBar() {
  const store = useStudioStore();
  const bar = useRef<HTMLDivElement>(null);
  const upAxis = useStudio((s) => s.view.upAxis);
  const forwardAxis = useStudio((s) => s.view.forwardAxis);
  const choose = (preset: ViewPreset) => store.dispatch({ type: 'frameRequested', target: 'all', preset });

  useEffect(() => {
    const region = bar.current?.closest('[role="region"]') ?? bar.current?.parentElement;
    if (!region) return;
    const onKey = (event: Event) => {
      const key = event as KeyboardEvent;
      if (key.altKey || key.metaKey || key.defaultPrevented) return;
      if (key.target instanceof HTMLElement && key.target.closest('input, textarea, select, [contenteditable="true"]')) return;
      const preset = presetForKey(key.code, key.shiftKey || key.ctrlKey);
      if (!preset || store.getState().shownPlan === null) return;
      key.preventDefault();
      store.dispatch({ type: 'frameRequested', target: 'all', preset });
    };
    region.addEventListener('keydown', onKey);
    return () => region.removeEventListener('keydown', onKey);
  }, [store]);

  return (
    <div ref={bar} className="studio-view-presets" role="toolbar" aria-label="View presets">
      {actionsAt('view-presets').map((action) => {
        const preset = PRESET_OF[action.id]!;
        return (
          <button
            key={action.id}
            type="button"
            aria-label={action.label}
            title={`${action.label}, from ${sideOf(presetDirection(preset, upAxis, forwardAxis))} (${formatKeys(action)})`}
            onClick={() => choose(preset)}
          >
            {action.label.replace(/ view$/, '')}
          </button>
        );
      })}
    </div>
  );
}

/** The plan axis a view direction is closest to, as "+X" or "−Z" (Iso: the three signs). */
function sideOf(direction: readonly number[]): string {
  const letters = ['X', 'Y', 'Z'];
  const sign = (v: number) => (v < 0 ? '−' : '+');
  const strong = direction.map((v, i) => ({ v, i })).filter(({ v }) => Math.abs(v) > 0.5);
  if (strong.length === 1) return `${sign(strong[0]!.v)}${letters[strong[0]!.i]}`;
  return direction.map((v, i) => `${sign(v)}${letters[i]}`).join(' ');
}
