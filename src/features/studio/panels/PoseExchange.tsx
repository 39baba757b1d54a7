import { useRef } from 'react';
import { formatNamedPoseJson, formatPoseWarning, parsePoseJson } from '../../../bodyplan/recording/poseJson.ts';
import { downloadBlob } from './downloadBlob.ts';
import { FileInput } from '../controls/FileInput.tsx';
import { NamedPoseSelect } from './NamedPoseSelect.tsx';
import { posablePlan } from '../model/openPlan/index.ts';
import { useStudio, useStudioStore } from '../store/useStudio.ts';

/**
 * Copy, download and load the pose as `{"root": {"pos", "quat"}, "dofs": {joint: {dof: value}}}`
 * (as `bodyplan fk --dofs` reads); loading also reads a flat array of radians in DOF order.
 */
export function PoseExchange() {
  const store = useStudioStore();
  // While the text is broken, the pose of the last valid version (the one the 3D view shows).
  const plan = useStudio(posablePlan);
  const input = useRef<HTMLInputElement>(null);
  if (!plan?.model) return null;
  const model = plan.model;
  const baseName = plan.source.name.replace(/\.json$/i, '');
  const poseText = () => {
    const pose = store.getState().pose;
    return formatNamedPoseJson(model, pose?.dofs ?? model.dofNeutral, pose ? { position: pose.rootPosition, quat: pose.rootQuat } : undefined);
  };
  const notify = (tone: 'info' | 'error', text: string) => store.dispatch({ type: 'noticeShown', notice: { tone, text } });

  return (
    <section className="studio-panel" aria-labelledby="studio-pose-io-title">
      <h2 id="studio-pose-io-title">Pose file</h2>
      <NamedPoseSelect />
      <div className="studio-row">
        <button
          type="button"
          onClick={() => {
            navigator.clipboard
              .writeText(poseText())
              .then(() => notify('info', `Pose copied (${model.dofCount} DOF values by joint and DOF name${model.fixedBase ? '' : ', and the root'}).`))
              .catch((e: Error) => notify('error', `Could not copy the pose: ${e.message}`));
          }}
        >
          Copy pose
        </button>
        <button type="button" onClick={() => downloadBlob(new Blob([poseText()], { type: 'application/json' }), `${baseName}.pose.json`)}>
          Download pose
        </button>
        <button type="button" onClick={() => input.current?.click()}>
          Load pose
        </button>
        <FileInput
          ref={input}
          accept=".json,application/json"
          hidden
          aria-hidden="true"
          tabIndex={-1}
          onFiles={async ([file]) => {
            if (!file) return;
            const parsed = parsePoseJson(await file.text(), model, store.getState().pose?.dofs ?? model.dofNeutral);
            if (!parsed.ok) {
              notify('error', `${file.name}: ${parsed.message}`);
              return;
            }
            const shown = parsed.warnings.slice(0, 3).map((w) => `${file.name}:${formatPoseWarning(w)}`);
            const more = parsed.warnings.length - shown.length;
            const warning = parsed.warnings.length === 0 ? undefined : `Not applied: ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`;
            store.dispatch({ type: 'poseLoaded', dofs: parsed.dofs, root: parsed.root, warning });
          }}
        />
      </div>
    </section>
  );
}
