import { BreakableName } from '../panels/BreakableName.tsx';
import { posablePlan } from '../model/openPlan/index.ts';
import { useKinematicsVersion, useStudio, useStudioStore } from '../store/useStudio.ts';

/** The selected joint's world keypoint as numbers, so a person can check it against `bodyplan fk`. */
export function KeypointReadout() {
  const store = useStudioStore();
  const selected = useStudio((s) => s.selectedJoint);
  const model = useStudio((s) => posablePlan(s)?.model ?? null);
  useKinematicsVersion();
  const fk = store.getKinematics();
  if (!model || !fk || selected === null || selected >= model.jointCount) return null;
  const position = Array.from(fk.keypoints.subarray(3 * selected, 3 * selected + 3));
  return (
    <section className="studio-panel" aria-labelledby="studio-keypoint-title">
      <h2 id="studio-keypoint-title">
        Keypoint of <BreakableName name={model.jointNames[selected]!} />
      </h2>
      <dl className="studio-keypoint" aria-label={`World keypoint of ${model.jointNames[selected]}`}>
        {['x', 'y', 'z'].map((axis, k) => (
          <div key={axis}>
            <dt>{axis}</dt>
            <dd data-axis={axis} data-value={String(position[k])}>
              {position[k]!.toFixed(6)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
