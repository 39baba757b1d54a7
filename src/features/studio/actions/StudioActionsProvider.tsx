import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { newBodyPlan } from '../../../bodyplan/edit/documentEdits.ts';
import { exportMjcf } from '../../../bodyplan/export/exportMjcf.ts';
import { serializeBodyPlan } from '../../../bodyplan/format/serialize.ts';
import { actionForKey, STUDIO_ACTIONS, studioAction, type ActionContext, type StudioActionId, type StudioActionSpec } from '../model/actions/studioActions.ts';
import type { ViewPreset } from '../model/view/viewPresets.ts';
import { canRedo, canUndo } from '../model/openPlan/index.ts';
import { exportFileName } from '../editor/exportText.ts';
import { FileInput } from '../controls/FileInput.tsx';
import { PasteDialog } from '../open/PasteDialog.tsx';
import { useOpenBodyPlan } from '../open/useOpenBodyPlan.ts';
import { downloadBlob } from '../panels/downloadBlob.ts';
import { useRecording, useStudio, useStudioStore } from '../store/useStudio.ts';
import { pngOptionsStore } from '../view/pngOptions.ts';
import { savePng } from '../view/savePng.ts';
import { CommandPalette } from './CommandPalette.tsx';
import { ExportConfirmContext, type ExportConfirm } from './exportConfirm.ts';
import { ShortcutsHelp } from './ShortcutsHelp.tsx';
import { StudioActionsContext, type BoundActions } from './studioActionsContext.ts';

const PRESETS: Partial<Record<StudioActionId, ViewPreset>> = {
  'view-front': 'front',
  'view-back': 'back',
  'view-left': 'left',
  'view-right': 'right',
  'view-top': 'top',
  'view-bottom': 'bottom',
  'view-iso': 'iso',
};

// Keys without Ctrl ("?") are text there; Ctrl+Z in a form field is the field's own undo.
const TYPING = 'input:not([type=checkbox]):not([type=radio]):not([type=range]):not([type=button]), textarea, select, [contenteditable]:not([contenteditable="false"]), .cm-editor';
const FORM_FIELD = 'input, textarea, select';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

const fileAccept = '.json,application/json,.urdf,.xml,.xacro,.stl,.obj,.dae';

/**
 * Binds every action of the registry (model/actions/studioActions.ts) to what it does in the page,
 * and keeps what they need: the hidden file inputs (a plan's files, a folder), the paste dialog, the
 * confirmation before exporting a plan with errors, the command palette and the keyboard help. The
 * page keys of the registry run here.
 */
