import type { ImportReport } from '../../../bodyplan/import/robotModelSource.ts';

type Finding = ImportReport['findings'][number];

const RANK: Record<Finding['severity'], number> = { error: 0, warning: 1, info: 2 };

/** Findings as the Diagnostics panel lists them: errors, then warnings, then info; in source order within each. */
export function sortedImportFindings(findings: readonly Finding[]): Finding[] {
  // Array.prototype.sort is stable, so the importer's order is kept within a severity.
  return [...findings].sort((a, b) => RANK[a.severity] - RANK[b.severity]);
}

/** The file a finding is in: its own (an included file), else the imported file. */
export function findingFile(finding: Finding, report: Pick<ImportReport, 'name'>): string {
  return finding.file ?? report.name;
}
