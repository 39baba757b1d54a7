import { formatNumber } from '../model/formatNumber.ts';
import type { FitData } from './useFitData.ts';

/** How many of the worst keypoints the summary names. */
const WORST_NAMED = 3;

/**
 * What the heat-map shows, said in words for a screen reader (the canvas is pixels): its size,
 * the overall errors and the keypoints with the largest errors, which a sighted user finds as the
 * darkest rows. The cells themselves are read one by one with the arrow keys (the readout).
 */
export function heatmapSummaryText(data: FitData, jointNames: readonly string[], drawing: boolean): string {
  const { fit, overall, keypoints } = data;
  const worst = [...keypoints].filter((k) => k.summary.count > 0).sort((a, b) => b.summary.max - a.summary.max).slice(0, WORST_NAMED);
  const named = worst.map((k) => `${jointNames[k.joint] ?? `joint ${k.joint}`} (largest ${formatNumber(k.summary.max, 3)}, median ${formatNumber(k.summary.median, 3)})`);
  return [
    `${fit.keypoints.length} keypoint${fit.keypoints.length === 1 ? '' : 's'} over ${fit.frameCount.toLocaleString('en')} frame${fit.frameCount === 1 ? '' : 's'}${drawing ? ', still drawing' : ''}.`,
    overall.count > 0 ? `Error median ${formatNumber(overall.median, 3)}, 95th percentile ${formatNumber(overall.p95, 3)}, largest ${formatNumber(overall.max, 3)}.` : 'No keypoint observed.',
    named.length > 0 ? `Largest errors: ${named.join('; ')}.` : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
}
