import { useOpenBodyPlan } from '../useOpenBodyPlan.ts';
import { importerRoot, sitesLeftOutNote, type ImportChoices } from './importChoices.ts';
import { useImportSession } from './importSession.ts';
import { useRunningImport } from '../importWorker/importProgress.ts';

/**
 * For a plan imported from a URDF, MJCF or xacro model: the import's choices (floating base and
 * merged fixed links for a URDF; the root body among the world's top-level bodies and sites on or
 * off for an MJCF). A change imports the kept text again, without reading files, keeping the camera.
 */
export function ImportChoicesControls() {
  const session = useImportSession();
  const { openText } = useOpenBodyPlan();
  const running = useRunningImport();
  if (session === null) return null;
  const { rootCandidates } = session;
  // While the model imports again in its worker, the form shows the choices it runs with.
  const choices = running?.name === session.name ? running.choices : session.choices;
  const choose = (change: Partial<ImportChoices>) => {
    const companions = session.companions ?? { includes: new Map(), meshes: { objects: new Map(), outcomes: new Map() }, note: '' };
    openText(session.name, session.text, session.origin, { ...companions, note: '', choices: { ...choices, ...change }, keepView: true, again: true });
  };
  const automatic = importerRoot(rootCandidates);
  const sitesNote = sitesLeftOutNote(choices, session.siteCount);
  return (
    <details className="studio-xacro studio-import-choices" open={sitesNote !== '' || rootCandidates.length > 1 ? true : undefined}>
      <summary title={`Import choices: ${session.name}`}>Import choices: {session.name}</summary>
      <fieldset aria-label={`Import choices of ${session.name}`}>
        {session.format === 'URDF' && (
          <>
            <label>
              <input type="checkbox" checked={choices.floatingBase} onChange={(e) => choose({ floatingBase: e.currentTarget.checked })} /> Floating base
            </label>
            <label title="Merge links attached by fixed joints into what follows them (the compact form) instead of keeping each as a joint without DOFs">
              <input type="checkbox" checked={choices.mergeFixed} onChange={(e) => choose({ mergeFixed: e.currentTarget.checked })} /> Merge fixed links
            </label>
          </>
        )}
        {session.format === 'MJCF' && rootCandidates.length > 1 && (
          <label>
            Root body{' '}
            <select
              value={choices.root ?? automatic?.name ?? ''}
              onChange={(e) => {
                const name = e.currentTarget.value;
                choose({ root: name === automatic?.name ? undefined : name });
              }}
            >
              {rootCandidates.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.name} ({c.joints} joint{c.joints === 1 ? '' : 's'}
                  {c.free ? ', free' : ''}){c === automatic ? ', most joints' : ''}
                </option>
              ))}
            </select>
          </label>
        )}
        {session.format === 'MJCF' && session.siteCount > 0 && (
          <label>
            <input type="checkbox" checked={choices.sites} onChange={(e) => choose({ sites: e.currentTarget.checked })} /> Sites ({session.siteCount.toLocaleString('en')} in the model)
          </label>
        )}
        {sitesNote !== '' && <p className="studio-muted">{sitesNote}</p>}
      </fieldset>
    </details>
  );
}
