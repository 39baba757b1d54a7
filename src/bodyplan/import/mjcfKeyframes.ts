import type { Dof } from '../format/schema.ts';
import type { NamedPose, NamedPoses } from '../format/namedPoses.ts';
import { intrinsicXyzFromQuat, type Transform } from './frames.ts';
import { positionOnly, type ImportDiagnostic } from './importResult.ts';
import { attribute, type XmlElement } from './xml.ts';

/** How the importer placed one MuJoCo joint in the plan. */
export interface KeptMujocoJoint {
  /** The plan DOFs it became, each with the plan joint that carries it (a ball: three). */
  dofs: { joint: string; dof: Dof }[];
  /** What MuJoCo's qpos holds when the plan's DOF is zero: ref (radians for a hinge), 0 for a ball. */
  shift: number;
}

export interface KeyframeSources {
  worldbodies: XmlElement[];
  /** A MuJoCo joint's type after defaults: free, ball, hinge or slide. */
  jointType: (joint: XmlElement) => string;
  /** The plan DOFs of a kept joint; undefined for a joint of a body the plan left out. */
  kept: (joint: XmlElement) => KeptMujocoJoint | undefined;
  /** The plan's free root: its free joint and the body's placement in the world (MuJoCo's qpos0). */
  freeRoot: { joint: XmlElement; placement: Transform } | null;
  /** The DOFs' neutral values by plan joint and DOF key, to leave out a key that only repeats them. */
  neutral: NamedPose['dofs'];
}

/** MuJoCo's qpos width of each joint type. */
const WIDTH: Record<string, number> = { free: 7, ball: 4, hinge: 1, slide: 1 };

/**
 * MJCF keyframes as the plan's named poses (`x-poses`, see format/namedPoses.ts). MuJoCo's qpos
 * lists the joints of every body in depth-first order, each body's joints in source order; each
 * joint's values become its plan DOFs: hinge and slide qpos minus ref, a ball's quaternion as the
 * three hinges' intrinsic x-y-z angles, the root's free joint as the root pose. Joints of bodies
 * left out of the plan take their place in qpos but are not kept.
 *
 * A free root's own pos/quat (its qpos0, where MuJoCo puts it before any key) is the pose
 * "initial": the plan's root joint sits at the origin, so the placement would otherwise be lost
 * (a G1's pelvis height). A key named "initial" takes its place. A key whose qpos has the wrong
 * length or is not numbers is a located warning and is skipped; a key without qpos is qpos0. A key
 * "neutral" that only repeats the DOFs' neutral values (as Export MJCF writes it) adds nothing.
 */
export function mjcfNamedPoses(root: XmlElement, sources: KeyframeSources, diagnostics: ImportDiagnostic[]): NamedPoses | undefined {
  const keys = root.children.filter((c) => c.name === 'keyframe').flatMap((section) => section.children.filter((c) => c.name === 'key'));
  const layout = qposLayout(sources);
  const qpos0 = layout.flatMap(({ joint, type }) => qpos0Of(joint, type, sources));
  const poses: NamedPoses = {};
  if (sources.freeRoot !== null && !isIdentityPlacement(sources.freeRoot.placement)) poses.initial = poseOf(qpos0, layout, sources);

  keys.forEach((key, index) => {
    const name = attribute(key, 'name') ?? `key${index}`;
    let qpos = qpos0;
    if (attribute(key, 'qpos') !== undefined) {
      const read = readNumbers(key, 'qpos');
      if (typeof read === 'string') {
        diagnostics.push({ severity: 'warning', code: 'key-skipped', ...positionOnly(key), message: `<key name="${name}">: ${read}; the key is skipped` });
        return;
      }
      if (read.length !== qpos0.length) {
        diagnostics.push({ severity: 'warning', code: 'key-skipped', ...positionOnly(key), message: `<key name="${name}"> has ${read.length} qpos values, but the model's joints take ${qpos0.length}; the key is skipped` });
        return;
      }
      qpos = read;
    }
    const pose = poseOf(qpos, layout, sources);
    if (name === 'neutral' && (pose.root === undefined || isIdentityPlacement({ pos: pose.root.pos, quat: pose.root.quat })) && sameDofs(pose.dofs, sources.neutral)) return;
    poses[name] = pose;
  });
  return Object.keys(poses).length === 0 ? undefined : poses;
}

