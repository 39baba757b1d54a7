import type { BodyPlan, Dof, Vec3 } from '../format/schema.ts';
import { compose, IDENTITY, isIdentity, isZero, normalize3, translation, type Transform } from './frames.ts';
import { describePosition, ImportError, positionOnly, type ImportDiagnostic, type RootCandidate } from './importResult.ts';
import { geomMetadata, readMeshAssets } from './mjcfGeoms.ts';
import { mjcfSiteTransform, mjcfTransform } from './mjcfOrientation.ts';
import { mjcfNamedPoses } from './mjcfKeyframes.ts';
import { MjcfDefaults, readCompiler } from './mjcfSettings.ts';
import { PlanBuilder } from './planBuilder.ts';
import { numbers, positionOf, text, type AttributeLookup } from './sourceValues.ts';
import { attribute, type SourcePosition, type XmlElement } from './xml.ts';

export interface MjcfOptions {
  /** The top-level body to build the plan from; by default the one with the most joints. */
  root?: string;
  /** Leave sites out. */
  noSites?: boolean;
}

/** Elements that carry simulation or rendering only: nothing kinematic is lost by skipping them. */
const IGNORED_IN_BODY = new Set(['inertial', 'camera', 'light', 'plugin']);
/** Elements that would change the tree but are not read: each gets a warning. */
const UNSUPPORTED_IN_BODY = new Set(['replicate', 'attach', 'composite', 'flexcomp']);

/**
 * MJCF (MuJoCo XML) to a body plan. Each body becomes a joint named after it, whose keypoint is the
 * body's origin (MuJoCo's `xpos`) and whose frame after its DOFs is the body frame; each site a
 * DOF-less keypoint joint. Where the body's joints move its origin (a slide, or a hinge whose `pos`
 * is off the body origin), the DOFs go on inserted joints named `<body>/<joint>` placed at each
 * hinge's anchor, so the motion is exactly MuJoCo's; the body's own joint then follows them.
 *
 * A world may hold more than the robot (a floor, markers, free objects, a second robot): the plan is
 * built from one top-level body, `options.root` or else the one with the most joints (listed in
 * `rootCandidates`). A free joint on it makes the plan free-floating (the root pose is MuJoCo's
 * free-joint position and quaternion), and nothing else in the world can be kept. A fixed one keeps
 * every other fixed top-level body and world site, under a fixed root joint "world"; other free
 * bodies cannot be kept. What is left out is one warning naming it all.
 *
 * Visual geometry is kept in `x-geoms` on the body's joint, in that joint's frame; a geom that
 * cannot be read is skipped with a warning (the kinematics never depends on it).
 */
