import { NumberField } from '../ik/NumberField.tsx';
import { useRetarget, useRetargetSession } from './useRetargetSession.ts';

/** How the clip is scaled to the robot: one factor from the heights (auto), per limb, or a number. */
export function ScaleChoice() {
  const session = useRetargetSession();
  const scale = useRetarget((s) => s.scale);
  const kind = typeof scale === 'number' ? 'number' : scale;
  return (
    <div className="studio-row">
      <label>
        Scale
        <select value={kind} onChange={(e) => session.setScale(e.target.value === 'number' ? 1 : (e.target.value as 'auto' | 'per-limb'))}>
          <option value="auto">auto (robot height / source height)</option>
          <option value="per-limb">per limb</option>
          <option value="number">a factor</option>
        </select>
      </label>
      {typeof scale === 'number' && (
        <label>
          Factor
          <NumberField label="Scale factor" value={scale} onCommit={(v) => session.setScale(v)} />
        </label>
      )}
    </div>
  );
}
