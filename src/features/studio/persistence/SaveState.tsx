import { useStudio } from '../store/useStudio.ts';
import { sameSavedParts, type LastSave } from './useAutosave.ts';

/**
 * Whether what the Studio shows is saved in this browser: "Saving…" from a change until its save
 * ends, then "Saved in this browser", or "Not saved" when it could not be (the error or the
 * conflict notice says why). Not a live region: it changes with every edit and would be chatty.
 */
export function SaveState({ lastSave }: { lastSave: LastSave | null }) {
  const plan = useStudio((s) => s.plan);
  const pose = useStudio((s) => s.pose);
  const selectedJoint = useStudio((s) => s.selectedJoint);
  const exportedText = useStudio((s) => s.history.exportedText);
  if (!plan) return null;
  const settled = lastSave !== null && sameSavedParts(lastSave.parts, { plan, pose, selectedJoint, exportedText });
  return (
    <p className="studio-muted" data-testid="autosave-state">
      {!settled ? 'Saving…' : lastSave.stored ? 'Saved in this browser' : 'Not saved'}
    </p>
  );
}
