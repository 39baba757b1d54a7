import { useEffect, useRef, useState } from 'react';
import { DEFAULT_MIRROR_RULES, mirrorName, mirrorSubtree, subtreeIndices, type MirrorPlane, type PrefixRule } from '../../../bodyplan/edit/documentEdits.ts';
import type { BodyPlan } from '../../../bodyplan/format/schema.ts';
import { jointIndexByName, useDocumentEdit } from './useDocumentEdit.ts';

const PLANES: MirrorPlane[] = ['XZ', 'XY', 'YZ'];

/** Mirror a limb: the subtree, a plane (XZ by default) and editable prefix rules, with a preview of the new names. */
export function MirrorDialog({ document, index, onClose }: { document: BodyPlan; index: number; onClose: () => void }) {
  const edit = useDocumentEdit();
  const dialog = useRef<HTMLDialogElement>(null);
  const [plane, setPlane] = useState<MirrorPlane>('XZ');
  const [rules, setRules] = useState<PrefixRule[]>(() => DEFAULT_MIRROR_RULES.map((r) => ({ ...r })));
  const root = document.joints[index]!;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const names = subtreeIndices(document, index).map((i) => document.joints[i]!.name);
  const preview = names.map((name) => [name, mirrorName(name, rules)] as const);
  const apply = () => {
    const target = mirrorName(root.name, rules);
    edit((d) => mirrorSubtree(d, index, { plane, rules }), { select: (d) => (target === null ? index : jointIndexByName(d, target)) });
    onClose();
  };
  const setRule = (i: number, patch: Partial<PrefixRule>) => setRules(rules.map((rule, k) => (k === i ? { ...rule, ...patch } : rule)));

  return (
    <dialog ref={dialog} className="studio-dialog" aria-labelledby="studio-mirror-title" onClose={onClose}>
      <h2 id="studio-mirror-title">Mirror the subtree of {root.name}</h2>
      <label className="studio-field">
        <span>Mirror plane</span>
        <select aria-label="Mirror plane" value={plane} onChange={(e) => setPlane(e.target.value as MirrorPlane)}>
          {PLANES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>Name prefix rules (each works both ways; the longest matching prefix wins)</legend>
        {rules.map((rule, i) => (
          <div className="studio-row" key={i}>
            <label>
              Rule {i + 1} from <input value={rule.from} onChange={(e) => setRule(i, { from: e.target.value })} size={8} />
            </label>
            <label>
              to <input value={rule.to} onChange={(e) => setRule(i, { to: e.target.value })} size={8} />
            </label>
            <button type="button" className="studio-small" aria-label={`Remove rule ${i + 1}`} onClick={() => setRules(rules.filter((_, k) => k !== i))}>
              Remove
            </button>
          </div>
        ))}
        <button type="button" className="studio-small" onClick={() => setRules([...rules, { from: '', to: '' }])}>
          Add rule
        </button>
      </fieldset>
      <p>New names:</p>
      <ul className="studio-mirror-preview">
        {preview.map(([from, to]) => (
          <li key={from}>
            {from} → {to ?? <span className="studio-error">no rule matches</span>}
          </li>
        ))}
      </ul>
      <div className="studio-row">
        <button type="button" className="studio-primary" onClick={apply}>
          Mirror
        </button>
        <button type="button" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
