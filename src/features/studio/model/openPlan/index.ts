export { openPlan, type OpenPlan, type PlanOrigin, type PlanSource } from './openPlan.ts';

export { documentReducer, editedText, emptyDocument, hasUnexportedChanges, posablePlan, type DocumentAction, type DocumentState } from './documentReducer.ts';
export { canRedo, canUndo, travelTarget, withinBudget } from './history.ts';
export * from './poseEdits.ts';
