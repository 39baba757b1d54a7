import { useRetarget, useRetargetSession } from './useRetargetSession.ts';

/** The Retarget button, and while it runs its progress and Cancel (a component of its own: each progress step re-renders only this). */
export function RetargetRunControls() {
  const session = useRetargetSession();
  const progress = useRetarget((s) => s.progress);
  return (
    <>
      <div className="studio-row">
        <button type="button" className="studio-primary" disabled={progress !== null} onClick={() => session.run()}>
          Retarget
        </button>
        {progress && (
          <button type="button" onClick={() => session.cancel()}>
            Cancel retarget
          </button>
        )}
      </div>
      {progress && (
        <p className="retarget-progress">
          <progress aria-label="Retarget progress" max={progress.total} value={progress.done}>
            {progress.done} of {progress.total}
          </progress>{' '}
          <span role="status">
            Solved {progress.done} of {progress.total} frames
          </span>
        </p>
      )}
    </>
  );
}
