import { setJointWeightScaler } from '../../../bodyplan/edit/jointProps.ts';
import type { BodyModel } from '../../../bodyplan/kinematics/model.ts';
import { useStudioStore } from '../store/useStudio.ts';
import type { IkPin } from '../store/ik/ikSlice.ts';
import { NumberField } from './NumberField.tsx';
import { formatNumber } from '../model/formatNumber.ts';
import { residualColor } from './residualColor.ts';
import { IkPinOrientation } from './IkPinOrientation.tsx';

interface IkPinRowProps {
  pin: IkPin;
  model: BodyModel;
  residual: number;
  planSize: number;
  weightOverride: number | undefined;
  /** The dragged target is out of reach: the chain is stretched toward it. */
  unreachable?: boolean;
}

/** One pinned joint: its target as numbers, its live weight_scaler, its residual, and unpin. */
export function IkPinRow({ pin, model, residual, planSize, weightOverride, unreachable = false }: IkPinRowProps) {
  const ik = useStudioStore().ik;
  const studio = useStudioStore();
  const name = model.jointNames[pin.joint]!;
  const planWeight = model.jointWeight[pin.joint]!;
  return (
    <li className="ik-pin" data-joint={pin.joint}>
      <div className="studio-row">
        <strong>{name}</strong>
        <span className="ik-residual" style={{ borderColor: residualColor(residual, planSize) }} data-residual={String(residual)}>
          residual {formatNumber(residual, 5)}
        </span>
        {unreachable && (
          <span className="ik-unreachable" title="The target is beyond the chain's reach: the chain is stretched toward it">
            out of reach
          </span>
        )}
        <button type="button" className="studio-small" onClick={() => ik.unpin(pin.joint)} aria-label={`Unpin ${name}`}>
          Unpin
        </button>
      </div>
      <div className="ik-xyz">
        {(['x', 'y', 'z'] as const).map((axis, k) => (
          <label key={axis}>
            {axis}
            <NumberField
              label={`${name} target ${axis}`}
              value={pin.target[k]!}
              digits={6}
              onCommit={(value) => {
                const target: [number, number, number] = [...pin.target];
                target[k] = value;
                ik.setTarget(pin.joint, target);
              }}
            />
          </label>
        ))}
        <label>
          weight_scaler
          <NumberField
            label={`${name} weight_scaler`}
            value={weightOverride ?? planWeight}
            onCommit={(value) => ik.setWeight(pin.joint, value >= 0 ? value : null)}
          />
        </label>
      </div>
      <IkPinOrientation pin={pin} model={model} />
      {weightOverride !== undefined && (
        <p className="studio-muted">
          IK override of weight_scaler (the plan says {formatNumber(planWeight, 4)});{' '}
          <button type="button" className="studio-small" onClick={() => ik.setWeight(pin.joint, null)}>
            Use the plan's value
          </button>{' '}
          <button
            type="button"
            className="studio-small"
            onClick={() => {
              // An undoable document edit (the editor's action); the override then equals the plan's value.
              studio.dispatch({ type: 'documentEdited', edit: (d) => setJointWeightScaler(d, pin.joint, weightOverride) });
              ik.setWeight(pin.joint, null);
            }}
          >
            Write to the plan
          </button>
        </p>
      )}
    </li>
  );
}
