import { useId, useState, type RefObject } from 'react';
import { useOpenBodyPlan } from './useOpenBodyPlan.ts';
import { pastedPlanName } from '../model/pastedPlanName.ts';

/**
 * A dialog with a text area for pasting a body plan (Ctrl+V anywhere on the page also works); the
 * "Paste body plan…" action opens it (see actions/StudioActionsProvider.tsx).
 */
export function PasteDialog({ dialogRef }: { dialogRef: RefObject<HTMLDialogElement | null> }) {
  const [text, setText] = useState('');
  const { openText } = useOpenBodyPlan();
  const titleId = useId();
  return (
    <dialog ref={dialogRef} aria-labelledby={titleId} className="studio-dialog">
      <form
        method="dialog"
        onSubmit={(event) => {
          if (text.trim() === '') {
            event.preventDefault();
            return;
          }
          openText(pastedPlanName(text), text, 'paste');
          setText('');
        }}
      >
        <h2 id={titleId}>Paste a body plan</h2>
        <label>
          Body plan JSON
          <textarea value={text} onChange={(e) => setText(e.target.value)} rows={14} cols={60} spellCheck={false} />
        </label>
        <div className="studio-row">
          <button type="submit" className="studio-primary" disabled={text.trim() === ''}>
            Open pasted plan
          </button>
          <button type="button" onClick={() => dialogRef.current?.close()}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
