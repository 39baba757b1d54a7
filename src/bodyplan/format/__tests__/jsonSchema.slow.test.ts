// The project's JSON Schema (public/bodyplan.schema.json) run by ajv over every validation case of the
// validator's own tests (rules, parse, load and the CLI's validate tests) and over the shipped plans:
// both must call a document valid or invalid alike at the schema level. The validator's semantic
// errors and the errors in the text itself are beyond a JSON Schema (see projectJsonSchema.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import { loadBodyPlan } from '../load.ts';
import { hinge, joint, planText } from './textPositions.ts';
import { PARSE_ERROR_CODES, readProjectJsonSchema, REPO_ROOT, schemaLevelErrors } from './projectJsonSchema.ts';

const schema = readProjectJsonSchema();
// Strict mode also checks the schema itself: no unknown keywords, complete tuples. Union types
// (["string", "null"]) are plain JSON Schema; ajv's strict mode only asks to allow them.
const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
const validate = ajv.compile(schema);

/** `schema-valid`/`schema-invalid`: what both must say; `not-json`: JSON.parse and the validator both reject the text. */
type Verdict = 'schema-valid' | 'schema-invalid' | 'not-json';
interface Case { name: string; text: () => string; verdict: Verdict; timeout?: number }

const without = (value: Record<string, unknown>, key: string) => {
  const copy = { ...value };
  delete copy[key];
  return copy;
};

function chainPlan(count: number, dofsPerJoint: number): string {
  const joints = [];
  for (let i = 0; i < count; i++) {
    joints.push(joint(`j${i}`, i === 0 ? null : `j${i - 1}`, {
      dofs: Array.from({ length: dofsPerJoint }, (_, k) => hinge({ axis: [k === 0 ? 1 : 0, k === 1 ? 1 : 0, k === 2 ? 1 : 0] })),
    }));
  }
  return planText(joints);
}

