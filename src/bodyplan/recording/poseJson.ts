/**
 * A pose as text: a JSON array of numbers in flat DOF order, the format `bodyplan fk --dofs` reads.
 * Pure: no DOM.
 */

export function formatPoseJson(dofs: ArrayLike<number>): string {
  return `${JSON.stringify(Array.from(dofs))}\n`;
}

export type PoseParseResult = { ok: true; dofs: Float64Array } | { ok: false; message: string };

/** Reads a pose for a plan with `dofCount` DOFs; every failure says what is wrong and where. */
export function parsePoseJson(text: string, dofCount: number): PoseParseResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `The pose is not JSON: ${(error as Error).message}` };
  }
  if (!Array.isArray(value)) {
    return { ok: false, message: 'The pose must be a JSON array of numbers in flat DOF order.' };
  }
  if (value.length !== dofCount) {
    return {
      ok: false,
      message: `The pose has ${value.length} value${value.length === 1 ? '' : 's'}, but this body plan has ${dofCount} DOF${dofCount === 1 ? '' : 's'}.`,
    };
  }
  const dofs = new Float64Array(dofCount);
  for (let i = 0; i < dofCount; i++) {
    const entry: unknown = value[i];
    if (typeof entry !== 'number' || !Number.isFinite(entry)) {
      return { ok: false, message: `Pose value ${i + 1} (index ${i}) is ${JSON.stringify(entry)}, not a finite number.` };
    }
    dofs[i] = entry;
  }
  return { ok: true, dofs };
}
