import { useEffect, useState } from 'react';
import { newBodyPlan } from '../../../bodyplan/edit/documentEdits.ts';
import { serializeBodyPlan } from '../../../bodyplan/format/serialize.ts';
import { downloadBlob } from '../panels/downloadBlob.ts';
import { useStudio, useStudioStore } from '../store/useStudio.ts';
import { canRedo, canUndo, hasUnexportedChanges } from '../model/openPlan/index.ts';
import { exportFileName } from './exportText.ts';
import { ExportMjcfButton } from './ExportMjcfButton.tsx';
import './editor.css';

/** Undo/redo, new document, export (download and clipboard) and the unsaved-changes marker. */
export function EditorToolbar() {
  const store = useStudioStore();
  const plan = useStudio((s) => s.plan);
  const undoable = useStudio((s) => canUndo(s.history));
  const redoable = useStudio((s) => canRedo(s.history));
  const dirty = useStudio(hasUnexportedChanges);
  const [confirming, setConfirming] = useState<null | 'download' | 'copy'>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target as HTMLElement | null;
      // Form fields keep their own text undo; the JSON editor and everything else use the document history.
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) store.dispatch({ type: 'undo' });
      else if ((key === 'z' && event.shiftKey) || key === 'y') store.dispatch({ type: 'redo' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);

  const createNew = () => {
    const text = serializeBodyPlan(newBodyPlan({ fixedBase: true }));
    store.dispatch({ type: 'planOpened', source: { name: 'untitled.json', text, origin: 'new' } });
  };

  const errors = plan?.diagnostics.filter((d) => d.severity === 'error') ?? [];
  const doExport = async (how: 'download' | 'copy', confirmed = false) => {
    if (!plan) return;
    if (errors.length > 0 && !confirmed) {
      setConfirming(how);
      return;
    }
    setConfirming(null);
    const text = plan.source.text;
    if (how === 'download') {
      downloadBlob(new Blob([text], { type: 'application/json' }), exportFileName(plan.source.name));
      store.dispatch({ type: 'documentExported' });
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      store.dispatch({ type: 'documentExported' });
      store.dispatch({ type: 'noticeShown', notice: { tone: 'info', text: 'The body plan JSON was copied to the clipboard.' } });
    } catch (error) {
      store.dispatch({ type: 'noticeShown', notice: { tone: 'error', text: `Could not copy to the clipboard: ${(error as Error).message}` } });
    }
  };

  return (
    <div className="studio-row studio-editor-toolbar" role="toolbar" aria-label="Document">
      <button type="button" onClick={createNew}>
        New body plan
      </button>
      <button type="button" onClick={() => store.dispatch({ type: 'undo' })} disabled={!undoable} aria-keyshortcuts="Control+Z">
        Undo
      </button>
      <button type="button" onClick={() => store.dispatch({ type: 'redo' })} disabled={!redoable} aria-keyshortcuts="Control+Shift+Z">
        Redo
      </button>
      <button type="button" onClick={() => void doExport('download')} disabled={!plan}>
        Download JSON
      </button>
      <button type="button" onClick={() => void doExport('copy')} disabled={!plan}>
        Copy JSON
      </button>
      <ExportMjcfButton />
      {plan && (
        <span className={dirty ? 'studio-warning' : 'studio-muted'} data-testid="export-state">
          {dirty ? '● Unexported changes' : 'No unexported changes'}
        </span>
      )}
      {confirming && (
        <div role="alertdialog" aria-labelledby="studio-export-confirm" className="studio-export-confirm">
          <p id="studio-export-confirm">
            This body plan has {errors.length} error{errors.length === 1 ? '' : 's'} (see Diagnostics), for example: {errors[0]?.message} Export it anyway?
          </p>
          <button type="button" className="studio-primary" onClick={() => void doExport(confirming, true)}>
            Export anyway
          </button>
          <button type="button" onClick={() => setConfirming(null)}>
            Cancel
          </button>
        </div>
      )}
    </div>
  );
}