export function importMjcf(root: XmlElement, diagnostics: ImportDiagnostic[], rootCandidates: RootCandidate[] = [], options: MjcfOptions = {}): BodyPlan {
  const compiler = readCompiler(root);
  const defaults = new MjcfDefaults(root);
  const classOf = new Map<XmlElement, string>();
  const get = defaults.lookup((element) => attribute(element, 'class') ?? classOf.get(element) ?? 'main');
  const builder = new PlanBuilder(diagnostics);
  const warn = (code: string, message: string, at: SourcePosition) => diagnostics.push({ severity: 'warning', code, message, ...positionOnly(at) });
  const meshFiles = readMeshAssets(root, get, compiler, warn);
  let sitesLeftOut = 0;
  // For keyframes: each kept MuJoCo joint's plan DOFs and qpos shift, each DOF's plan joint, the free root.
  const keptJoints = new Map<XmlElement, { dofs: Dof[]; shift: number }>();
  const dofOwner = new Map<Dof, string>();
  let freeRoot: { joint: XmlElement; placement: Transform } | null = null;

  const worldbodies = root.children.filter((c) => c.name === 'worldbody');
  if (worldbodies.length === 0) throw new ImportError('no-worldbody', 'the model has no <worldbody>', root);
  const pending: XmlElement[] = [root];
  while (pending.length > 0) {
    for (const element of pending.pop()!.children) {
      if (element.name === 'include') throw new ImportError('include-missing', `<include file="${attribute(element, 'file') ?? ''}"> was not resolved; open the included file with the model`, element);
      pending.push(element);
    }
  }

  // Joint couplings MuJoCo enforces as constraints: the plan's DOFs move independently.
  for (const section of root.children.filter((c) => c.name === 'equality')) {
    for (const constraint of section.children.filter((c) => c.name === 'joint')) {
      warn('equality-not-kept', `<equality><joint joint1="${attribute(constraint, 'joint1') ?? ''}" joint2="${attribute(constraint, 'joint2') ?? ''}"> couples two joints; the plan moves them independently`, constraint);
    }
  }

  // Assign classes (own `class`, else the nearest `childclass`) before anything reads attributes.
  // Iterative: a body tree thousands deep must not overflow the stack.
  const assignClasses = (top: XmlElement) => {
    const stack: { element: XmlElement; active: string }[] = [{ element: top, active: 'main' }];
    while (stack.length > 0) {
      const { element, active } = stack.pop()!;
      for (const child of element.children) {
        const own = attribute(child, 'class');
        if (own !== undefined && !defaults.has(own)) throw new ImportError('unknown-class', `<${child.name}> names the unknown default class "${own}"`, child);
        classOf.set(child, own ?? active);
        const childclass = attribute(child, 'childclass');
        if (childclass !== undefined && !defaults.has(childclass)) throw new ImportError('unknown-class', `<${child.name}> names the unknown childclass "${childclass}"`, child);
        stack.push({ element: child, active: childclass ?? active });
      }
    }
  };
  for (const world of worldbodies) assignClasses(world);

  // Top-level content, through <frame>s: bodies, sites and geoms of the world.
  interface Placed { element: XmlElement; frame: Transform }
  const collect = (element: XmlElement, frame: Transform, out: Placed[]) => {
    // Frames nest; walk them iteratively in source order.
    const stack: { element: XmlElement; frame: Transform; next: number }[] = [{ element, frame, next: 0 }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const child = top.element.children[top.next++];
      if (child === undefined) stack.pop();
      else if (child.name === 'frame') stack.push({ element: child, frame: compose(top.frame, mjcfTransform(child, get, compiler)), next: 0 });
      else out.push({ element: child, frame: top.frame });
    }
    return out;
  };
  const top = worldbodies.flatMap((world) => collect(world, IDENTITY, []));
  const topBodies = top.filter((p) => p.element.name === 'body');
  const topSites = top.filter((p) => p.element.name === 'site');
  if (topBodies.length === 0 && topSites.length === 0) throw new ImportError('empty-model', 'the <worldbody> holds no body and no site', worldbodies[0]!);

  const candidates = topBodies.map(({ element }): RootCandidate => ({
    name: attribute(element, 'name') ?? unnamedBodyName(element), joints: jointsIn(element), free: freeJointOf(element, get) !== undefined, ...positionOnly(element),
  }));
  if (topBodies.length > 1) rootCandidates.push(...candidates);
  const chosen = chooseRoot();
  const chosenIsFree = chosen !== null && candidates[chosen]!.free;
  // What the plan keeps of the world: the chosen body alone when it floats; else every fixed
  // top-level body and every world site (they are all fixed in the world frame).
  const bodyIndex = new Map(topBodies.map((p, b) => [p, b]));
  const kept = top.filter((p) => {
    const b = bodyIndex.get(p);
    if (b !== undefined) return b === chosen || (!chosenIsFree && !candidates[b]!.free);
    return p.element.name === 'site' && !chosenIsFree;
  });
  const keptSet = new Set(kept);
  const left = top.filter((p) => (p.element.name === 'body' || p.element.name === 'site') && !keptSet.has(p));
  if (left.length > 0) {
    const named = left.map((p) => {
      const b = bodyIndex.get(p);
      const what = b !== undefined ? `${candidates[b]!.free ? 'free ' : ''}body "${candidates[b]!.name}"` : `site "${attribute(p.element, 'name') ?? 'unnamed'}"`;
      return `${what} at ${describePosition(p.element)}`;
    });
    const why = chosenIsFree ? `the plan floats with "${candidates[chosen]!.name}", so nothing else in the world can be kept` : 'a plan has one free-floating root at most';
    warn('world-not-kept', `not kept (${why}): ${named.join(', ')}; pick another top-level body as the root to import it`, left[0]!.element);
  }
  const keptBodies = kept.filter((p) => p.element.name === 'body');
  const keptSites = options.noSites === true ? [] : kept.filter((p) => p.element.name === 'site');
  if (options.noSites === true) sitesLeftOut += kept.length - keptBodies.length;
  if (keptBodies.length === 0 && keptSites.length === 0) throw new ImportError('empty-model', 'nothing to import: the <worldbody> holds only sites, and sites are left out', worldbodies[0]!);

  if (keptBodies.length === 1 && keptSites.length === 0) {
    const only = keptBodies[0]!;
    addBody(only.element, null, chosenIsFree ? IDENTITY : only.frame, chosenIsFree);
  } else {
    const worldName = builder.add('world', null, IDENTITY, [], worldbodies[0]!, geomsExtra(top.filter((p) => p.element.name === 'geom')));
    diagnostics.push({ severity: 'info', code: 'world-root', ...positionOnly(worldbodies[0]!), message: `the plan keeps ${keptBodies.length} top-level bodies and ${keptSites.length} world sites; they hang from a fixed root joint "${worldName}"` });
    for (const p of kept) {
      if (p.element.name === 'body') addBody(p.element, worldName, p.frame, false);
      else if (p.element.name === 'site' && options.noSites !== true) addSite(p.element, worldName, p.frame, 'world');
    }
  }
  if (sitesLeftOut > 0) diagnostics.push({ severity: 'info', code: 'sites-left-out', ...positionOnly(worldbodies[0]!), message: `${sitesLeftOut} site${sitesLeftOut === 1 ? ' is' : 's are'} left out (no-sites)` });
  const joints = builder.finish();
  const neutral: Record<string, Record<string, number>> = {};
  for (const joint of joints) for (const [i, d] of joint.dofs.entries()) (neutral[joint.name] ??= {})[d.name ?? String(i)] = d.neutral;
  const poses = mjcfNamedPoses(root, {
    worldbodies,
    jointType: (joint) => text(get, joint, 'type') ?? 'hinge',
    kept: (joint) => {
      const kept = keptJoints.get(joint);
      return kept && { shift: kept.shift, dofs: kept.dofs.map((dof) => ({ joint: dofOwner.get(dof)!, dof })) };
    },
    freeRoot,
    neutral,
  }, diagnostics);
  return { fixed_base: !chosenIsFree, joints, ...(poses === undefined ? {} : { 'x-poses': poses }) };

  /** The index in topBodies of the body to build the plan from, or null when there is none (sites only). */
  function chooseRoot(): number | null {
    if (options.root !== undefined) {
      const index = candidates.findIndex((c) => c.name === options.root);
      if (index < 0) {
        const list = candidates.map((c) => `"${c.name}" (${c.free ? 'free, ' : ''}${c.joints} joint${c.joints === 1 ? '' : 's'})`).join(', ');
        throw new ImportError('unknown-root', `the root "${options.root}" is not a top-level body; the top-level bodies are ${list || 'none'}`, worldbodies[0]!);
      }
      return index;
    }
    if (candidates.length === 0) return null;
    let best = 0;
    candidates.forEach((c, i) => {
      if (c.joints > candidates[best]!.joints) best = i;
    });
    if (candidates.length > 1) {
      const chosen = candidates[best]!;
      const others = candidates.filter((_, i) => i !== best).map((c) => `"${c.name}" ${c.joints}`).join(', ');
      const around = chosen.free ? `floats with "${chosen.name}"` : `is built around "${chosen.name}", with the world's other fixed bodies and sites,`;
      diagnostics.push({ severity: 'info', code: 'root-chosen', ...positionOnly(topBodies[best]!.element), message: `the world holds ${candidates.length} top-level bodies; the plan ${around} as it has the most joints (${chosen.joints}; ${others}); the root option picks another` });
    }
    return best;
  }

  /** Adds a body, its DOFs, sites, geoms and child bodies (iteratively: deep chains are fine). */
  function addBody(start: XmlElement, startParent: string | null, startFrame: Transform, startIsFree: boolean): void {
    // Depth first, in source order: a stack with each body's children pushed in reverse.
    const stack: { element: XmlElement; parent: string | null; frame: Transform; isFree: boolean }[] = [{ element: start, parent: startParent, frame: startFrame, isFree: startIsFree }];
    while (stack.length > 0) {
      const { element, parent, frame, isFree } = stack.pop()!;
      const childBodies: typeof stack = [];
      const bodyName = attribute(element, 'name') ?? unnamedBodyName(element);
      if (attribute(element, 'name') === undefined) warn('unnamed-body', `a body without a name is named "${bodyName}" after its line and column`, element);
      // The free joint replaces the body's pos and orientation by the root pose.
      const placement = isFree ? IDENTITY : compose(frame, mjcfTransform(element, get, compiler));
      // What the free joint replaced is MuJoCo's qpos0 for it: kept as the named pose "initial".
      if (isFree) freeRoot = { joint: freeJointOf(element, get)!, placement: compose(frame, mjcfTransform(element, get, compiler)) };
      const bodyJoint = addBodyJoints(element, bodyName, parent, placement, isFree);
      const content = collect(element, IDENTITY, []);
      const geoms = content.filter((p) => p.element.name === 'geom');
      if (geoms.length > 0) Object.assign(builder.joints[builder.joints.length - 1]!, geomsExtra(geoms));
      for (const p of content) {
        const name = p.element.name;
        if (name === 'site') {
          if (options.noSites === true) sitesLeftOut++;
          else addSite(p.element, bodyJoint, p.frame, bodyName);
        }
        else if (name === 'body') {
          const free = freeJointOf(p.element, get);
          if (free !== undefined) throw new ImportError('free-not-root', `a free joint is allowed only on the single top-level body; "${attribute(p.element, 'name') ?? 'this body'}" is inside "${bodyName}"`, free);
          childBodies.push({ element: p.element, parent: bodyJoint, frame: p.frame, isFree: false });
        } else if (UNSUPPORTED_IN_BODY.has(name)) warn('skipped-element', `<${name}> is not read: what it would add is missing from the plan`, p.element);
        else if (name !== 'joint' && name !== 'freejoint' && name !== 'geom' && !IGNORED_IN_BODY.has(name)) warn('unknown-element', `<${name}> inside a body is not read`, p.element);
      }
      stack.push(...childBodies.reverse());
    }
  }

  /**
   * The body's DOFs in source order, on as few joints as keep the motion exact, then the body's own
   * joint. Returns the name of the joint whose frame is the body frame (children hang from it).
   */
  function addBodyJoints(element: XmlElement, bodyName: string, parent: string | null, placement: Transform, isFree: boolean): string {
    interface Segment { name: string; offset: Transform; dofs: Dof[]; at: XmlElement }
    const segments: Segment[] = [{ name: bodyName, offset: placement, dofs: [], at: element }];
    let after: Transform = IDENTITY; // from the last segment's frame (after its DOFs) to the body frame
    let moved = false; // a slide moved the body origin off the first segment's keypoint
    let jointCount = 0;
    for (const joint of element.children.filter((c) => c.name === 'joint' || c.name === 'freejoint')) {
      const type = joint.name === 'freejoint' ? 'free' : text(get, joint, 'type') ?? 'hinge';
      const jointName = attribute(joint, 'name') ?? `${bodyName}_joint${jointCount}`;
      jointCount++;
      if (type === 'free') {
        if (!isFree) throw new ImportError('free-not-root', 'a free joint is allowed only on the single top-level body', joint);
        continue;
      }
      if (isFree) throw new ImportError('free-with-joints', `body "${bodyName}" has a free joint and other joints; only a free joint alone is read`, joint);
      if (type !== 'hinge' && type !== 'slide' && type !== 'ball') throw new ImportError('bad-joint-type', `joint type "${type}" is not one of hinge, slide, ball, free`, positionOf(get, joint, 'type'));
      const dofs = jointDofs(joint, type, jointName);
      keptJoints.set(joint, { dofs, shift: type === 'hinge' || type === 'slide' ? qposShift(joint, type) : 0 });
      const anchor = numbers(get, joint, 'pos', 3) ?? [0, 0, 0];
      const current = segments[segments.length - 1]!;
      const rotatesOffOrigin = type !== 'slide' && !isZero(anchor);
      if (!rotatesOffOrigin && isIdentity(after)) {
        current.dofs.push(...dofs);
      } else {
        const offset = type === 'slide' ? after : compose(after, translation(anchor));
        if (current.dofs.length === 0) current.offset = compose(current.offset, offset);
        else segments.push({ name: `${bodyName}/${jointName}`, offset, dofs, at: joint });
        if (current.dofs.length === 0) current.dofs.push(...dofs);
        after = type === 'slide' ? IDENTITY : translation(anchor.map((v) => -v));
      }
      if (type === 'slide') moved = true;
    }
    const exact = segments.length === 1 && isIdentity(after) && !moved;
    if (exact) {
      const name = builder.add(bodyName, parent, segments[0]!.offset, segments[0]!.dofs, element);
      for (const d of segments[0]!.dofs) dofOwner.set(d, name);
      return name;
    }
    let previous = parent;
    for (const [i, segment] of segments.entries()) {
      const name = i === 0 ? `${bodyName}/${segment.dofs[0]?.name ?? 'dofs'}` : segment.name;
      previous = builder.add(name, previous, segment.offset, segment.dofs, segment.at);
      for (const d of segment.dofs) dofOwner.set(d, previous);
    }
    return builder.add(bodyName, previous, after, [], element);
  }

  function jointDofs(joint: XmlElement, type: 'hinge' | 'slide' | 'ball', name: string): Dof[] {
    const rawAxis = numbers(get, joint, 'axis', 3) ?? [0, 0, 1];
    const axis = normalize3(rawAxis);
    if (axis === null) throw new ImportError('zero-axis', `joint "${name}" has a zero axis`, positionOf(get, joint, 'axis'));
    const range = numbers(get, joint, 'range', 2);
    const limitedText = text(get, joint, 'limited') ?? 'auto';
    const limited = limitedText === 'true' || (limitedText === 'auto' && compiler.autoLimits && range !== undefined);
    if (limited && range === undefined) warn('limited-without-range', `joint "${name}" is limited but has no range; left unlimited`, joint);
    if (limitedText === 'auto' && !compiler.autoLimits && range !== undefined) warn('range-not-limited', `joint "${name}" has a range but limited is not set and autolimits is off; MuJoCo ignores the range`, positionOf(get, joint, 'range'));
    const toRadians = (v: number) => (compiler.degrees ? (v * Math.PI) / 180 : v);
    const ref = numbers(get, joint, 'ref', 1)?.[0] ?? 0;
    if (ref !== 0) warn('joint-ref', `joint "${name}" has ref=${ref}; the plan's DOF value is MuJoCo's qpos minus ref`, positionOf(get, joint, 'ref'));
    const shift = type === 'hinge' ? toRadians(ref) : type === 'slide' ? ref : 0;
    if (type === 'ball') {
      warn('ball-approximation', `ball joint "${name}" becomes three hinges about x, y, z (intrinsic): the same rotations, but MuJoCo's quaternion and cone range are approximated`, joint);
      const cone = limited && range !== undefined ? toRadians(range[1]!) : null;
      return (['x', 'y', 'z'] as const).map((letter, i) => {
        const unit: Vec3 = [i === 0 ? 1 : 0, i === 1 ? 1 : 0, i === 2 ? 1 : 0];
        return dof(`${name}:${letter}`, 'hinge', unit, cone === null ? null : [-cone, cone], { 'x-mujoco-ball': name });
      });
    }
    let limits: [number, number] | null = null;
    if (limited && range !== undefined) {
      const [lo, hi] = type === 'hinge' ? [toRadians(range[0]!), toRadians(range[1]!)] : [range[0]!, range[1]!];
      limits = [lo - shift, hi - shift];
    }
    return [dof(name, type, axis, limits, ref === 0 ? {} : { 'x-mujoco-ref': ref })];
  }

  /** MuJoCo's qpos0 of a hinge or slide: its ref (radians for a hinge); the plan's DOF value is qpos minus this. */
  function qposShift(joint: XmlElement, type: 'hinge' | 'slide'): number {
    const ref = numbers(get, joint, 'ref', 1)?.[0] ?? 0;
    return type === 'hinge' && compiler.degrees ? (ref * Math.PI) / 180 : ref;
  }

  function addSite(site: XmlElement, parent: string, frame: Transform, owner: string): void {
    const name = attribute(site, 'name') ?? `${owner}_site_${site.line}_${site.column}`;
    if (attribute(site, 'name') === undefined) warn('unnamed-site', `a site without a name is named "${name}" after its line and column`, site);
    builder.add(name, parent, compose(frame, mjcfSiteTransform(site, get, compiler)), [], site, { 'x-mujoco-site': true });
  }

  /** The geoms' visual descriptions; one that cannot be read is skipped with a warning. */
  function geomsExtra(geoms: { element: XmlElement; frame: Transform }[]): Record<string, unknown> {
    const read: Record<string, unknown>[] = [];
    for (const { element, frame } of geoms) {
      try {
        read.push(geomMetadata(element, frame, get, compiler, meshFiles));
      } catch (error) {
        if (!(error instanceof ImportError)) throw error;
        warn('geom-skipped', `<geom${attribute(element, 'name') === undefined ? '' : ` name="${attribute(element, 'name')}"`}> is not drawn: ${error.message}`, error.at);
      }
    }
    return read.length === 0 ? {} : { 'x-geoms': read };
  }
}

function dof(name: string, type: 'hinge' | 'slide', axis: Vec3, limits: [number, number] | null, extras: Record<string, unknown>): Dof {
  const neutral = limits === null ? 0 : Math.min(Math.max(0, limits[0]), limits[1]);
  return { name, type, axis, neutral, limits, ...extras };
}

function unnamedBodyName(element: XmlElement): string {
  return `body_${element.line}_${element.column}`;
}

/** MuJoCo joints (free ones too) in a body and every body inside it. */
function jointsIn(body: XmlElement): number {
  let count = 0;
  const stack = [body];
  while (stack.length > 0) {
    for (const child of stack.pop()!.children) {
      if (child.name === 'joint' || child.name === 'freejoint') count++;
      else stack.push(child);
    }
  }
  return count;
}

function freeJointOf(body: XmlElement, get: AttributeLookup): XmlElement | undefined {
  return body.children.find((c) => c.name === 'freejoint' || (c.name === 'joint' && text(get, c, 'type') === 'free'));
}
