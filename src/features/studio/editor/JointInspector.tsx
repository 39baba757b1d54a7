import { useState } from 'react';
import {
  EULER_ORDERS,
  normalizeOffsetQuat,
  quatToEuler,
  renameJoint,
  reparentJoint,
  setJointExtension,
  setJointWeightScaler,
  setOffsetEuler,
  setOffsetPos,
  setOffsetQuat,
  type EulerOrder,
} from '../../../bodyplan/edit/documentEdits.ts';
import type { BodyPlan, Joint } from '../../../bodyplan/format/schema.ts';
import { useStudio } from '../store/useStudio.ts';
import { DofEditor } from './DofEditor.tsx';
import { MetadataField } from './MetadataField.tsx';
import { TreeActions } from './TreeActions.tsx';
import { TextField } from './TextField.tsx';
import { formatNumber } from '../model/formatNumber.ts';
import { typedNumberEdit } from './typedNumberEdit.ts';
import { jointIndexByName, useDocumentEdit, type DocumentEdit } from './useDocumentEdit.ts';

const AXES = ['x', 'y', 'z'] as const;
const QUAT_PARTS = ['w', 'x', 'y', 'z'] as const;

/** The selected joint's properties, its DOFs and the tree actions, each edit one undo step. */
/** Up to this many joints the parent is picked from a menu; beyond, it is typed (an unknown name is refused with a message). */
const PARENT_MENU_MAX_JOINTS = 1000;

export function JointInspector() {
  const document = useStudio((s) => s.plan?.document ?? null);
  const selected = useStudio((s) => s.selectedJoint);
  const refusal = useStudio((s) => s.history.refusal);
  const hasPlan = useStudio((s) => s.plan !== null);
  if (!hasPlan) return null;
  const joint = document && selected !== null ? document.joints[selected] : undefined;
  return (
    <section className="studio-panel studio-inspector" aria-labelledby="studio-inspector-title">
      <h2 id="studio-inspector-title">Inspector</h2>
      <p className="studio-error" role="alert" id="studio-edit-refusal">
        {refusal}
      </p>
      {!document ? (
        <p className="studio-muted">The document cannot be read as a body plan; fix it in the JSON editor (see Diagnostics).</p>
      ) : joint === undefined || selected === null ? (
        <p className="studio-muted">Select a joint in the outline or the 3D view to edit it.</p>
      ) : (
        <JointForm key={selected} document={document} index={selected} joint={joint} />
      )}
    </section>
  );
}

function JointForm({ document, index, joint }: { document: BodyPlan; index: number; joint: Joint }) {
  const edit = useDocumentEdit();
  const [order, setOrder] = useState<EulerOrder>('XYZ');
  const euler = quatToEuler(joint.offset_quat, order);
  const number = (text: string, make: (value: number) => DocumentEdit) => edit(typedNumberEdit(text, make));
  // A menu of every joint is fine for a robot or an animal; in a plan of thousands it is thousands of
  // DOM nodes built on every selection (a 777 ms task at 10,000 joints). There the parent is typed.
  const parentMenu = document.joints.length <= PARENT_MENU_MAX_JOINTS;
  const parentOptions = parentMenu ? document.joints.filter((j) => j.name !== joint.name).map((j) => j.name) : [];
  const reparent = (parent: string) => {
    const name = joint.name;
    edit((d) => reparentJoint(d, index, parent), { select: (d) => jointIndexByName(d, name) });
  };

  return (
    <form className="studio-form" aria-label={`Joint ${joint.name}`} onSubmit={(e) => e.preventDefault()}>
      <TextField
        label="Name"
        value={joint.name}
        onCommit={(text) => edit((d) => renameJoint(d, index, text), { select: (d) => jointIndexByName(d, text) })}
      />
      {parentMenu || joint.parent === null ? (
        <label className="studio-field">
          <span>Parent</span>
          <select aria-label="Parent" value={joint.parent ?? ''} disabled={joint.parent === null} onChange={(e) => reparent(e.target.value)}>
            {joint.parent === null && <option value="">(none: this is the root)</option>}
            {parentOptions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <TextField label="Parent" value={joint.parent} onCommit={reparent} />
      )}
      <fieldset>
        <legend>offset_pos</legend>
        {AXES.map((axis, k) => (
          <TextField
            key={axis}
            label={`offset_pos ${axis}`}
            inputMode="decimal"
            value={formatNumber(joint.offset_pos[k]!)}
            onCommit={(text) =>
              number(text, (v) => (d) => setOffsetPos(d, index, joint.offset_pos.map((old, i) => (i === k ? v : old))))
            }
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>offset_quat [w, x, y, z]</legend>
        {QUAT_PARTS.map((part, k) => (
          <TextField
            key={part}
            label={`offset_quat ${part}`}
            inputMode="decimal"
            value={formatNumber(joint.offset_quat[k]!)}
            onCommit={(text) =>
              number(text, (v) => (d) => setOffsetQuat(d, index, joint.offset_quat.map((old, i) => (i === k ? v : old))))
            }
          />
        ))}
        <button type="button" className="studio-small" onClick={() => edit((d) => normalizeOffsetQuat(d, index))}>
          Normalize quaternion
        </button>
      </fieldset>
      <fieldset>
        <legend>Rotation as Euler angles (degrees)</legend>
        <label className="studio-field">
          <span>Euler order</span>
          <select aria-label="Euler order" value={order} onChange={(e) => setOrder(e.target.value as EulerOrder)}>
            {EULER_ORDERS.map((o) => (
              <option key={o}>{o}</option>
            ))}
          </select>
        </label>
        {[0, 1, 2].map((k) => (
          <TextField
            key={`${order}-${k}`}
            label={`Euler ${order[k]} angle ${k + 1} (°)`}
            inputMode="decimal"
            value={formatNumber(Number(euler[k]!.toFixed(6)))}
            onCommit={(text) =>
              number(text, (v) => (d) => {
                const angles = [0, 1, 2].map((i) => (i === k ? v : euler[i]!)) as [number, number, number];
                return setOffsetEuler(d, index, angles, order);
              })
            }
          />
        ))}
      </fieldset>
      <TextField
        label="weight_scaler (empty for the default 1)"
        inputMode="decimal"
        value={joint.weight_scaler === undefined ? '' : formatNumber(joint.weight_scaler)}
        onCommit={(text) =>
          text.trim() === '' ? edit((d) => setJointWeightScaler(d, index, undefined)) : number(text, (v) => (d) => setJointWeightScaler(d, index, v))
        }
      />
      <MetadataField
        owner={joint}
        label={`x- metadata of ${joint.name} (JSON object)`}
        onApply={(next, previous) =>
          edit((d) => {
            let current = d;
            for (const key of Object.keys(previous)) {
              if (key in next) continue;
              const result = setJointExtension(current, index, key, undefined);
              if (!result.ok) return result;
              current = result.document;
            }
            for (const [key, value] of Object.entries(next)) {
              if (JSON.stringify(previous[key]) === JSON.stringify(value)) continue;
              const result = setJointExtension(current, index, key, value);
              if (!result.ok) return result;
              current = result.document;
            }
            return { ok: true, document: current };
          })
        }
      />
      <DofEditor joint={joint} index={index} />
      <TreeActions document={document} index={index} joint={joint} />
    </form>
  );
}
