import type { EditResult } from '../../../../bodyplan/edit/result.ts';
import type { BodyPlan } from '../../../../bodyplan/format/schema.ts';

/** Which of the plan's own axes points up in the 3D view. */
export type UpAxis = 'x' | '-x' | 'y' | '-y' | 'z' | '-z';

export const UP_AXES: readonly UpAxis[] = ['x', '-x', 'y', '-y', 'z', '-z'];

/** The top-level extension key where the Studio keeps its per-plan view settings (the format allows any "x-" key). */
const STUDIO_EXTENSION_KEY = 'x-studio';

function isUpAxis(value: unknown): value is UpAxis {
  return typeof value === 'string' && (UP_AXES as readonly string[]).includes(value);
}

/** Which of the plan's own axes the model faces: the side the Front view looks from. */
export type ForwardAxis = UpAxis;

export const FORWARD_AXES: readonly ForwardAxis[] = UP_AXES;

/** What a plan with no forward axis of its own faces, per up axis: −Y for Z up (Blender), +Z for Y up (three.js). */
function defaultForwardAxis(up: UpAxis): ForwardAxis {
  const defaults: Record<UpAxis, ForwardAxis> = { z: '-y', '-z': 'y', y: 'z', '-y': '-z', x: '-z', '-x': 'z' };
  return defaults[up];
}

/** A forward axis can be any axis but the up axis and its opposite. */
export function isForwardFor(up: UpAxis, forward: ForwardAxis): boolean {
  return up.slice(-1) !== forward.slice(-1);
}

/** The forward axis the view uses: the chosen one, else (none, or one along the up axis) the default for the up axis. */
export function effectiveForwardAxis(up: UpAxis, forward: ForwardAxis | null): ForwardAxis {
  return forward !== null && isForwardFor(up, forward) ? forward : defaultForwardAxis(up);
}

/** The unit vector of an up axis in the plan's coordinates. */
export function upAxisVector(axis: UpAxis): [number, number, number] {
  const sign = axis.startsWith('-') ? -1 : 1;
  const letter = axis.slice(-1);
  return [letter === 'x' ? sign : 0, letter === 'y' ? sign : 0, letter === 'z' ? sign : 0];
}

/** The up axis a plan carries in "x-studio": {"upAxis": ...}, or null when it carries none (or one that is not an axis). */
export function readUpAxis(document: BodyPlan | null | undefined): UpAxis | null {
  const axis = studioExtension(document)?.upAxis;
  return isUpAxis(axis) ? axis : null;
}

/** The forward axis a plan carries in "x-studio": {"forwardAxis": ...}, or null when it carries none (or one that is not an axis). */
export function readForwardAxis(document: BodyPlan | null | undefined): ForwardAxis | null {
  const axis = studioExtension(document)?.forwardAxis;
  return isUpAxis(axis) ? axis : null;
}

function studioExtension(document: BodyPlan | null | undefined): Record<string, unknown> | null {
  const extension = (document as Record<string, unknown> | null | undefined)?.[STUDIO_EXTENSION_KEY];
  return typeof extension === 'object' && extension !== null && !Array.isArray(extension) ? (extension as Record<string, unknown>) : null;
}

/**
 * The document carrying `axis` in "x-studio".upAxis; other keys of "x-studio" and of the document are
 * kept. Unchanged (the same object) when it already carries that axis.
 */
export function withUpAxis(document: BodyPlan, axis: UpAxis): EditResult {
  if (readUpAxis(document) === axis) return { ok: true, document };
  return { ok: true, document: withStudioMember(document, 'upAxis', axis) };
}

/** The document carrying `axis` in "x-studio".forwardAxis, like withUpAxis. */
export function withForwardAxis(document: BodyPlan, axis: ForwardAxis): EditResult {
  if (readForwardAxis(document) === axis) return { ok: true, document };
  return { ok: true, document: withStudioMember(document, 'forwardAxis', axis) };
}

/**
 * The document keeping the axes the view uses ("Keep in plan" for a guessed or default forward
 * axis): "x-studio" gains `up` as upAxis and `forward` as forwardAxis, merged with what it holds. A
 * member it already holds as an axis is never replaced (the user's own choice wins); one that is
 * missing or not an axis is written. Unchanged (the same object) when there is nothing to add.
 */
export function withKeptAxes(document: BodyPlan, up: UpAxis, forward: ForwardAxis): EditResult {
  const kept = { ...(readUpAxis(document) === null ? { upAxis: up } : {}), ...(readForwardAxis(document) === null ? { forwardAxis: forward } : {}) };
  if (Object.keys(kept).length === 0) return { ok: true, document };
  return { ok: true, document: { ...document, [STUDIO_EXTENSION_KEY]: { ...studioExtension(document), ...kept } } as BodyPlan };
}

function withStudioMember(document: BodyPlan, key: string, value: string): BodyPlan {
  return { ...document, [STUDIO_EXTENSION_KEY]: { ...studioExtension(document), [key]: value } } as BodyPlan;
}
