import { useMemo } from 'react';
import { choiceAtPose, namedPoseChoices } from '../model/namedPoseChoices.ts';
import { posablePlan } from '../model/openPlan/index.ts';
import { useStudio, useStudioStore } from '../store/useStudio.ts';

/**
 * Applies a named pose ("neutral", or one the plan carries in `x-poses`, e.g. an MJCF keyframe):
 * its DOFs and root pose, as one undo step like a loaded pose file.
 */
export function NamedPoseSelect() {
  const store = useStudioStore();
  const plan = useStudio(posablePlan);
  const pose = useStudio((s) => s.pose);
  const choices = useMemo(() => (plan?.model ? namedPoseChoices(plan.document, plan.model) : []), [plan]);
  if (!plan?.model) return null;
  const shown = choiceAtPose(choices, pose);

  return (
    <label className="studio-row">
      Named pose
      <select
        value={shown}
        onChange={(e) => {
          const choice = choices.find((c) => c.name === e.target.value);
          if (!choice) return;
          const warning = choice.warnings.length === 0 ? undefined : `Not applied: ${choice.warnings.join('; ')}.`;
          store.dispatch({ type: 'poseLoaded', dofs: choice.dofs, root: choice.root, warning, name: choice.name });
        }}
      >
        {shown === '' && <option value="">(not a named pose)</option>}
        {choices.map((c) => (
          <option key={c.name} value={c.name}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}
