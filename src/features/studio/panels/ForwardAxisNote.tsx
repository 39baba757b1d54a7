import { forwardAxisNote } from '../model/view/forwardAxisNote.ts';
import { readForwardAxis } from '../model/view/upAxis.ts';
import { useStudio, useStudioStore } from '../store/useStudio.ts';
import { axesKept } from '../view/upAxisCommands.ts';

/**
 * Under View options' "Forward": while the plan does not say which way it faces, the axis the view
 * assumes, called a guess (with what it was read from) or a default, and "Keep in plan", which writes
 * the axes into the plan's "x-studio" (one undo step). `id` names the note for the select's
 * aria-describedby; `onKept` moves the focus off the button, which goes away once the axis is kept.
 */
export function ForwardAxisNote({ id, onKept }: { id: string; onKept: () => void }) {
  const store = useStudioStore();
  const view = useStudio((s) => s.view);
  const document = useStudio((s) => s.plan?.document ?? null);
  const note = forwardAxisNote(view.upAxis, view.forwardAxis, view.forwardAxisGuess, readForwardAxis(document) !== null);
  if (note === null) return null;
  const keep = () => {
    axesKept(store.getState()).forEach((command) => store.dispatch(command));
    onKept();
  };
  return (
    <div className="studio-forward-note">
      <span id={id}>{note}</span>
      {document && (
        <button type="button" onClick={keep} title='Write the up and forward axes into the plan as "x-studio" metadata (Ctrl+Z undoes it)'>
          Keep in plan
        </button>
      )}
    </div>
  );
}