const RULES: Case[] = [
  { name: 'fixed_base missing', verdict: 'schema-invalid', text: () => JSON.stringify({ joints: [joint('root', null)] }, null, 2) },
  { name: 'fixed_base of the wrong type', verdict: 'schema-invalid', text: () => planText([joint('root', null)], { fixed_base: 'yes' }) },
  { name: 'the body plan is an array', verdict: 'schema-invalid', text: () => '[1, 2]' },
  { name: 'a dof and a joint that are not objects', verdict: 'schema-invalid', text: () => planText([joint('root', null, { dofs: ['hinge'] }), 7]) },
  { name: 'parent 5, weight_scaler null, limits "none"', verdict: 'schema-invalid', text: () => planText([joint('root', null, { parent: 5, weight_scaler: null, dofs: [hinge({ limits: 'none' })] })]) },
  { name: 'no joints', verdict: 'schema-invalid', text: () => planText([]) },
  { name: 'a joint without offset_quat', verdict: 'schema-invalid', text: () => planText([without(joint('root', null), 'offset_quat')]) },
  { name: 'a dof without neutral', verdict: 'schema-invalid', text: () => planText([joint('root', null, { dofs: [without(hinge(), 'neutral')] })]) },
  ...['fixed_base', 'joints'].map((key): Case => ({
    name: `a body plan without "${key}"`, verdict: 'schema-invalid',
    text: () => JSON.stringify(without({ fixed_base: true, joints: [joint('root', null)] }, key), null, 2),
  })),
  ...['name', 'parent', 'offset_pos', 'offset_quat', 'dofs'].map((key): Case => ({
    name: `a joint without "${key}"`, verdict: 'schema-invalid', text: () => planText([without(joint('root', null), key)]),
  })),
  ...['type', 'axis', 'neutral'].map((key): Case => ({
    name: `a dof without "${key}"`, verdict: 'schema-invalid', text: () => planText([joint('root', null, { dofs: [without(hinge(), key)] })]),
  })),
  { name: 'vec3 of 2, quat of 5, limits of 3 numbers', verdict: 'schema-invalid', text: () => planText([joint('root', null, { offset_pos: [1, 2], offset_quat: [1, 0, 0, 0, 0], dofs: [hinge({ limits: [1, 2, 3] })] })]) },
  { name: 'a string inside a vec3', verdict: 'schema-invalid', text: () => planText([joint('root', null, { offset_pos: [0, 'one', 0] })]) },
  { name: 'dof type "ball"', verdict: 'schema-invalid', text: () => planText([joint('root', null, { dofs: [hinge({ type: 'ball' })] })]) },
  { name: 'negative weight_scaler on a joint and a dof', verdict: 'schema-invalid', text: () => planText([joint('root', null, { weight_scaler: -1, dofs: [hinge({ weight_scaler: -0.5 }), hinge({ weight_scaler: 0 })] })]) },
  { name: 'weight_scaler 0 on a joint and a dof', verdict: 'schema-valid', text: () => planText([joint('root', null, { weight_scaler: 0, dofs: [hinge({ weight_scaler: 0 })] })]) },
  { name: 'limits null or absent', verdict: 'schema-valid', text: () => planText([joint('root', null, { dofs: [hinge({ limits: null }), hinge()] })]) },
  { name: 'an empty name and an empty parent', verdict: 'schema-invalid', text: () => planText([joint('root', null), joint('', 'root'), joint('c', '')]) },
  { name: 'unknown keys at every level', verdict: 'schema-invalid', text: () => planText([joint('root', null, { colour: 'red', dofs: [hinge({ min: 0 })] })], { version: 2 }) },
  { name: 'x-* keys with any JSON at every level, and a dof name', verdict: 'schema-valid', text: () => planText([joint('root', null, { 'x-note': { a: [1, null, { b: 'c' }] }, dofs: [hinge({ name: 'yaw', 'x-': [] })] })], { 'x-meta': 'any' }) },
  { name: '__proto__ and constructor keys', verdict: 'schema-invalid', text: () => '{"fixed_base": true, "__proto__": {"x": 1}, "joints": [{"name": "r", "parent": null, "offset_pos": [0,0,0], "offset_quat": [1,0,0,0], "dofs": [], "constructor": 1}]}' },
  // The cases above with several faults, one fault at a time: each rule must hold on its own.
  ...([
    ['a joint that is not an object', () => planText([joint('root', null), 7])],
    ['a dof that is not an object', () => planText([joint('root', null, { dofs: ['hinge'] })])],
    ['parent 5', () => planText([joint('root', null, { parent: 5 })])],
    ['joint weight_scaler null', () => planText([joint('root', null, { weight_scaler: null })])],
    ['limits "none"', () => planText([joint('root', null, { dofs: [hinge({ limits: 'none' })] })])],
    ['offset_pos of 2 numbers', () => planText([joint('root', null, { offset_pos: [1, 2] })])],
    ['offset_quat of 5 numbers', () => planText([joint('root', null, { offset_quat: [1, 0, 0, 0, 0] })])],
    ['limits of 3 numbers', () => planText([joint('root', null, { dofs: [hinge({ limits: [1, 2, 3] })] })])],
    ['a joint weight_scaler of -1', () => planText([joint('root', null, { weight_scaler: -1 })])],
    ['a dof weight_scaler of -0.5', () => planText([joint('root', null, { dofs: [hinge({ weight_scaler: -0.5 })] })])],
    ['an empty name', () => planText([joint('root', null), joint('', 'root')])],
    ['an empty parent', () => planText([joint('root', null), joint('c', '')])],
    ['an unknown key in the body plan', () => planText([joint('root', null)], { version: 2 })],
    ['an unknown key in a joint', () => planText([joint('root', null, { colour: 'red' })])],
    ['an unknown key in a dof', () => planText([joint('root', null, { dofs: [hinge({ min: 0 })] })])],
    ['a __proto__ key in the body plan', () => '{"fixed_base": true, "__proto__": {"x": 1}, "joints": [{"name": "r", "parent": null, "offset_pos": [0,0,0], "offset_quat": [1,0,0,0], "dofs": []}]}'],
    ['a constructor key in a joint', () => '{"fixed_base": true, "joints": [{"name": "r", "parent": null, "offset_pos": [0,0,0], "offset_quat": [1,0,0,0], "dofs": [], "constructor": 1}]}'],
  ] as const).map(([name, text]): Case => ({ name: `only ${name}`, verdict: 'schema-invalid', text })),
  // Semantic errors and warnings: schema-valid documents.
  { name: 'duplicate joint names', verdict: 'schema-valid', text: () => planText([joint('root', null), joint('leg', 'root'), joint('leg', 'root')]) },
  { name: 'an unknown parent close to a name', verdict: 'schema-valid', text: () => planText([joint('thorax', null), joint('coxa', 'thorx')]) },
  { name: 'an unknown parent far from every name', verdict: 'schema-valid', text: () => planText([joint('thorax', null), joint('coxa', 'wing_hinge_left')]) },
  { name: 'no root', verdict: 'schema-valid', text: () => planText([joint('a', 'b'), joint('b', 'a')]) },
  { name: 'two roots', verdict: 'schema-valid', text: () => planText([joint('a', null), joint('b', null)]) },
  { name: 'a joint that is its own parent', verdict: 'schema-valid', text: () => planText([joint('root', null), joint('loop', 'loop')]) },
  { name: 'a cycle with a joint hanging off it', verdict: 'schema-valid', text: () => planText([joint('root', null), joint('a', 'c'), joint('b', 'a'), joint('c', 'b'), joint('d', 'c')]) },
  { name: 'joints under a second root or an unknown parent', verdict: 'schema-valid', text: () => planText([joint('root', null), joint('other', null), joint('x', 'other'), joint('y', 'nowhere'), joint('z', 'y')]) },
  { name: 'zero axis, zero quaternion, reversed limits', verdict: 'schema-valid', text: () => planText([joint('root', null, { offset_quat: [0, 0, 0, 0], dofs: [hinge({ axis: [0, 0, 0], limits: [1, -1] })] })]) },
  { name: 'a parent listed after its child', verdict: 'schema-valid', text: () => planText([joint('root', null), joint('tibia', 'femur'), joint('femur', 'root')]) },
  { name: 'non-unit axis and quaternion', verdict: 'schema-valid', text: () => planText([joint('root', null, { offset_quat: [2, 0, 0, 0], dofs: [hinge({ axis: [0, 0.5, 0] })] })]) },
  { name: 'a neutral value outside the limits', verdict: 'schema-valid', text: () => planText([joint('root', null, { dofs: [hinge({ neutral: 2.5, limits: [-1, 1] })] })]) },
  {
    name: 'every problem at once', verdict: 'schema-invalid', text: () => planText([
      joint('root', null, { offset_quat: [0, 0, 0, 0], bad: 1 }),
      joint('a', 'rot', { offset_pos: [0, 0] }),
      joint('a', 'root', { dofs: [hinge({ type: 'ball', limits: [1, -1] })] }),
    ], { fixed_base: 'no' }),
  },
];

