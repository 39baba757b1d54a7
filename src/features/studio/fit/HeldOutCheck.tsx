import type { BodyModel } from '../../../bodyplan/kinematics/model.ts';
import { formatNumber } from '../model/formatNumber.ts';
import { useRecording, useStudioStore } from '../store/useStudio.ts';
import { cancelHeldOutCheck, startHeldOutCheck, useFitChecks, useHeldOutResult } from './fitChecksState.ts';

const number = (value: number) => (Number.isFinite(value) ? formatNumber(value, 3) : '–');

/**
 * "Check by leaving each camera out" (3 or more cameras): the recording solved once per camera
 * without it, in the solve's workers with progress and Cancel; a table of each keypoint's RMS
 * reprojection error in the camera left out. High values name a camera or keypoint the fit only
 * agrees with because it was fitted to it; the frames concerned join the suspicious list.
 */
export function HeldOutCheck({ model, errorUnit }: { model: BodyModel; errorUnit: string }) {
  const store = useStudioStore();
  const cameras = useRecording((s) => (s.ikRecording?.kind === '2d' ? s.ikRecording.mappers.length : 0));
  const cameraNames = useRecording((s) => s.cameraNames);
  const solving = useRecording((s) => s.progress !== null);
  const run = useFitChecks((s) => s.heldOutRun);
  const error = useFitChecks((s) => s.heldOutError);
  const heldOut = useHeldOutResult();
  if (cameras < 3) return null;
  const keypoints = heldOut === null ? [] : model.jointNames.map((name, j) => ({ name, j })).filter(({ j }) => Array.from({ length: heldOut.cameras }, (_, c) => heldOut.keypointErrors[c * heldOut.jointCount + j]!).some(Number.isFinite));

  return (
    <>
      <h3 id="fit-held-out-title">Held-out cameras</h3>
      <div className="studio-row">
        <button type="button" disabled={run !== null || solving} onClick={() => startHeldOutCheck(store)}>
          Check by leaving each camera out
        </button>
        {run !== null && (
          <>
            <progress
              aria-label="Leaving each camera out"
              max={run.cameras}
              value={Math.min(run.cameras, run.camera + (run.total > 0 ? run.done / run.total : 0))}
            />
            <span className="studio-muted" role="status">
              Camera {Math.min(run.cameras, run.camera + 1)} of {run.cameras}
            </span>
            <button type="button" onClick={() => cancelHeldOutCheck(store)}>
              Cancel
            </button>
          </>
        )}
      </div>
      {error && (
        <p className="studio-error" role="alert">
          {error}
        </p>
      )}
      {heldOut !== null && (
        <table className="fit-held-out">
          <caption>RMS error in the camera left out of the solve ({errorUnit})</caption>
          <thead>
            <tr>
              <th scope="col">Keypoint</th>
              {Array.from({ length: heldOut.cameras }, (_, c) => (
                <th scope="col" key={c}>
                  {cameraNames[c] ?? `Camera ${c + 1}`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="fit-all">
              <th scope="row">All keypoints</th>
              {Array.from(heldOut.cameraErrors, (value, c) => (
                <td key={c} data-camera={c}>
                  {number(value)}
                </td>
              ))}
            </tr>
            {keypoints.map(({ name, j }) => (
              <tr key={j} data-joint={j}>
                <th scope="row">{name}</th>
                {Array.from({ length: heldOut.cameras }, (_, c) => (
                  <td key={c}>{number(heldOut.keypointErrors[c * heldOut.jointCount + j]!)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
