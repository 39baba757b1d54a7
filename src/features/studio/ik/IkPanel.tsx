import { useIk, useKinematicsVersion, useStudio, useStudioStore } from '../store/useStudio.ts';
import { IkPinRow } from './IkPinRow.tsx';
import { NumberField } from './NumberField.tsx';
import { formatNumber } from '../model/formatNumber.ts';
import { RecordingPanel } from '../recording/RecordingPanel.tsx';
import { dofsAtLimits } from '../model/limits.ts';
import { residualOf } from './residualColor.ts';
import { rootLocked } from '../store/ik/ikSlice.ts';
import './ik.css';

/** IK mode: the toggle, solver settings, pinned targets and the DOFs the solver left on a limit. */
export function IkPanel() {
  const ik = useStudioStore().ik;
  const store = useStudioStore();
  const state = useIk((s) => s);
  const plan = useStudio((s) => s.plan);
  const pose = useStudio((s) => s.pose);
  const selected = useStudio((s) => s.selectedJoint);
  useKinematicsVersion();
  const model = plan?.model;
  const fk = store.getKinematics();
  if (!plan || !model || !pose || !fk) return null;
  const atLimits = state.enabled ? dofsAtLimits(model, pose.dofs) : [];
  const selectedPinned = selected !== null && state.pins.some((p) => p.joint === selected);

  return (
    <section className="studio-panel ik-panel" aria-labelledby="ik-title">
      <h2 id="ik-title">Inverse kinematics</h2>
      <label className={`ik-toggle${state.enabled ? ' is-on' : ''}`}>
        <input type="checkbox" checked={state.enabled} onChange={(e) => ik.setEnabled(e.target.checked)} /> IK mode
      </label>
      {state.enabled && (
        <>
          <div className="ik-settings">
            <label>
              Neutral weight
              <NumberField label="Neutral weight" value={state.settings.neutralWeight} onCommit={(v) => v >= 0 && ik.setSettings({ neutralWeight: v })} />
            </label>
            <label>
              Iterations
              <NumberField
                label="Iterations"
                value={state.settings.iterations}
                onCommit={(v) => v >= 1 && ik.setSettings({ iterations: Math.min(1000, Math.round(v)) })}
              />
            </label>
            <label>
              Damping
              <NumberField label="Damping" value={state.settings.damping} onCommit={(v) => v >= 0 && ik.setSettings({ damping: v })} />
            </label>
          </div>
          {!model.fixedBase && (
            <label className="studio-check" title="While a target is dragged, the free-floating root keeps its position and rotation; on by default with one pin">
              <input type="checkbox" checked={rootLocked(state)} onChange={(e) => ik.setLockRoot(e.target.checked)} /> Lock root while dragging
            </label>
          )}
          <div className="studio-row">
            <button
              type="button"
              className="studio-primary"
              disabled={selected === null || selectedPinned}
              onClick={() => selected !== null && ik.pin(selected)}
            >
              {selected === null ? 'Pin a joint (select one first)' : `Pin ${model.jointNames[selected]}`}
            </button>
          </div>
          {selected !== null && !selectedPinned && (
            <label className="ik-weight">
              weight_scaler of {model.jointNames[selected]} (IK override)
              <NumberField
                label={`${model.jointNames[selected]} weight_scaler`}
                value={state.weightOverrides.get(selected) ?? model.jointWeight[selected]!}
                onCommit={(v) => ik.setWeight(selected, v >= 0 ? v : null)}
              />
            </label>
          )}
          {state.pins.length === 0 ? (
            <p className="studio-muted">Pin joints, then drag their orange handles in the 3D view or type target positions.</p>
          ) : (
            <ul className="ik-pins" aria-label="Pinned targets">
              {state.pins.map((pin) => (
                <IkPinRow
                  key={pin.joint}
                  pin={pin}
                  model={model}
                  planSize={plan.size}
                  residual={residualOf(fk.keypoints, pin.joint, pin.target)}
                  weightOverride={state.weightOverrides.get(pin.joint)}
                  unreachable={state.unreachable.includes(pin.joint)}
                />
              ))}
            </ul>
          )}
          {state.last && (
            <p className="studio-muted" role="status" aria-label="Last IK solve">
              RMS {formatNumber(state.last.rmsError, 6)} after {state.last.iterations} iteration{state.last.iterations === 1 ? '' : 's'}
              {state.last.converged ? ' (converged)' : ''}, on the {state.last.where}.
            </p>
          )}
          <h3>DOFs on a limit ({atLimits.length})</h3>
          {atLimits.length > 0 && (
            <ul className="ik-limits" aria-label="DOFs on a limit">
              {atLimits.slice(0, 50).map(({ dof, side }) => (
                <li key={dof}>
                  {plan.controls[dof]?.label ?? `dof ${dof}`}: {side} limit
                </li>
              ))}
            </ul>
          )}
          <RecordingPanel />
        </>
      )}
    </section>
  );
}