const loadPlan = (dof: string, jointExtra = '', top = '') =>
  `{"fixed_base": true,${top}\n "joints": [{"name": "r", "parent": null, "offset_pos": [0, 0, 0], "offset_quat": [1, 0, 0, 0],${jointExtra}\n  "dofs": [${dof}]}]}`;
const HINGE = '{"type": "hinge", "axis": [0, 0, 1], "neutral": 0}';
const DEEP_OBJECT = '{"a":'.repeat(10_000) + '[]' + '}'.repeat(10_000);
const DEEP_ARRAY = '['.repeat(10_000) + ']'.repeat(10_000);

const LOAD: Case[] = [
  { name: 'a document in its own key order with x-* keys and raw axes', verdict: 'schema-valid', text: () => '{"x-first": 1, "joints": [{"parent": null, "name": "r", "offset_pos": [0,0,0], "offset_quat": [2,0,0,0], "dofs": [{"axis": [0,0,3], "type": "slide", "neutral": 0, "x-d": {"k": [1]}}], "x-j": null}], "fixed_base": true}' },
  { name: 'a joint named r whose parent is r', verdict: 'schema-valid', text: () => planText([joint('r', null), joint('r', 'r')]) },
  { name: 'a plan with only a warning', verdict: 'schema-valid', text: () => planText([joint('r', null, { dofs: [hinge({ neutral: 9, limits: [0, 1] })] })]) },
  { name: 'a text cut off after "joints": [', verdict: 'not-json', text: () => '{"fixed_base": true, "joints": [' },
  { name: 'a duplicate key inside a joint', verdict: 'schema-valid', text: () => loadPlan(HINGE, ' "name": "again",') },
  { name: 'a duplicate key inside a dof', verdict: 'schema-valid', text: () => loadPlan('{"type": "hinge", "axis": [0, 0, 1], "neutral": 0, "neutral": 1}') },
  { name: 'a duplicate key inside a dof x- value', verdict: 'schema-valid', text: () => loadPlan('{"type": "hinge", "axis": [0, 0, 1], "neutral": 0, "x-d": [{"k": 1, "k": 2}]}') },
  { name: 'a duplicate key inside a joint x- value', verdict: 'schema-valid', text: () => loadPlan(HINGE, ' "x-j": {"a": {"b": 1, "b": 1}},') },
  { name: 'a duplicate key inside a body-plan x- value', verdict: 'schema-valid', text: () => loadPlan(HINGE, '', ' "x-top": {"b": 1, "b": 1},') },
  { name: '1e400 inside a joint x- value', verdict: 'schema-valid', text: () => loadPlan(HINGE, ' "x-j": {"deep": [0, {"n": 1e400}]},') },
  { name: '-1e400 as a dof x- value', verdict: 'schema-valid', text: () => loadPlan('{"type": "hinge", "axis": [0, 0, 1], "neutral": 0, "x-d": -1e400}') },
  { name: '1e400 inside an axis', verdict: 'schema-valid', text: () => loadPlan('{"type": "hinge", "axis": [0, 1e400, 1], "neutral": 0}') },
  { name: 'x-* values and key order kept by save', verdict: 'schema-valid', text: () => '{"x-top":{"deep":[1,{"z":null,"a":"b"}]},"fixed_base":false,"joints":[{"name":"r","x-mid":true,"parent":null,"offset_pos":[0,0,0],"offset_quat":[1,0,0,0],"dofs":[]}]}' },
  { name: 'a chain of 100,000 joints', verdict: 'schema-valid', text: () => chainPlan(100_000, 1), timeout: 60_000 },
  { name: '100,000 joints, each with an unknown key', verdict: 'schema-invalid', text: () => planText(Array.from({ length: 100_000 }, (_, i) => joint(`j${i}`, i === 0 ? null : `j${i - 1}`, { colour: i }))), timeout: 120_000 },
  { name: 'a 100,000-joint chain whose end loops back', verdict: 'schema-valid', text: () => chainPlan(100_000, 0).replace('"parent": null', '"parent": "j99999"'), timeout: 60_000 },
  { name: 'x- values nested 10,000 deep', verdict: 'schema-valid', text: () => `{"fixed_base": true, "x-deep": ${DEEP_OBJECT}, "joints": [{"name": "r", "parent": null, "offset_pos": [0,0,0], "offset_quat": [1,0,0,0], "dofs": [], "x-arr": ${DEEP_ARRAY}}]}` },
  { name: 'a joint x- value nested 10,000 deep', verdict: 'schema-valid', text: () => `{"fixed_base": true, "joints": [{"name": "r", "parent": null, "offset_pos": [0,0,0], "offset_quat": [1,0,0,0], "dofs": [], "x-arr": ${DEEP_ARRAY}}]}` },
  { name: 'fixed_base 1 next to x- values 10,000 deep', verdict: 'schema-invalid', text: () => `{"fixed_base": 1, "x-deep": ${DEEP_ARRAY}, "joints": [{"name": "r", "parent": null, "offset_pos": [0,0,0], "offset_quat": [1,0,0,0], "dofs": []}]}` },
  { name: 'a 50 MB plan', verdict: 'schema-valid', text: () => chainPlan(75_000, 3), timeout: 120_000 },
  { name: '50 MB of garbage', verdict: 'not-json', text: () => '{"a": [' + '1 '.repeat(26_000_000) + ']}', timeout: 120_000 },
  { name: 'a joint name with a lone surrogate', verdict: 'schema-valid', text: () => planText([joint('root', null), joint('bad\ud800', 'root')]) },
];

