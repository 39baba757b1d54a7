import { extensionSourcesOf, restoreExtensionSources, type ExtensionSourceEntry } from '../../../../bodyplan/format/extensionSource.ts';
import { loadBodyPlan, type LoadResult } from '../../../../bodyplan/format/load.ts';
import { rootArrayItemSpans } from '../../../../bodyplan/edit/textEdit/memberSpans.ts';
import type { BodyPlan } from '../../../../bodyplan/format/schema.ts';

/**
 * The most joints the Studio opens. Past this the tab's memory and the 3D view's instance buffers
 * grow beyond what a laptop handles well; the command line has no such limit.
 */
export const STUDIO_JOINT_LIMIT = 50_000;

/**
 * A plan loaded away from the page (in a worker), in a form that crosses a postMessage cheaply:
 * when the document is exactly JSON.parse(text) it is left out (the page re-parses the text it
 * already has, several times faster than structured-cloning the object graph), and the source
 * texts kept for x- values travel as plain entries (symbols do not survive a message).
 */
export type PreparedPlan =
  | {
      kind: 'loaded';
      /** The loaded document, or null when the page should re-parse the text itself. */
      document: BodyPlan | null;
      reparse: boolean;
      diagnostics: LoadResult['diagnostics'];
      model: LoadResult['model'];
      extensionSources: ExtensionSourceEntry[];
      /** Where each joint lies in the text (for renames, see renamedPlan.ts); null when the plan has no model. */
      jointSpans: Int32Array | null;
    }
  | { kind: 'refused'; jointCount: number; message: string };

export function preparePlan(text: string, jointLimit: number = STUDIO_JOINT_LIMIT): PreparedPlan {
  const jointCount = countJoints(text);
  if (jointCount !== null && jointCount > jointLimit) {
    return {
      kind: 'refused',
      jointCount,
      message:
        `This body plan has ${jointCount.toLocaleString('en')} joints; the Studio opens plans of up to ` +
        `${jointLimit.toLocaleString('en')} joints. Use the command line (bodyplan validate, bodyplan fk) for bigger ones.`,
    };
  }
  const loaded = loadBodyPlan(text);
  const extensionSources = loaded.document ? extensionSourcesOf(loaded.document) : [];
  return {
    kind: 'loaded',
    document: loaded.documentIsJsonParse ? null : loaded.document,
    reparse: loaded.documentIsJsonParse,
    diagnostics: loaded.diagnostics,
    model: loaded.model,
    extensionSources,
    // A pass over the text here (10–30 ms) spares the page's first rename its own, cold, scan.
    jointSpans: loaded.model ? rootArrayItemSpans(text, 'joints') : null,
  };
}

/** The page's side: the LoadResult that loadBodyPlan(text) would have given, from a prepared plan of that text. */
export function revivePreparedPlan(text: string, prepared: Extract<PreparedPlan, { kind: 'loaded' }>): LoadResult {
  const document = prepared.reparse ? (JSON.parse(text) as BodyPlan) : prepared.document;
  if (document !== null) restoreExtensionSources(document, prepared.extensionSources);
  return { document, diagnostics: prepared.diagnostics, model: prepared.model, documentIsJsonParse: prepared.reparse, ...(prepared.jointSpans ? { jointSpans: prepared.jointSpans } : {}) };
}

/** The length of a JSON text's top-level `joints` array, or null when the text is not such JSON. */
function countJoints(text: string): number | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const joints = (value as { joints?: unknown }).joints;
  return Array.isArray(joints) ? joints.length : null;
}
