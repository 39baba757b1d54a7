import type { EditResult } from '../../../../bodyplan/edit/result.ts';
import type { BodyPlan } from '../../../../bodyplan/format/schema.ts';

/** Which of the plan's own axes points up in the 3D view. */
export type UpAxis = 'x' | '-x' | 'y' | '-y' | 'z' | '-z';

export const UP_AXES: readonly UpAxis[] = ['x', '-x', 'y', '-y', 'z', '-z'];

/** The top-level extension key where the Studio keeps its per-plan view settings (the format allows any "x-" key). */
export const STUDIO_EXTENSION_KEY = 'x-studio';

export function isUpAxis(value: unknown): value is UpAxis {
  return typeof value === 'string' && (UP_AXES as readonly string[]).includes(value);
}

/** The unit vector of an up axis in the plan's coordinates. */
export function upAxisVector(axis: UpAxis): [number, number, number] {
  const sign = axis.startsWith('-') ? -1 : 1;
  const letter = axis.slice(-1);
  return [letter === 'x' ? sign : 0, letter === 'y' ? sign : 0, letter === 'z' ? sign : 0];
}

/** The up axis a plan carries in "x-studio": {"upAxis": ...}, or null when it carries none (or one that is not an axis). */
export function readUpAxis(document: BodyPlan | null | undefined): UpAxis | null {
  const extension = (document as Record<string, unknown> | null | undefined)?.[STUDIO_EXTENSION_KEY];
  if (typeof extension !== 'object' || extension === null || Array.isArray(extension)) return null;
  const axis = (extension as Record<string, unknown>).upAxis;
  return isUpAxis(axis) ? axis : null;
}

/**
 * The document carrying `axis` in "x-studio".upAxis; other keys of "x-studio" and of the document are
 * kept. Unchanged (the same object) when it already carries that axis.
 */
export function withUpAxis(document: BodyPlan, axis: UpAxis): EditResult {
  if (readUpAxis(document) === axis) return { ok: true, document };
  const previous = (document as Record<string, unknown>)[STUDIO_EXTENSION_KEY];
  const keep = typeof previous === 'object' && previous !== null && !Array.isArray(previous) ? (previous as Record<string, unknown>) : {};
  return { ok: true, document: { ...document, [STUDIO_EXTENSION_KEY]: { ...keep, upAxis: axis } } as BodyPlan };
}
