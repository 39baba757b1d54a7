import type { BodyPlan, Dof, Vec3 } from '../format/schema.ts';
import { compose, IDENTITY, normalize3, quatFromRpy, type Transform } from './frames.ts';
import { describePosition, ImportError, positionOnly, type ImportDiagnostic } from './importResult.ts';
import { PlanBuilder } from './planBuilder.ts';
import { numbers, ownAttribute, positionOf } from './sourceValues.ts';
import { attribute, type SourcePosition, type XmlElement } from './xml.ts';

export interface UrdfOptions {
  /** Free the base (URDF robots are fixed-base). */
  floatingBase?: boolean;
  /** Merge each link attached by a fixed joint that has children into the offsets of what follows it. */
  mergeFixed?: boolean;
}

/**
 * URDF to a body plan. Each link becomes a joint named after it whose keypoint is the link origin
 * and whose frame after its DOFs is the link frame. Revolute and continuous joints are hinges on the
 * child link's joint (they turn about the link origin); a prismatic joint moves the link origin, so
 * its slide goes on an inserted joint `<child>/<joint>` and the link's joint follows it. A fixed
 * joint gives a DOF-less joint named after its child link, so every link is a frame one can target.
 * With `mergeFixed`, a fixed link with children is instead merged into the offsets of what follows
 * (its visuals move to the joint it was merged into): the compact form.
 *
 * Lenient where MuJoCo's URDF reader is, with a warning each time: limits with lower above upper
 * import as unbounded; a visual that cannot be read is skipped (collisions are never read).
 */
