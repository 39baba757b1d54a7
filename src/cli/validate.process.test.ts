import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { positionOf } from '../bodyplan/format/__tests__/textPositions.ts';
import { REPO_ROOT, runCli } from './testing/runCli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bodyplan-validate-'));
const FLY = join(REPO_ROOT, 'test-data', 'neuromechfly', 'neuromechfly_ypr_legs.json');

/** The real CLI (its time limit above the tests' own): its exit code and output. */
async function run(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { code, stdout, stderr } = await runCli(args, 60_000);
  return { code, stdout, stderr };
}

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const INVALID = `{
  "fixed_base": true,
  "joints": [
    {"name": "thorax", "parent": null, "offset_pos": [0, 0, 0], "offset_quat": [1, 0, 0, 0], "dofs": []},
    {"name": "coxa", "parent": "thorx", "offset_pos": [0, 0, 0], "offset_quat": [1, 0, 0, 0], "dofs": [], "colour": "red"}
  ]
}
`;

describe('bodyplan validate', () => {
  it('prints compiler-like lines and exits 1 for an invalid plan', async () => {
    const path = file('invalid.json', INVALID);
    const { code, stdout, stderr } = await run('validate', path);
    expect(code).toBe(1);
    const parent = positionOf(INVALID, '"thorx"');
    const colour = positionOf(INVALID, '"colour"');
    expect(stdout).toBe(
      `${path}:${parent.line}:${parent.column}: error[unknown-parent]: parent "thorx" of joint 1 ("coxa") names no joint; did you mean "thorax"?\n` +
      `${path}:${colour.line}:${colour.column}: error[unknown-key]: unknown key "colour" in joint 1 ("coxa"); allowed keys are name, parent, offset_pos, offset_quat, weight_scaler, dofs and keys starting with "x-" for extensions\n`,
    );
    expect(stderr).toMatch(/invalid \(2 errors, 0 warnings\)/);
  }, 120_000);

  it('--json prints {valid, diagnostics} with the documented fields', async () => {
    const path = file('invalid2.json', INVALID);
    const { code, stdout } = await run('validate', path, '--json');
    expect(code).toBe(1);
    const out = JSON.parse(stdout) as { valid: boolean; diagnostics: Record<string, unknown>[] };
    expect(out.valid).toBe(false);
    expect(out.diagnostics[0]).toEqual({
      severity: 'error', code: 'unknown-parent', pointer: '/joints/1/parent', ...positionOf(INVALID, '"thorx"'),
      message: 'parent "thorx" of joint 1 ("coxa") names no joint; did you mean "thorax"?',
    });
    expect(Object.keys(out.diagnostics[1]!)).toEqual(['severity', 'code', 'message', 'pointer', 'line', 'column']);
  }, 120_000);

  it('exits 0 for the fly, and 0 with warnings printed for a plan that only has warnings', async () => {
    const fly = await run('validate', FLY, '--json');
    expect(fly.code).toBe(0);
    expect(JSON.parse(fly.stdout)).toEqual({ valid: true, diagnostics: [] });
    const path = file('warn.json', INVALID.replace('"thorx"', '"thorax"').replace(', "colour": "red"', '').replace('"offset_quat": [1, 0, 0, 0], "dofs": []}\n  ]', '"offset_quat": [2, 0, 0, 0], "dofs": []}\n  ]'));
    const warned = await run('validate', path);
    expect(warned.code).toBe(0);
    expect(warned.stdout).toMatch(/^.*warn\.json:5:\d+: warning\[non-unit-quaternion\]: offset_quat of joint 1 \("coxa"\) has length 2/);
  }, 120_000);

  it('reports syntax errors of a broken file with exit 1', async () => {
    const path = file('broken.json', '{"fixed_base": true,\n "joints": [1,]}');
    const { code, stdout } = await run('validate', path);
    expect(code).toBe(1);
    expect(stdout).toBe(`${path}:2:15: error[json-syntax]: trailing comma: a value is expected after a comma\n`);
  }, 120_000);

  it('--json on a broken file lists the syntax errors with their pointers', async () => {
    const path = file('broken2.json', '{"fixed_base": true // note\n, "joints": [}');
    const { code, stdout } = await run('validate', '--json', path);
    expect(code).toBe(1);
    const out = JSON.parse(stdout) as { valid: boolean; diagnostics: { code: string; line: number; column: number }[] };
    expect(out.valid).toBe(false);
    expect(out.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['json-syntax', 1, 21], ['json-syntax', 2, 14]]);
  }, 120_000);

  it('--help prints the usage of every subcommand and exits 0', async () => {
    const { code, stdout } = await run('--help');
    expect(code).toBe(0);
    expect(stdout).toMatch(/bodyplan validate <file> \[--json\]/);
  }, 120_000);

  it('exits 2 on usage and I/O errors, with a clear message', async () => {
    const missing = await run('validate', join(dir, 'missing.json'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/cannot read ".*missing\.json": no such file/);
    mkdirSync(join(dir, 'folder'), { recursive: true });
    expect((await run('validate', join(dir, 'folder'))).stderr).toMatch(/it is a directory/);
    const noFile = await run('validate');
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toMatch(/no file given; usage: bodyplan validate <file> \[--json\]/);
    const badOption = await run('validate', FLY, '--yaml');
    expect(badOption.code).toBe(2);
    expect(badOption.stderr).toMatch(/unknown option "--yaml"/);
    const unknown = await run('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown command "frobnicate"/);
    const binary = file('binary.json', '');
    writeFileSync(binary, Buffer.from([0x7b, 0xff, 0xfe, 0x7d]));
    const notText = await run('validate', binary);
    expect(notText.code).toBe(2);
    expect(notText.stderr).toMatch(/not UTF-8 text/);
  }, 60_000);
});

describe('bodyplan validate: lone surrogates', () => {
  it('a joint name "\\ud800" is a located not-unicode error, exit 1', async () => {
    const text = INVALID.replace('"coxa"', '"co\\ud800xa"').replace('"thorx"', '"thorax"').replace(', "colour": "red"', '');
    const path = file('surrogate.json', text);
    const { code, stdout } = await run('validate', path);
    expect(code).toBe(1);
    const at = positionOf(text, '"co\\ud800xa"');
    expect(stdout).toBe(`${path}:${at.line}:${at.column}: error[not-unicode]: this string is not Unicode text: it holds a lone surrogate U+D800 (half of a UTF-16 pair without its partner)\n`);
  }, 120_000);

  it('a raw lone surrogate (CESU-8 bytes ED A0 80) is refused as not UTF-8, exit 2', async () => {
    const path = join(dir, 'raw-surrogate.json');
    writeFileSync(path, Buffer.concat([Buffer.from('{"joints": [{"name": "'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}]}')]));
    const { code, stderr } = await run('validate', path);
    expect(code).toBe(2);
    expect(stderr).toBe(`bodyplan validate: cannot read "${path}": it is not UTF-8 text\n`);
  }, 120_000);
});
