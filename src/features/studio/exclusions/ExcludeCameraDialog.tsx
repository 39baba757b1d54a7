import { useEffect, useRef, useState } from 'react';
import { exclusionFromFields } from '../model/exclusionRange.ts';
import { useRecording, useStudioStore } from '../store/useStudio.ts';

export interface ExcludeRequest {
  camera: string;
  from: number;
  to: number;
}

/**
 * "Exclude camB over frames …": the range offered (the lane's bad run, or the suspicious frame) in two
 * editable fields; Exclude takes the camera's observations there out of the solve and solves again.
 */
export function ExcludeCameraDialog({ request, onClose }: { request: ExcludeRequest; onClose: () => void }) {
  const store = useStudioStore();
  const frameCount = useRecording((s) => s.recording?.frames.length ?? 0);
  const dialog = useRef<HTMLDialogElement>(null);
  const [from, setFrom] = useState(String(request.from));
  const [to, setTo] = useState(String(request.to));
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const apply = () => {
    const read = exclusionFromFields(request.camera, from, to, frameCount);
    const refused = read.ok ? store.recording.exclude(read.exclusion) : read.message;
    if (refused === null) dialog.current?.close();
    else setProblem(refused);
  };

  return (
    <dialog ref={dialog} className="studio-dialog" aria-labelledby="exclude-camera-title" onClose={onClose}>
      <h2 id="exclude-camera-title">Exclude {request.camera}</h2>
      <p className="studio-muted" id="exclude-camera-help">
        Its observations over these frames (counted from 0, both included, as <code>--exclude {request.camera}:FROM-TO</code> writes them) leave the solve, which runs again.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <div className="studio-row">
          <label>
            From frame <input inputMode="numeric" size={7} value={from} aria-describedby="exclude-camera-help" onChange={(e) => setFrom(e.target.value)} />
          </label>
          <label>
            To frame <input inputMode="numeric" size={7} value={to} aria-describedby="exclude-camera-help" onChange={(e) => setTo(e.target.value)} />
          </label>
        </div>
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