export function importUrdf(robot: XmlElement, diagnostics: ImportDiagnostic[], options: UrdfOptions = {}): BodyPlan {
  const get = ownAttribute;
  const info = (code: string, message: string, at: SourcePosition) => diagnostics.push({ severity: 'info', code, message, ...positionOnly(at) });
  const warn = (code: string, message: string, at: SourcePosition) => diagnostics.push({ severity: 'warning', code, message, ...positionOnly(at) });

  const links = new Map<string, XmlElement>();
  for (const link of robot.children.filter((c) => c.name === 'link')) {
    const name = attribute(link, 'name');
    if (name === undefined || name === '') throw new ImportError('unnamed-link', '<link> needs a name', link);
    if (links.has(name)) throw new ImportError('duplicate-link', `link "${name}" is defined twice`, link);
    links.set(name, link);
  }
  if (links.size === 0) throw new ImportError('no-links', 'the robot has no <link>', robot);

  const materialColors = namedMaterialColors(robot);

  const childJoints = new Map<string, XmlElement[]>();
  const parentJointOf = new Map<string, XmlElement>();
  for (const joint of robot.children.filter((c) => c.name === 'joint')) {
    const name = attribute(joint, 'name') ?? '';
    const parent = linkRef(joint, 'parent');
    const child = linkRef(joint, 'child');
    if (parentJointOf.has(child)) throw new ImportError('two-parents', `link "${child}" is the child of two joints ("${attribute(parentJointOf.get(child)!, 'name')}" and "${name}")`, joint);
    parentJointOf.set(child, joint);
    childJoints.set(parent, [...(childJoints.get(parent) ?? []), joint]);
  }
  const roots = [...links.keys()].filter((name) => !parentJointOf.has(name));
  if (roots.length !== 1) {
    const at = roots.length === 0 ? robot : links.get(roots[1]!)!;
    throw new ImportError('not-a-tree', roots.length === 0 ? 'every link has a parent: the joints form a cycle' : `more than one root link: ${roots.map((r) => `"${r}"`).join(', ')}`, at);
  }

  const builder = new PlanBuilder(diagnostics);
  const rootLink = roots[0]!;
  const rootName = builder.add(rootLink, null, IDENTITY, [], links.get(rootLink)!, visualsExtra(links.get(rootLink)!, IDENTITY));
  if (options.floatingBase) info('floating-base', 'the base is free-floating (--floating-base)', robot);

  // Depth first in source order, iteratively: a stack of joints still to follow, with the plan
  // joint their parent link ended on and `via`, the transform from that plan joint's frame to the
  // parent link's frame (not the identity only below merged fixed links).
  const stack: { joint: XmlElement; planJoint: string; via: Transform }[] = [];
  const follow = (link: string, planJoint: string, via: Transform) => {
    const joints = childJoints.get(link) ?? [];
    for (let i = joints.length - 1; i >= 0; i--) stack.push({ joint: joints[i]!, planJoint, via });
  };
  follow(rootLink, rootName, IDENTITY);
  let reached = 1;
  while (stack.length > 0) {
    const { joint, planJoint, via } = stack.pop()!;
    reached++;
    const jointName = attribute(joint, 'name') ?? '';
    const link = linkRef(joint, 'parent');
    const child = linkRef(joint, 'child');
    const childLink = links.get(child)!;
    const type = attribute(joint, 'type') ?? '';
    const origin = compose(via, originOf(joint));
    switch (type) {
      case 'revolute': case 'continuous': {
        const name = builder.add(child, planJoint, origin, [jointDof(joint, jointName, 'hinge', type === 'continuous')], childLink, visualsExtra(childLink, IDENTITY));
        follow(child, name, IDENTITY);
        break;
      }
      case 'prismatic': {
        const slider = builder.add(`${child}/${jointName}`, planJoint, origin, [jointDof(joint, jointName, 'slide', false)], joint);
        const name = builder.add(child, slider, IDENTITY, [], childLink, visualsExtra(childLink, IDENTITY));
        follow(child, name, IDENTITY);
        break;
      }
      case 'fixed': {
        if (!options.mergeFixed || (childJoints.get(child) ?? []).length === 0) {
          const name = builder.add(child, planJoint, origin, [], childLink, visualsExtra(childLink, IDENTITY));
          follow(child, name, IDENTITY);
        } else {
          info('fixed-merged', `link "${child}" is fixed to "${link}" by joint "${jointName}": merged into the offsets of the joints that follow it`, joint);
          const owner = builder.joints.find((j) => j.name === planJoint)!;
          const visuals = visualsExtra(childLink, origin)['x-geoms'];
          if (visuals !== undefined) owner['x-geoms'] = [...((owner['x-geoms'] as unknown[] | undefined) ?? []), ...visuals];
          follow(child, planJoint, origin);
        }
        break;
      }
      case 'spherical': {
        // Not in ROS's URDF specification, but pybullet's humanoids use it and MuJoCo's URDF reader
        // makes it a ball joint; the plan's equivalent of a ball is three hinges, as for MJCF.
        warn('ball-approximation', `spherical joint "${jointName}" becomes three hinges about x, y, z (intrinsic), as MuJoCo's ball joint: the same rotations, unbounded`, joint);
        const hinges = (['x', 'y', 'z'] as const).map((letter, i): Dof => ({
          name: `${jointName}:${letter}`,
          type: 'hinge',
          axis: [i === 0 ? 1 : 0, i === 1 ? 1 : 0, i === 2 ? 1 : 0],
          neutral: 0,
          limits: null,
          'x-urdf-spherical': jointName,
        }));
        const name = builder.add(child, planJoint, origin, hinges, childLink, visualsExtra(childLink, IDENTITY));
        follow(child, name, IDENTITY);
        break;
      }
      case 'planar': case 'floating':
        throw new ImportError('unsupported-joint', `joint "${jointName}" is ${type}: only revolute, continuous, prismatic, spherical and fixed joints can be inside the tree`, positionOf(get, joint, 'type'));
      default:
        throw new ImportError('bad-joint-type', `joint "${jointName}" has type "${type}", not one of revolute, continuous, prismatic, fixed, spherical, floating, planar`, positionOf(get, joint, 'type'));
    }
  }
  if (reached !== links.size) throw new ImportError('not-a-tree', 'some links are not connected to the root link (the joints form a cycle)', robot);
  return { fixed_base: !options.floatingBase, joints: builder.finish() };

  function linkRef(joint: XmlElement, which: 'parent' | 'child'): string {
    const element = joint.children.find((c) => c.name === which);
    const name = element === undefined ? undefined : attribute(element, 'link');
    if (element === undefined || name === undefined) throw new ImportError('bad-joint', `joint "${attribute(joint, 'name') ?? ''}" needs <${which} link="…"/>`, joint);
    if (!links.has(name)) throw new ImportError('unknown-link', `joint "${attribute(joint, 'name') ?? ''}" names the unknown ${which} link "${name}"`, element);
    return name;
  }

  function jointDof(joint: XmlElement, name: string, type: 'hinge' | 'slide', unbounded: boolean): Dof {
    const axisElement = joint.children.find((c) => c.name === 'axis');
    const rawAxis = axisElement === undefined ? [1, 0, 0] : numbers(get, axisElement, 'xyz', 3) ?? [1, 0, 0];
    const axis = normalize3(rawAxis);
    if (axis === null) throw new ImportError('zero-axis', `joint "${name}" has a zero axis`, axisElement ?? joint);
    let limits: [number, number] | null = null;
    const limit = joint.children.find((c) => c.name === 'limit');
    if (!unbounded) {
      if (limit === undefined) warn('no-limit', `joint "${name}" has no <limit>; URDF's default range is [0, 0]`, joint);
      const lower = limit === undefined ? 0 : numbers(get, limit, 'lower', 1)?.[0] ?? 0;
      const upper = limit === undefined ? 0 : numbers(get, limit, 'upper', 1)?.[0] ?? 0;
      if (lower > upper) warn('limits-reversed', `joint "${name}": lower ${lower} is above upper ${upper}; imported as unbounded`, positionOf(get, limit!, 'lower'));
      else limits = [lower, upper];
    }
    const dof: Dof = { name, type, axis: axis as Vec3, neutral: limits === null ? 0 : Math.min(Math.max(0, limits[0]), limits[1]), limits };
    // Kept for the retarget report card's joint-speed check (issue 41); a continuous joint has one
    // too. Read leniently: the importer never needed it, so a file it took before is not refused now.
    const velocity = Number(limit === undefined ? undefined : attribute(limit, 'velocity'));
    if (Number.isFinite(velocity) && velocity > 0) dof['x-urdf-velocity'] = velocity;
    const mimic = joint.children.find((c) => c.name === 'mimic');
    if (mimic !== undefined) {
      warn('mimic', `joint "${name}" mimics "${attribute(mimic, 'joint') ?? ''}": kept as x-urdf-mimic; the plan moves it independently`, mimic);
      dof['x-urdf-mimic'] = {
        joint: attribute(mimic, 'joint') ?? '',
        multiplier: numbers(get, mimic, 'multiplier', 1)?.[0] ?? 1,
        offset: numbers(get, mimic, 'offset', 1)?.[0] ?? 0,
      };
    }
    return dof;
  }

  /** The link's <visual> elements as x-geoms, in the frame `via` * link frame; one that cannot be read is skipped with a warning. */
  function visualsExtra(link: XmlElement, via: Transform): Record<string, unknown[]> {
    const out: unknown[] = [];
    for (const visual of link.children.filter((c) => c.name === 'visual')) {
      try {
        const geom = visualGeom(visual, via);
        if (geom !== null) out.push(geom);
      } catch (error) {
        if (!(error instanceof ImportError)) throw error;
        warn('visual-skipped', `a <visual> of link "${attribute(link, 'name') ?? ''}" is not drawn: ${error.message}`, error.at);
      }
    }
    return out.length === 0 ? {} : { 'x-geoms': out };
  }

  function visualGeom(visual: XmlElement, via: Transform): Record<string, unknown> | null {
    const geometry = visual.children.find((c) => c.name === 'geometry')?.children[0];
    if (geometry === undefined) return null;
    const placed = compose(via, originOf(visual));
    const geom: Record<string, unknown> = { type: geometry.name, pos: placed.pos, quat: placed.quat, source: describePosition(visual) };
    if (geometry.name === 'box') geom.size = (numbers(get, geometry, 'size', 3) ?? [0, 0, 0]).map((v) => v / 2);
    else if (geometry.name === 'sphere') geom.size = [numbers(get, geometry, 'radius', 1)?.[0] ?? 0];
    else if (geometry.name === 'cylinder') geom.size = [numbers(get, geometry, 'radius', 1)?.[0] ?? 0, (numbers(get, geometry, 'length', 1)?.[0] ?? 0) / 2];
    else if (geometry.name === 'mesh') {
      geom.mesh = attribute(geometry, 'filename') ?? '';
      const scale = numbers(get, geometry, 'scale', 3);
      if (scale !== undefined) geom.scale = scale;
    }
    const material = visual.children.find((c) => c.name === 'material');
    const color = material?.children.find((c) => c.name === 'color');
    const materialName = material === undefined ? undefined : attribute(material, 'name');
    const rgba = color !== undefined ? numbers(get, color, 'rgba', 4) : materialName === undefined ? undefined : materialColors.get(materialName);
    if (rgba !== undefined) geom.rgba = rgba;
    return geom;
  }

  function originOf(element: XmlElement): Transform {
    const origin = element.children.find((c) => c.name === 'origin');
    if (origin === undefined) return IDENTITY;
    const xyz = numbers(get, origin, 'xyz', 3) ?? [0, 0, 0];
    const rpy = numbers(get, origin, 'rpy', 3) ?? [0, 0, 0];
    return { pos: [xyz[0]!, xyz[1]!, xyz[2]!], quat: quatFromRpy(rpy[0]!, rpy[1]!, rpy[2]!) };
  }
}

/**
 * Colours of the materials the file names, as RViz finds them: a <material name="…"> with a <color>
 * at the robot level, or inside any visual (URDF materials are global: a visual may name one defined
 * in another link). The robot level comes first, then the first definition in a visual, as in
 * urdfdom. A material with only a
 * <texture> has no colour here.
 */
function namedMaterialColors(robot: XmlElement): Map<string, number[]> {
  const colors = new Map<string, number[]>();
  const define = (material: XmlElement) => {
    const name = attribute(material, 'name');
    const color = material.children.find((c) => c.name === 'color');
    const rgba = color === undefined ? undefined : numbers(ownAttribute, color, 'rgba', 4);
    if (name !== undefined && rgba !== undefined && !colors.has(name)) colors.set(name, rgba);
  };
  for (const child of robot.children) if (child.name === 'material') define(child);
  for (const link of robot.children) {
    if (link.name !== 'link') continue;
    for (const visual of link.children) if (visual.name === 'visual') for (const m of visual.children) if (m.name === 'material') define(m);
  }
  return colors;
}
