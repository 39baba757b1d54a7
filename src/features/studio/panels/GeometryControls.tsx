import { useMemo } from 'react';
import { visualPrimitives } from '../../../bodyplan/import/visualGeoms.ts';
import { visualMeshes } from '../../../bodyplan/import/visualMeshes.ts';
import { geometryViewStore, useGeometryView } from '../scene/geometryView.ts';
import { useMeshSession } from '../meshes/meshSession.ts';
import { useStudio } from '../store/useStudio.ts';

/**
 * Toggle and opacity for imported geometry (primitives and the meshes whose files were opened with
 * the model); shown only when the open plan has some. Says how many mesh files are drawn, and that
 * their files are not kept across a reload.
 */
export function GeometryControls() {
  const document = useStudio((s) => s.plan?.document ?? null);
  const planName = useStudio((s) => s.plan?.source.name ?? null);
  const session = useMeshSession((m) => m);
  const counts = useMemo(() => {
    if (!document) return { primitives: 0, meshes: 0, drawn: 0, drawnGeoms: 0 };
    const meshes = visualMeshes(document);
    const files = session.planName === planName ? session.meshes : new Map();
    // Meshes are counted by file, as the import findings name them (a file used by several geoms is one mesh).
    const keys = new Set(meshes.map((m) => m.key));
    return {
      primitives: visualPrimitives(document).primitives.length,
      meshes: keys.size,
      drawn: [...keys].filter((key) => files.has(key)).length,
      drawnGeoms: meshes.filter((m) => files.has(m.key)).length,
    };
  }, [document, session, planName]);
  const show = useGeometryView((v) => v.show);
  const opacity = useGeometryView((v) => v.opacity);
  if (counts.primitives + counts.meshes === 0) return null;
  return (
    <>
      <label>
        <input type="checkbox" checked={show} onChange={(e) => geometryViewStore.setState({ show: e.target.checked })} /> Geometry ({counts.primitives + counts.drawnGeoms})
      </label>
      <label>
        Geometry opacity{' '}
        <input type="range" aria-valuetext={`${Math.round(opacity * 100)} %`} min={0.1} max={1} step={0.05} value={opacity} disabled={!show} onChange={(e) => geometryViewStore.setState({ opacity: Number(e.target.value) })} />
      </label>
      {counts.meshes > 0 && (
        <span
          className="studio-muted"
          title="Mesh files are drawn when opened together with the model (multi-select or a folder drop). They are kept in this page's memory only, not saved with the plan: after a reload, open them again with the model."
        >
          {counts.drawn} of {counts.meshes} meshes (files kept until reload)
        </span>
      )}
    </>
  );
}
