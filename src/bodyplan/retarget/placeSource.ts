import type { BodyPlan } from '../format/schema.ts';
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { compileBodyPlan } from '../kinematics/model.ts';
import { neutralPose } from '../kinematics/pose.ts';
import { detectContacts, holdContacts, type ContactThresholds } from './footContacts.ts';
import type { LimbScale, RetargetMap, RetargetTargets, SourceMotion } from './retargetTypes.ts';
import { robotLinkRoles, roleKey } from './robotLinkRoles.ts';
import { scaleByLimb } from './limbScale.ts';
import { holdFootFlat } from './holdFootFlat.ts';
import { fillShortGaps, MAX_FILLED_GAP, type SourceGap, type SourceGaps } from './markerGaps.ts';
import { markerGroupMean } from './markerGroupMean.ts';
import { fillRejected, listRejected, segmentOutliers } from './segmentOutliers.ts';

export interface PlacementOptions {
  /**
   * 'auto' (default): robot height / source height over the mapped points; 'per-limb': one factor
   * per limb, the robot's limb length over the source's in its rest pose (limbScale.ts); or a factor.
   */
  scale?: 'auto' | 'per-limb' | number;
  /** Which frames decide the floor: the whole clip (default) or only its first second. */
  ground?: 'clip' | 'first-second';
  contact?: ContactThresholds;
  /**
   * How a foot in contact is held: 'flat' (default) holds the robot's own flat foot, ankle and toe
   * together, at their heights on the floor (holdFootFlat.ts); 'points' holds each foot link where
   * its contact began, at the source's height (holdContacts in footContacts.ts: the method before,
   * kept to compare).
   */
  footHold?: 'flat' | 'points';
  /** Seconds over which a hold fades in before a contact and out after it (default 0.1). */
  release?: number;
}

export type PlacementResult = { ok: true; value: RetargetTargets } | { ok: false; message: string };

/**
 * Turns a normalized clip into per-frame targets for the robot's mapped links:
 *  1. each link's target is the mean of its sources (the four pelvis markers give the pelvis), after
 *     the sources' short gaps are filled (markerGaps.ts) and a member missing from a group is put
 *     where the rest of the group carries it (markerGroupMean.ts); the gaps are counted for the report;
 *  2. scale: by default one factor, the robot's height over the source's, both measured between
 *     the same mapped points: the robot's in its neutral pose (forward kinematics), the source's as
 *     its tallest frame in the first second (a standing person is tallest upright); per limb, one
 *     factor a limb from the robot's neutral pose and the source's rest pose (limbScale.ts);
 *  3. ground: the clip is lifted or lowered so that its lowest foot stands as high as that foot link
 *     stands in the robot's neutral pose above the robot's lowest point (a toe link on the sole: 0),
 *     the lowest over the whole clip (default: no foot goes below the floor) or over its first second;
 *  4. contacts of each foot link (ankle and toe links, from robotLinkRoles), low and slow
 *     (footContacts.ts), and the hold: a foot in contact is held flat on the floor where the contact
 *     began, as the robot's own foot (holdFootFlat.ts); no foot target goes below the floor.
 */
