import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, ftruncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './testing/runCli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bodyplan-io-'));
const PLAN = join(dir, 'plan.json');
writeFileSync(PLAN, JSON.stringify({
  fixed_base: false,
  joints: [{ name: 'root', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0 }] }],
}));
const FIFO = join(dir, 'no-writer.fifo');
execFileSync('mkfifo', [FIFO]);
const DIRECTORY = join(dir, 'a-directory');
mkdirSync(DIRECTORY);
/** 65 MB of holes: over the cap without writing 65 MB. */
const SPARSE = join(dir, 'sparse.json');
const fd = openSync(SPARSE, 'w');
ftruncateSync(fd, 65 * 1024 * 1024);
closeSync(fd);

const CASES = [
  { name: 'a FIFO with no writer', path: FIFO, reason: 'it is a FIFO (named pipe), not a regular file' },
  { name: '/dev/zero', path: '/dev/zero', reason: 'it is a character device, not a regular file' },
  { name: 'a directory', path: DIRECTORY, reason: 'it is a directory' },
  { name: 'a sparse 65 MB file', path: SPARSE, reason: 'it is 65 MB, over the 64 MB limit' },
];

describe('the CLI reads only regular files up to 64 MB, and says why not in one line (exit 2)', () => {
  for (const { name, path, reason } of CASES) {
    it(`${name} as the body plan`, async () => {
      const run = await runCli(['validate', path]);
      expect(run).toMatchObject({ code: 2, timedOut: false, stdout: '', stderr: `bodyplan validate: cannot read "${path}": ${reason}\n` });
    }, 120_000);
  }

  it('the same check guards --dofs and --targets', async () => {
    const [fk, ik] = await Promise.all([runCli(['fk', PLAN, '--dofs', FIFO]), runCli(['ik', PLAN, '--targets', '/dev/zero'])]);
    expect(fk).toMatchObject({ code: 2, timedOut: false, stdout: '', stderr: `bodyplan fk: --dofs: cannot read "${FIFO}": ${CASES[0]!.reason}\n` });
    expect(ik).toMatchObject({ code: 2, timedOut: false, stdout: '', stderr: `bodyplan ik: --targets: cannot read "/dev/zero": ${CASES[1]!.reason}\n` });
  }, 120_000);

  it('a regular file still reads, with its byte order mark dropped', async () => {
    const bom = join(dir, 'bom.json');
    writeFileSync(bom, '\ufeff[0.5]');
    const { code, stdout } = await runCli(['fk', PLAN, '--dofs', bom]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ joints: [{ name: 'root', position: [0, 0, 0] }] });
  }, 120_000);
});
