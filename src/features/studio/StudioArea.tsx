import './zodWithoutEval.ts';
import { lazy, Suspense, useEffect, useRef, useState, type DragEvent } from 'react';
import { DiagnosticsPanel } from './panels/DiagnosticsPanel.tsx';
import { DofPanel } from './panels/DofPanel.tsx';
import { ExampleGallery } from './panels/ExampleGallery.tsx';
import { HoverName } from './scene/HoverName.tsx';
import { KeypointReadout } from './scene/KeypointReadout.tsx';
import { NoticeBar } from './panels/NoticeBar.tsx';
import { XacroControls } from './open/XacroControls.tsx';
import { ImportChoicesControls } from './open/importChoices/ImportChoicesControls.tsx';
import { OutlinePanel } from './panels/OutlinePanel.tsx';
import { PoseExchange } from './panels/PoseExchange.tsx';
import { ViewOptions } from './panels/ViewOptions.tsx';
import { StudioActionsProvider } from './actions/StudioActionsProvider.tsx';
import { StudioToolbar } from './actions/StudioToolbar.tsx';
import { JointInspector } from './editor/JointInspector.tsx';
import { JsonEditorPanel } from './editor/JsonEditorPanel.tsx';
import { AutosavePanel } from './persistence/AutosavePanel.tsx';
import { TabConflictNotice } from './persistence/TabConflictNotice.tsx';
import { IkPanel } from './ik/IkPanel.tsx';
import { CamerasPanel } from './cameras/CamerasPanel.tsx';
import { AnglesPanel } from './series/AnglesPanel.tsx';
import { usePlaybackKeys } from './series/usePlaybackKeys.ts';
import { FitPanel } from './fit/FitPanel.tsx';
import { RetargetPanel } from './retarget/RetargetPanel.tsx';
import { Timeline } from './timeline/Timeline.tsx';
import { GrownPanelContent } from './timeline/GrownPanelContent.tsx';
import { MainArea, MainAreaProvider } from './layout/MainArea.tsx';
import { createStudioStore } from './store/studioStore.ts';
import { plural } from '../../bodyplan/format/plural.ts';
import { createWorkerPlanLoader } from './store/planLoad/planLoader.ts';
import { droppedFiles } from './meshes/droppedFiles.ts';
import { useOpenBodyPlan } from './open/useOpenBodyPlan.ts';
import { usePageOpeners } from './open/usePageOpeners.ts';
import { StudioStoreContext, useStudio } from './store/useStudio.ts';
import { useCameraVideosLifetime } from './cameras/video/cameraVideos.ts';
import { useVideoFrameRate } from './cameras/video/useVideoFrameRate.ts';
import { WorkspaceLayout } from './layout/WorkspaceLayout.tsx';
import { SkipLinks } from './a11y/SkipLinks.tsx';
import { StudioAnnouncer } from './a11y/StudioAnnouncer.tsx';
import { useLandmarkKeys } from './a11y/useLandmarkKeys.ts';
import './studio.css';
import './cameras/cameras.css';
import './editor/editor.css';

