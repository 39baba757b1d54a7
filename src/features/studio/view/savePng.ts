import { downloadBlob } from '../panels/downloadBlob.ts';

export interface PngOptions {
  /** Pixels per CSS pixel of the view, on top of the screen's own pixel ratio: 1, 2 or 4. */
  scale: number;
  transparent: boolean;
  /** The plan's file name; the PNG is named after it. */
  planName: string;
}

/** Renders the 3D view once into its canvas at a given extra scale, with or without background, and returns the PNG. */
export type ViewCapture = (scale: number, transparent: boolean) => Promise<Blob | null>;

let capture: ViewCapture | null = null;

/** The 3D view registers how it captures itself while it is mounted (see PngCapture.tsx). */
export function registerViewCapture(next: ViewCapture | null): void {
  capture = next;
}

/**
 * Saves the 3D view as PNG, e.g. body-plan@2x.png. Throws with a message for the user when there is
 * no view or the browser could not encode the picture (e.g. a 4× canvas over its size limit).
 */
export async function savePng({ scale, transparent, planName }: PngOptions): Promise<void> {
  if (!capture) throw new Error('The view could not be saved as PNG: the 3D view is not shown.');
  const blob = await capture(scale, transparent);
  if (!blob) throw new Error(`The view could not be saved as PNG${scale > 1 ? ` at ${scale}×; try a smaller size` : ''}.`);
  const base = planName.replace(/\.json$/i, '') || 'body-plan';
  downloadBlob(blob, `${base}${scale > 1 ? `@${scale}x` : ''}.png`);
}
