import { solvedRmsAt } from '../../../bodyplan/ik/solvedFrames.ts';
import { formatNumber } from '../model/formatNumber.ts';
import { useRecording } from '../store/useStudio.ts';
import { CameraView2d } from './CameraView2d.tsx';
import { GrowButtons } from '../layout/GrowButtons.tsx';
import { GrownPlaceholder } from '../layout/GrownPlaceholder.tsx';
import { growthOf } from '../layout/mainAreaLayout.ts';
import { useMainArea } from '../layout/mainAreaContext.ts';
import { useCamerasView, useRecordingCameras } from './camerasView.ts';


/** The Cameras dock section: the frustum toggle, the solved RMS in pixels, and one 2D view per camera of the loaded recording. */
export function CamerasPanel() {
  const cameras = useRecordingCameras();
  const mainArea = useMainArea();
  const fileName = useRecording((s) => s.fileName);
  const solved = useRecording((s) => s.solved);
  const frame = useRecording((s) => s.frame);
  const showFrustums = useCamerasView((s) => s.showFrustums);
  const setShowFrustums = useCamerasView((s) => s.setShowFrustums);
  if (cameras.length === 0) {
    return <p className="studio-muted">Load a 2D recording with cameras (Inverse kinematics → Recording) to see what each camera sees and where the model lands.</p>;
  }
  const rms = solved && frame < solved.count ? solvedRmsAt(solved, frame) : null;
  return (
    <div className="cameras-panel">
      <label className="studio-row">
        <input type="checkbox" checked={showFrustums} onChange={(e) => setShowFrustums(e.target.checked)} /> Show camera frustums in 3D
      </label>
      {rms !== null && (
        <p aria-label="Solved RMS in pixels" data-value={String(rms)}>
          Solved RMS at frame {frame + 1}, all cameras: {Number.isNaN(rms) ? 'nothing observed' : `${formatNumber(rms, 3)} px`}
        </p>
      )}
      {cameras.map((camera) => (
        <div key={`${fileName ?? ''}-${camera.view}`} className="cameras-view-slot">
          <GrowButtons panel={{ kind: 'camera', view: camera.view }} name={`camera view ${camera.name}`} />
          {/* A grown view is drawn in the main area only (one copy: its ids and readout stay unique). */}
          {growthOf(mainArea.layout, { kind: 'camera', view: camera.view }) ? <GrownPlaceholder /> : <CameraView2d camera={camera} />}
        </div>
      ))}
    </div>
  );
}
