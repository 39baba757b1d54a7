import type { PreparedPlan } from '../../model/openPlan/preparePlan.ts';

/** The page asks the plan-load worker to load one text. */
export interface PlanLoadRequest {
  id: number;
  text: string;
  jointLimit: number;
}

export type PlanLoadReply = { id: number; type: 'prepared'; prepared: PreparedPlan } | { id: number; type: 'failed'; message: string };
