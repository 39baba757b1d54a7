import type { DragEvent } from 'react';
import { reparentJoint } from '../../../bodyplan/edit/documentEdits.ts';
import type { StudioStore } from '../store/studioStore.ts';
import { jointIndexByName } from './useDocumentEdit.ts';

const JOINT_TYPE = 'application/x-bodyplan-joint';

/**
 * Drag props for an outline row: drag a joint onto another to make that one its parent (one undo
 * step; a cycle is refused with the reason). The keyboard way is the inspector's Parent field.
 */
export function reparentByDrag(store: StudioStore, joint: number) {
  return {
    draggable: true,
    onDragStart(event: DragEvent) {
      event.dataTransfer.setData(JOINT_TYPE, String(joint));
      event.dataTransfer.effectAllowed = 'move';
    },
    onDragOver(event: DragEvent) {
      if (!event.dataTransfer.types.includes(JOINT_TYPE)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    },
    onDrop(event: DragEvent) {
      const dragged = Number(event.dataTransfer.getData(JOINT_TYPE));
      if (!event.dataTransfer.types.includes(JOINT_TYPE) || !Number.isInteger(dragged) || dragged === joint) return;
      event.preventDefault();
      event.stopPropagation();
      const document = store.getState().plan?.document;
      const name = document?.joints[dragged]?.name;
      if (name === undefined) return;
      store.dispatch({ type: 'documentEdited', edit: (d) => reparentJoint(d, dragged, joint), select: (d) => jointIndexByName(d, name) });
    },
  };
}
