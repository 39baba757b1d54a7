import type { BodyPlan, Joint } from '../format/schema.ts';

/** What every edit operation returns: the new document, or why the edit was refused. */
export type EditResult<Extra = object> =
  | ({ ok: true; document: BodyPlan } & Extra)
  | { ok: false; reason: string };

export type Refusal = { ok: false; reason: string };

export function refuse(reason: string): Refusal {
  return { ok: false, reason };
}

/** A joint is addressed by its index in `joints` or by its (unique) name. */
export type JointRef = number | string;

/** Index of the referenced joint, or a refusal when it does not exist or the name is ambiguous. */
export function resolveJoint(document: BodyPlan, ref: JointRef): number | Refusal {
  if (typeof ref === 'number') {
    if (!Number.isInteger(ref) || ref < 0 || ref >= document.joints.length) {
      return refuse(`There is no joint number ${ref} (the body plan has ${document.joints.length}).`);
    }
    return ref;
  }
  let found = -1;
  for (let i = 0; i < document.joints.length; i++) {
    if (document.joints[i]!.name !== ref) continue;
    if (found >= 0) return refuse(`Two joints are named "${ref}"; rename one of them first.`);
    found = i;
  }
  if (found < 0) return refuse(`There is no joint named "${ref}".`);
  return found;
}

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && (value as Refusal).ok === false;
}

/** The document with joint `index` replaced; every other joint keeps its identity. */
export function withJoint(document: BodyPlan, index: number, joint: Joint): BodyPlan {
  const joints = document.joints.slice();
  joints[index] = joint;
  return { ...document, joints };
}

/** The object with `key` set (kept in place when present, appended otherwise) or removed (undefined). */
export function withKey<T extends object>(object: T, key: string, value: unknown): T {
  const copy = { ...object } as Record<string, unknown>;
  if (value === undefined) delete copy[key];
  else copy[key] = value;
  return copy as T;
}

/** Indices of the joint and all its descendants, in list order (robust to cycles). */
export function subtreeIndices(document: BodyPlan, rootIndex: number): number[] {
  const childrenByName = new Map<string, number[]>();
  document.joints.forEach((joint, index) => {
    if (joint.parent === null) return;
    const list = childrenByName.get(joint.parent);
    if (list) list.push(index);
    else childrenByName.set(joint.parent, [index]);
  });
  const seen = new Set<number>([rootIndex]);
  const stack = [rootIndex];
  while (stack.length > 0) {
    const index = stack.pop()!;
    for (const child of childrenByName.get(document.joints[index]!.name) ?? []) {
      if (!seen.has(child)) {
        seen.add(child);
        stack.push(child);
      }
    }
  }
  return [...seen].sort((a, b) => a - b);
}

/** List index after which a new child of `parentIndex` goes: after the parent's last descendant. */
export function endOfSubtree(document: BodyPlan, parentIndex: number, exclude: ReadonlySet<number> = new Set()): number {
  let last = parentIndex;
  for (const i of subtreeIndices(document, parentIndex)) if (!exclude.has(i) && i > last) last = i;
  return last;
}

export function isFiniteVector(values: readonly number[], length: number): boolean {
  return values.length === length && values.every((value) => Number.isFinite(value));
}

/** A name not yet used by any joint: `base`, else `base_2`, `base_3`, ... (or `base${suffix}N`). */
export function uniqueName(taken: ReadonlySet<string>, base: string): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}_${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export function describeNumberList(values: readonly number[]): string {
  return `[${values.join(', ')}]`;
}