interface QposJoint {
  joint: XmlElement;
  type: string;
  at: number;
}

/** Every MuJoCo joint with its qpos address, in MuJoCo's order. */
function qposLayout(sources: KeyframeSources): QposJoint[] {
  const layout: QposJoint[] = [];
  let at = 0;
  // Depth first, bodies in source order (through <frame>s): a stack of children lists.
  const stack: XmlElement[] = [];
  const pushBodiesOf = (element: XmlElement) => {
    const bodies: XmlElement[] = [];
    const frames = [element];
    while (frames.length > 0) {
      for (const child of frames.shift()!.children) {
        if (child.name === 'body') bodies.push(child);
        else if (child.name === 'frame') frames.push(child);
      }
    }
    stack.push(...bodies.reverse());
  };
  for (const world of [...sources.worldbodies].reverse()) pushBodiesOf(world);
  while (stack.length > 0) {
    const body = stack.pop()!;
    for (const joint of body.children.filter((c) => c.name === 'joint' || c.name === 'freejoint')) {
      const type = joint.name === 'freejoint' ? 'free' : sources.jointType(joint);
      layout.push({ joint, type, at });
      at += WIDTH[type] ?? 1;
    }
    pushBodiesOf(body);
  }
  return layout;
}

function qpos0Of(joint: XmlElement, type: string, sources: KeyframeSources): number[] {
  if (type === 'free') {
    const placement = sources.freeRoot?.joint === joint ? sources.freeRoot.placement : { pos: [0, 0, 0], quat: [1, 0, 0, 0] };
    return [...placement.pos, ...placement.quat];
  }
  if (type === 'ball') return [1, 0, 0, 0];
  return [sources.kept(joint)?.shift ?? 0];
}

function poseOf(qpos: readonly number[], layout: QposJoint[], sources: KeyframeSources): NamedPose {
  const pose: NamedPose = { dofs: {} };
  const set = (joint: string, dof: Dof, index: number, value: number) => {
    (pose.dofs[joint] ??= {})[dof.name ?? String(index)] = value + 0;
  };
  for (const { joint, type, at } of layout) {
    if (type === 'free') {
      if (sources.freeRoot?.joint !== joint) continue;
      pose.root = { pos: qpos.slice(at, at + 3), quat: unit(qpos.slice(at + 3, at + 7)) };
      continue;
    }
    const kept = sources.kept(joint);
    if (kept === undefined) continue;
    const values = type === 'ball' ? intrinsicXyzFromQuat(unit(qpos.slice(at, at + 4))) : [qpos[at]! - kept.shift];
    kept.dofs.forEach(({ joint: owner, dof }, i) => set(owner, dof, i, values[i] ?? 0));
  }
  return pose;
}

function unit(q: number[]): number[] {
  const n = Math.hypot(...q);
  return n === 0 ? [1, 0, 0, 0] : q.map((v) => v / n);
}

function isIdentityPlacement(t: { pos: readonly number[]; quat: readonly number[] }): boolean {
  return t.pos.every((v) => v === 0) && t.quat[0] === 1 && t.quat.slice(1).every((v) => v === 0);
}

function sameDofs(a: NamedPose['dofs'], b: NamedPose['dofs']): boolean {
  return Object.entries(a).every(([joint, dofs]) => Object.entries(dofs).every(([key, value]) => Math.abs(value - (b[joint]?.[key] ?? Number.NaN)) <= 1e-12));
}

/** The attribute's numbers, or what is wrong with them. */
function readNumbers(element: XmlElement, name: string): number[] | string {
  const text = attribute(element, name)!.trim();
  const parts = text === '' ? [] : text.split(/\s+/);
  const bad = parts.find((p) => !Number.isFinite(Number(p)));
  if (bad !== undefined) return `"${bad}" in ${name} is not a finite number`;
  return parts.map(Number);
}
