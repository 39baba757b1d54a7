import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli } from './testing/runCli.ts';

const SCHEMA_FILE = join(REPO_ROOT, 'public', 'bodyplan.schema.json');

describe('bodyplan schema', () => {
  it('prints the shipped JSON Schema (public/bodyplan.schema.json) unchanged and exits 0', async () => {
    const { code, stdout, stderr } = await runCli(['schema']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe(readFileSync(SCHEMA_FILE, 'utf8'));
    const schema = JSON.parse(stdout) as Record<string, unknown>;
    expect(schema).toEqual(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')));
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  }, 120_000);

  it('takes no arguments (exit 2) and is listed by --help', async () => {
    const [extra, help] = await Promise.all([runCli(['schema', 'plan.json']), runCli(['--help'])]);
    expect(extra.code).toBe(2);
    expect(extra.stdout).toBe('');
    expect(extra.stderr).toBe('bodyplan schema: takes no arguments; usage: bodyplan schema\n');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('\n  bodyplan schema\n');
  }, 120_000);
});
