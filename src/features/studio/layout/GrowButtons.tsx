import { growthOf, type GrowablePanel } from './mainAreaLayout.ts';
import { useMainArea } from './mainAreaContext.ts';

/** "Maximize <name>" and "Show <name> beside the 3D view", or "Restore" while that panel is grown. */
export function GrowButtons({ panel, name }: { panel: GrowablePanel; name: string }) {
  const { layout, dispatch } = useMainArea();
  const grown = growthOf(layout, panel);
  if (grown) {
    return (
      <span className="grow-buttons">
        <button type="button" onClick={() => dispatch({ type: 'restore' })} title="Put it back (Escape)" aria-keyshortcuts="Escape">
          Restore
        </button>
      </span>
    );
  }
  return (
    <span className="grow-buttons">
      <button type="button" aria-label={`Maximize ${name}`} title={`Maximize ${name} in place of the 3D view`} onClick={() => dispatch({ type: 'maximize', panel })}>
        <span aria-hidden="true">⤢</span>
      </button>
      <button type="button" aria-label={`Show ${name} beside the 3D view`} title={`Show ${name} beside the 3D view`} onClick={() => dispatch({ type: 'beside', panel })}>
        <span aria-hidden="true">◫</span>
      </button>
    </span>
  );
}
