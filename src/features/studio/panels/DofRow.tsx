import { useState } from 'react';
import { formatDisplay, fromDisplay, limitState, sliderRange, sliderStep, toDisplay, unitSuffix, type DofControl } from '../model/dofControls.ts';
import { BreakableName } from './BreakableName.tsx';
import { useStudio, useStudioStore } from '../store/useStudio.ts';

export interface DofRowProps {
  control: DofControl;
  planSize: number;
}

/** One DOF: a slider bounded by its limits and a number field that clamps what is typed. */
export function DofRow({ control, planSize }: DofRowProps) {
  const store = useStudioStore();
  const value = useStudio((s) => s.pose?.dofs[control.index] ?? control.neutral);
  const unit = useStudio((s) => s.view.angleUnit);
  const ignoreLimits = useStudio((s) => s.view.ignoreLimits);
  const [draft, setDraft] = useState<string | null>(null);
  const limit = limitState(control, value);

  const range = sliderRange(control, planSize, ignoreLimits);
  const min = toDisplay(range[0], control.kind, unit);
  const max = toDisplay(range[1], control.kind, unit);
  const step = sliderStep(min, max);
  const suffix = unitSuffix(control.kind, unit);
  const commit = () => {
    if (draft !== null) store.dispatch({ type: 'dofTyped', index: control.index, text: draft });
    setDraft(null);
  };
  const limitsText = control.bounded
    ? `[${formatDisplay(control.lower, control.kind, unit)}, ${formatDisplay(control.upper, control.kind, unit)}]`
    : 'unbounded';
  return (
    <div className="studio-dof" data-dof={control.index}>
      <div className="studio-dof-head">
        <span className="studio-dof-label" title={control.label}>
          <BreakableName name={control.label} />
        </span>
        {limit && <span className="studio-at-limit">{limit}</span>}
        <span className="studio-muted">
          {control.kind}, {limitsText}
          {suffix === 'length' ? '' : ` ${suffix}`}
        </span>
      </div>
      <div className="studio-dof-inputs">
        <input
          type="range"
          aria-label={control.label}
          aria-valuetext={`${formatDisplay(value, control.kind, unit)}${suffix === 'length' ? '' : suffix === '°' ? ' degrees' : ' radians'}`}
          min={min}
          max={max}
          step={step}
          value={Math.min(max, Math.max(min, toDisplay(value, control.kind, unit)))}
          onChange={(e) => store.dispatch({ type: 'dofSet', index: control.index, value: fromDisplay(Number(e.target.value), control.kind, unit) })}
          onKeyDown={(e) => {
            // The native End/Home land on the last step of the slider's grid, which is near the
            // limit but not on it (and a degrees round trip adds float noise): set the limit itself.
            if (e.key !== 'End' && e.key !== 'Home') return;
            e.preventDefault();
            store.dispatch({ type: 'dofSet', index: control.index, value: e.key === 'End' ? range[1] : range[0] });
          }}
        />
        <input
          type="text"
          inputMode="decimal"
          className="studio-number"
          aria-label={`${control.label} value${suffix === 'length' ? '' : ` in ${unit === 'deg' ? 'degrees' : 'radians'}`}`}
          value={draft ?? formatDisplay(value, control.kind, unit)}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
            if (e.key === 'Escape') setDraft(null);
          }}
        />
        <button
          type="button"
          className="studio-small"
          aria-label={`Reset ${control.label} to neutral`}
          title="Reset to neutral"
          onClick={() => store.dispatch({ type: 'dofReset', index: control.index })}
        >
          ↺
        </button>
      </div>
    </div>
  );
}
