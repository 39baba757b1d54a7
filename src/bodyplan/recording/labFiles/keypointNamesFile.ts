import { parseJson } from '../../format/parse.ts';

/**
 * A keypoint names file, for an OpenPose-layout model of none of the known sets: the model's names in
 * its order, `["Nose", "Neck", …]` (the CLI's --keypoint-names, the Studio's "OpenPose keypoint names").
 */
export function parseKeypointNames(text: string): { ok: true; value: string[] } | { ok: false; message: string } {
  const parsed = parseJson(text);
  const value: unknown = parsed.ok ? parsed.value : undefined;
  if (Array.isArray(value) && value.length > 0 && value.every((name) => typeof name === 'string' && name !== '')) return { ok: true, value: value as string[] };
  const first = parsed.ok ? null : parsed.diagnostics[0];
  const where = first ? ` (not valid JSON: line ${first.line}, column ${first.column}: ${first.message})` : '';
  return { ok: false, message: `expected a JSON array of keypoint names in the model's order, ["Nose", "Neck", …]${where}` };
}
