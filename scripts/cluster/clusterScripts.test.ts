import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BATCH_EXIT } from '../../src/cli/batch/batchExitCode.ts';

// The README's cluster recipes are these files, word for word: `npm run test:slurm` runs the Slurm
// script on a real cluster, so what people copy from the README is what was tested.
const REPO = join(import.meta.dirname, '..', '..');
const README = readFileSync(join(REPO, 'README.md'), 'utf8');
const SBATCH = readFileSync(join(import.meta.dirname, 'bodyplan-array.sbatch'), 'utf8');
const INDEXED_JOB = readFileSync(join(import.meta.dirname, 'bodyplan-indexed-job.yaml'), 'utf8');
/** `bodyplan batch`'s exit code when the only failures are bad inputs: retrying will not help. */
const BAD_INPUTS_EXIT = BATCH_EXIT.BAD_INPUTS;

const fenced = (language: string, text: string) => `\`\`\`${language}\n${text}\`\`\``;

describe('the cluster job files and the README', () => {
  it('the README shows both files exactly as they are', () => {
    expect(README).toContain(fenced('sh', SBATCH));
    expect(README).toContain(fenced('yaml', INDEXED_JOB));
  });

  it('the Slurm script passes the shard count of its own array, execs bodyplan, and appends to its log across requeues', () => {
    const array = /^#SBATCH --array=0-(\d+)$/m.exec(SBATCH);
    const command = SBATCH.trimEnd().split('\n').at(-1)!;
    expect(array).not.toBeNull();
    expect(command).toMatch(/^exec "\$BODYPLAN" batch /);
    expect(command).toContain(`--shard-count ${Number(array![1]) + 1}`);
    expect(SBATCH).toMatch(/^#SBATCH --open-mode=append$/m);
    expect(SBATCH).toMatch(/^#SBATCH --output=batch-%A_%a\.log$/m);
  });

  it('the Kubernetes Job has a retry budget per index and does not retry a shard whose only failures are bad inputs', () => {
    const job = parse(INDEXED_JOB) as {
      spec: {
        completionMode: string;
        completions: number;
        backoffLimit?: number;
        backoffLimitPerIndex: number;
        podFailurePolicy: { rules: { action: string; onExitCodes?: { containerName: string; operator: string; values: number[] } }[] };
        template: { spec: { restartPolicy: string; containers: { name: string; command: string[] }[] } };
      };
    };
    const { spec } = job;
    const container = spec.template.spec.containers[0]!;
    expect(spec.completionMode).toBe('Indexed');
    expect(spec.backoffLimitPerIndex).toBeGreaterThan(0);
    // One budget shared by all shards is what let a corrupt recording fail the whole Job.
    expect(spec.backoffLimit).toBeUndefined();
    expect(spec.template.spec.restartPolicy).toBe('Never');
    expect(container.command.join(' ')).toContain(`--shard-count ${spec.completions}`);
    expect(spec.podFailurePolicy.rules).toContainEqual({
      action: 'FailIndex',
      onExitCodes: { containerName: container.name, operator: 'In', values: [BAD_INPUTS_EXIT] },
    });
  });
});
