import { useCallback } from 'react';
import type { EditResult } from '../../../bodyplan/edit/documentEdits.ts';
import type { BodyPlan } from '../../../bodyplan/format/schema.ts';
import { useStudioStore } from '../store/useStudio.ts';

export type DocumentEdit = (document: BodyPlan) => EditResult;

/** Dispatches a pure edit as one undo step (or, with a key, merged with the previous edit of that key). */
export function useDocumentEdit(): (edit: DocumentEdit, options?: { key?: string; select?: (document: BodyPlan) => number | null }) => void {
  const store = useStudioStore();
  return useCallback((edit, options) => store.dispatch({ type: 'documentEdited', edit, key: options?.key, select: options?.select }), [store]);
}

/** Index of the joint named `name` in the document, or null. */
export function jointIndexByName(document: BodyPlan, name: string): number | null {
  const index = document.joints.findIndex((j) => j.name === name);
  return index < 0 ? null : index;
}
