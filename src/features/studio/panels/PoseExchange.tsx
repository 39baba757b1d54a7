import { useRef } from 'react';
import { formatPoseJson, parsePoseJson } from '../../../bodyplan/recording/poseJson.ts';
import { downloadBlob } from './downloadBlob.ts';
import { useStudio, useStudioStore } from '../store/useStudio.ts';

/** Copy, download and load the pose as a JSON array in flat DOF order (as `bodyplan fk --dofs` reads). */
export function PoseExchange() {
  const store = useStudioStore();
  const plan = useStudio((s) => s.plan);
  const input = useRef<HTMLInputElement>(null);
  if (!plan?.model) return null;
  const dofCount = plan.model.dofCount;
  const baseName = plan.source.name.replace(/\.json$/i, '');
  const poseText = () => formatPoseJson(store.getState().pose?.dofs ?? []);
  const notify = (tone: 'info' | 'error', text: string) => store.dispatch({ type: 'noticeShown', notice: { tone, text } });

  return (
    <section className="studio-panel" aria-labelledby="studio-pose-io-title">
      <h2 id="studio-pose-io-title">Pose file</h2>
      <div className="studio-row">
        <button
          type="button"
          onClick={() => {
            navigator.clipboard
              .writeText(poseText())
              .then(() => notify('info', `Pose copied (${dofCount} values in flat DOF order).`))
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
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          hidden
          aria-hidden="true"
          tabIndex={-1}
          onChange={async (event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (!file) return;
            const parsed = parsePoseJson(await file.text(), dofCount);
            if (parsed.ok) store.dispatch({ type: 'poseLoaded', dofs: parsed.dofs });
            else notify('error', `${file.name}: ${parsed.message}`);
          }}
        />
      </div>
    </section>
  );
}
