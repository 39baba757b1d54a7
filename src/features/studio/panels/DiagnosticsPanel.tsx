import { BreakableName } from './BreakableName.tsx';
import { useState } from 'react';
import type { Diagnostic } from '../../../bodyplan/format/diagnostics.ts';
import type { ImportReport } from '../../../bodyplan/import/robotModelSource.ts';
import { jointIndexOfPointer } from '../model/outlineTree.ts';
import { plural } from '../../../bodyplan/format/plural.ts';
import { withSuggestionApplied } from '../editor/jsonText.ts';
import { useStudio, useStudioStore } from '../store/useStudio.ts';
import { sessionFileText, useImportSession } from '../open/importChoices/importSession.ts';
import { findingFile, sortedImportFindings } from './importFindingOrder.ts';
import { ImportSourceView, type SourceLocation } from './ImportSourceView.tsx';
import './importFindings.css';

/**
 * Every diagnostic of the open plan, like an editor's problems list: activating one opens the JSON
 * editor at its line and column (and selects the joint it concerns); a "did you mean" comes with a
 * one-click fix.
 */
export function DiagnosticsPanel() {
  const plan = useStudio((s) => s.plan);
  const store = useStudioStore();
  if (!plan) return null;
  const { diagnostics } = plan;
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;

  const reveal = (diagnostic: Diagnostic) => {
    const joint = jointIndexOfPointer(diagnostic.pointer);
    if (joint !== null && plan.outline.joints[joint] !== undefined) store.dispatch({ type: 'jointSelected', joint });
    store.dispatch({ type: 'textRevealRequested', line: diagnostic.line, column: diagnostic.column });
  };
  const fix = (diagnostic: Diagnostic) => {
    const text = withSuggestionApplied(plan.source.text, diagnostic);
    if (text === null) return;
    store.dispatch({ type: 'textEdited', text });
  };

  return (
    <section className="studio-panel" aria-labelledby="studio-diagnostics-title">
      <h2 id="studio-diagnostics-title">Diagnostics</h2>
      <p className={errors > 0 ? 'studio-error' : 'studio-muted'}>
        <BreakableName name={plan.source.name} />: {errors === 0 && warnings === 0 ? 'valid, no problems found.' : `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}.`}
      </p>
      {diagnostics.length > 0 && (
        <ol className="studio-diagnostics">
          {diagnostics.map((diagnostic, i) => (
            <li key={i}>
              <button
                type="button"
                className="studio-link-button"
                title={`Show line ${diagnostic.line}, column ${diagnostic.column} in the JSON editor`}
                onClick={() => reveal(diagnostic)}
              >
                <span className={`studio-badge studio-badge-${diagnostic.severity}`}>{diagnostic.severity}</span>{' '}
                <span className="studio-location">
                  {diagnostic.line}:{diagnostic.column}
                </span>{' '}
                {diagnostic.message} <code>{diagnostic.pointer || '/'}</code>
                <span className="studio-muted"> [{diagnostic.code}]</span>
              </button>
              {diagnostic.suggestion !== undefined && (
                <button type="button" className="studio-fix-button" onClick={() => fix(diagnostic)}>
                  Fix: use “{diagnostic.suggestion}”
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {plan.source.imported && plan.source.imported.findings.length > 0 && <ImportFindings report={plan.source.imported} />}
    </section>
  );
}

/**
 * What the URDF/MJCF import found, errors then warnings then info, each located in its own file (an
 * included file by its own name); activating one shows that file's text at the finding's line.
 */
function ImportFindings({ report }: { report: ImportReport }) {
  const session = useImportSession();
  const [shown, setShown] = useState<SourceLocation | null>(null);
  const findings = sortedImportFindings(report.findings);
  const textOf = (file: string) => (session !== null && session.name === report.name ? sessionFileText(session, file) : undefined);
  return (
    <>
      <h3 className="studio-diagnostics-subtitle">
        From the import of {report.name} ({report.format}): {plural(report.findings.length, 'finding')}
      </h3>
      <ol className="studio-diagnostics" aria-label={`Import findings of ${report.name}`}>
        {findings.map((finding, i) => {
          const file = findingFile(finding, report);
          return (
            <li key={i}>
              <button
                type="button"
                className="studio-link-button"
                title={`Show line ${finding.line}, column ${finding.column} of ${file}`}
                onClick={() => setShown({ file, line: finding.line, column: finding.column })}
              >
                <span className={`studio-badge studio-badge-${finding.severity === 'error' ? 'error' : finding.severity === 'warning' ? 'warning' : 'info'}`}>{finding.severity}</span>{' '}
                <span className="studio-location">
                  {file}:{finding.line}:{finding.column}
                </span>{' '}
                {finding.message}
                <span className="studio-muted"> [{finding.code}]</span>
              </button>
              {finding.details !== undefined && finding.details.length > 0 && (
                <details>
                  <summary>{plural(finding.details.length, 'item')} it stands for</summary>
                  <ul>
                    {finding.details.map((line, k) => (
                      <li key={k}>{line}</li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          );
        })}
      </ol>
      {shown !== null && <ImportSourceView at={shown} text={textOf(shown.file)} onClose={() => setShown(null)} />}
    </>
  );
}
