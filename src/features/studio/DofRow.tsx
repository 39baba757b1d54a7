import { useState } from 'react';
import { formatDisplay, fromDisplay, sliderRange, sliderStep, toDisplay, unitSuffix, type DofControl } from '../../bodyplan/dofControls.ts';
import { useStudio, useStudioStore } from './useStudio.ts';

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
  const atLimit = value <= control.lower ? 'lower' : value >= control.upper ? 'upper' : null;

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
        <span className="studio-dof-label">{control.label}</span>
        {atLimit && <span className="studio-at-limit">at {atLimit} limit</span>}
        <span className="studio-muted">
          {control.kind}, {limitsText}
          {suffix === 'length' ? '' : ` ${suffix}`}
        </span>
      </div>
      <div className="studio-dof-inputs">
        <input
          type="range"
          aria-label={control.label}
          min={min}
          max={max}
          step={step}
          value={Math.min(max, Math.max(min, toDisplay(value, control.kind, unit)))}
          onChange={(e) => store.dispatch({ type: 'dofSet', index: control.index, value: fromDisplay(Number(e.target.value), control.kind, unit) })}
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
