// The import budget (issue 40): each "bomb" (a small model file asking for unbounded work) next to
// a normal import of PR2's size, in the same run. Each case runs in its own child process so that
// its peak memory is its own: the figure is the growth of the peak resident set (maxRSS) over the
// resident set before the import. Every bomb must end with its located error in under 2 s and
// 500 MB; the PR2-sized import must import. Prints one line per case, then the budget's limits.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { IMPORT_LIMITS } from '../src/bodyplan/import/importBudget.ts';
import { importRobotModel } from '../src/bodyplan/import/importRobotModel.ts';
import type { ImportResult } from '../src/bodyplan/import/importResult.ts';
import { expandXacro } from '../src/bodyplan/import/xacro/expandXacro.ts';
import { importXacro } from '../src/bodyplan/import/xacro/importXacro.ts';
import { elementFloodBomb, evaluationFloodBomb, includeChainBomb, manyAttributesUrdf, mjcfIncludeBomb, nestedMacroBomb, textDoublingBomb, type ImportBomb } from '../src/bodyplan/testing/importBombs.ts';
import { pr2SizedXacro } from '../src/bodyplan/testing/pr2SizedXacro.ts';

const pr2 = pr2SizedXacro();
const CASES: (ImportBomb & { packages?: Map<string, string> })[] = [
  { name: 'PR2-sized xacro (7 files, normal import)', kind: 'xacro', main: pr2.main, files: pr2.files, packages: pr2.packages },
  nestedMacroBomb(),
  includeChainBomb(),
  mjcfIncludeBomb(),
  manyAttributesUrdf(),
  textDoublingBomb(),
  elementFloodBomb(),
  evaluationFloodBomb(),
];

function importCase(c: (typeof CASES)[number]): ImportResult {
  const text = c.files[c.main]!;
  if (c.kind === 'xacro') return importXacro(c.main, text, { readFile: (path) => c.files[path], packages: c.packages ?? new Map() });
  return importRobotModel(text, { files: new Map(Object.entries(c.files)) });
}

const MB = 1024 * 1024;
const caseArg = process.argv.indexOf('--case');
if (caseArg >= 0) {
  const c = CASES[Number(process.argv[caseArg + 1])]!;
  const before = process.memoryUsage().rss;
  const start = performance.now();
  const result = importCase(c);
  const ms = performance.now() - start;
  const peak = process.resourceUsage().maxRSS * 1024;
  const error = result.diagnostics.find((d) => d.severity === 'error');
  const outcome = result.plan !== null ? `imported, ${result.plan.joints.length} joints` : `refused: ${error?.file ?? c.main}:${error?.line}:${error?.column}: ${error?.message.slice(0, 60)}…`;
  process.stdout.write(JSON.stringify({ ms, growth: (peak - before) / MB, outcome }));
} else {
  const script = fileURLToPath(import.meta.url);
  console.log('import budget: each case in its own process; time of the import, peak RSS growth over the RSS before it');
  for (let i = 0; i < CASES.length; i++) {
    const out = execFileSync(process.execPath, [...process.execArgv, script, '--case', String(i)], { encoding: 'utf8', maxBuffer: 16 * MB });
    const { ms, growth, outcome } = JSON.parse(out) as { ms: number; growth: number; outcome: string };
    const bomb = i > 0;
    const ok = bomb ? ms < 2000 && growth < 500 : outcome.startsWith('imported');
    console.log(`${CASES[i]!.name.padEnd(86)} ${ms.toFixed(0).padStart(6)} ms ${growth.toFixed(1).padStart(7)} MB  ${ok ? 'ok' : 'OVER'}  ${outcome}`);
  }
  const work = expandXacro(pr2.main, pr2.files[pr2.main]!, { readFile: (path) => pr2.files[path], packages: pr2.packages }).work;
  console.log(`limits:               ${Object.entries(IMPORT_LIMITS).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  console.log(`PR2-sized file spent: ${Object.entries(work).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores (other work on the machine slows every case alike)`);
}