export function placeSource(source: SourceMotion, map: RetargetMap, plan: BodyPlan, options: PlacementOptions = {}): PlacementResult {
  const model = compileBodyPlan(plan);
  const sourceIndex = new Map(source.names.map((name, i) => [name, i]));
  const links: string[] = [];
  const feeds: number[][] = [];
  const weights: number[] = [];
  for (const entry of map.entries) {
    const s = sourceIndex.get(entry.source);
    if (s === undefined) return { ok: false, message: `the map's source "${entry.source}" is not a joint or marker of the clip` };
    if (!model.jointNames.includes(entry.link)) return { ok: false, message: `the map's link "${entry.link}" is not a link of the robot` };
    let l = links.indexOf(entry.link);
    if (l < 0) {
      l = links.push(entry.link) - 1;
      feeds.push([]);
      weights.push(0);
    }
    feeds[l]!.push(s);
    weights[l] = Math.max(weights[l]!, entry.weight);
  }
  if (links.length === 0) return { ok: false, message: 'the map has no entry: map at least one source joint or marker to a link' };

  const { frameCount, fps } = source;
  const L = links.length;
  const { positions, sourceGaps } = linkTargets(source, feeds);
  const fk = new ForwardKinematics(model, { trackDofFrames: false });
  fk.compute(neutralPose(model));
  const neutralZ = links.map((name) => fk.keypoints[3 * model.jointNames.indexOf(name) + 2]!);
  const firstSecond = Math.max(1, Math.min(frameCount, Math.round(fps)));
  let scale: number;
  const roles = robotLinkRoles(plan.joints);
  let limbScales: LimbScale[] | undefined;
  if (options.scale === 'per-limb') {
    const neutral = Float64Array.from(links.flatMap((name) => [0, 1, 2].map((a) => fk.keypoints[3 * model.jointNames.indexOf(name) + a]!)));
    const scaled = scaleByLimb(positions, frameCount, links, neutral, source.rest === undefined ? null : meanOfFeeds(source.rest, feeds), roles);
    if (!scaled.ok) return scaled;
    scale = scaled.legScale;
    limbScales = scaled.limbs;
  } else if (options.scale === undefined || options.scale === 'auto') {
    const robotHeight = Math.max(...neutralZ) - Math.min(...neutralZ);
    let sourceHeight = 0;
    for (let f = 0; f < firstSecond; f++) sourceHeight = Math.max(sourceHeight, extentZ(positions, f, L));
    if (!(robotHeight > 0) || !(sourceHeight > 0)) return { ok: false, message: 'the mapped points have no height to compare (map links at different heights, e.g. a foot and the head), or set the scale' };
    scale = robotHeight / sourceHeight;
    for (let i = 0; i < positions.length; i++) positions[i]! *= scale;
  } else {
    if (!(options.scale > 0) || !Number.isFinite(options.scale)) return { ok: false, message: `the scale must be a positive number, got ${options.scale}` };
    scale = options.scale;
    for (let i = 0; i < positions.length; i++) positions[i]! *= scale;
  }

  const footRoles = new Set(['left', 'right'].flatMap((side) => ['ankle', 'toe'].map((role) => roles.get(roleKey(side as 'left', role as 'ankle')))));
  const feet = links.flatMap((name, l) => (footRoles.has(name) ? [l] : []));
  // Each foot link's clearance: how high it stands above the robot's lowest point when neutral.
  const robotLowest = Math.min(...Array.from({ length: model.jointCount }, (_, j) => fk.keypoints[3 * j + 2]!));
  const groundFrames = options.ground === 'first-second' ? firstSecond : frameCount;
  let lift = Infinity;
  for (const l of feet.length > 0 ? feet : links.map((_, l) => l)) {
    const clearance = neutralZ[l]! - robotLowest;
    for (let f = 0; f < groundFrames; f++) {
      const z = positions[3 * (f * L + l) + 2]!;
      if (Number.isFinite(z)) lift = Math.min(lift, z - clearance);
    }
  }
  if (!Number.isFinite(lift)) return { ok: false, message: 'the mapped feet have no position in the frames that decide the floor' };
  for (let i = 2; i < positions.length; i += 3) positions[i]! -= lift;

  // Targets a limb segment's length gives away as mislabelled (segmentOutliers.ts) are hidden from
  // the contacts and the hold, as a gap is; a frame the hold then covers keeps the held target.
  const outliers = segmentOutliers(positions, links, frameCount, roles);
  const raw = Float64Array.from(positions);
  outliers.rejected.forEach((r, i) => {
    if (r === 1) positions.fill(NaN, 3 * i, 3 * i + 3);
  });
  const contacts = new Uint8Array(frameCount * feet.length);
  const releaseFrames = Math.round((options.release ?? 0.1) * fps);
  const own = feet.map((l) => detectContacts(positions, L, l, frameCount, fps, options.contact));
  own.forEach((linkContacts, k) => linkContacts.forEach((c, f) => (contacts[f * feet.length + k] = c)));
  if (options.footHold === 'points') {
    feet.forEach((l, k) => holdContacts(positions, L, l, frameCount, own[k]!, releaseFrames));
  } else {
    const none = new Uint8Array(frameCount);
    for (const side of ['left', 'right'] as const) {
      const ankle = links.indexOf(roles.get(roleKey(side, 'ankle')) ?? '');
      const toe = links.indexOf(roles.get(roleKey(side, 'toe')) ?? '');
      if (ankle < 0 && toe < 0) continue;
      const neutralAt = (l: number, axis: number) => fk.keypoints[3 * model.jointNames.indexOf(links[l]!) + axis]!;
      const foot = {
        ankle, toe,
        ankleHeight: ankle < 0 ? 0 : neutralZ[ankle]! - robotLowest,
        toeHeight: toe < 0 ? 0 : neutralZ[toe]! - robotLowest,
        length: ankle < 0 || toe < 0 ? 0 : Math.hypot(neutralAt(toe, 0) - neutralAt(ankle, 0), neutralAt(toe, 1) - neutralAt(ankle, 1)),
      };
      holdFootFlat(positions, L, frameCount, foot, own[feet.indexOf(ankle)] ?? none, own[feet.indexOf(toe)] ?? none, releaseFrames);
    }
  }
  // No foot target below the floor: a marker's noise (1.5 mm) dips a foot that skims the floor
  // between two contacts under it, and the robot followed (3.9 mm deep on the noisy test clip).
  for (const l of feet) {
    const floor = neutralZ[l]! - robotLowest;
    for (let f = 0; f < frameCount; f++) {
      const i = 3 * (f * L + l) + 2;
      if (positions[i]! < floor) positions[i] = floor;
    }
  }
  outliers.rejected.forEach((r, i) => {
    if (r !== 1) return;
    if (Number.isFinite(positions[3 * i]!)) outliers.rejected[i] = 0;
    else positions.set(raw.subarray(3 * i, 3 * i + 3), 3 * i);
  });
  const rejectedTargets = listRejected(outliers.rejected, links, frameCount, outliers.blame);
  // Without a knee target a leg's swivel is free: the solve follows a fill instead (fillRejected).
  const solvePositions = rejectedTargets.length > 0 ? fillRejected(positions, links, frameCount, outliers.rejected, rejectedTargets) : undefined;
  return {
    ok: true,
    value: { fps, frameCount, links, weights: Float64Array.from(weights), positions, footLinks: feet.map((l) => links[l]!), contacts, scale, ...(limbScales === undefined ? {} : { limbScales }), sourceGaps, rejected: outliers.rejected, rejectedTargets, ...(solvePositions === undefined ? {} : { solvePositions }) },
  };
}

