import type { BodyPlan } from '../format/schema.ts';
import { defaultWeight, sourceRole, type BodyRole, type Side } from './boneNames.ts';
import type { RetargetMap } from './retargetTypes.ts';
import { robotLinkRoles, roleKey } from './robotLinkRoles.ts';

/** One suggested row, with the reading that led to it (shown in the table; `link` null: left unmapped). */
export interface SuggestedRow {
  source: string;
  side: Side | null;
  role: BodyRole;
  link: string | null;
  weight: number;
  /** Why the row is unmapped, when it is. */
  why?: string;
}

export interface MappingSuggestion {
  map: RetargetMap;
  rows: SuggestedRow[];
}

/**
 * Suggests source → robot link rows from the names on both sides and the robot tree's shape
 * (robotLinkRoles). Each source joint or marker is read for its side and body point (sourceRole);
 * it maps to the robot's link at that point. Several sources may feed one link (Plug-in Gait's four
 * pelvis markers LASI, RASI, LPSI, RPSI all map to the pelvis; the targets take their mean).
 * Points a humanoid robot has no link at (the spine's middle, neck, clavicle, heel, fingers) stay
 * unmapped rather than pull a link to the wrong place; the user can still map them in the table.
 */
export function suggestMapping(sourceNames: readonly string[], plan: Pick<BodyPlan, 'joints'>): MappingSuggestion {
  const roles = robotLinkRoles(plan.joints);
  const rows = sourceNames.map((source): SuggestedRow => {
    const { side, role } = sourceRole(source);
    const weight = defaultWeight(role);
    if (role === 'none') return { source, side, role, link: null, weight, why: 'no robot link at this body point' };
    // The pelvis and head are one link, whatever side a marker is on (LASI and RASI both feed the pelvis).
    const sided = role === 'pelvis' || role === 'head' ? null : side;
    const link = roles.get(roleKey(sided, role)) ?? null;
    return link === null ? { source, side, role, link, weight, why: `the robot has no ${sided === null ? '' : `${sided} `}${role} link` } : { source, side, role, link, weight };
  });
  const entries = rows.filter((r) => r.link !== null).map((r) => ({ source: r.source, link: r.link!, weight: r.weight }));
  return { map: { version: 1, entries }, rows };
}
