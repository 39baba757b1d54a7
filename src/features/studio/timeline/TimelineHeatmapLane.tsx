import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import { FitHeatmap } from '../fit/FitHeatmap.tsx';
import { useFitData } from '../fit/useFitData.ts';
import { useRecording, useStudio, useStudioStore } from '../store/useStudio.ts';

/**
 * The Fit panel's keypoint × frame heat-map as the timeline's error lane (its strip `mapHeight` px
 * tall, its readout one line), or grown into the main area (its own height).
 */
export function TimelineHeatmapLane({ readoutId, mapHeight }: { readoutId: string; mapHeight?: number }) {
  const store = useStudioStore();
  const names = useStudio((s) => s.plan?.model?.jointNames ?? null);
  const frameNumbers = useRecording((s) => s.recording?.frameNumbers ?? null);
  const frame = useRecording((s) => s.frame);
  const data = useFitData();
  const box = useRef<HTMLDivElement>(null);
  // FitHeatmap names its readout with a fixed id, which the Fit panel's copy also uses: this copy's
  // readout gets an id of its own so each map's description is its own readout (ids stay unique).
  useLayoutEffect(() => {
    const element = box.current;
    const readout = element?.querySelector('.fit-heatmap-readout');
    const map = element?.querySelector('canvas[aria-describedby]');
    if (!readout || !map || readout.id === readoutId) return;
    // The readout's id is swapped in the map's description; its other part (the map's summary) stays.
    const described = (map.getAttribute('aria-describedby') ?? '').split(/\s+/).map((id) => (id === readout.id ? readoutId : id));
    readout.id = readoutId;
    map.setAttribute('aria-describedby', described.join(' '));
  });
  if (!data || !names || !frameNumbers) return null;
  return (
    <div ref={box} className={mapHeight === undefined ? 'timeline-heatmap' : 'timeline-heatmap is-lane'} style={mapHeight === undefined ? undefined : ({ '--lane-map-height': `${mapHeight}px` } as CSSProperties)}>
      <FitHeatmap
        data={data}
        jointNames={names}
        frameNumbers={frameNumbers}
        frame={frame}
        onPick={(f, joint) => {
          store.recording.seek(f);
          store.dispatch({ type: 'jointSelected', joint });
        }}
      />
    </div>
  );
}
