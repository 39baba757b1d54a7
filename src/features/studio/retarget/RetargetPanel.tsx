import { useStudio } from '../store/useStudio.ts';
import { FileInput } from '../controls/FileInput.tsx';
import { ClipConventions } from './ClipConventions.tsx';
import { RetargetExport } from './RetargetExport.tsx';
import { RetargetMappingTable } from './RetargetMappingTable.tsx';
import { RetargetReportCard } from './RetargetReportCard.tsx';
import { RetargetRunControls } from './RetargetRunControls.tsx';
import { ScaleChoice } from './ScaleChoice.tsx';
import { useRetarget, useRetargetSession } from './useRetargetSession.ts';
import './retarget.css';

/**
 * Retarget a motion clip (BVH, .trc, .c3d) onto the open robot (issue 41), as `bodyplan retarget`
 * does: the clip's conventions, the mapping table, the scale, the solve in a worker with progress
 * and Cancel, then the report card and the trajectory's downloads. The result plays on the timeline.
 */
export function RetargetPanel() {
  const session = useRetargetSession();
  const plan = useStudio((s) => s.plan);
  const clip = useRetarget((s) => s.clip);
  const error = useRetarget((s) => s.error);
  const reading = useRetarget((s) => s.reading);
  const result = useRetarget((s) => s.result);
  const model = plan?.model;
  return (
    <section className="studio-panel retarget-panel" aria-labelledby="retarget-title">
      <h2 id="retarget-title">Retarget</h2>
      {!model ? (
        <p className="studio-muted">Open a robot (a body plan, URDF or MJCF) to retarget a motion clip onto it.</p>
      ) : (
        <>
          <label className="studio-search">
            Open motion clip
            <FileInput
              accept=".bvh,.trc,.c3d,.csv"
              aria-describedby="retarget-clip-kinds"
              onFiles={async ([file]) => session.openClip(file!.name, new Uint8Array(await file!.arrayBuffer()))}
            />
          </label>
          <p id="retarget-clip-kinds" className="studio-muted">
            A BVH (any rotation order, Y or Z up, cm or m), .trc or .c3d markers, or a 3D keypoint CSV.
          </p>
          {reading !== null && (
            <div className="studio-row">
              <span role="status">Reading {reading}…</span>
              <button type="button" onClick={() => session.cancelReading()}>
                Cancel reading
              </button>
            </div>
          )}
          {error && (
            <p className="studio-error" role="alert">
              {error}
            </p>
          )}
          <ClipConventions />
          <RetargetMappingTable />
          {clip && (
            <>
              <ScaleChoice />
              <RetargetRunControls />
            </>
          )}
          {result && result.model === model && (
            <>
              <p className="studio-muted" role="status" aria-label="Retarget result">
                {result.fileName}: {result.trajectory.frameCount} frames retargeted (scale {result.targets.scale.toFixed(3)}); scrub the timeline to play it on the robot.
              </p>
              <RetargetReportCard report={result.report} />
              <RetargetExport model={model} trajectory={result.trajectory} clipName={result.fileName} robotName={plan.source.name} />
            </>
          )}
        </>
      )}
    </section>
  );
}