// parseJson's cases: texts that are mostly not body plans at all, so JSON.parse or both schemas reject them.
const PARSE: Case[] = [
  ...[
    '{\n  "a" 1,\n  "b": tru,\n  "c": [1 2],\n  "d": 3,\n}',
    '{\n  // a comment\n  "a": 1 /* another */\n}',
    '[1, 2,]', '{"a": 1,}', '', '  \n ', '{"a": "abc', '{"a": [1, 2}', '{}\n{}',
    '[NaN]', '[01]', "['a']", '["a\tb"]', '[1,\u00a02]', '[1,\u20282]', '\ufeff[]', '[.5]', '[1.]', '[+1]', '{"a":1}}',
    '[' + '1 '.repeat(10_000) + ']',
    '{' + '@#'.repeat(500_000),
    '{\u00a0"a": 1, @\u{1F600}"b": 2}',
    '{"a":'.repeat(10_000) + '1' + '}'.repeat(9_999),
  ].map((text): Case => ({ name: `not JSON: ${JSON.stringify(text.slice(0, 40))}`, verdict: 'not-json', text: () => text })),
  ...[
    '{\n  "a": 1,\n  "b": {"x": 1, "x": 2},\n  "a": 3\n}',
    '{"a": "x:y", "b": 1}',
    '{"a:b": 1, "a:b": 2}',
    '{"a": [1, 1e400],\n "b": -1e400, "c": 1e-400}',
    '['.repeat(10_000) + ']'.repeat(10_000),
    '{\n  "joints": [\n    {"name": "a~b/c", "x": [1, 2]}\n  ]\n}',
    '{\r\n"a": 1,\r"a": 2}',
    '{"__proto__": {"polluted": true}}',
    '{\n  "name": "a\\ud800b"\n}',
    '["x\udc00"]', '["\\uDFFF"]', '{"ok": 1,\n "\\ud83d": 2}',
    '["\\ud83d\\ude00"]', '["\ud83d\ude00"]', '["\\\\ud800"]',
  ].map((text): Case => ({ name: `JSON but no body plan: ${JSON.stringify(text.slice(0, 40))}`, verdict: 'schema-invalid', text: () => text })),
];

