/** Words for values and places in a body plan, for diagnostic messages. */

/** `a string ("abc")`, `an array of 3 items`, `null` ... */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length} item${value.length === 1 ? '' : 's'}`;
  switch (typeof value) {
    case 'string':
      return `a string (${JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)})`;
    case 'number':
      return String(value);
    case 'boolean':
      return String(value);
    default:
      return 'an object';
  }
}

function nameOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const name = (value as Record<string, unknown>).name;
  return typeof name === 'string' && name.length > 0 ? ` (${JSON.stringify(name)})` : '';
}

function at(root: unknown, ...path: PropertyKey[]): unknown {
  let current = root;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/** `the body plan`, `joint 3 ("lf_coxa")`, `dof 0 ("yaw") of joint 3 ("lf_coxa")`. */
export function objectLabel(root: unknown, path: readonly (string | number)[]): string {
  const [first, joint, third, dof] = path;
  if (first !== 'joints' || joint === undefined) return 'the body plan';
  const jointLabel = `joint ${joint}${nameOf(at(root, 'joints', joint))}`;
  if (third !== 'dofs' || dof === undefined) return jointLabel;
  return `dof ${dof}${nameOf(at(root, 'joints', joint, 'dofs', dof))} of ${jointLabel}`;
}

/** Which kind of object a path names: 'body plan', 'joint' or 'dof'. */
objectLabel.kindOf = (path: readonly (string | number)[]): string =>
  path.length >= 4 ? 'dof' : path.length >= 2 ? 'joint' : 'body plan';
