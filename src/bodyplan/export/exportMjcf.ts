import type { BodyPlan, Joint } from '../format/schema.ts';
import { poseNamesOf, readNamedPoses } from '../format/namedPoses.ts';

export interface MjcfExportOptions {
  /** The pose to write as the keyframe "current" (the Studio's pose); none when absent. */
  current?: { dofs: ArrayLike<number>; rootPosition?: ArrayLike<number>; rootQuat?: ArrayLike<number> };
  /** Receives what of the plan's named poses (`x-poses`) was not written, each naming its place. */
  warnings?: string[];
}

/**
 * Writes a body plan as an MJCF model that MuJoCo loads as is, with the same kinematics:
 * - each joint becomes a body at its keypoint (`pos` = offset_pos, `quat` = offset_quat) whose
 *   MuJoCo joints are its DOFs in order (hinge/slide at the body origin, axis as given, range
 *   from limits), so MuJoCo's body position is the plan's keypoint;
 * - a joint with a slide DOF keeps its keypoint body free of joints and carries its DOFs on a child
 *   body `<name>__dofs` (a slide would move MuJoCo's body position off the keypoint);
 * - a leaf joint without DOFs becomes a `<site>` (a keypoint);
 * - a free-floating plan gets a `<freejoint>`, on the root body itself when that has no DOFs and
 *   no offset, else on a wrapper body `<root>__free`;
 * - every body gets a small inertial, so MuJoCo accepts links that carry no mass;
 * - `x-geoms` (from an import) become non-colliding geoms; mesh geoms reference mesh assets by file.
 * Angles are written in radians (`compiler angle="radian"`); numbers with full precision.
 * MuJoCo joint names are the DOF names when present and unique, else `<joint>:<index>`.
 * Keyframes, each a qpos in MuJoCo's joint order (the root's free joint first: position, quaternion):
 * "neutral" holds the DOFs' neutral values with the root at the origin (MuJoCo's own qpos0 stays
 * zero, as the plan's DOF zero); "current" the pose given in `options.current`; then every named pose
 * of `x-poses` (DOFs it leaves out at neutral), a name already taken getting a `_2` suffix.
 */
