import { useState } from 'react';
import { filterDofControls } from '../model/dofControls.ts';
import { BreakableName } from './BreakableName.tsx';
import { DofRow } from './DofRow.tsx';
import { RootPoseControls } from './RootPoseControls.tsx';
import { posablePlan } from '../model/openPlan/index.ts';
import { useStudio, useStudioStore } from '../store/useStudio.ts';

const MAX_LISTED_DOFS = 200;

/**
 * DOF sliders: the selected joint's, or every DOF with a search; plus resets and the root pose.
 * While the text is broken they pose the last valid version, as the 3D view shows it.
 */
export function DofPanel() {
  const plan = useStudio(posablePlan);
  const stale = useStudio((s) => s.plan !== null && s.plan.model === null);
  const selected = useStudio((s) => s.selectedJoint);
  const store = useStudioStore();
  const [mode, setMode] = useState<'joint' | 'all'>('joint');
  const [search, setSearch] = useState('');
  if (!plan?.model) return null;
  const { controls, size } = plan;
  const jointControls = selected === null ? [] : controls.filter((c) => c.jointIndex === selected);
  const matching = mode === 'all' ? filterDofControls(controls, search) : jointControls;
  // A plan with thousands of DOFs would freeze the tab if every slider were rendered at once.
  const shown = matching.slice(0, MAX_LISTED_DOFS);
  const jointName = selected === null ? null : plan.model.jointNames[selected];

  return (
    <section className="studio-panel" aria-labelledby="studio-dofs-title">
      <h2 id="studio-dofs-title">Pose</h2>
      {stale && <p className="studio-muted studio-pose-stale">The text has errors: posing the last valid version.</p>}
      <RootPoseControls planSize={size} />
      <div className="studio-row" role="radiogroup" aria-label="DOFs shown">
        <label>
          <input type="radio" name="studio-dof-mode" checked={mode === 'joint'} onChange={() => setMode('joint')} /> Selected joint
        </label>
        <label>
          <input type="radio" name="studio-dof-mode" checked={mode === 'all'} onChange={() => setMode('all')} /> All DOFs ({controls.length})
        </label>
        <button type="button" className="studio-small" onClick={() => store.dispatch({ type: 'allReset' })}>
          Reset all
        </button>
      </div>
      {mode === 'all' && (
        <label className="studio-search">
          Search DOFs
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="joint or DOF name…" />
        </label>
      )}
      {mode === 'joint' && (
        <div className="studio-row">
          <h3 className="studio-joint-title" title={jointName ?? undefined}>
            {jointName ? <BreakableName name={jointName} /> : 'No joint selected'}
          </h3>
          {selected !== null && jointControls.length > 0 && (
            <button type="button" className="studio-small" onClick={() => store.dispatch({ type: 'jointReset', joint: selected })}>
              Reset joint
            </button>
          )}
        </div>
      )}
      {mode === 'joint' && selected === null && <p className="studio-muted">Select a joint in the outline or the 3D view.</p>}
      {mode === 'joint' && selected !== null && jointControls.length === 0 && <p className="studio-muted">{jointName} has no DOFs.</p>}
      {mode === 'all' && shown.length === 0 && <p className="studio-muted">No DOF matches “{search}”.</p>}
      {matching.length > shown.length && (
        <p className="studio-muted">
          Showing {shown.length} of {matching.length} DOFs: search to narrow the list.
        </p>
      )}
      <div className="studio-dof-list">
        {shown.map((control) => (
          <DofRow key={control.index} control={control} planSize={size} />
        ))}
      </div>
    </section>
  );
}
