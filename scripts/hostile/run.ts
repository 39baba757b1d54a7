import { cliSection } from './cli.ts';
import { mockSection } from './mock.ts';
import { newsSection } from './news.ts';
import { studioSection } from './studio.ts';
import { passed, type HostileSection, type SectionReport } from './section.ts';

/**
 * `npm run test:hostile`: throws bad inputs at the real programs, section by section, prints what
 * was tried and handled, and exits 1 if anything was not handled. A new section (the mock API, the
 * news client, the Studio) is one more module returning a SectionReport, listed here.
 */
const ALL_SECTIONS: HostileSection[] = [cliSection, mockSection, newsSection, studioSection];
// `npm run test:hostile -- mock` runs the named sections only.
const wanted = process.argv.slice(2);
const SECTIONS = wanted.length === 0 ? ALL_SECTIONS : ALL_SECTIONS.filter((s) => wanted.includes(s.name));

const COLUMNS = ['section', 'tried', 'handled', 'timed out', 'crashes', 'scripts run'] as const;

function row(report: SectionReport): string[] {
  return [report.section, ...[report.tried, report.handled, report.timedOut, report.crashes, report.scriptsRun].map(String)];
}

function table(rows: string[][]): string {
  const widths = COLUMNS.map((title, c) => Math.max(title.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: readonly string[]) => cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  return [line(COLUMNS), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function total(reports: SectionReport[]): SectionReport {
  const sum = (key: 'tried' | 'handled' | 'timedOut' | 'crashes' | 'scriptsRun') => reports.reduce((n, r) => n + r[key], 0);
  return { section: 'total', tried: sum('tried'), handled: sum('handled'), timedOut: sum('timedOut'), crashes: sum('crashes'), scriptsRun: sum('scriptsRun'), problems: [] };
}

const reports: SectionReport[] = [];
for (const section of SECTIONS) {
  process.stderr.write(`hostile: ${section.name}...\n`);
  reports.push(await section.run());
}
console.log(table([...reports, total(reports)].map(row)));
for (const report of reports) {
  for (const [name, value] of Object.entries(report.figures ?? {})) console.log(`${report.section}: ${name}: ${value}`);
  for (const problem of report.problems) console.log(`NOT HANDLED ${report.section}: ${problem}`);
}
const ok = reports.every(passed);
console.log(ok ? 'hostile: every input was handled' : 'hostile: some inputs were not handled (see above)');
process.exitCode = ok ? 0 : 1;
