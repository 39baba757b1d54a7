import { execFileSync } from 'node:child_process';
import { closeSync, ftruncateSync, openSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { optionCases } from './cliOptionCases.ts';

/** One bad input for the CLI and what the CLI documents for it. */
export interface CliCase {
  name: string;
  args: string[];
  /** The documented exit code: 0 done/valid, 1 invalid body plan, 2 usage or I/O error. */
  exit: 0 | 1 | 2;
  /** For exit 0: what is wrong with the output, or null. */
  check?: (stdout: string) => string | null;
}

/** A payload that ran as code would write a file named so in the work folder. */
export const CANARY_PREFIX = 'canary-';

function joint(name: string, parent: string | null, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { name, parent, offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [], ...extra };
}
const HINGE = { type: 'hinge', axis: [0, 0, 1], neutral: 0 };

/** root -> elbow -> hand, one hinge each on root and elbow. */
function armPlan(names: [string, string, string] = ['root', 'elbow', 'hand']): string {
  return JSON.stringify({
    fixed_base: false,
    joints: [joint(names[0], null, { dofs: [HINGE] }), joint(names[1], names[0], { dofs: [HINGE] }), joint(names[2], names[1])],
  }, null, 2);
}

/** Writes the inputs into `dir` and returns every case. */
export function buildCliCases(dir: string): CliCase[] {
  let counter = 0;
  const file = (content: string | Buffer): string => {
    const path = join(dir, `input-${counter++}.json`);
    writeFileSync(path, content);
    return path;
  };
  const plan = file(armPlan());
  const validate = (name: string, content: string | Buffer, exit: 0 | 1 | 2): CliCase => ({ name, args: ['validate', file(content)], exit });
  const valid = armPlan();
  const canary = (n: number) => join(dir, `${CANARY_PREFIX}${n}`).replaceAll('\\', '/');
  const payloads = [
    `"); require('fs').writeFileSync('${canary(1)}', 'ran'); ("`,
    `\${require('fs').writeFileSync('${canary(2)}', 'ran')}`,
    `<script>require('fs').writeFileSync('${canary(3)}', 'ran')</script>`,
    `constructor.constructor("require('fs').writeFileSync('${canary(4)}', 'ran')")()`,
  ];
  const deep = 100_000;
  const chain = (count: number, extra: (i: number) => Record<string, unknown> = () => ({})) =>
    JSON.stringify({ fixed_base: false, joints: Array.from({ length: count }, (_, i) => joint(`j${i}`, i === 0 ? null : `j${i - 1}`, extra(i))) });

  const special = setUpSpecialFiles(dir);
  const files: CliCase[] = [
    { name: '/dev/zero', args: ['validate', '/dev/zero'], exit: 2 },
    { name: '/dev/null', args: ['validate', '/dev/null'], exit: 2 },
    { name: 'a FIFO with no writer', args: ['validate', special.fifo], exit: 2 },
    { name: 'a directory', args: ['validate', dir], exit: 2 },
    { name: 'a missing file', args: ['validate', join(dir, 'missing.json')], exit: 2 },
    { name: 'an empty path', args: ['validate', ''], exit: 2 },
    { name: 'a path through a file', args: ['validate', join(plan, 'child.json')], exit: 2 },
    { name: 'a symbolic link loop', args: ['validate', special.loop], exit: 2 },
    { name: 'a sparse 65 MB file', args: ['validate', special.sparse], exit: 2 },
    { name: '/dev/zero as --dofs', args: ['fk', plan, '--dofs', '/dev/zero'], exit: 2 },
    { name: 'a FIFO as --targets', args: ['ik', plan, '--targets', special.fifo], exit: 2 },
    { name: 'a directory as --dofs', args: ['fk', plan, '--dofs', dir], exit: 2 },
  ];
  const plans: CliCase[] = [
    validate('a 0-byte file', '', 1),
    validate('only whitespace', ' \n\t\r\n', 1),
    validate('only a byte order mark', '\ufeff', 1),
    validate('a byte order mark before a valid plan', `\ufeff${valid}`, 0),
    validate('CRLF line breaks', valid.replaceAll('\n', '\r\n'), 0),
    validate('lone CR line breaks', valid.replaceAll('\n', '\r'), 0),
    validate('truncated JSON', valid.slice(0, valid.length / 2), 1),
    validate('text after the value', `${valid} {}`, 1),
    validate('binary garbage (not UTF-8)', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 167 + 13) % 256)), 2),
    validate('control characters and NUL bytes', '\u0000\u0001\u0002{"joints": [\u0000]}', 1),
    validate('UTF-16 with its byte order mark', Buffer.from(`\ufeff${valid}`, 'utf16le'), 2),
    validate('a Latin-1 byte in a name', Buffer.from(valid.replace('"elbow"', '"elb\u00f6w"'), 'latin1'), 2),
    validate('an overlong UTF-8 sequence', Buffer.concat([Buffer.from('{"a": "'), Buffer.from([0xc0, 0xaf]), Buffer.from('"}')]), 2),
    validate('a raw lone surrogate (CESU-8 bytes)', Buffer.concat([Buffer.from('{"joints": [{"name": "'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}]}')]), 2),
    validate('a "\\ud800" escape in a joint name', valid.replace('"elbow"', '"elbow\\ud800"').replace('"parent": "elbow"', '"parent": "elbow\\ud800"'), 1),
    validate('a lone low surrogate escape in a key', valid.replace('"fixed_base"', '"fixed\\udc00base"'), 1),
    validate('comments', `// a plan\n${valid}`, 1),
    validate('trailing commas', valid.replace(']\n}', '],\n}'), 1),
    validate('single quotes', valid.replaceAll('"', "'"), 1),
    validate('NaN as a number', valid.replace('"neutral": 0', '"neutral": NaN'), 1),
    validate('Infinity as a number', valid.replace('"neutral": 0', '"neutral": Infinity'), 1),
    validate('"NaN" as a string where a number belongs', valid.replace('"neutral": 0', '"neutral": "NaN"'), 1),
    validate('1e400 in offset_pos', valid.replace('"offset_pos": [\n        1', '"offset_pos": [\n        1e400'), 1),
    validate('-1e400 in an axis', valid.replace('"axis": [\n            0', '"axis": [\n            -1e400'), 1),
    validate('a number of 100,000 digits', valid.replace('"neutral": 0', `"neutral": ${'9'.repeat(100_000)}`), 1),
    validate('1e308 in offset_pos', valid.replace('"offset_pos": [\n        1', '"offset_pos": [\n        1e308'), 0),
    validate('arrays nested 100,000 deep', '['.repeat(deep) + ']'.repeat(deep), 1),
    validate('arrays nested 100,000 deep, never closed', '['.repeat(deep), 1),
    validate('objects nested 100,000 deep in an x- extension', valid.replace('"fixed_base"', `"x-deep": ${'{"a":'.repeat(deep)}1${'}'.repeat(deep)}, "fixed_base"`), 0),
    validate('a duplicate key', valid.replace('"fixed_base": false', '"fixed_base": false, "fixed_base": true'), 1),
    validate('a "__proto__" key in a joint', valid.replace('"name": "hand"', '"__proto__": {"name": "x"}, "name": "hand"'), 1),
    validate('a top-level array', `[${valid}]`, 1),
    validate('a top-level string', '"joints"', 1),
    validate('a top-level null', 'null', 1),
    validate('"joints" is an object', '{"fixed_base": false, "joints": {"0": {}}}', 1),
    validate('no joints', '{"fixed_base": false, "joints": []}', 1),
    validate('a parent cycle', valid.replace('"parent": null', '"parent": "hand"'), 1),
    validate('a parent that names no joint', valid.replace('"parent": "root"', '"parent": "rooot"'), 1),
    validate('a zero DOF axis', valid.replace('"axis": [\n            0,\n            0,\n            1', '"axis": [0, 0, 0'), 1),
    validate('a zero offset quaternion', valid.replace('"offset_quat": [\n        1', '"offset_quat": [\n        0'), 1),
    validate('a 10,000-joint chain', chain(10_000), 0),
    validate('10,000 joints with a problem each', chain(10_000, () => ({ offset_pos: 'up' })), 1),
    validate('a 10 MB joint name', armPlan([`r${'x'.repeat(10_000_000)}`, 'elbow', 'hand']).replace('"parent": "root"', `"parent": "r${'x'.repeat(10_000_000)}"`), 0),
    validate('5 MB of stray characters', '{'.concat('@#'.repeat(2_500_000)), 1),
    ...payloads.map((payload, i) => validate(`code in joint name ${i + 1}`, armPlan([payload, 'elbow', 'hand']).replace('"parent": "root"', `"parent": ${JSON.stringify(payload)}`), 0)),
    { name: 'code in a joint name, through fk', args: ['fk', file(armPlan([payloads[0]!, 'elbow', 'hand']).replace('"parent": "root"', `"parent": ${JSON.stringify(payloads[0])}`))], exit: 0 },
  ];
  return [...files, ...plans, ...optionCases(plan, file)];
}

function setUpSpecialFiles(dir: string): { fifo: string; loop: string; sparse: string } {
  const fifo = join(dir, 'no-writer.fifo');
  execFileSync('mkfifo', [fifo]);
  const loop = join(dir, 'loop.json');
  symlinkSync(loop, loop);
  const sparse = join(dir, 'sparse.json');
  const fd = openSync(sparse, 'w');
  ftruncateSync(fd, 65 * 1024 * 1024);
  closeSync(fd);
  return { fifo, loop, sparse };
}
