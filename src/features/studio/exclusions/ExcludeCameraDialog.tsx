import { useEffect, useMemo, useRef, useState } from 'react';
import { formatExclusion } from '../../../bodyplan/observations/exclusions.ts';
import { keypointsSeenByCamera } from '../../../bodyplan/observations/keypointsSeenByCamera.ts';
import type { ExcludeRequest } from '../model/excludeRequest.ts';
import { exclusionFromFields, framesText } from '../model/exclusionRange.ts';
import { useRecording, useStudio, useStudioStore } from '../store/useStudio.ts';
import { useTimelineRange } from '../timeline/timelineRangeState.ts';

const ALL = '';

/**
 * "Exclude camB": all its keypoints or one (those the camera labels), over the range offered (the
 * lane's bad run, the suspicious frame, or the range marked on the timeline) in two editable fields;
 * Exclude takes those observations out of the solve and solves again.
 */
export function ExcludeCameraDialog({ request, onClose }: { request: ExcludeRequest; onClose: () => void }) {
  const store = useStudioStore();
  const frameCount = useRecording((s) => s.recording?.frames.length ?? 0);
  const view = useRecording((s) => s.cameraNames.indexOf(request.camera));
  const frames = useRecording((s) => (s.ikRecording?.kind === '2d' ? s.ikRecording.frames : null));
  const jointNames = useStudio((s) => s.plan?.model?.jointNames ?? null);
  const marked = useTimelineRange();
  const dialog = useRef<HTMLDialogElement>(null);
  const [keypoint, setKeypoint] = useState(request.keypoint ?? ALL);
  const [from, setFrom] = useState(String(request.from));
  const [to, setTo] = useState(String(request.to));
  const [problem, setProblem] = useState<string | null>(null);
  const keypoints = useMemo(() => (frames === null || jointNames === null || view < 0 ? [] : keypointsSeenByCamera(frames, view, jointNames.length).map((j) => jointNames[j]!)), [frames, jointNames, view]);
  const read = exclusionFromFields(request.camera, keypoint === ALL ? null : keypoint, from, to, frameCount);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const apply = () => {
    const refused = read.ok ? store.recording.exclude(read.exclusion) : read.message;
    if (refused === null) dialog.current?.close();
    else setProblem(refused);
  };

  return (
    <dialog ref={dialog} className="studio-dialog" aria-labelledby="exclude-camera-title" onClose={onClose}>
      <h2 id="exclude-camera-title">Exclude {request.camera}</h2>
      <p className="studio-muted" id="exclude-camera-help">
        Its observations over these frames (counted from 0, both included) leave the solve, which runs again; a held-out check made before runs again on the new solve.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <div className="studio-row">
          <label>
            Keypoint{' '}
            <select value={keypoint} aria-describedby={request.reason === undefined ? undefined : 'exclude-keypoint-reason'} onChange={(e) => setKeypoint(e.target.value)}>
              <option value={ALL}>All keypoints</option>
              {keypoints.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        </div>
        {request.reason !== undefined && (
          <p className="studio-muted" id="exclude-keypoint-reason">
            Preselected: {request.reason}
          </p>
        )}
        <div className="studio-row">
          <label>
            From frame <input inputMode="numeric" size={7} value={from} aria-describedby="exclude-camera-help" onChange={(e) => setFrom(e.target.value)} />
          </label>
          <label>
            To frame <input inputMode="numeric" size={7} value={to} aria-describedby="exclude-camera-help" onChange={(e) => setTo(e.target.value)} />
          </label>
          {marked !== null && (
            <button
              type="button"
              onClick={() => {
                setFrom(String(marked.from));
                setTo(String(marked.to));
              }}
            >
              Use the timeline range ({framesText(marked.from, marked.to)})
            </button>
          )}
        </div>
        {marked === null && <p className="studio-muted">No range is marked on the timeline (Set range start and end under the camera lanes, or Shift+click a lane); the frames are typed here.</p>}
        <p className="studio-muted" aria-live="polite">
          As an option: <code>{read.ok ? `--exclude ${formatExclusion(read.exclusion)}` : '…'}</code>
        </p>
        {problem !== null && (
          <p className="studio-error" role="alert">
            {problem}
          </p>
        )}
        <div className="studio-row">
          <button type="submit" className="studio-primary">
            Exclude and solve again
          </button>
          <button type="button" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
