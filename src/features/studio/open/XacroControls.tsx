import { useState } from 'react';
import { environmentText, parseEnvironmentText } from '../../../bodyplan/import/xacro/environmentText.ts';
import { downloadBlob } from '../panels/downloadBlob.ts';
import { useOpenBodyPlan } from './useOpenBodyPlan.ts';
import { useXacroSession } from './xacroSession.ts';

/** The form field of the environment (not a valid xacro argument name, so no argument can take it). */
const ENVIRONMENT_FIELD = 'environment:';

/** `robot.urdf.xacro` -> `robot.urdf`, `robot.xacro` -> `robot.urdf`. */
const expandedName = (name: string) => name.replace(/\.xacro$/i, '').replace(/^(?!.*\.urdf$)(.*)$/i, '$1.urdf');

/**
 * For a plan opened from a xacro description: a form with its arguments (each `<xacro:arg>`,
 * filled with the value used) and the environment its `$(env)`/`$(optenv)` read (the page has no
 * shell environment: what is written here, one NAME=VALUE a line, is all it sees), that expands it
 * again, and "Save expanded URDF".
 */
export function XacroControls() {
  const session = useXacroSession();
  const { openText } = useOpenBodyPlan();
  const [problem, setProblem] = useState<string | null>(null);
  if (session === null) return null;
  const declared = session.declared.filter((a, i) => session.declared.findIndex((b) => b.name === a.name) === i);
  const used = session.companions.xacro.args;
  return (
    <details className="studio-xacro">
      <summary title={`xacro: ${session.name}`}>xacro: {session.name}</summary>
      <form
        key={`${session.name}:${[...used].join(";")}:${environmentText(session.companions.xacro.env)}`}
        aria-label={`Arguments of ${session.name}`}
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          // A default left as it is stays the default: given as a value, its $(find …) would not be evaluated.
          const values = new Map<string, string>();
          for (const a of declared) {
            const value = String(data.get(a.name) ?? '');
            if (value !== a.default) values.set(a.name, value);
          }
          const environment = parseEnvironmentText(String(data.get(ENVIRONMENT_FIELD) ?? ''));
          setProblem(environment.ok ? null : environment.message);
          if (!environment.ok) return;
          openText(session.name, session.text, session.origin, { ...session.companions, xacro: { ...session.companions.xacro, args: values, env: environment.env }, again: true });
        }}
      >
        {declared.length === 0 && <p>This description declares no arguments.</p>}
        {declared.map((a) => (
          <label key={a.name}>
            {a.name} <input name={a.name} defaultValue={used.get(a.name) ?? a.default ?? ''} spellCheck={false} />
          </label>
        ))}
        <label>
          Environment (NAME=VALUE, one a line, for $(env) and $(optenv))
          <textarea name={ENVIRONMENT_FIELD} rows={2} defaultValue={environmentText(session.companions.xacro.env)} spellCheck={false} />
        </label>
        {problem !== null && (
          <p className="studio-error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit">Expand again</button>
      </form>
      <button
        type="button"
        disabled={session.expanded === null}
        onClick={() => session.expanded !== null && downloadBlob(new Blob([session.expanded], { type: 'application/xml' }), expandedName(session.name))}
      >
        Save expanded URDF
      </button>
    </details>
  );
}
