import {
  addDof,
  defaultLimitsFor,
  moveDof,
  normalizeDofAxis,
  removeDof,
  setDofAxis,
  setDofLimits,
  setDofName,
  setDofNeutral,
  setDofType,
  setDofWeightScaler,
} from '../../../bodyplan/edit/documentEdits.ts';
import type { Dof, Joint } from '../../../bodyplan/format/schema.ts';
import { TextField } from './TextField.tsx';
import { formatNumber } from '../model/formatNumber.ts';
import { typedNumberEdit } from './typedNumberEdit.ts';
import { useDocumentEdit, type DocumentEdit } from './useDocumentEdit.ts';

const AXES = ['x', 'y', 'z'] as const;

/** The joint's DOFs in order: add, remove, reorder and every property (values in the file's units: radians or length). */
export function DofEditor({ joint, index }: { joint: Joint; index: number }) {
  const edit = useDocumentEdit();
  return (
    <fieldset className="studio-dof-editor">
      <legend>DOFs of {joint.name}</legend>
      {joint.dofs.length === 0 && <p className="studio-muted">No DOFs: this joint is rigidly attached to its parent.</p>}
      <ol>
        {joint.dofs.map((dof, d) => (
          <li key={d}>
            <DofForm joint={joint} index={index} dof={dof} dofIndex={d} count={joint.dofs.length} />
          </li>
        ))}
      </ol>
      <div className="studio-row">
        <button type="button" className="studio-small" onClick={() => edit((doc) => addDof(doc, index, 'hinge'))}>
          Add hinge
        </button>
        <button type="button" className="studio-small" onClick={() => edit((doc) => addDof(doc, index, 'slide'))}>
          Add slide
        </button>
      </div>
    </fieldset>
  );
}

function DofForm({ joint, index, dof, dofIndex, count }: { joint: Joint; index: number; dof: Dof; dofIndex: number; count: number }) {
  const edit = useDocumentEdit();
  const label = `${joint.name} DOF ${dofIndex + 1}`;
  const number = (text: string, make: (value: number) => DocumentEdit) => edit(typedNumberEdit(text, make));
  const limits = dof.limits ?? null;
  const unit = dof.type === 'hinge' ? 'rad' : 'length';
  return (
    <div className="studio-dof-form" role="group" aria-label={label}>
      <div className="studio-row">
        <strong>
          {dofIndex + 1}. {dof.name ?? '(unnamed)'}
        </strong>
        <button type="button" className="studio-small" aria-label={`Move ${label} up`} disabled={dofIndex === 0} onClick={() => edit((d) => moveDof(d, index, dofIndex, dofIndex - 1))}>
          ↑
        </button>
        <button
          type="button"
          className="studio-small"
          aria-label={`Move ${label} down`}
          disabled={dofIndex === count - 1}
          onClick={() => edit((d) => moveDof(d, index, dofIndex, dofIndex + 1))}
        >
          ↓
        </button>
        <button type="button" className="studio-small" aria-label={`Remove ${label}`} onClick={() => edit((d) => removeDof(d, index, dofIndex))}>
          Remove
        </button>
      </div>
      <TextField label={`${label} name`} value={dof.name ?? ''} onCommit={(text) => edit((d) => setDofName(d, index, dofIndex, text))} />
      <label className="studio-field">
        <span>{label} type</span>
        <select aria-label={`${label} type`} value={dof.type} onChange={(e) => edit((d) => setDofType(d, index, dofIndex, e.target.value as Dof['type']))}>
          <option value="hinge">hinge</option>
          <option value="slide">slide</option>
        </select>
      </label>
      <div className="studio-row">
        {AXES.map((axis, k) => (
          <TextField
            key={axis}
            label={`${label} axis ${axis}`}
            inputMode="decimal"
            value={formatNumber(dof.axis[k]!)}
            onCommit={(text) => number(text, (v) => (d) => setDofAxis(d, index, dofIndex, dof.axis.map((old, i) => (i === k ? v : old))))}
          />
        ))}
        <button type="button" className="studio-small" aria-label={`Normalize ${label} axis`} onClick={() => edit((d) => normalizeDofAxis(d, index, dofIndex))}>
          Normalize axis
        </button>
      </div>
      <TextField
        label={`${label} neutral (${unit})`}
        inputMode="decimal"
        value={formatNumber(dof.neutral)}
        onCommit={(text) => number(text, (v) => (d) => setDofNeutral(d, index, dofIndex, v))}
      />
      <label className="studio-check">
        <input
          type="checkbox"
          checked={limits !== null}
          onChange={(e) => edit((d) => setDofLimits(d, index, dofIndex, e.target.checked ? defaultLimitsFor(dof) : null))}
        />
        {label} has limits
      </label>
      {limits && (
        <div className="studio-row">
          <TextField
            label={`${label} lower limit (${unit})`}
            inputMode="decimal"
            value={formatNumber(limits[0])}
            onCommit={(text) => number(text, (v) => (d) => setDofLimits(d, index, dofIndex, [v, limits[1]]))}
          />
          <TextField
            label={`${label} upper limit (${unit})`}
            inputMode="decimal"
            value={formatNumber(limits[1])}
            onCommit={(text) => number(text, (v) => (d) => setDofLimits(d, index, dofIndex, [limits[0], v]))}
          />
        </div>
      )}
      <TextField
        label={`${label} weight_scaler (empty for 1)`}
        inputMode="decimal"
        value={dof.weight_scaler === undefined ? '' : formatNumber(dof.weight_scaler)}
        onCommit={(text) =>
          text.trim() === '' ? edit((d) => setDofWeightScaler(d, index, dofIndex, undefined)) : number(text, (v) => (d) => setDofWeightScaler(d, index, dofIndex, v))
        }
      />
    </div>
  );
}
