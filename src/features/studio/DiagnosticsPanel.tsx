import { jointIndexOfPointer } from '../../bodyplan/outlineTree.ts';
import { useStudio, useStudioStore } from './useStudio.ts';

/** Every diagnostic of the open plan; activating one selects the joint it concerns. */
export function DiagnosticsPanel() {
  const plan = useStudio((s) => s.plan);
  const store = useStudioStore();
  if (!plan) return null;
  const { diagnostics } = plan;
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  return (
    <section className="studio-panel" aria-labelledby="studio-diagnostics-title">
      <h2 id="studio-diagnostics-title">Diagnostics</h2>
      <p className={errors > 0 ? 'studio-error' : 'studio-muted'}>
        {plan.source.name}: {errors === 0 && warnings === 0 ? 'valid, no problems found.' : `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}.`}
      </p>
      {diagnostics.length > 0 && (
        <ol className="studio-diagnostics">
          {diagnostics.map((diagnostic, i) => {
            const joint = jointIndexOfPointer(diagnostic.pointer);
            const jointName = joint === null ? null : plan.outline.joints[joint]?.name;
            const body = (
              <>
                <span className={`studio-badge studio-badge-${diagnostic.severity}`}>{diagnostic.severity}</span>{' '}
                <span className="studio-location">
                  {diagnostic.line}:{diagnostic.column}
                </span>{' '}
                {diagnostic.message} <code>{diagnostic.pointer || '/'}</code>
                <span className="studio-muted"> [{diagnostic.code}]</span>
              </>
            );
            return (
              <li key={i}>
                {joint !== null && jointName !== undefined ? (
                  <button
                    type="button"
                    className="studio-link-button"
                    title={`Select joint ${jointName}`}
                    onClick={() => store.dispatch({ type: 'jointSelected', joint })}
                  >
                    {body}
                  </button>
                ) : (
                  body
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