// src/cli/validate.process.test.ts: its files (the fly is among the shipped plans below). A missing file, a
// directory and bytes that are not UTF-8 are refused before any validation, so they are not here.
const CLI_INVALID = `{
  "fixed_base": true,
  "joints": [
    {"name": "thorax", "parent": null, "offset_pos": [0, 0, 0], "offset_quat": [1, 0, 0, 0], "dofs": []},
    {"name": "coxa", "parent": "thorx", "offset_pos": [0, 0, 0], "offset_quat": [1, 0, 0, 0], "dofs": [], "colour": "red"}
  ]
}
`;
const CLI_VALID = CLI_INVALID.replace('"thorx"', '"thorax"').replace(', "colour": "red"', '');
const CLI: Case[] = [
  { name: 'validate: an unknown parent and an unknown key', verdict: 'schema-invalid', text: () => CLI_INVALID },
  { name: 'validate: a plan with only a warning', verdict: 'schema-valid', text: () => CLI_VALID.replace('"offset_quat": [1, 0, 0, 0], "dofs": []}\n  ]', '"offset_quat": [2, 0, 0, 0], "dofs": []}\n  ]') },
  { name: 'validate: a trailing comma', verdict: 'not-json', text: () => '{"fixed_base": true,\n "joints": [1,]}' },
  { name: 'validate: a comment and an unclosed array', verdict: 'not-json', text: () => '{"fixed_base": true // note\n, "joints": [}' },
  { name: 'validate: an escaped lone surrogate in a joint name', verdict: 'schema-valid', text: () => CLI_VALID.replace('"coxa"', '"co\\ud800xa"') },
];

