import type { BodyModel } from '../../../bodyplan/kinematics/model.ts';
import { quatFromRollPitchYaw, rollPitchYawFromQuat } from '../../../bodyplan/kinematics/rotation.ts';
import { useKinematicsVersion, useStudioStore } from '../store/useStudio.ts';
import { quatFromMatrix } from '../../../bodyplan/ik/orientationError.ts';
import { quatAngle } from '../../../bodyplan/ik/dragStep.ts';
import { formatNumber } from '../model/formatNumber.ts';
import type { IkPin } from '../store/ik/ikSlice.ts';
import { NumberField } from './NumberField.tsx';

const DEGREES = 180 / Math.PI;
const ANGLES = ['roll', 'pitch', 'yaw'] as const;

/**
 * A pin's orientation target (issue 43): the "Orientation" toggle, its weight, and the keyboard path
 * to it: roll, pitch and yaw in degrees (rotations about the plan's x, then y, then z, as the root
 * pose's fields). The frame gizmo in the 3D view (IkOrientationGizmo.tsx) changes the same numbers.
 */
export function IkPinOrientation({ pin, model }: { pin: IkPin; model: BodyModel }) {
  const store = useStudioStore();
  const ik = store.ik;
  useKinematicsVersion();
  const fk = store.getKinematics();
  const name = model.jointNames[pin.joint]!;
  const orientation = pin.orientation ?? null;
  const angles = orientation ? rollPitchYawFromQuat(orientation.quat).map((a) => a * DEGREES) : null;
  // The link's solved orientation (roll, pitch, yaw degrees) and its angle from the target.
  const linkQuat = fk && orientation ? quatFromMatrix(fk.frameRotations, 9 * pin.joint) : null;
  const now = linkQuat && orientation ? { angles: rollPitchYawFromQuat(linkQuat).map((a) => a * DEGREES), offBy: quatAngle(linkQuat, orientation.quat) * DEGREES } : null;
  return (
    <div className="ik-orientation">
      <label className="studio-check" title="Also hold this link's orientation: a frame gizmo with rotation rings appears at its target">
        <input type="checkbox" checked={orientation !== null} onChange={(e) => ik.setOrientation(pin.joint, e.target.checked ? 'current' : null)} /> Orientation of {name}
      </label>
      {orientation && angles && (
        <div className="ik-xyz">
          {ANGLES.map((angle, k) => (
            <label key={angle}>
              {angle} °
              <NumberField
                label={`${name} target ${angle} in degrees`}
                value={angles[k]!}
                digits={6}
                onCommit={(value) => {
                  const next = angles.map((a) => a / DEGREES) as [number, number, number];
                  next[k] = value / DEGREES;
                  ik.setOrientation(pin.joint, { ...orientation, quat: quatFromRollPitchYaw(next) });
                }}
              />
            </label>
          ))}
          {now && (
            <p className="ik-orientation-now" aria-label={`${name} orientation now`} data-rpy={now.angles.join(' ')} data-off-by={String(now.offBy)}>
              now {now.angles.map((a) => formatNumber(a, 4)).join(', ')}°, {formatNumber(now.offBy, 3)}° from the target
            </p>
          )}
          <label>
            weight
            <NumberField
              label={`${name} orientation weight`}
              value={orientation.weight}
              onCommit={(value) => value >= 0 && ik.setOrientation(pin.joint, { ...orientation, weight: value })}
            />
          </label>
        </div>
      )}
    </div>
  );
}
