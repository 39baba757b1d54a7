// fast-check generators of body-plan-like documents: valid ones, near misses and random mutations.
import fc from 'fast-check';

const num = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -4, max: 4 }),
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0, 1, -1, 0.5),
);
const numbers = (n: number) => fc.array(num, { minLength: n, maxLength: n });
const names = fc.constantFrom('root', 'a', 'b', 'c', 'thorax', 'coxa', 'femur', '');

const dof = fc.record(
  {
    name: fc.string({ maxLength: 4 }),
    type: fc.constantFrom('hinge', 'slide'),
    axis: numbers(3),
    neutral: num,
    weight_scaler: fc.oneof(fc.double({ min: 0, max: 3, noNaN: true }), fc.constant(1)),
    limits: fc.oneof(fc.constant(null), numbers(2)),
    'x-note': fc.jsonValue({ maxDepth: 1 }),
  },
  { requiredKeys: ['type', 'axis', 'neutral'] },
);

const joint = fc.record(
  {
    name: names,
    parent: fc.oneof(fc.constant(null), names),
    offset_pos: numbers(3),
    offset_quat: numbers(4),
    weight_scaler: fc.double({ min: 0, max: 3, noNaN: true }),
    dofs: fc.array(dof, { maxLength: 3 }),
    'x-meta': fc.jsonValue({ maxDepth: 1 }),
  },
  { requiredKeys: ['name', 'parent', 'offset_pos', 'offset_quat', 'dofs'] },
);

export const validShapedPlan = fc.record(
  {
    fixed_base: fc.boolean(),
    joints: fc.array(joint, { minLength: 1, maxLength: 4 }),
    'x-name': fc.string(),
  },
  { requiredKeys: ['fixed_base', 'joints'] },
);

const replacement = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom<unknown>(null, true, false, '', 'hinge', 'slide', 'ball', -1, 0, -0.5, [], {}, [1, 2], [1, 2, 3], [1, 0, 0, 0], [1, 2, 3, 4, 5], ['1', 2, 3]),
);
const extraKey = fc.constantFrom('x-foo', 'x-', 'X-foo', 'x', '-x', '__proto__', 'constructor', 'toString', 'names', 'Name', '', 'fixed_base', 'joints', 'name', 'type', 'limits', 'weight_scaler');

const mutation = fc.record({
  op: fc.constantFrom('delete', 'replace', 'replace', 'add-key', 'push', 'pop'),
  at: fc.nat(),
  key: extraKey,
  value: replacement,
});

type Container = Record<string, unknown> | unknown[];

function containers(root: unknown): { parent: Container; key: string | number }[] {
  const out: { parent: Container; key: string | number }[] = [];
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const v = stack.pop();
    if (Array.isArray(v)) v.forEach((item, i) => { out.push({ parent: v, key: i }); stack.push(item); });
    else if (typeof v === 'object' && v !== null) {
      for (const [k, item] of Object.entries(v)) { out.push({ parent: v as Container, key: k }); stack.push(item); }
    }
  }
  return out;
}

function setOwn(obj: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });
}

function applyMutation(doc: { root: unknown }, m: { op: string; at: number; key: string; value: unknown }) {
  const spots = [{ parent: doc as unknown as Container, key: 'root' as string | number }, ...containers(doc.root)];
  const spot = spots[m.at % spots.length]!;
  const target = Array.isArray(spot.parent) ? spot.parent[spot.key as number] : (spot.parent as Record<string, unknown>)[spot.key];
  const value = structuredClone(m.value);
  switch (m.op) {
    case 'delete':
      if (spot.parent === (doc as unknown)) return;
      if (Array.isArray(spot.parent)) spot.parent.splice(spot.key as number, 1);
      else delete (spot.parent as Record<string, unknown>)[spot.key];
      return;
    case 'replace':
      if (Array.isArray(spot.parent)) spot.parent[spot.key as number] = value;
      else setOwn(spot.parent as Record<string, unknown>, String(spot.key), value);
      return;
    case 'add-key':
      if (typeof target === 'object' && target !== null && !Array.isArray(target)) setOwn(target as Record<string, unknown>, m.key, value);
      return;
    case 'push':
      if (Array.isArray(target)) target.push(target.length > 0 ? structuredClone(target[0]) : value);
      return;
    default:
      if (Array.isArray(target)) target.pop();
  }
}

/** Valid-shaped plans with 0-3 random mutations: roughly half stay schema-valid. */
const mutatedPlan = fc
  .tuple(validShapedPlan, fc.array(mutation, { maxLength: 3 }))
  .map(([plan, mutations]) => {
    const doc = { root: structuredClone(plan) as unknown };
    for (const m of mutations) applyMutation(doc, m);
    return doc.root;
  });

/** Plans, mutated plans, and arbitrary JSON. */
export const anyDocument = fc.oneof(
  { weight: 2, arbitrary: validShapedPlan as fc.Arbitrary<unknown> },
  { weight: 6, arbitrary: mutatedPlan },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);
