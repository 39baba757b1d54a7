import { useEffect, useState } from 'react';
import { useRunningImport } from './importProgress.ts';
import type { ImportStage } from './importProtocol.ts';

/** Imports shorter than this show nothing: a status that flashes for a moment only distracts. */
const SHOW_AFTER_MS = 400;

const STAGE_TEXT: Record<ImportStage, string> = {
  expanding: 'expanding the xacro, then importing',
  importing: 'importing',
};

/** "Importing robot.urdf.xacro… (expanding the xacro, then importing)" with Cancel while a robot model imports in its worker. */
export function ImportStatus() {
  const running = useRunningImport();
  // The import whose delay has passed (by name and cancel, which is one per import): a newer import starts hidden again.
  const [shownFor, setShownFor] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setShownFor(() => running.cancel), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [running?.cancel]); // eslint-disable-line react-hooks/exhaustive-deps -- a stage change is the same import: its delay keeps running
  if (!running || shownFor !== running.cancel) return null;
  return (
    <p className="studio-notice studio-notice-info">
      Importing {running.name}… ({STAGE_TEXT[running.stage]}){' '}
      <button type="button" className="studio-small" onClick={running.cancel}>
        Cancel import
      </button>
    </p>
  );
}
