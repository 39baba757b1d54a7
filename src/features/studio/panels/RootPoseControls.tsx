import { useState } from 'react';
import { quatFromRollPitchYaw, rollPitchYawFromQuat, type RootAngles } from '../../../bodyplan/kinematics/rotation.ts';
import { formatRootAngle, readRootPosition, rootAngleFromDisplay, rootAngleSlider, rootAngleToDisplay } from '../model/rootPoseInput.ts';
import { posablePlan } from '../model/openPlan/index.ts';
import { useStudio, useStudioStore } from '../store/useStudio.ts';

const AXES = ['x', 'y', 'z'] as const;
const ANGLES = ['roll', 'pitch', 'yaw'] as const;

/** Position and rotation of a free-floating root (a fixed base has none). */
export function RootPoseControls({ planSize }: { planSize: number }) {
  const store = useStudioStore();
  const pose = useStudio((s) => s.pose);
  const fixedBase = useStudio((s) => posablePlan(s)?.model?.fixedBase ?? true);
  const unit = useStudio((s) => s.view.angleUnit);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  if (!pose || fixedBase) return null;
  const angles = rollPitchYawFromQuat(pose.rootQuat);
  const step = planSize / 100;

  const setPosition = (axis: number, text: string) => {
    const read = readRootPosition(AXES[axis]!, text);
    if (read.value !== null) {
      const position = Array.from(pose.rootPosition);
      position[axis] = read.value;
      store.dispatch({ type: 'rootPositionSet', position });
    }
    if (read.message !== null && read.tone !== null) {
      // The notice lasts while this coordinate stays where the notice left it.
      const about = { rootAxis: axis, value: read.value ?? pose.rootPosition[axis]! };
      store.dispatch({ type: 'noticeShown', notice: { tone: read.tone, text: read.message, about } });
    }
  };
  const setAngle = (axis: number, shown: number) => {
    const next: RootAngles = [...angles];
    next[axis] = rootAngleFromDisplay(shown, unit);
    store.dispatch({ type: 'rootRotationSet', quat: quatFromRollPitchYaw(next) });
  };

  return (
    <fieldset className="studio-root">
      <legend>Free-floating root</legend>
      <div className="studio-root-grid">
        {AXES.map((axis, i) => (
          <label key={axis}>
            root position {axis}
            <input
              type="text"
              inputMode="decimal"
              className="studio-number"
              value={drafts[axis] ?? String(Number(pose.rootPosition[i]!.toFixed(6)))}
              title={`Step ${step.toPrecision(2)}`}
              onChange={(e) => setDrafts({ ...drafts, [axis]: e.target.value })}
              onBlur={(e) => {
                // Tabbing through without typing changes nothing (and adds no undo step).
                if (drafts[axis] !== undefined) setPosition(i, e.target.value);
                setDrafts({});
              }}
              onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
            />
          </label>
        ))}
        {ANGLES.map((name, i) => {
          const slider = rootAngleSlider(name, unit);
          return (
            <label key={name}>
              root {name} <span aria-hidden="true">({formatRootAngle(angles[i]!, unit)})</span>
              {/* The name stays "root yaw" while the value changes: the value is the slider's value text. */}
              <input
                type="range"
                aria-label={`root ${name}`}
                aria-valuetext={formatRootAngle(angles[i]!, unit)}
                min={slider.min}
                max={slider.max}
                step={slider.step}
                value={rootAngleToDisplay(angles[i]!, unit)}
                onChange={(e) => setAngle(i, Number(e.target.value))}
              />
            </label>
          );
        })}
      </div>
      <button
        type="button"
        className="studio-small"
        onClick={() => {
          store.dispatch({ type: 'rootPositionSet', position: [0, 0, 0] });
          store.dispatch({ type: 'rootRotationSet', quat: [1, 0, 0, 0] });
        }}
      >
        Reset root pose
      </button>
    </fieldset>
  );
}