const shippedDir = join(REPO_ROOT, 'public', 'bodyplans');
// The plans the gallery lists (the folder also holds an example's recording, which is not a plan).
const listedPlans = (JSON.parse(readFileSync(join(shippedDir, 'index.json'), 'utf8')) as { examples: { file: string }[] }).examples.map((e) => e.file);
const SHIPPED_PLANS: Case[] = [
  ...readdirSync(shippedDir).filter((f) => listedPlans.includes(f)).sort().map((f) => join(shippedDir, f)),
  join(REPO_ROOT, 'test-data', 'neuromechfly', 'neuromechfly_ypr_legs.json'),
].map((path): Case => ({ name: path.slice(REPO_ROOT.length + 1), verdict: 'schema-valid', text: () => readFileSync(path, 'utf8') }));

/**
 * The value a JSON Schema validates. JSON numbers have no range, but JSON.parse turns 1e400 into
 * Infinity, which ajv does not take for a number: ajv gets the largest float of the same sign instead.
 * (Only then: JSON.parse with a reviver recurses, and some cases nest 10,000 deep.)
 */
function schemaValue(text: string, hasOutOfRangeNumbers: boolean): unknown {
  if (!hasOutOfRangeNumbers) return JSON.parse(text);
  return JSON.parse(text, (_key, value: unknown) =>
    value === Infinity ? Number.MAX_VALUE : value === -Infinity ? -Number.MAX_VALUE : value);
}

function check({ text: makeText, verdict }: Case): void {
  const text = makeText();
  const result = loadBodyPlan(text);
  const errorCodes = new Set(result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code));
  if (verdict === 'not-json') {
    expect(() => JSON.parse(text)).toThrow();
    expect(errorCodes.has('json-syntax')).toBe(true);
    expect(result.document).toBeNull();
    return;
  }
  const ajvAccepts = validate(schemaValue(text, errorCodes.has('number-out-of-range')));
  const ours = schemaLevelErrors(result.diagnostics);
  const expected = verdict === 'schema-valid';
  expect(ajvAccepts, `ajv: ${JSON.stringify(validate.errors)}`).toBe(expected);
  expect(ours.length === 0, `ours: ${JSON.stringify(ours.slice(0, 5))}`).toBe(expected);
  // Without errors in the text itself, the validator keeps the document exactly when it is schema-valid.
  if (![...errorCodes].some((code) => PARSE_ERROR_CODES.has(code))) expect(result.document !== null).toBe(expected);
}

describe("the project's JSON Schema (public/bodyplan.schema.json)", () => {
  it('is a draft 2020-12 schema that ajv compiles in strict mode, with x-* keys open in the body plan, joint and dof', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(ajv.validateSchema(schema)).toBe(true);
    const defs = schema.$defs as Record<string, Record<string, unknown>>;
    expect(Object.keys(defs).sort()).toEqual(['dof', 'joint', 'quat', 'vec3']);
    for (const object of [schema, defs.joint!, defs.dof!]) {
      expect(object.additionalProperties).toBe(false);
      expect(Object.keys(object.patternProperties as object)).toEqual(['^x-']);
    }
  });
});

describe.each([
  ['rules.test.ts', RULES],
  ['load.slow.test.ts', LOAD],
  ['parse.test.ts', PARSE],
  ['src/cli/validate.process.test.ts', CLI],
  ['the shipped plans', SHIPPED_PLANS],
])('ajv with the JSON Schema and the validator agree: cases of %s', (_source, cases) => {
  for (const c of cases) it(`${c.verdict}: ${c.name}`, () => check(c), c.timeout);
});
