export { openPlan, type OpenPlan, type PlanOrigin, type PlanSource } from './openPlan.ts';
export { carryPose } from './carryPose.ts';
export { documentReducer, editedText, emptyDocument, hasUnexportedChanges, posablePlan, type DocumentAction, type DocumentState } from './documentReducer.ts';
export { canRedo, canUndo, travelTarget, withinBudget, type DocumentSnapshot, type EditHistory } from './history.ts';
export * from './poseEdits.ts';