/** Per link, the mean of its sources' points in one pose (names × 3). */
function meanOfFeeds(pose: Float64Array, feeds: readonly number[][]): Float64Array {
  return Float64Array.from(feeds.flatMap((sources) => [0, 1, 2].map((a) => sources.reduce((sum, s) => sum + pose[3 * s + a]!, 0) / sources.length)));
}

/**
 * Per frame and link (frameCount × links × 3) the mean of the link's sources, after their short gaps
 * are filled, with the gaps of the mapped sources counted. The clip itself is not changed.
 */
function linkTargets(source: SourceMotion, feeds: readonly number[][]): { positions: Float64Array; sourceGaps: SourceGaps } {
  const { frameCount } = source;
  const n = source.names.length;
  const filled = Float64Array.from(source.positions);
  const mapped = [...new Set(feeds.flat())].sort((a, b) => a - b);
  const found: SourceGap[] = mapped.map((s) => fillShortGaps(filled, n, s, frameCount, source.names[s]!)).filter((gap) => gap.gaps > 0);
  const L = feeds.length;
  const positions = new Float64Array(frameCount * L * 3);
  feeds.forEach((members, l) => {
    const mean = markerGroupMean(filled, n, members, frameCount);
    for (let f = 0; f < frameCount; f++) positions.set(mean.subarray(3 * f, 3 * f + 3), 3 * (f * L + l));
  });
  const sum = (key: 'gaps' | 'missing_frames' | 'filled_frames') => found.reduce((total, gap) => total + gap[key], 0);
  return { positions, sourceGaps: { gaps: sum('gaps'), missing_frames: sum('missing_frames'), filled_frames: sum('filled_frames'), max_filled_gap: MAX_FILLED_GAP, sources: found } };
}

/** The height between the lowest and highest target of frame f (0 with fewer than two). */
function extentZ(positions: Float64Array, f: number, L: number): number {
  let lo = Infinity;
  let hi = -Infinity;
  for (let l = 0; l < L; l++) {
    const z = positions[3 * (f * L + l) + 2]!;
    if (Number.isFinite(z)) {
      lo = Math.min(lo, z);
      hi = Math.max(hi, z);
    }
  }
  return hi > lo ? hi - lo : 0;
}