export function StudioActionsProvider({ children }: { children: ReactNode }) {
  const store = useStudioStore();
  const { openFiles } = useOpenBodyPlan();
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const pasteDialog = useRef<HTMLDialogElement>(null);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [confirming, setConfirming] = useState<null | 'download' | 'copy'>(null);

  const hasPlan = useStudio((s) => s.plan !== null);
  const hasModel = useStudio((s) => s.plan?.model != null);
  const hasShownPlan = useStudio((s) => s.shownPlan !== null);
  const undoable = useStudio((s) => canUndo(s.history));
  const redoable = useStudio((s) => canRedo(s.history));
  const hasSelection = useStudio((s) => s.selectedJoint !== null);
  const fixedBase = useStudio((s) => s.shownPlan?.model?.fixedBase ?? true);
  const hasSolvedRecording = useRecording((s) => s.solved !== null);
  const context: ActionContext = useMemo(
    () => ({ hasPlan, hasModel, hasShownPlan, canUndo: undoable, canRedo: redoable, hasSelection, fixedBase, hasSolvedRecording }),
    [hasPlan, hasModel, hasShownPlan, undoable, redoable, hasSelection, fixedBase, hasSolvedRecording],
  );

  const doExport = useCallback(
    async (how: 'download' | 'copy', confirmed: boolean) => {
      const notify = (tone: 'info' | 'error', text: string) => store.dispatch({ type: 'noticeShown', notice: { tone, text } });
      const plan = store.getState().plan;
      if (!plan) return;
      if (!confirmed && plan.diagnostics.some((d) => d.severity === 'error')) {
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
        notify('info', 'The body plan JSON was copied to the clipboard.');
      } catch (error) {
        notify('error', `Could not copy to the clipboard: ${(error as Error).message}`);
      }
    },
    [store],
  );

  const bound = useMemo((): BoundActions => {
    const notify = (tone: 'info' | 'error', text: string) => store.dispatch({ type: 'noticeShown', notice: { tone, text } });
    const seek = (to: (frame: number, count: number) => number) => {
      const { solved, frame } = store.api.getState().recording;
      if (solved) store.recording.seek(to(frame, solved.count));
    };
    const runners: Record<StudioActionId, () => void> = {
      'open-plan': () => fileInput.current?.click(),
      'open-folder': () => folderInput.current?.click(),
      'paste-plan': () => pasteDialog.current?.showModal(),
      'new-plan': () => store.dispatch({ type: 'planOpened', source: { name: 'untitled.json', text: serializeBodyPlan(newBodyPlan({ fixedBase: true })), origin: 'new' } }),
      undo: () => store.dispatch({ type: 'undo' }),
      redo: () => store.dispatch({ type: 'redo' }),
      'download-json': () => void doExport('download', false),
      'copy-json': () => void doExport('copy', false),
      'export-mjcf': () => {
        const plan = store.getState().plan;
        if (!plan?.document || !plan.model) return;
        const baseName = plan.source.name.replace(/\.json$/i, '');
        // Keyframes: neutral, the pose on screen as "current", and the plan's named poses.
        const pose = store.getState().pose;
        const warnings: string[] = [];
        const current = pose && pose.dofs.length === plan.model.dofCount ? pose : undefined;
        downloadBlob(new Blob([exportMjcf(plan.document, baseName, { current, warnings })], { type: 'application/xml' }), `${baseName}.mjcf.xml`);
        if (warnings.length > 0) notify('info', `Exported MJCF without: ${warnings.join('; ')}.`);
      },
      'frame-all': () => store.dispatch({ type: 'frameRequested', target: 'all' }),
      'frame-selection': () => store.dispatch({ type: 'frameRequested', target: 'selection' }),
      'save-png': () => {
        const { scale, transparent } = pngOptionsStore.getState();
        const planName = store.getState().plan?.source.name ?? 'body-plan';
        savePng({ scale, transparent, planName }).catch((error: unknown) => notify('error', error instanceof Error ? error.message : 'The view could not be saved as PNG.'));
      },
      'toggle-labels': () => store.dispatch({ type: 'viewChanged', patch: { showLabels: !store.getState().view.showLabels } }),
      'toggle-ghost': () => store.dispatch({ type: 'viewChanged', patch: { showGhost: !store.getState().view.showGhost } }),
      'toggle-ignore-limits': () => store.dispatch({ type: 'viewChanged', patch: { ignoreLimits: !store.getState().view.ignoreLimits } }),
      'toggle-follow-root': () => store.dispatch({ type: 'viewChanged', patch: { followRoot: !store.getState().view.followRoot } }),
      'view-front': () => {},
      'view-back': () => {},
      'view-left': () => {},
      'view-right': () => {},
      'view-top': () => {},
      'view-bottom': () => {},
      'view-iso': () => {},
      'previous-frame': () => seek((frame) => frame - 1),
      'next-frame': () => seek((frame) => frame + 1),
      'first-frame': () => seek(() => 0),
      'last-frame': () => seek((_, count) => count - 1),
      // The area keys belong to a11y/useLandmarkKeys.ts: the palette presses them for you.
      'next-area': () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F6' })),
      'previous-area': () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F6', shiftKey: true })),
      'command-palette': () => setPaletteOpen(true),
      'keyboard-help': () => setHelpOpen(true),
    };
    const isEnabled = (action: StudioActionSpec) => action.enabled(context);
    return {
      context,
      mac: isMac(),
      isEnabled,
      run: (id) => {
        const action = studioAction(id);
        if (!isEnabled(action)) return;
        const preset = PRESETS[id];
        if (preset) store.dispatch({ type: 'frameRequested', target: 'all', preset });
        else runners[id]();
      },
    };
  }, [store, context, doExport]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = actionForKey(event);
      if (!action) return;
      const target = event.target instanceof Element ? event.target : null;
      const withCtrl = event.ctrlKey || event.metaKey;
      if (!withCtrl && target?.closest(TYPING)) return;
      if ((action.id === 'undo' || action.id === 'redo') && target?.closest(FORM_FIELD)) return;
      // An open dialog (the palette, the help, the paste dialog) has the keys to itself.
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      bound.run(action.id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [bound]);

  // "Export anyway" exports without asking again.
  const exportConfirm = useMemo(
    (): ExportConfirm => ({ confirming, confirm: () => confirming && void doExport(confirming, true), cancel: () => setConfirming(null) }),
    [confirming, doExport],
  );

  return (
    <StudioActionsContext.Provider value={bound}>
      <ExportConfirmContext.Provider value={exportConfirm}>
        {children}
        {/* A model with its mesh and include files may be chosen at once; "Open folder" takes a whole folder (webkitRelativePath). */}
        <FileInput ref={fileInput} accept={fileAccept} multiple hidden aria-hidden="true" tabIndex={-1} onFiles={(files) => openFiles(files, 'file')} />
        <FileInput ref={folderInput} {...{ webkitdirectory: '' }} hidden aria-hidden="true" tabIndex={-1} onFiles={(files) => openFiles(files, 'file')} />
        <PasteDialog dialogRef={pasteDialog} />
        {paletteOpen && <CommandPalette actions={STUDIO_ACTIONS} onClose={() => setPaletteOpen(false)} />}
        {helpOpen && <ShortcutsHelp onClose={() => setHelpOpen(false)} />}
      </ExportConfirmContext.Provider>
    </StudioActionsContext.Provider>
  );
}
