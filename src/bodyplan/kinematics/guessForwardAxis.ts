/**
 * Which way a body plan faces, guessed from its joint names and its neutral pose, for plans that do
 * not say (JSON plans without "x-studio".forwardAxis). Without a guess a Z-up plan faces −Y, which
 * puts a fly or a quadruped built along +X side-on in the "Front" view.
 */

/** A signed plan axis, spelt as the Studio's up and forward axes are ("x", "-y", ...). */
export type SignedAxis = 'x' | '-x' | 'y' | '-y' | 'z' | '-z';

/**
 * What a guess was read from, so that the page can tell the user why (a guess shown without its
 * reason cannot be judged): the joints named for the front and back (the name words that matched,
 * in joint order), the body's long axis, or where the end joints of an upright plan point.
 */
export type ForwardAxisReason = { from: 'names'; front: string[]; back: string[] } | { from: 'long-axis' } | { from: 'end-joints' };

export interface ForwardAxisGuess {
  axis: SignedAxis;
  reason: ForwardAxisReason;
}

const LETTERS = ['x', 'y', 'z'] as const;

/**
 * Name words for the front and the back of an animal or a robot, matched as whole words of a joint
 * name (split at "_", "-", digits and camelCase). "fl"/"fr" and "lf"/"rf" are front-left/right (Go2's
 * FL_hip, NeuroMechFly's lf_coxa), "rl"/"rr" rear legs. "lh"/"rh" are left out on purpose: humanoids
 * use them for hands, flies for hind legs.
 */
const FRONT_WORDS = new Set(['head', 'nose', 'snout', 'eye', 'eyes', 'neck', 'front', 'fore', 'forelimb', 'toe', 'toes', 'fl', 'fr', 'lf', 'rf', 'beak', 'mouth', 'chin', 'jaw', 'face']);
const BACK_WORDS = new Set(['tail', 'hind', 'rear', 'heel', 'abdomen', 'rl', 'rr', 'hindlimb']);

/** How much the front-back signal must stand out: a share of the plan's size, and over the other horizontal axis. */
const MIN_SIGNAL_SHARE = 0.05;
const DOMINANCE = 2;
/** How much longer one extent must be than another for the body's shape to count as a hint. */
const SHAPE_RATIO = 1.3;

function nameWords(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 0);
}

function mean(keypoints: ArrayLike<number>, joints: readonly number[]): [number, number, number] {
  const sum: [number, number, number] = [0, 0, 0];
  for (const j of joints) for (let k = 0; k < 3; k++) sum[k]! += keypoints[3 * j + k]!;
  return sum.map((v) => v / Math.max(joints.length, 1)) as [number, number, number];
}

/** The two axes across the up axis (index 0..2), in x, y, z order. */
function horizontalAxes(up: SignedAxis): [number, number] {
  const upIndex = LETTERS.indexOf(up.slice(-1) as 'x');
  const [a, b] = [0, 1, 2].filter((i) => i !== upIndex);
  return [a!, b!];
}

const signed = (axis: number, sign: number): SignedAxis => `${sign < 0 ? '-' : ''}${LETTERS[axis]!}` as SignedAxis;

/** The words of `name` that mark the front (or the back), in order; a name with a front word is not also read as the back. */
function markWords(name: string): { front: string[]; back: string[] } {
  const words = nameWords(name);
  const front = words.filter((w) => FRONT_WORDS.has(w));
  return { front, back: front.length > 0 ? [] : words.filter((w) => BACK_WORDS.has(w)) };
}

const distinct = (words: string[]): string[] => [...new Set(words)];

/**
 * The front minus the back along each axis, from the joints named for them (the back is the
 * middle of all joints when no joint is named for it, and the other way round), with the words that
 * named them; null when no joint is.
 */
