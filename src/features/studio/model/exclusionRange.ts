import { formatExclusion, parseExclusion, type Exclusion } from '../../../bodyplan/observations/exclusions.ts';

export type ExclusionRangeResult = { ok: true; exclusion: Exclusion } | { ok: false; message: string };

/**
 * An exclusion from the dialog's fields (frames counted from 0, as `--exclude` and a saved recording
 * write them): a whole camera (`keypoint` null) or one keypoint in it; whole numbers, "to" not before
 * "from", inside the recording; the message names the field at fault.
 */
export function exclusionFromFields(camera: string, keypoint: string | null, fromText: string, toText: string, frameCount: number): ExclusionRangeResult {
  const from = fromText.trim();
  const to = toText.trim();
  for (const [field, text] of [['From', from], ['To', to]] as const) {
    if (!/^\d+$/.test(text)) return { ok: false, message: `${field}: "${text}" is not a frame number (a whole number from 0)` };
    if (Number(text) > frameCount - 1) return { ok: false, message: `${field}: frame ${text} is past the recording's last frame, ${frameCount - 1}` };
  }
  // Written and read back as `--exclude` reads it, so the dialog cannot make what the CLI would refuse.
  const parsed = parseExclusion(formatExclusion({ camera, keypoint, from: Number(from), to: Number(to) }));
  return parsed.ok ? parsed : { ok: false, message: `To: frame ${to} is before From, ${from}` };
}

/** "frames 80–109" or "frame 80": how the buttons and the list say a range. */
export function framesText(from: number, to: number): string {
  return from === to ? `frame ${from}` : `frames ${from}–${to}`;
}
