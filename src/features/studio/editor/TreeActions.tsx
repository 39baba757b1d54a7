import { useState } from 'react';
import { addChildJoint, deleteJointKeepChildren, deleteSubtree, duplicateSubtree } from '../../../bodyplan/edit/documentEdits.ts';
import type { BodyPlan, Joint } from '../../../bodyplan/format/schema.ts';
import { MirrorDialog } from './MirrorDialog.tsx';
import { jointIndexByName, useDocumentEdit } from './useDocumentEdit.ts';

/** Structure edits on the selected joint; each is one undo step and the new joint is selected. */
export function TreeActions({ document, index, joint }: { document: BodyPlan; index: number; joint: Joint }) {
  const edit = useDocumentEdit();
  const [mirroring, setMirroring] = useState(false);
  const isRoot = joint.parent === null;
  const parentName = joint.parent;
  return (
    <fieldset className="studio-tree-actions">
      <legend>Structure</legend>
      <div className="studio-row">
        <button
          type="button"
          className="studio-small"
          onClick={() => {
            let name = '';
            edit(
              (d) => {
                const result = addChildJoint(d, index);
                if (result.ok) name = result.name;
                return result;
              },
              { select: (d) => jointIndexByName(d, name) },
            );
          }}
        >
          Add child joint
        </button>
        <button type="button" className="studio-small" disabled={isRoot} onClick={() => edit((d) => duplicateSubtree(d, index), { select: () => index })}>
          Duplicate subtree
        </button>
        <button type="button" className="studio-small" disabled={isRoot} onClick={() => setMirroring(true)}>
          Mirror subtree…
        </button>
        <button
          type="button"
          className="studio-small"
          disabled={isRoot}
          onClick={() => edit((d) => deleteSubtree(d, index), { select: (d) => (parentName === null ? null : jointIndexByName(d, parentName)) })}
        >
          Delete with subtree
        </button>
        <button
          type="button"
          className="studio-small"
          onClick={() => edit((d) => deleteJointKeepChildren(d, index), { select: (d) => (parentName === null ? 0 : jointIndexByName(d, parentName)) })}
        >
          Delete, keep children
        </button>
      </div>
      {mirroring && <MirrorDialog document={document} index={index} onClose={() => setMirroring(false)} />}
    </fieldset>
  );
}
