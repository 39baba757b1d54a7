import { useMemo } from 'react';
import { visualPrimitives } from '../../bodyplan/import/visualGeoms.ts';
import { geometryViewStore, useGeometryView } from './geometryView.ts';
import { useStudio } from './useStudio.ts';

/** Toggle and opacity for imported geometry; shown only when the open plan has some. */
export function GeometryControls() {
  const document = useStudio((s) => s.plan?.document ?? null);
  const count = useMemo(() => (document ? visualPrimitives(document).primitives.length : 0), [document]);
  const show = useGeometryView((v) => v.show);
  const opacity = useGeometryView((v) => v.opacity);
  if (count === 0) return null;
  return (
    <>
      <label>
        <input type="checkbox" checked={show} onChange={(e) => geometryViewStore.setState({ show: e.target.checked })} /> Geometry ({count})
      </label>
      <label>
        Geometry opacity{' '}
        <input type="range" min={0.1} max={1} step={0.05} value={opacity} disabled={!show} onChange={(e) => geometryViewStore.setState({ opacity: Number(e.target.value) })} />
      </label>
    </>
  );
}