function namedFrontDirection(jointNames: readonly string[], keypoints: ArrayLike<number>): { direction: [number, number, number]; front: string[]; back: string[] } | null {
  const front: number[] = [];
  const back: number[] = [];
  const frontWords: string[] = [];
  const backWords: string[] = [];
  jointNames.forEach((name, j) => {
    const marks = markWords(name);
    if (marks.front.length > 0) {
      front.push(j);
      frontWords.push(...marks.front);
    } else if (marks.back.length > 0) {
      back.push(j);
      backWords.push(...marks.back);
    }
  });
  if (front.length === 0 && back.length === 0) return null;
  const all = jointNames.map((_, j) => j);
  const ahead = mean(keypoints, front.length > 0 ? front : all);
  const behind = mean(keypoints, back.length > 0 ? back : all);
  return { direction: [ahead[0] - behind[0], ahead[1] - behind[1], ahead[2] - behind[2]], front: distinct(frontWords), back: distinct(backWords) };
}

/**
 * The forward axis of a plan whose up axis is `up`, from its joint names (`jointNames`, in joint
 * order) and neutral keypoints (3 per joint, the plan's own axes): first the joints named for the
 * front and back (head, snout, toes, front legs; tail, hind legs, heels); else the body's shape: a
 * body longer than it is tall faces along its long axis, an upright one along its shallow axis
 * (a person is wider than deep), toward where its end joints (feet) point from their parents.
 * The axis comes with what it was read from (ForwardAxisReason). Null when neither tells (a plan
 * as wide as it is deep, a single joint).
 */
export function guessForwardAxis(jointNames: readonly string[], parentIndex: ArrayLike<number>, keypoints: ArrayLike<number>, up: SignedAxis): ForwardAxisGuess | null {
  const count = jointNames.length;
  if (count < 2 || keypoints.length < 3 * count) return null;
  const [a, b] = horizontalAxes(up);
  const upIndex = 3 - a - b;
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let j = 0; j < count; j++) {
    for (let k = 0; k < 3; k++) {
      min[k] = Math.min(min[k]!, keypoints[3 * j + k]!);
      max[k] = Math.max(max[k]!, keypoints[3 * j + k]!);
    }
  }
  const extent = [0, 1, 2].map((k) => max[k]! - min[k]!);
  const size = Math.hypot(...extent);
  if (!(size > 0)) return null;

  const named = namedFrontDirection(jointNames, keypoints);
  if (named) {
    const { direction } = named;
    const [along, across] = Math.abs(direction[a]!) >= Math.abs(direction[b]!) ? [a, b] : [b, a];
    if (Math.abs(direction[along]!) >= MIN_SIGNAL_SHARE * size && Math.abs(direction[along]!) >= DOMINANCE * Math.abs(direction[across]!)) {
      return { axis: signed(along, direction[along]!), reason: { from: 'names', front: named.front, back: named.back } };
    }
  }

  const [long, short] = extent[a]! >= extent[b]! ? [a, b] : [b, a];
  // Lying along the ground (a fly, a quadruped): the long axis; which end is the head the shape does not say.
  if (extent[long]! >= SHAPE_RATIO * extent[upIndex]! && extent[long]! >= SHAPE_RATIO * extent[short]!) return { axis: signed(long, 1), reason: { from: 'long-axis' } };
  // Upright (a humanoid, an arm on a post): the shallow axis, toward where the end joints point. A
  // plan with no width at all (a vertical chain) is as wide as it is deep: it does not tell.
  if (extent[upIndex]! >= SHAPE_RATIO * extent[long]! && extent[long]! > 1e-9 * size && extent[long]! >= SHAPE_RATIO * extent[short]!) {
    const hasChild = new Uint8Array(count);
    for (let j = 0; j < count; j++) if (parentIndex[j]! >= 0) hasChild[parentIndex[j]!] = 1;
    let lean = 0;
    for (let j = 0; j < count; j++) {
      const parent = parentIndex[j]!;
      if (parent >= 0 && !hasChild[j]) lean += keypoints[3 * j + short]! - keypoints[3 * parent + short]!;
    }
    return { axis: signed(short, Math.abs(lean) > 1e-9 * size ? lean : 1), reason: { from: 'end-joints' } };
  }
  return null;
}
