import { splitSide, type BodyRole, type Side } from './boneNames.ts';

/** A robot's link per body point: "left ankle" → "left_ankle_roll_link". Keys: `${side}:${role}` or `:${role}`. */
export type LinkRoles = Map<string, string>;

export const roleKey = (side: Side | null, role: BodyRole): string => `${side ?? ''}:${role}`;

interface Link {
  name: string;
  depth: number;
  index: number;
  children: number;
  parent: number;
}

/**
 * Finds the robot's links for each body point from their names and the tree's shape (robots name
 * links after their joints: Unitree G1 "left_hip_pitch_link" … "left_ankle_roll_link", H1
 * "left_hip_yaw_link" … "left_ankle_link"). A limb has several links near one anatomical joint
 * (hip pitch, roll, yaw); the hip and shoulder are the limb's first (shallowest) link, the knee and
 * elbow the first of theirs, the ankle the last (deepest) ankle or foot link (the one carrying the
 * sole) and the hand the last wrist link. Where no name says ankle or hand, the leaf of that limb's
 * chain below the knee or elbow is taken: the foot is the leg's leaf, the hand the arm's.
 */
export function robotLinkRoles(links: readonly { name: string; parent: string | null }[]): LinkRoles {
  const indexOf = new Map(links.map((l, i) => [l.name, i]));
  const parents = links.map((l) => (l.parent === null ? -1 : indexOf.get(l.parent) ?? -1));
  const depthOf = (i: number): number => {
    let depth = 0;
    for (let p = parents[i]!; p >= 0 && depth <= links.length; p = parents[p]!) depth++;
    return depth;
  };
  const children = new Array<number>(links.length).fill(0);
  parents.forEach((p) => {
    if (p >= 0) children[p]!++;
  });
  const all: Link[] = links.map((l, i) => ({ name: l.name, depth: depthOf(i), index: i, children: children[i]!, parent: parents[i]! }));
  const roles: LinkRoles = new Map();
  const root = all.find((l) => l.parent < 0);
  if (root !== undefined) roles.set(roleKey(null, 'pelvis'), root.name);
  const head = shallowest(all.filter((l) => /head/i.test(l.name)));
  if (head !== undefined) roles.set(roleKey(null, 'head'), head.name);

  for (const side of ['left', 'right'] as const) {
    const own = all.filter((l) => splitSide(l.name).side === side);
    const named = (pattern: RegExp): Link[] => own.filter((l) => pattern.test(splitSide(l.name).rest.toLowerCase()));
    const hip = shallowest(named(/hip|thigh|upper_?leg/));
    const knee = shallowest(named(/knee|shin|calf|lower_?leg/));
    const ankle = deepest(named(/ankle|foot/)) ?? leafBelow(all, knee);
    const toe = shallowest(named(/toe/));
    const shoulder = shallowest(named(/shoulder|upper_?arm/));
    const elbow = shallowest(named(/elbow|fore_?arm|lower_?arm/));
    const hand = deepest(named(/wrist/)) ?? shallowest(named(/hand|palm/)) ?? leafBelow(all, elbow);
    const found: [BodyRole, Link | undefined][] = [['hip', hip], ['knee', knee], ['ankle', ankle], ['toe', toe], ['shoulder', shoulder], ['elbow', elbow], ['hand', hand]];
    for (const [role, link] of found) if (link !== undefined) roles.set(roleKey(side, role), link.name);
  }
  return roles;
}

function shallowest(links: Link[]): Link | undefined {
  return links.reduce<Link | undefined>((best, l) => (best === undefined || l.depth < best.depth ? l : best), undefined);
}

function deepest(links: Link[]): Link | undefined {
  return links.reduce<Link | undefined>((best, l) => (best === undefined || l.depth > best.depth ? l : best), undefined);
}

/** The end of the single chain below `from` (following first children), if it is not `from` itself. */
function leafBelow(all: Link[], from: Link | undefined): Link | undefined {
  if (from === undefined) return undefined;
  let at = from;
  for (;;) {
    const child = all.find((l) => l.parent === at.index);
    if (child === undefined) break;
    at = child;
  }
  return at === from ? undefined : at;
}
