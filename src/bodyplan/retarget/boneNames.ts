/**
 * What a source joint or marker name means: which side, and which point of the body (its role).
 * Mocap skeletons name the same points in many ways (LAFAN1 "LeftUpLeg", Mixamo
 * "mixamorig:LeftUpLeg", Blender "thigh.L", CMU "LeftHip"…), and marker sets use Plug-in Gait's
 * four-letter names ("LASI", "RTOE"); robots name links by their joint ("left_hip_pitch_link").
 */

export type Side = 'left' | 'right';

/**
 * The body points a retarget maps. `none` is a bone or marker with no counterpart on a humanoid
 * robot (the spine's middle, the neck, the clavicle, fingers, end sites, trunk markers): mapped to
 * nothing, so that it pulls no link to a place the robot has no joint at.
 */
export type BodyRole = 'pelvis' | 'hip' | 'knee' | 'ankle' | 'toe' | 'head' | 'shoulder' | 'elbow' | 'hand' | 'none';

export interface NamedPoint {
  side: Side | null;
  role: BodyRole;
}

/** Splits off the side, whatever the spelling: Left/Right, L/R before a capital, l_/_l, left_, .L … */
export function splitSide(name: string): { side: Side | null; rest: string } {
  // Namespaces such as Mixamo's "mixamorig:" or a path "Armature|" say nothing about the body.
  const bare = name.replace(/^.*[:|]/, '');
  const patterns: [RegExp, Side][] = [
    [/^left[_\s.-]?/i, 'left'], [/^right[_\s.-]?/i, 'right'],
    [/[_\s.-]left$/i, 'left'], [/[_\s.-]right$/i, 'right'],
    [/^l[_\s.-]/i, 'left'], [/^r[_\s.-]/i, 'right'],
    [/[_\s.-]l$/i, 'left'], [/[_\s.-]r$/i, 'right'],
    // "LASI", "LThigh": an L or R followed by a capital (not "Leg" or "Root").
    [/^L(?=[A-Z])/, 'left'], [/^R(?=[A-Z])/, 'right'],
    [/[_\s.-]left[_\s.-]/i, 'left'], [/[_\s.-]right[_\s.-]/i, 'right'],
  ];
  for (const [pattern, side] of patterns) {
    if (pattern.test(bare)) return { side, rest: bare.replace(pattern, '_') };
  }
  return { side: null, rest: bare };
}

/** A name's letters and digits in lower case: "Left_Up-Leg" and "leftupleg" compare equal. */
function squash(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

// Plug-in Gait (Vicon) and the common lab marker names, after their side letter.
const MARKER_ROLES: Record<string, BodyRole> = {
  asi: 'pelvis', psi: 'pelvis', sacr: 'pelvis',
  kne: 'knee', ank: 'ankle', toe: 'toe', heeltoe: 'toe',
  sho: 'shoulder', elb: 'elbow', wra: 'hand', wrb: 'hand', wri: 'hand',
  fhd: 'head', bhd: 'head',
};

/** Names that are end sites or fingers: below the points a robot has. */
const TIP = /(end|top|site|nub|thumb|index|middle|ring|pinky|little|finger)/;

/** The role of a source joint (BVH) or marker name. */
export function sourceRole(name: string): NamedPoint {
  const { side, rest } = splitSide(name);
  const s = squash(rest);
  if (s === '') return { side, role: 'none' };
  const marker = MARKER_ROLES[s];
  if (marker !== undefined && side !== null) return { side, role: marker };
  if (side === null) return { side, role: /^(hips?|pelvis|root)$/.test(s) ? 'pelvis' : /^head$/.test(s) ? 'head' : 'none' };
  if (TIP.test(s)) return { side, role: 'none' };
  if (/^(upleg|upperleg|thigh|hip|femur)$/.test(s)) return { side, role: 'hip' };
  if (/^(leg|lowerleg|knee|shin|calf|tibia)$/.test(s)) return { side, role: 'knee' };
  if (/^(foot|ankle)$/.test(s)) return { side, role: 'ankle' };
  if (/^(toe|toes|toebase|ball)$/.test(s)) return { side, role: 'toe' };
  if (/^(arm|upperarm|humerus)$/.test(s)) return { side, role: 'shoulder' };
  if (/^(forearm|lowerarm|elbow)$/.test(s)) return { side, role: 'elbow' };
  if (/^(hand|wrist)$/.test(s)) return { side, role: 'hand' };
  return { side, role: 'none' };
}

/** Weights of the suggested rows: the feet and hands high (their slips show most), the pelvis 2, the rest 1. */
export function defaultWeight(role: BodyRole): number {
  if (role === 'ankle' || role === 'toe' || role === 'hand') return 5;
  if (role === 'pelvis') return 2;
  return 1;
}
