import { frameSummary } from '../../../bodyplan/fit/summaries.ts';
import { fitErrorAt } from '../../../bodyplan/fit/fitErrors.ts';
import type { IkRecording } from '../../../bodyplan/ik/ikRecording.ts';
import { cameraErrorsToCsv, fitErrorsToCsv } from '../../../bodyplan/fit/errorCsv.ts';
import { downloadBlob } from '../panels/downloadBlob.ts';
import { formatNumber } from '../model/formatNumber.ts';
import { useRecording, useStudio, useStudioStore } from '../store/useStudio.ts';
import { FitHeatmap } from './FitHeatmap.tsx';
import { FitLegend } from './FitLegend.tsx';
import { useFitView } from './fitViewState.ts';
import { useFitData } from './useFitData.ts';
import { secondsText, SuspiciousFramesList } from './SuspiciousFramesList.tsx';
import { HeldOutCheck } from './HeldOutCheck.tsx';
import { withProvenanceComment } from '../../../bodyplan/recording/exportProvenance.ts';
import { useTrialExport } from '../recording/useTrialExport.ts';
import './fit.css';

/** The dock's map may grow to 12 px rows for 30 keypoints (a fly, a G1), each row named. */
const DOCK_HEATMAP_MAX_HEIGHT = 360;

/** What the errors are measured in: the plan's length units for 3D targets, pixels for cameras. */
function errorUnit(recording: IkRecording | null): 'plan units' | 'px' | 'view units' {
  if (recording?.kind !== '2d') return 'plan units';
  return recording.mappers.every((m) => m.type === 'camera') ? 'px' : 'view units';
}

const number = (value: number) => (Number.isNaN(value) ? '–' : formatNumber(value, 4));

/**
 * How well a solved recording fits (3D distances, or 2D reprojection errors in pixels): the keypoint × frame heat-map, the ranked
 * suspicious frames with their reasons, the held-out camera check, summaries per keypoint and for the current frame, the CSV of
 * every error, and the 3D view's targets toggle.
 */
export function FitPanel() {
  const store = useStudioStore();
  const model = useStudio((s) => s.plan?.model ?? null);
  const recording = useRecording((s) => s.recording);
  const hasSolve = useRecording((s) => s.solved !== null);
  const frame = useRecording((s) => s.frame);
  const { trial, madeFrom } = useTrialExport();
  const showInView = useFitView((s) => s.showInView);
  const setShowInView = useFitView((s) => s.setShowInView);
  const data = useFitData();
  const unit = useRecording((s) => errorUnit(s.ikRecording));
  const cameraErrors = useRecording((s) => s.cameraErrors);
  const cameraNames = useRecording((s) => s.cameraNames);

  let body;
  if (!model) body = null;
  else if (!recording) body = <p className="studio-muted">Load a recording under Inverse kinematics and solve it to see how well it fits.</p>;
  else if (!hasSolve || !data) body = <p className="studio-muted">Solve the recording (Inverse kinematics) to see how well it fits.</p>;
  else if (data.fit.keypoints.length === 0) {
    body = <p className="studio-muted">No keypoint of this plan is observed in the solved frames.</p>;
  } else {
    const { fit } = data;
    const names = model.jointNames;
    const seek = (f: number) => store.recording.seek(f);
    const pick = (f: number, joint: number) => {
      seek(f);
      store.dispatch({ type: 'jointSelected', joint });
    };
    const current = frameSummary(fit, Math.min(frame, fit.frameCount - 1));
    const shown = Math.min(frame, fit.frameCount - 1);
    const missingNames = fit.keypoints.filter((j) => Number.isNaN(fitErrorAt(fit, shown, j))).map((j) => names[j]!);
    const worst = data.worst[0];
    body = (
      <>
        <label className="fit-toggle">
          <input type="checkbox" checked={showInView} onChange={(e) => setShowInView(e.target.checked)} /> Show targets and residuals in the 3D view
        </label>
        <FitLegend scale={data.scale} missingNames={missingNames} unit={unit} />
        <p className="fit-frame-readout" aria-live="polite" data-frame={frame}>
          Frame {frame + 1} of {fit.frameCount} (file frame {recording.frameNumbers[frame]}, {secondsText(frame, recording.fps)})
        </p>
        <FitHeatmap data={data} jointNames={names} frameNumbers={recording.frameNumbers} frame={frame} onPick={pick} maxHeight={DOCK_HEATMAP_MAX_HEIGHT} />
        <div className="studio-row">
          <button type="button" disabled={!worst} onClick={() => worst && pick(worst.frame, worst.worstJoint)}>
            Jump to the worst keypoint error
          </button>
          <button
            type="button"
            onClick={() => downloadBlob(new Blob([withProvenanceComment(fitErrorsToCsv(model, fit, recording.frameNumbers), madeFrom)], { type: 'text/csv' }), `${trial}-errors.csv`)}
          >
            Export errors (CSV)
          </button>
          {cameraErrors !== null && cameraNames.length > 0 && (
            <button
              type="button"
              onClick={() => downloadBlob(new Blob([withProvenanceComment(cameraErrorsToCsv(cameraErrors, cameraNames, recording.frameNumbers), madeFrom)], { type: 'text/csv' }), `${trial}-camera-errors.csv`)}
            >
              Export camera errors (CSV)
            </button>
          )}
        </div>
        <SuspiciousFramesList model={model} errorUnit={unit} frameNumbers={recording.frameNumbers} fps={recording.fps} onPick={seek} />
        <HeldOutCheck model={model} errorUnit={unit} />
        <h3 id="fit-frame-title">This frame</h3>
        <dl className="fit-frame-summary" aria-labelledby="fit-frame-title">
          <dt>Observed</dt>
          <dd>
            {current.count} of {fit.keypoints.length}
          </dd>
          <dt>Median</dt>
          <dd>{number(current.median)}</dd>
          <dt>95th pct.</dt>
          <dd>{number(current.p95)}</dd>
          <dt>Max</dt>
          <dd>{number(current.max)}</dd>
          <dt>RMS</dt>
          <dd>{number(current.rms)}</dd>
        </dl>
        <table className="fit-keypoints">
          <caption>Per keypoint, over every frame ({unit})</caption>
          <thead>
            <tr>
              <th scope="col">Keypoint</th>
              <th scope="col">Median</th>
              <th scope="col">95th pct.</th>
              <th scope="col">Max</th>
            </tr>
          </thead>
          <tbody>
            <tr className="fit-all">
              <th scope="row">All keypoints</th>
              <td>{number(data.overall.median)}</td>
              <td>{number(data.overall.p95)}</td>
              <td>{number(data.overall.max)}</td>
            </tr>
            {data.keypoints.map(({ joint, summary }) => (
              <tr key={joint} data-joint={joint}>
                <th scope="row">{names[joint]}</th>
                <td>{number(summary.median)}</td>
                <td>{number(summary.p95)}</td>
                <td>{number(summary.max)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }

  return (
    <section className="studio-panel fit-panel" aria-labelledby="fit-title">
      <h2 id="fit-title">Fit</h2>
      {body}
    </section>
  );
}
