import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchFolder } from './batchTesting.ts';
import { runningChildren } from './ikProcess.ts';
import { readJobsFile } from './jobsFile.ts';
import { WarmIkProcess } from './warmIkProcess.ts';

// A kept job process can die between two jobs (a signal, the out-of-memory killer) before the lane
// has seen its 'exit' event. The next job must then fail as "run broke" with the signal, or run in a
// fresh process, never fail with the broken channel's "write EPIPE", and the lane must go on.

describe('WarmIkProcess, when its process dies between jobs', () => {
  it('reports the job sent to the dead process as killed by the signal, and runs the next job in a new process', { timeout: 120_000 }, async () => {
    const { dir } = batchFolder(2);
    const jobs = readJobsFile(join(dir, 'jobs.json'));
    // The batch creates each job's temporary result file before it sends the job (output.ts).
    const resultFile = (name: string) => {
      writeFileSync(join(dir, name), '');
      return join(dir, name);
    };
    const lane = new WarmIkProcess();
    try {
      const first = await lane.run(jobs[0]!, resultFile('first.json'));
      expect(first, first.stderr).toMatchObject({ code: 0, signal: null });
      expect(runningChildren.size).toBe(1);
      const [kept] = [...runningChildren];
      kept!.kill('SIGKILL');
      // Without yielding to the event loop (so the lane has not seen 'exit' or the channel's end),
      // wait until the kernel has ended the process: it is a zombie, its end of the channel closed.
      const deadline = Date.now() + 30_000;
      while (!/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${kept!.pid}/stat`, 'utf8'))) {
        if (Date.now() > deadline) throw new Error('the killed job process did not end within 30 s');
      }
      expect(kept!.connected).toBe(true);
      const sentToDead = await lane.run(jobs[1]!, resultFile('dead.json'));
      expect(sentToDead.stderr).not.toMatch(/EPIPE/);
      expect(sentToDead).toMatchObject({ code: null, signal: 'SIGKILL' });
      const next = await lane.run(jobs[1]!, resultFile('next.json'));
      expect(next, next.stderr).toMatchObject({ code: 0, signal: null });
      expect([...runningChildren]).not.toContain(kept);
    } finally {
      await lane.close();
    }
  });
});
