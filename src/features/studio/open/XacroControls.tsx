import { downloadBlob } from '../panels/downloadBlob.ts';
import { useOpenBodyPlan } from './useOpenBodyPlan.ts';
import { useXacroSession } from './xacroSession.ts';

/** `robot.urdf.xacro` -> `robot.urdf`, `robot.xacro` -> `robot.urdf`. */
const expandedName = (name: string) => name.replace(/\.xacro$/i, '').replace(/^(?!.*\.urdf$)(.*)$/i, '$1.urdf');

/**
 * For a plan opened from a xacro description: a form with its arguments (each `<xacro:arg>`,
 * filled with the value used) that expands it again, and "Save expanded URDF".
 */
export function XacroControls() {
  const session = useXacroSession();
  const { openText } = useOpenBodyPlan();
  if (session === null) return null;
  const declared = session.declared.filter((a, i) => session.declared.findIndex((b) => b.name === a.name) === i);
  const used = session.companions.xacro.args;
  return (
    <details className="studio-xacro">
      <summary title={`xacro: ${session.name}`}>xacro: {session.name}</summary>
      <form
        key={`${session.name}:${[...used].join(';')}`}
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
          openText(session.name, session.text, session.origin, { ...session.companions, xacro: { ...session.companions.xacro, args: values }, again: true });
        }}
      >
        {declared.length === 0 && <p>This description declares no arguments.</p>}
        {declared.map((a) => (
          <label key={a.name}>
            {a.name} <input name={a.name} defaultValue={used.get(a.name) ?? a.default ?? ''} spellCheck={false} />
          </label>
        ))}
        {declared.length > 0 && <button type="submit">Expand again</button>}
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
