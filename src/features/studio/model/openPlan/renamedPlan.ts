import { describeDofControls } from '../dofControls.ts';
import { LONE_SURROGATE } from '../../../../bodyplan/format/locatedParse.ts';
import type { BodyPlan, Joint } from '../../../../bodyplan/format/schema.ts';
import { applyTextEdits } from '../../../../bodyplan/edit/textEdit/planner.ts';
import { rootArrayItemSpans } from '../../../../bodyplan/edit/textEdit/memberSpans.ts';
import { scanValueAt, type TextNode } from '../../../../bodyplan/edit/textEdit/scan.ts';
import type { OpenPlan } from './openPlan.ts';

/**
 * The open plan after an edit that only renames joints (a joint's `name` and the `parent`
 * references that follow it), derived from the plan before instead of loading the new text again.
 *
 * Why it exists: a rename in a 10,000-joint plan otherwise re-serializes, re-parses, re-validates
 * and rebuilds the whole plan, which took seconds on the page (the scale benchmark's rename figure).
 * A rename leaves everything but names alone: the tree's shape, the kinematics, the limits and,
 * for a plan with no diagnostics, the diagnostics. So only the name and parent tokens of the
 * renamed joints change in the text, located by a lazy scan of the text and checked to hold the
 * old values, and the derived parts that carry names are patched.
 *
 * Returns null whenever that is not certain, and the caller takes the full path: a plan with
 * diagnostics or no model, an edit that changes anything but names and parents, a new name that is
 * empty, repeated or not Unicode text, or a parent reference that no longer names the same joint.
 */
export function renamedPlan(plan: OpenPlan, after: BodyPlan): OpenPlan | null {
  const before = plan.document;
  const model = plan.model;
  if (!before || !model || !plan.kinematics || plan.diagnostics.length > 0) return null;
  if (!onlyJointsDiffer(before, after) || after.joints.length !== before.joints.length) return null;

  const changed: number[] = [];
  for (let i = 0; i < after.joints.length; i++) {
    const a = before.joints[i]!;
    const b = after.joints[i]!;
    if (a === b) continue;
    if (!onlyNameOrParentDiffer(a, b)) return null;
    if (typeof b.name !== 'string' || b.name.length === 0 || LONE_SURROGATE.test(b.name)) return null;
    changed.push(i);
  }
  if (changed.length === 0) return null;

  // Names stay unique and every parent reference still names the same joint: the tree is unchanged.
  const indexByName = new Map<string, number>();
  for (let i = 0; i < after.joints.length; i++) {
    const name = after.joints[i]!.name;
    if (indexByName.has(name)) return null;
    indexByName.set(name, i);
  }
  for (let i = 0; i < after.joints.length; i++) {
    const parent = after.joints[i]!.parent;
    const index = parent === null ? -1 : indexByName.get(parent);
    if (index !== model.parentIndex[i]) return null;
  }

  const known = plan.jointSpans?.text === plan.source.text ? plan.jointSpans.spans : null;
  const renamed = renamedText(plan.source.text, known, before, after, changed);
  if (renamed === null) return null;
  const { text, spans } = renamed;

  const jointNames = after.joints.map((joint) => joint.name);
  const renamedModel = { ...model, jointNames };
  const outlineJoints = plan.outline.joints.slice();
  for (const i of changed) outlineJoints[i] = { ...outlineJoints[i]!, name: after.joints[i]!.name, parent: after.joints[i]!.parent };
  return {
    ...plan,
    source: { ...plan.source, text },
    document: after,
    model: renamedModel,
    outline: { ...plan.outline, joints: outlineJoints },
    controls: describeDofControls(renamedModel),
    jointSpans: { text, spans },
  };
}

/**
 * The text with the changed joints' name and parent tokens replaced, and where each joint lies in
 * it; null when the text does not hold the old values there. `known` are the joints' spans in
 * `text` when the plan has them (else one pass finds them); the new spans are shifted, not rescanned.
 */
function renamedText(text: string, known: Int32Array | null, before: BodyPlan, after: BodyPlan, changed: readonly number[]): { text: string; spans: Int32Array } | null {
  try {
    const joints = known ?? rootArrayItemSpans(text, 'joints');
    if (joints === null || joints.length / 2 !== before.joints.length) return null;
    const edits: { offset: number; length: number; content: string }[] = [];
    for (const i of changed) {
      const item = scanValueAt(text, joints[2 * i]!, joints[2 * i + 1]! - joints[2 * i]!);
      for (const key of ['name', 'parent'] as const) {
        const old = before.joints[i]![key];
        const next = after.joints[i]![key];
        if (old === next) continue;
        const value = property(item, key);
        if (!value || value.type !== 'string' || JSON.parse(text.slice(value.offset, value.offset + value.length)) !== old) return null;
        edits.push({ offset: value.offset, length: value.length, content: JSON.stringify(next) });
      }
    }
    return { text: applyTextEdits(text, edits), spans: shiftedSpans(joints, edits) };
  } catch {
    return null;
  }
}

/** Spans after replacing non-overlapping token ranges that each lie inside one span. */
function shiftedSpans(spans: Int32Array, edits: readonly { offset: number; length: number; content: string }[]): Int32Array {
  const sorted = [...edits].sort((a, b) => a.offset - b.offset);
  const out = new Int32Array(spans.length);
  let e = 0;
  let shift = 0;
  for (let s = 0; s < spans.length; s += 2) {
    const start = spans[s]!;
    const end = spans[s + 1]!;
    // Edits before this span move its start; edits inside it move its end too.
    for (; e < sorted.length && sorted[e]!.offset < start; e++) shift += sorted[e]!.content.length - sorted[e]!.length;
    let shiftAtEnd = shift;
    for (; e < sorted.length && sorted[e]!.offset < end; e++) shiftAtEnd += sorted[e]!.content.length - sorted[e]!.length;
    out[s] = start + shift;
    out[s + 1] = end + shiftAtEnd;
    shift = shiftAtEnd;
  }
  return out;
}

/** The value node of an object node's member `key` (the last one, as JSON.parse keeps). */
function property(node: TextNode, key: string): TextNode | undefined {
  if (node.type !== 'object') return undefined;
  let found: TextNode | undefined;
  for (const member of node.children) if (member.children[0]?.value === key) found = member.children[1];
  return found;
}

function onlyJointsDiffer(before: BodyPlan, after: BodyPlan): boolean {
  const keys = Reflect.ownKeys(after);
  if (keys.length !== Reflect.ownKeys(before).length) return false;
  return keys.every((key) => key === 'joints' || (before as unknown as Record<PropertyKey, unknown>)[key] === (after as unknown as Record<PropertyKey, unknown>)[key]);
}

function onlyNameOrParentDiffer(a: Joint, b: Joint): boolean {
  const keys = Reflect.ownKeys(b);
  if (keys.length !== Reflect.ownKeys(a).length) return false;
  return keys.every(
    (key) => key === 'name' || key === 'parent' || (a as unknown as Record<PropertyKey, unknown>)[key] === (b as unknown as Record<PropertyKey, unknown>)[key],
  );
}