export function exportMjcf(plan: BodyPlan, modelName = 'bodyplan', options: MjcfExportOptions = {}): string {
  const children = new Map<string | null, Joint[]>();
  for (const joint of plan.joints) children.set(joint.parent, [...(children.get(joint.parent) ?? []), joint]);
  const root = plan.joints.find((j) => j.parent === null);
  if (root === undefined) throw new Error('the body plan has no root joint');

  const taken = new Set<string>(plan.joints.map((j) => j.name));
  const fresh = (base: string) => {
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
    taken.add(name);
    return name;
  };
  // MuJoCo names its world body "world": another joint of that name is renamed (the root of that
  // name without DOFs is the world itself, see rootIsWorld).
  const renamed = new Map<Joint, string>();
  const bodyName = (joint: Joint) => {
    if (joint.name !== 'world') return joint.name;
    if (!renamed.has(joint)) renamed.set(joint, fresh('world_body'));
    return renamed.get(joint)!;
  };
  const jointNamesUsed = new Set<string>();
  const jointName = (joint: Joint, index: number) => {
    const preferred = joint.dofs[index]!.name;
    let name = preferred !== undefined && preferred !== '' && !jointNamesUsed.has(preferred) ? preferred : `${joint.name}:${index}`;
    for (let n = 2; jointNamesUsed.has(name); n++) name = `${joint.name}:${index}_${n}`;
    jointNamesUsed.add(name);
    return name;
  };
  const meshes = new Map<string, { name: string; file: string; scale: string }>(); // by file and scale

  const lines: string[] = [];
  const inertial = '<inertial pos="0 0 0" mass="0.001" diaginertia="1e-06 1e-06 1e-06"/>';
  // MuJoCo's qpos, in its joint order (the order they are written in): the free root's 7 values,
  // or a plan DOF by its flat index.
  const names = poseNamesOf(plan);
  const firstDof = new Map(plan.joints.map((joint, j) => [joint, names.dofStart[j]!]));
  const qposLayout: ('free' | number)[] = [];
  const dofLines = (joint: Joint, indent: string) =>
    joint.dofs.map((dof, k) => {
      qposLayout.push(firstDof.get(joint)! + k);
      const range = dof.limits ? ` limited="true" range="${num(dof.limits[0])} ${num(dof.limits[1])}"` : ' limited="false"';
      return `${indent}<joint name="${esc(jointName(joint, k))}" type="${dof.type}" pos="0 0 0" axis="${vec(dof.axis)}"${range}/>`;
    });

  // Iterative depth-first writing (deep chains must not overflow the stack).
  type Step = { kind: 'open'; joint: Joint; depth: number } | { kind: 'close'; text: string };
  const stack: Step[] = [];
  const rootIsWorld = root.name === 'world' && plan.fixed_base && root.dofs.length === 0;
  if (rootIsWorld) {
    // A fixed root named "world" without DOFs (an import's world) is MuJoCo's world itself.
    const identity = isIdentityOffset(root);
    if (!identity) lines.push(`    <frame pos="${vec(root.offset_pos)}" quat="${vec(root.offset_quat)}">`);
    writeGeoms(root, identity ? '    ' : '      ');
    pushChildren(children.get(root.name) ?? [], identity ? 2 : 3, identity ? '' : '    </frame>');
  } else {
    taken.add('world');
    stack.push({ kind: 'open', joint: root, depth: 2 });
  }
  while (stack.length > 0) {
    const step = stack.pop()!;
    if (step.kind === 'close') {
      if (step.text !== '') lines.push(step.text);
      continue;
    }
    const { joint, depth } = step;
    const indent = indentOf(depth);
    const kids = children.get(joint.name) ?? [];
    const placement = `pos="${vec(joint.offset_pos)}" quat="${vec(joint.offset_quat)}"`;
    if (joint.parent !== null && joint.dofs.length === 0 && kids.length === 0) {
      lines.push(`${indent}<site name="${esc(joint.name)}" ${placement}/>`);
      continue;
    }
    const closes: string[] = [];
    let inner = depth;
    if (joint.parent === null && !plan.fixed_base) {
      if (joint.dofs.length > 0 || !isIdentityOffset(joint)) {
        lines.push(`${indent}<body name="${esc(fresh(`${joint.name}__free`))}">`, `${indent}  <freejoint/>`, `${indent}  ${inertial}`);
        qposLayout.push('free');
        closes.push(`${indent}</body>`);
        inner++;
      } else {
        lines.push(`${indent}<body name="${esc(bodyName(joint))}">`, `${indent}  <freejoint/>`, `${indent}  ${inertial}`);
        qposLayout.push('free');
        writeGeoms(joint, `${indent}  `);
        pushChildren(kids, depth + 1, `${indent}</body>`);
        continue;
      }
    }
    const pad = indentOf(inner);
    lines.push(`${pad}<body name="${esc(bodyName(joint))}" ${placement}>`, `${pad}  ${inertial}`);
    closes.push(`${pad}</body>`);
    const hasSlide = joint.dofs.some((d) => d.type === 'slide');
    let bodyDepth = inner + 1;
    if (hasSlide) {
      // The keypoint body stays put; the DOFs move a child body, which carries the geometry.
      lines.push(`${pad}  <body name="${esc(fresh(`${joint.name}__dofs`))}">`, `${pad}    ${inertial}`);
      lines.push(...dofLines(joint, `${pad}    `));
      closes.push(`${pad}  </body>`);
      bodyDepth++;
    } else {
      lines.push(...dofLines(joint, `${pad}  `));
    }
    writeGeoms(joint, indentOf(bodyDepth));
    // Opened outermost first, so closed in reverse.
    pushChildren(kids, bodyDepth, closes.reverse().join('\n'));
  }

  const assets = [...meshes.values()].map(({ name, file, scale }) => `    <mesh name="${esc(name)}" file="${esc(file)}" scale="${scale}"/>`);
  return [
    `<mujoco model="${esc(modelName)}">`,
    '  <compiler angle="radian" autolimits="false"/>',
    ...(assets.length > 0 ? ['  <asset>', ...assets, '  </asset>'] : []),
    '  <worldbody>',
    ...lines,
    '  </worldbody>',
    ...keyframes(),
    '</mujoco>',
    '',
  ].join('\n');

  function keyframes(): string[] {
    if (qposLayout.length === 0) return [];
    const qposOf = (dofs: ArrayLike<number>, root?: { position?: ArrayLike<number> | null; quat?: ArrayLike<number> | null } | null) =>
      qposLayout.flatMap((entry) => (entry === 'free' ? [...Array.from(root?.position ?? [0, 0, 0]), ...Array.from(root?.quat ?? [1, 0, 0, 0])] : [dofs[entry]!]));
    const keys = [{ name: 'neutral', qpos: qposOf(names.dofNeutral) }];
    const current = options.current;
    if (current !== undefined) keys.push({ name: 'current', qpos: qposOf(current.dofs, { position: current.rootPosition, quat: current.rootQuat }) });
    const read = readNamedPoses(plan, names);
    options.warnings?.push(...read.problems, ...read.poses.flatMap((p) => p.warnings));
    const used = new Set(keys.map((k) => k.name));
    for (const pose of read.poses) {
      let name = pose.name;
      for (let n = 2; used.has(name); n++) name = `${pose.name}_${n}`;
      if (name !== pose.name) options.warnings?.push(`x-poses/${pose.name}: the keyframe name is taken, written as "${name}"`);
      used.add(name);
      keys.push({ name, qpos: qposOf(pose.dofs, pose.root) });
    }
    return ['  <keyframe>', ...keys.map((k) => `    <key name="${esc(k.name)}" qpos="${vec(k.qpos)}"/>`), '  </keyframe>'];
  }

  function pushChildren(kids: Joint[], depth: number, closing: string): void {
    stack.push({ kind: 'close', text: closing });
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ kind: 'open', joint: kids[i]!, depth });
  }

  function writeGeoms(joint: Joint, indent: string): void {
    const geoms = joint['x-geoms'];
    if (!Array.isArray(geoms)) return;
    for (const geom of geoms as Record<string, unknown>[]) {
      if (typeof geom !== 'object' || geom === null || typeof geom.type !== 'string') continue;
      const attrs = [`type="${esc(geom.type)}"`, 'contype="0"', 'conaffinity="0"'];
      const list = (key: string, count: number) => {
        const v = geom[key];
        if (Array.isArray(v) && (count === 0 || v.length === count) && v.every((x) => typeof x === 'number' && Number.isFinite(x))) attrs.push(`${key}="${(v as number[]).map(num).join(' ')}"`);
      };
      if (Array.isArray(geom.fromto)) list('fromto', 6);
      else {
        list('pos', 3);
        list('quat', 4);
      }
      list('size', 0);
      list('rgba', 4);
      if (geom.type === 'mesh' && typeof geom.mesh === 'string') {
        // Mesh files are looked up by name beside the model (package:// and folders dropped).
        const path = typeof geom.mesh_file === 'string' ? geom.mesh_file : geom.mesh;
        const file = path.replace(/^.*[\\/]/, '');
        const scale = Array.isArray(geom.scale) && geom.scale.length === 3 && geom.scale.every((x) => typeof x === 'number') ? vec(geom.scale as number[]) : '1 1 1';
        const key = `${file}|${scale}`;
        let name = meshes.get(key)?.name;
        if (name === undefined) {
          name = `${file.replace(/\.[^.]*$/, '')}_${meshes.size}`;
          meshes.set(key, { name, file, scale });
        }
        attrs.push(`mesh="${esc(name)}"`);
      }
      lines.push(`${indent}<geom ${attrs.join(' ')}/>`);
    }
  }
}

/**
 * Indentation stops growing past this many levels: two spaces a level would make a long chain's
 * file grow with the square of its length (a 10,000-joint chain, a 1.3 MB plan, became 402 MB), and
 * nobody reads level 40 by its indentation. With the cap, the file grows linearly with the plan.
 */
export const MAX_INDENT_LEVELS = 32;

function indentOf(depth: number): string {
  return '  '.repeat(Math.min(depth, MAX_INDENT_LEVELS));
}

function isIdentityOffset(joint: Joint): boolean {
  return joint.offset_pos.every((v) => v === 0) && joint.offset_quat[0] === 1 && joint.offset_quat.slice(1).every((v) => v === 0);
}

function num(v: number): string {
  return Object.is(v, -0) ? '0' : String(v);
}

function vec(values: readonly number[]): string {
  return values.map(num).join(' ');
}

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
