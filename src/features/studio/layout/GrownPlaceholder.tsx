import { useMainArea } from './mainAreaContext.ts';

/** Where a grown panel was: says where it went, with the way back. */
export function GrownPlaceholder() {
  const { layout, dispatch } = useMainArea();
  return (
    <p className="studio-muted workspace-grown-placeholder">
      {layout.mode === 'maximized' ? 'Shown maximized in place of the 3D view.' : 'Shown beside the 3D view.'}{' '}
      <button type="button" onClick={() => dispatch({ type: 'restore' })}>
        Put it back here
      </button>
    </p>
  );
}
