import { lazy, Suspense, useEffect, useRef, useState, type DragEvent } from 'react';
import { DiagnosticsPanel } from './DiagnosticsPanel.tsx';
import { DofPanel } from './DofPanel.tsx';
import { ExampleGallery } from './ExampleGallery.tsx';
import { HoverName } from './HoverName.tsx';
import { KeypointReadout } from './KeypointReadout.tsx';
import { NoticeBar } from './NoticeBar.tsx';
import { OpenBodyPlanButton } from './OpenBodyPlanButton.tsx';
import { OutlinePanel } from './OutlinePanel.tsx';
import { PasteDialog } from './PasteDialog.tsx';
import { PoseExchange } from './PoseExchange.tsx';
import { ViewOptions } from './ViewOptions.tsx';
import { EditorToolbar } from './editor/EditorToolbar.tsx';
import { JointInspector } from './editor/JointInspector.tsx';
import { JsonEditorPanel } from './editor/JsonEditorPanel.tsx';
import { AutosavePanel } from './persistence/AutosavePanel.tsx';
import { TabConflictNotice } from './persistence/TabConflictNotice.tsx';
import { IkPanel } from './ik/IkPanel.tsx';
import { createStudioStore } from './studioStore.ts';
import { savePng } from './view/savePng.ts';
import { VIEW_PRESET_KEYS_HINT } from './view/viewPresetKeys.ts';
import { plural } from '../../bodyplan/plural.ts';
import { createWorkerPlanLoader } from './planLoad/planLoader.ts';
import { useOpenBodyPlan } from './useOpenBodyPlan.ts';
import { usePageOpeners } from './usePageOpeners.ts';
import { StudioStoreContext, useStudio } from './useStudio.ts';
import './studio.css';

const StudioViewport = lazy(async () => ({ default: (await import('./StudioViewport.tsx')).StudioViewport }));

/** The Body Plan Studio page (route `/bodyplans/*`). */
export function StudioArea() {
  const [store] = useState(() => createStudioStore(undefined, typeof Worker === 'undefined' ? null : createWorkerPlanLoader()));
  useEffect(() => () => store.dispose(), [store]);
  return (
    <StudioStoreContext.Provider value={store}>
      <StudioPage />
    </StudioStoreContext.Provider>
  );
}

function StudioPage() {
  const opener = useOpenBodyPlan();
  usePageOpeners(opener);
  const plan = useStudio((s) => s.plan);
  const shownPlan = useStudio((s) => s.shownPlan);
  const [dragging, setDragging] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);

  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  const onDrop = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void opener.openFile(file, 'drop');
  };

  return (
    <section
      className={`studio${dragging ? ' is-dragging' : ''}`}
      onDragOver={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => e.currentTarget === e.target && setDragging(false)}
      onDrop={onDrop}
    >
      <header className="studio-header">
        <h1>Body Plan Studio</h1>
        <div className="studio-row">
          <OpenBodyPlanButton />
          <PasteDialog />
          <span className="studio-muted">or drop a .json file here, or press Ctrl+V.</span>
        </div>
        <EditorToolbar />
        {plan && (
          <p className="studio-current">
            Open: <strong>{plan.source.name}</strong>
            {plan.model
              ? ` — ${plural(plan.model.jointCount, 'joint')}, ${plural(plan.model.dofCount, 'DOF')}, ${plan.model.fixedBase ? 'fixed base' : 'free-floating root'}`
              : shownPlan
                ? ' — has errors: the view shows the last valid version'
                : ' — not drawn: it has errors'}
          </p>
        )}
      </header>
      <NoticeBar />
      <TabConflictNotice />
      <div className="studio-layout">
        <aside className="studio-left" aria-label="Plan structure">
          <OutlinePanel />
          <DiagnosticsPanel />
          <ExampleGallery />
          <AutosavePanel />
        </aside>
        <div className="studio-center">
          <ViewOptions onSavePng={savePng} />
          <div className="studio-center-split">
            <div className="studio-viewport" ref={viewport} role="region" aria-label="3D view">
              {shownPlan ? (
                <>
                  <Suspense fallback={<p role="status">Loading the 3D view…</p>}>
                    <StudioViewport />
                  </Suspense>
                  <HoverName container={viewport} />
                  {shownPlan !== plan && (
                    <p className="studio-stale-view">Showing the last valid version: the text has errors (see the diagnostics).</p>
                  )}
                </>
              ) : (
                <p className="studio-empty">
                  {plan ? 'This plan has errors, so it is not drawn: see the diagnostics.' : 'Open a body plan or pick an example to see it here.'}
                </p>
              )}
            </div>
            <JsonEditorPanel />
          </div>
          <p className="studio-muted studio-hint">
            Drag to orbit, scroll to zoom, right-drag to pan. Click a joint to select it; drag a link to turn the hinge that moves it. Axes: X red, Y green, Z blue. {VIEW_PRESET_KEYS_HINT}
          </p>
        </div>
        <aside className="studio-right" aria-label="Pose">
          <KeypointReadout />
          <IkPanel />
          <DofPanel />
          <PoseExchange />
          <JointInspector />
        </aside>
      </div>
      {dragging && (
        <div className="studio-drop-overlay" aria-hidden="true">
          Drop the body plan to open it
        </div>
      )}
    </section>
  );
}
