import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FLY_BODY_PLAN_PATH } from '../bodyplan/testing/flyFixtures.ts';
import { runCli, startCli } from './testing/runCli.ts';

/** Runs the command with its standard output on `stdoutPath` (e.g. /dev/full). */
function runWithStdout(stdoutPath: string, args: string[], env: Record<string, string> = {}) {
  return runCli(args, { stdoutPath, env: { ...process.env, ...env } });
}

// /dev/full fails every write with ENOSPC: an error no subcommand expects (not a UsageError). It used
// to escape main() and crash with exit 1 and a stack trace, which reads as "the body plan is invalid".
describe.skipIf(!existsSync('/dev/full'))('bodyplan: an unexpected error', () => {
  it.each([
    ['validate', ['validate', FLY_BODY_PLAN_PATH, '--json']],
    ['fk', ['fk', FLY_BODY_PLAN_PATH]],
  ])('in %s prints one readable line without a stack and exits 2', async (name, args) => {
    const { code, stderr } = await runWithStdout('/dev/full', args);
    expect(code).toBe(2);
    expect(stderr).toBe(`bodyplan ${name}: cannot write to standard output: no space left on device (ENOSPC)\n`);
  }, 120_000);

  it('BODYPLAN_DEBUG=1 adds the stack after that line', async () => {
    const { code, stderr } = await runWithStdout('/dev/full', ['fk', FLY_BODY_PLAN_PATH], { BODYPLAN_DEBUG: '1' });
    expect(code).toBe(2);
    const lines = stderr.split('\n');
    expect(lines[0]).toBe('bodyplan fk: cannot write to standard output: no space left on device (ENOSPC)');
    expect(lines[1]).toMatch(/^Error: ENOSPC: no space left on device, write/);
    expect(lines[2]).toMatch(/^\s+at /);
  }, 120_000);
});

describe('bodyplan with its output piped to a reader that stops reading (`| head`)', () => {
  it('exits 2 without a message: the reader had what it wanted', async () => {
    const { child, done } = startCli(['schema']);
    child.stdout!.destroy();
    const { code, stderr } = await done;
    expect({ code, stderr }).toEqual({ code: 2, stderr: '' });
  }, 120_000);
});

describe('bodyplan --help', () => {
  it('documents the file rules, the --root-quat scaling, the target bound and the exit codes', async () => {
    const { code, stdout } = await runCli(['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('only regular files up to 64 MB are read');
    expect(stdout).toContain('--root-quat: scaled by its largest component, then normalized');
    expect(stdout).toContain('coordinates must be within ±1e150');
    expect(stdout).toContain('Outputs (-o, --expanded-out, stdout to a file) are whole or absent: a failed or short write is exit 2.');
    expect(stdout).toContain('Exit codes: 0 done/valid, 1 invalid body plan, 2 usage or I/O error.');
  }, 120_000);

  it('no command and an unknown command are one-line errors, exit 2', async () => {
    const [none, unknown] = await Promise.all([runCli([]), runCli(['validat', 'plan.json'])]);
    expect(none).toMatchObject({ code: 2, stdout: '', stderr: 'bodyplan: no command given; commands: validate, schema, fk, ik, batch, import, export-mjcf, retarget; bodyplan --help shows their usage\n' });
    expect(unknown).toMatchObject({ code: 2, stdout: '', stderr: 'bodyplan: unknown command "validat"; commands: validate, schema, fk, ik, batch, import, export-mjcf, retarget; bodyplan --help shows their usage\n' });
  }, 120_000);
});
