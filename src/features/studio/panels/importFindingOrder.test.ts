import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { robotModelToPlanText } from '../../../bodyplan/import/robotModelSource.ts';
import { findingFile, sortedImportFindings } from './importFindingOrder.ts';

const models = join(import.meta.dirname, '..', '..', '..', 'bodyplan', 'import', '__tests__', 'models');

describe('import findings order', () => {
  it('lists errors, then warnings, then info, keeping the importer order within each', () => {
    const at = { line: 1, column: 1 };
    const findings = [
      { severity: 'info' as const, code: 'i1', message: '', ...at },
      { severity: 'warning' as const, code: 'w1', message: '', ...at },
      { severity: 'error' as const, code: 'e1', message: '', ...at },
      { severity: 'info' as const, code: 'i2', message: '', ...at },
      { severity: 'warning' as const, code: 'w2', message: '', ...at },
    ];
    expect(sortedImportFindings(findings).map((f) => f.code)).toEqual(['e1', 'w1', 'w2', 'i1', 'i2']);
    expect(findings[0]!.code).toBe('i1');
  });

  it('an MJCF whose importer reports the root choice (info) before a warning lists the warning first, in the included file it is in', () => {
    const files = new Map([['two_robots_part.xml', readFileSync(join(models, 'two_robots_part.xml'), 'utf8')]]);
    const opened = robotModelToPlanText('two_robots.xml', readFileSync(join(models, 'two_robots.xml'), 'utf8'), { files });
    if (!opened.ok) throw new Error(opened.message);
    expect(opened.report.findings.map((f) => f.severity)).toEqual(['info', 'warning']);
    const sorted = sortedImportFindings(opened.report.findings);
    expect(sorted.map((f) => f.severity)).toEqual(['warning', 'info']);
    expect(sorted.map((f) => `${findingFile(f, opened.report)}:${f.line}:${f.column}`)).toEqual(['two_robots_part.xml:2:3', 'two_robots.xml:6:5']);
  });
});
