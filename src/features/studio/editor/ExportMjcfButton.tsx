import { exportMjcf } from '../../../bodyplan/export/exportMjcf.ts';
import { downloadBlob } from '../panels/downloadBlob.ts';
import { useStudio } from '../store/useStudio.ts';

/** Downloads the open plan as an MJCF model MuJoCo loads (only a plan without errors has one). */
export function ExportMjcfButton() {
  const plan = useStudio((s) => s.plan);
  const exportable = plan !== null && plan.model !== null && plan.document !== null;
  const baseName = (plan?.source.name ?? 'body-plan').replace(/\.json$/i, '');
  return (
    <button
      type="button"
      disabled={!exportable}
      title={exportable ? 'Download the body plan as a MuJoCo MJCF model' : 'Only a body plan without errors can be exported as MJCF'}
      onClick={() => {
        if (plan?.document) downloadBlob(new Blob([exportMjcf(plan.document, baseName)], { type: 'application/xml' }), `${baseName}.mjcf.xml`);
      }}
    >
      Export MJCF
    </button>
  );
}
