import type { BodyModel } from '../../../bodyplan/kinematics/model.ts';
import type { RetargetTrajectory } from '../../../bodyplan/retarget/retargetTypes.ts';
import { inMujocoOrder } from '../../../bodyplan/retarget/trajectoryColumns.ts';
import { trajectoryToCsv, trajectoryToJson, trajectoryToKeyframes } from '../../../bodyplan/retarget/trajectoryFiles.ts';
import { downloadBlob } from '../panels/downloadBlob.ts';

/** The trajectory as `bodyplan retarget` writes it (time, then MuJoCo's qpos for the exported MJCF): CSV, JSON, MJCF keyframes. */
export function RetargetExport({ model, trajectory, clipName, robotName }: { model: BodyModel; trajectory: RetargetTrajectory; clipName: string; robotName: string }) {
  const base = clipName.replace(/\.[^.]*$/, '') || 'trajectory';
  const model_ = robotName.replace(/\.[^.]*$/, '') || 'robot';
  const save = (text: string, type: string, name: string) => downloadBlob(new Blob([text], { type }), name);
  const files = () => inMujocoOrder(model, trajectory);
  return (
    <div className="studio-row" role="group" aria-label="Export the trajectory">
      <button type="button" onClick={() => save(trajectoryToCsv(files()), 'text/csv', `${base}-trajectory.csv`)}>
        Download CSV
      </button>
      <button type="button" onClick={() => save(trajectoryToJson(files()), 'application/json', `${base}-trajectory.json`)}>
        Download JSON
      </button>
      <button type="button" onClick={() => save(trajectoryToKeyframes(files(), model_), 'application/xml', `${base}-keyframes.xml`)}>
        Download MJCF keyframes
      </button>
    </div>
  );
}
