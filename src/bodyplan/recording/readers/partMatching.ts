import type { BodyModel } from '../../kinematics/model.ts';

/**
 * Which joint each tracked part feeds: by name, case-insensitively, unless the mapping table says
 * otherwise. The table maps a part name (case-insensitive) to a joint name (case-insensitive), or
 * to null to ignore that part.
 */
export type PartMapping = Readonly<Record<string, string | null>>;

interface PartMatch {
  /** Per part (in the file's order): its joint index, or -1 when it feeds none. */
  jointOfPart: Int32Array;
  /** Parts that feed no joint (no joint of that name and not in the table, or mapped to null). */
  unmatchedParts: string[];
}

export type PartMatchResult = { ok: true; value: PartMatch } | { ok: false; message: string };

export function matchParts(parts: readonly string[], model: BodyModel, mapping: PartMapping = {}): PartMatchResult {
  const jointByName = new Map<string, number>();
  model.jointNames.forEach((name, j) => {
    // Two joints whose names differ only in case: the first one wins by name; the table can pick.
    if (!jointByName.has(name.toLowerCase())) jointByName.set(name.toLowerCase(), j);
  });
  const table = new Map<string, string | null>();
  for (const [part, joint] of Object.entries(mapping)) {
    if (joint !== null && !jointByName.has(joint.toLowerCase())) {
      return { ok: false, message: `the mapping table sends part "${part}" to joint "${joint}", which the body plan does not have` };
    }
    table.set(part.toLowerCase(), joint);
  }
  const jointOfPart = new Int32Array(parts.length).fill(-1);
  const unmatchedParts: string[] = [];
  const partOfJoint = new Map<number, string>();
  for (let p = 0; p < parts.length; p++) {
    const key = parts[p]!.toLowerCase();
    const target = table.has(key) ? table.get(key)! : parts[p]!;
    const joint = target === null ? undefined : jointByName.get(target.toLowerCase());
    if (joint === undefined) {
      unmatchedParts.push(parts[p]!);
      continue;
    }
    const other = partOfJoint.get(joint);
    if (other !== undefined) {
      return { ok: false, message: `parts "${other}" and "${parts[p]}" both feed joint "${model.jointNames[joint]}"; map one of them elsewhere (or to null) in the mapping table` };
    }
    partOfJoint.set(joint, parts[p]!);
    jointOfPart[p] = joint;
  }
  return { ok: true, value: { jointOfPart, unmatchedParts } };
}
