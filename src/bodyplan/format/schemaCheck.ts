import type { z } from 'zod';
import { bodyPlanRootSchema, jointSchema } from './schema.ts';
import { toPointer, type Finding } from './diagnostics.ts';
import { describeValue, objectLabel } from './describe.ts';
import { closestName } from './closestName.ts';
import { isJointValidFast, isSchemaValidFast } from './inspect.ts';

export { isSchemaValidFast };

/**
 * Schema-level rules. The zod schemas decide; `isSchemaValidFast` (inspect.ts) is a hand-written equivalent
 * for the common all-valid case (zod on 10,000 joints costs about 2x JSON.parse). The two are
 * property-tested to agree (differential.slow.test.ts). When the fast check says no, zod checks the
 * body plan's own keys and each joint the fast check rejected, and its issues become findings.
 */
export function schemaFindings(value: unknown): Finding[] {
  if (isSchemaValidFast(value)) return [];
  const findings: Finding[] = [];
  const root = bodyPlanRootSchema.safeParse(value);
  if (!root.success) for (const issue of root.error.issues) findings.push(issueToFinding(issue.path, issue, value));
  const joints = typeof value === 'object' && value !== null ? (value as { joints?: unknown }).joints : undefined;
  if (Array.isArray(joints) && joints.length > 0) {
    for (let j = 0; j < joints.length; j++) {
      if (isJointValidFast(joints[j])) continue;
      const result = jointSchema.safeParse(joints[j]);
      if (result.success) continue;
      for (const issue of result.error.issues) findings.push(issueToFinding(['joints', j, ...issue.path], issue, value));
    }
  }
  return findings;
}

const FIELD_DESCRIPTIONS: Record<string, string> = {
  fixed_base: 'a boolean (true or false)',
  joints: 'an array of joints',
  name: 'a string',
  parent: 'a joint name (a string) or null',
  offset_pos: 'an array of 3 numbers [x, y, z]',
  offset_quat: 'an array of 4 numbers [w, x, y, z]',
  weight_scaler: 'a number >= 0',
  dofs: 'an array of dofs',
  type: '"hinge" or "slide"',
  axis: 'an array of 3 numbers [x, y, z]',
  neutral: 'a number',
  limits: 'an array of 2 numbers [min, max] or null',
};
const TUPLE_LENGTHS: Record<string, string> = {
  offset_pos: '3 numbers [x, y, z]',
  offset_quat: '4 numbers [w, x, y, z]',
  axis: '3 numbers [x, y, z]',
  limits: '2 numbers [min, max]',
};
const ALLOWED_KEYS: Record<string, string> = {
  'body plan': 'fixed_base, joints',
  joint: 'name, parent, offset_pos, offset_quat, weight_scaler, dofs',
  dof: 'name, type, axis, neutral, weight_scaler, limits',
};

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

function issueToFinding(fullPath: readonly PropertyKey[], issue: z.core.$ZodIssue, root: unknown): Finding {
  const path = fullPath.filter((s): s is string | number => typeof s !== 'symbol');
  const pointer = toPointer(path);
  const last = path[path.length - 1];
  const error = (code: string, message: string, at: string = pointer): Finding =>
    ({ severity: 'error', code, message, pointer: at, anchor: code === 'unknown-key' ? 'key' : 'value' });

  // A key inside a vec3/quat/limits tuple: `item 2 of axis of dof 0 of joint 3`.
  if (typeof last === 'number' && path.length >= 2 && typeof path[path.length - 2] === 'string' &&
      TUPLE_LENGTHS[path[path.length - 2] as string] !== undefined) {
    const field = path[path.length - 2] as string;
    const owner = objectLabel(root, path.slice(0, -2));
    return error('wrong-type', `item ${last} of ${field} of ${owner} must be a number, but it is ${describeValue(valueAt(root, path))}`);
  }
  if (typeof last !== 'string') {
    // The body plan itself, or a joint / dof that is not an object.
    const label = objectLabel(root, path);
    return error('wrong-type', `${label} must be a JSON object, but it is ${describeValue(valueAt(root, path))}`);
  }
  const ownerPath = path.slice(0, -1);
  const owner = objectLabel(root, ownerPath);
  const ownerValue = valueAt(root, ownerPath);
  const actual = valueAt(root, path);
  const described = FIELD_DESCRIPTIONS[last] ?? 'valid';

  if (issue.code === 'custom') {
    const kind = objectLabel.kindOf(ownerPath);
    const allowed = ALLOWED_KEYS[kind] ?? '';
    // Only keys the object does not already have: renaming onto an existing key would duplicate it.
    const free = allowed.split(', ').filter((key) => key !== '' && !(typeof ownerValue === 'object' && ownerValue !== null && Object.hasOwn(ownerValue, key)));
    const suggestion = closestName(last, free, { comparisons: free.length });
    const finding = error('unknown-key', `unknown key "${last}" in ${owner}` +
      (suggestion === null ? '; allowed keys are' : `; did you mean "${suggestion}"? Allowed keys are`) +
      ` ${allowed} and keys starting with "x-" for extensions`);
    return suggestion === null ? finding : { ...finding, suggestion };
  }
  // Absent required key: zod reports it as whatever the value schema rejects first (invalid_type for a
  // number, invalid_value for the `type` enum), so decide by the owner object, not by the issue code.
  if (typeof ownerValue === 'object' && ownerValue !== null && !Array.isArray(ownerValue) && !Object.hasOwn(ownerValue, last)) {
    const ownerPointer = toPointer(ownerPath);
    if (last === 'fixed_base') {
      return error('missing-key', 'the body plan is missing the required key "fixed_base"; QuickIK\'s parser ' +
        'would default it to false (free-floating root), but a body plan must state true or false', ownerPointer);
    }
    return error('missing-key', `${owner} is missing the required key "${last}" (${described})`, ownerPointer);
  }
  switch (issue.code) {
    case 'invalid_type':
      return error('wrong-type', `${last} of ${owner} must be ${described}, but it is ${describeValue(actual)}`);
    case 'invalid_value':
      return error('invalid-value', `${last} of ${owner} must be ${described}, but it is ${describeValue(actual)}`);
    case 'too_small':
    case 'too_big':
      if (issue.origin === 'array' && last === 'joints') {
        return error('no-joints', 'the body plan has no joints; it needs at least one');
      }
      if (issue.origin === 'array') {
        const length = Array.isArray(actual) ? actual.length : 0;
        return error('wrong-length', `${last} of ${owner} must have exactly ${TUPLE_LENGTHS[last] ?? ''}, but it has ${length}`);
      }
      if (issue.origin === 'string') {
        return error('empty-string', last === 'parent'
          ? `parent of ${owner} must name a joint or be null, not an empty string`
          : `${last} of ${owner} must not be empty`);
      }
      return error('negative-weight', `${last} of ${owner} must be >= 0, but it is ${describeValue(actual)}`);
    default:
      return error('schema', `${last} of ${owner}: ${issue.message}`);
  }
}
