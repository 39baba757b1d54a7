import { useState } from 'react';
import { filterDofControls, type DofControl } from '../model/dofControls.ts';

interface DofChooserProps {
  controls: readonly DofControl[];
  followSelection: boolean;
  chosen: readonly number[];
  onFollowSelection: (follow: boolean) => void;
  onChosen: (dofs: number[]) => void;
}

/** Past this many matches the list asks for a narrower filter (a 50,000-joint plan has more DOFs than a list should show). */
const MAX_LISTED = 80;

/** Which DOFs the angle plot shows: the selected joint's, or those ticked here (a filter finds them in a big plan). */
export function DofChooser({ controls, followSelection, chosen, onFollowSelection, onChosen }: DofChooserProps) {
  const [query, setQuery] = useState('');
  const matches = filterDofControls(controls, query);
  const listed = matches.slice(0, MAX_LISTED);
  const toggle = (dof: number, on: boolean) => {
    // Ticking a DOF starts a chosen set from what is plotted now.
    const next = on ? [...chosen.filter((d) => d !== dof), dof] : chosen.filter((d) => d !== dof);
    onChosen(next.sort((a, b) => a - b));
  };
  return (
    <fieldset className="series-chooser">
      <legend>DOFs to plot ({chosen.length})</legend>
      <label className="series-follow">
        <input type="checkbox" checked={followSelection} onChange={(e) => onFollowSelection(e.target.checked)} /> The selected joint&apos;s DOFs
      </label>
      <label className="studio-search">
        Find DOFs to plot
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </label>
      <ul className="series-dof-list" aria-label="DOFs to plot">
        {listed.map((control) => (
          <li key={control.index}>
            <label>
              <input type="checkbox" checked={chosen.includes(control.index)} onChange={(e) => toggle(control.index, e.target.checked)} /> {control.label}
            </label>
          </li>
        ))}
      </ul>
      {matches.length > listed.length && (
        <p className="studio-muted">
          {listed.length} of {matches.length} DOFs listed: type to narrow.
        </p>
      )}
    </fieldset>
  );
}
