import { writeRetargetMap } from '../../../bodyplan/retarget/mapFile.ts';
import { FileInput } from '../controls/FileInput.tsx';
import { NumberField } from '../ik/NumberField.tsx';
import { mapOfRows } from '../model/retargetMotion.ts';
import { downloadBlob } from '../panels/downloadBlob.ts';
import { useStudio } from '../store/useStudio.ts';
import { useRetarget, useRetargetSession } from './useRetargetSession.ts';

const UNMAPPED = '';

/** Source joint or marker → robot link, suggested with its reason (under the source's name, and the weight beside or under the link: the table fits a narrow dock), each row's link and weight editable; Save map / Load map as the CLI's --map file. */
export function RetargetMappingTable() {
  const session = useRetargetSession();
  const rows = useRetarget((s) => s.rows);
  const clip = useRetarget((s) => s.clip);
  const links = useStudio((s) => s.plan?.model?.jointNames ?? []);
  if (clip === null) return null;
  const mapped = rows.filter((r) => r.link !== null).length;
  return (
    <div className="retarget-mapping">
      <h3>Mapping ({mapped} of {rows.length} mapped)</h3>
      <div className="studio-row">
        <button type="button" onClick={() => downloadBlob(new Blob([writeRetargetMap(mapOfRows(rows))], { type: 'application/json' }), 'map.json')}>
          Save map
        </button>
        <label className="studio-search">
          Load map
          <FileInput accept=".json,application/json" onFiles={async ([file]) => session.loadMap(file!.name, await file!.text())} />
        </label>
      </div>
      <div className="retarget-table-scroll">
        <table aria-label="Mapping table">
          <thead>
            <tr>
              <th scope="col">Source</th>
              <th scope="col">Robot link, weight</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.source} data-source={row.source}>
                <th scope="row">
                  <span className="retarget-source">{row.source}</span>
                  <span className="retarget-reason studio-muted">{row.reason}</span>
                </th>
                <td>
                  <div className="retarget-link-cell">
                    <select aria-label={`Robot link for ${row.source}`} value={row.link ?? UNMAPPED} onChange={(e) => session.setRow(row.source, { link: e.target.value === UNMAPPED ? null : e.target.value })}>
                      <option value={UNMAPPED}>(unmapped)</option>
                      {links.map((link) => (
                        <option key={link} value={link}>
                          {link}
                        </option>
                      ))}
                    </select>
                    <NumberField label={`Weight of ${row.source}`} className="studio-number retarget-weight" value={row.weight} digits={3} onCommit={(v) => session.setRow(row.source, { weight: v })} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
