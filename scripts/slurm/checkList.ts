import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export type CheckStatus = 'passed' | 'failed' | 'skipped';

export interface CheckResult {
  name: string;
  status: CheckStatus;
  detail: string;
}

/**
 * The Slurm test's named checks, printed as they are made and written as a JSON report that
 * scripts/test-summary.mjs adds to CI's totals (a skipped check is listed, never counted as passed).
 */
export class CheckList {
  readonly results: CheckResult[] = [];

  constructor(private readonly print: (line: string) => void) {}

  check(name: string, ok: boolean, detail: string): boolean {
    this.add({ name, status: ok ? 'passed' : 'failed', detail });
    return ok;
  }

  skip(name: string, reason: string): void {
    this.add({ name, status: 'skipped', detail: reason });
  }

  count(status: CheckStatus): number {
    return this.results.filter((result) => result.status === status).length;
  }

  write(path: string, extra: Record<string, unknown>): void {
    mkdirSync(dirname(path), { recursive: true });
    const report = { suite: 'slurm', passed: this.count('passed'), failed: this.count('failed'), skipped: this.count('skipped'), ...extra, checks: this.results };
    writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
  }

  private add(result: CheckResult): void {
    this.results.push(result);
    const mark = { passed: 'ok  ', failed: 'FAIL', skipped: 'SKIP' }[result.status];
    this.print(`slurm: ${mark} ${result.name}: ${result.detail}`);
  }
}
