import { OutlineName } from '../panels/OutlineName.tsx';

interface HeatmapRowNamesProps {
  names: readonly string[];
  rowHeight: number;
  fontSize: number;
  /** Every `labelEvery`-th row is named (heatmapRowLayout). */
  labelEvery: number;
}

/**
 * The keypoint names beside the heat-map's rows, each centred on its own row. A long name keeps its
 * first and last characters and loses its middle (`lf_c…rfemur`), as in the outline, with the whole
 * name as its tooltip. Hidden from screen readers: the map's summary and readout name the rows.
 */
export function HeatmapRowNames({ names, rowHeight, fontSize, labelEvery }: HeatmapRowNamesProps) {
  return (
    <ol className="fit-heatmap-rows" aria-hidden="true" style={{ height: `${rowHeight * names.length}px`, fontSize: `${fontSize}px` }}>
      {names.map((name, row) =>
        row % labelEvery === 0 ? (
          <li key={row} data-row={row} style={{ top: `${(row + 0.5) * rowHeight}px`, lineHeight: `${fontSize + 2}px` }}>
            <OutlineName name={name} />
          </li>
        ) : null,
      )}
    </ol>
  );
}