const StudioViewport = lazy(async () => ({ default: (await import('./scene/StudioViewport.tsx')).StudioViewport }));

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
  usePlaybackKeys();
  useLandmarkKeys();
  useCameraVideosLifetime();
  useVideoFrameRate();
  const plan = useStudio((s) => s.plan);
  const shownPlan = useStudio((s) => s.shownPlan);
  const textReveal = useStudio((s) => s.textRevealRequest?.serial ?? 0);
  const [dragging, setDragging] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);

  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  const onDrop = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    // A model with its mesh and include files, or a folder holding them.
    void droppedFiles(event.dataTransfer).then((files) => opener.openFiles(files, 'drop'));
  };
  const openPlanSummary = !plan
    ? ''
    : plan.model
      ? ` — ${plural(plan.model.jointCount, 'joint')}, ${plural(plan.model.dofCount, 'DOF')}, ${plan.model.fixedBase ? 'fixed base' : 'free-floating root'}`
      : shownPlan
        ? ' — has errors: the view shows the last valid version'
        : ' — not drawn: it has errors';

  // The view's name says what it shows, so a screen reader user arriving in it knows the plan.
  const viewLabel = shownPlan?.model ? `3D view: ${shownPlan.source.name}, ${plural(shownPlan.model.jointCount, 'joint')}` : '3D view';

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
      <SkipLinks />
      <StudioAnnouncer />
      <StudioActionsProvider>
        <header className="studio-header">
          <h1>Body Plan Studio</h1>
          <StudioToolbar />
          <XacroControls />
          <ImportChoicesControls />
          {plan && (
            // The line is cut with an ellipsis when the window is too narrow for it: the full text is on hover.
            <p className="studio-current" title={`Open: ${plan.source.name}${openPlanSummary}`}>
              Open: <strong>{plan.source.name}</strong>
              {openPlanSummary}
            </p>
          )}
        </header>
        <NoticeBar />
        <TabConflictNotice />
        <MainAreaProvider>
          <WorkspaceLayout
          viewOptions={<ViewOptions />}
          view={
            <MainArea
              grown={<GrownPanelContent />}
              view={
                <div className="studio-view-frame">
                  <div className="studio-viewport" ref={viewport} role="region" aria-label={viewLabel} tabIndex={-1}>
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
                        {plan
                          ? 'This plan has errors, so it is not drawn: see the diagnostics.'
                          : 'Open a body plan or pick an example to see it here. You can also drop a .json file on the page (or a .urdf/.xml model with its mesh files, or their folder) or press Ctrl+V.'}
                      </p>
                    )}
                  </div>
                </div>
              }
            />
          }
          // The JSON editor is the left dock's first panel: opened, it takes the dock's top half and
          // the view keeps its share of the window (widen the dock with its splitter for long lines).
          left={{
            label: 'Plan structure',
            sections: [
              { id: 'json', label: 'JSON text', icon: '{}', content: <JsonEditorPanel />, revealKey: textReveal },
              { id: 'outline', label: 'Outline', icon: '☰', content: <OutlinePanel /> },
              { id: 'diagnostics', label: 'Diagnostics', icon: '⚠', content: <DiagnosticsPanel /> },
              { id: 'examples', label: 'Examples', icon: '▦', content: <ExampleGallery /> },
              { id: 'recent', label: 'Recent documents', icon: '🕘', content: <AutosavePanel /> },
            ],
          }}
          right={{
            label: 'Pose',
            sections: [
              {
                id: 'dofs',
                label: 'Pose sliders',
                icon: '⚙',
                content: (
                  <>
                    <KeypointReadout />
                    <DofPanel />
                  </>
                ),
              },
              { id: 'ik', label: 'Inverse kinematics', icon: '⌖', content: <IkPanel /> },
              { id: 'fit', label: 'Fit', icon: '▥', content: <FitPanel /> },
              { id: 'retarget', label: 'Retarget', icon: '⤳', content: <RetargetPanel /> },
              { id: 'angles', label: 'Angles over time', icon: '∿', content: <AnglesPanel /> },
              { id: 'cameras', label: 'Cameras', icon: '◫', content: <CamerasPanel /> },
              { id: 'inspector', label: 'Inspector', icon: '✎', content: <JointInspector /> },
              { id: 'pose-file', label: 'Pose file', icon: '⇅', content: <PoseExchange /> },
            ],
          }}
          timeline={(narrow) => <Timeline resizable={!narrow} />}
          narrowOrder={['dofs', 'outline', 'inspector', 'ik', 'fit', 'retarget', 'angles', 'cameras', 'json', 'diagnostics', 'examples', 'pose-file', 'recent', 'view-options']}
        />
        </MainAreaProvider>
      </StudioActionsProvider>
      {dragging && (
        <div className="studio-drop-overlay" aria-hidden="true">
          Drop the body plan to open it
        </div>
      )}
    </section>
  );
}
