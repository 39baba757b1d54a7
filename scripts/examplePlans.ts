/**
 * The Studio's real-sized example plans (public/bodyplans/), made from what this repository already
 * generates or holds as test data, so that the gallery shows plans of the size people open, not
 * only the toy ones: a humanoid the size of Unitree's G1 (bench/g1SizedHumanoid.ts), NeuroMechFly's
 * legs (test-data/neuromechfly, QuickIK's numbers) and the ROS 2 arm imported from its xacro
 * package (test-data/xacro/ros2-arm). `npx tsx scripts/examplePlans.ts` writes them and their
 * index entries; scripts/examplePlans.test.ts checks that the shipped files are what it makes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { g1SizedHumanoid } from '../bench/g1SizedHumanoid.ts';
import { flyObservationsJson } from '../e2e/flyThreeCameras.ts';
import { loadBodyPlan } from '../src/bodyplan/format/load.ts';
import type { BodyPlan } from '../src/bodyplan/format/schema.ts';
import { serializeBodyPlan } from '../src/bodyplan/format/serialize.ts';
import { importXacro } from '../src/bodyplan/import/xacro/importXacro.ts';

const ROOT = join(import.meta.dirname, '..');
export const EXAMPLES_DIR = join(ROOT, 'public', 'bodyplans');

export interface ExampleEntry {
  file: string;
  title: string;
  description: string;
  fixedBase: boolean;
  joints: number;
  dofs: number;
  /** A recording shipped beside the plan, which the gallery loads once the plan is open. */
  recording?: string;
}

export interface ExamplePlan {
  entry: ExampleEntry;
  text: string;
  /** The recording's file and text, when the example has one. */
  recording?: { file: string; text: string };
}

/** The fly's 3-camera recording, made as the end-to-end tests make it (e2e/flyThreeCameras.ts). */
const FLY_RECORDING = 'neuromechfly-3cams.json';

function example(file: string, title: string, description: string, plan: BodyPlan, recording?: { file: string; text: string }): ExamplePlan {
  const dofs = plan.joints.reduce((sum, joint) => sum + (joint.dofs?.length ?? 0), 0);
  const entry: ExampleEntry = { file, title, description, fixedBase: plan.fixed_base === true, joints: plan.joints.length, dofs, ...(recording ? { recording: recording.file } : {}) };
  return { entry, text: serializeBodyPlan(plan), ...(recording ? { recording } : {}) };
}

/** The plan says which way is up and which way it faces, so that its Front view is a front view wherever it opens. */
const facing = (plan: BodyPlan, upAxis: string, forwardAxis: string): BodyPlan => ({ ...plan, 'x-studio': { upAxis, forwardAxis } }) as BodyPlan;

function flyPlan(): BodyPlan {
  const { document } = loadBodyPlan(readFileSync(join(ROOT, 'test-data', 'neuromechfly', 'neuromechfly_ypr_legs.json'), 'utf8'));
  if (!document) throw new Error('test-data/neuromechfly/neuromechfly_ypr_legs.json does not load');
  return facing(document, 'z', 'x');
}

function ros2ArmPlan(): BodyPlan {
  // The package is read under a root of its own name, so the shipped plan names its sources (each
  // visual's `source`) as /arm_description/urdf/... on every machine, and says nothing of the folder
  // it was written in.
  const folder = '/arm_description';
  const main = `${folder}/urdf/arm.urdf.xacro`;
  const readFile = (path: string) => {
    if (!path.startsWith(`${folder}/`)) return undefined;
    try {
      return readFileSync(join(ROOT, 'test-data', 'xacro', 'ros2-arm', path.slice(folder.length + 1)), 'utf8');
    } catch {
      return undefined;
    }
  };
  const result = importXacro(main, readFile(main)!, { readFile, packages: new Map([['arm_description', folder]]) });
  if (!result.plan) throw new Error(`the ROS 2 arm does not import: ${result.diagnostics.map((d) => d.message).join('; ')}`);
  return result.plan;
}

export function examplePlans(): ExamplePlan[] {
  return [
    example('g1-sized-biped.json', 'G1-sized biped', 'Free-floating, the size of Unitree G1: two legs of 6 hinges, a 3-hinge waist, two arms of 7 (bench/g1SizedHumanoid.ts).', facing(g1SizedHumanoid(), 'z', 'x')),
    example(
      'neuromechfly-legs.json',
      'NeuroMechFly legs',
      "A fruit fly's six legs as QuickIK writes NeuroMechFly (yaw, pitch and roll per segment, no limits), facing +X, with a 3-camera 2D recording of 200 frames (one outlier frame and one label swap planted for the fit check).",
      flyPlan(),
      { file: FLY_RECORDING, text: `${flyObservationsJson()}\n` },
    ),
    example('ros2-arm.json', 'ROS 2 arm from its xacro package', "Imported from the ROS 2-style arm package of the xacro tests (kinematics and limits read from its YAML files).", ros2ArmPlan()),
  ];
}

/** index.json with the real-sized examples after the hand-written ones (an entry of the same file replaced). */
export function indexWith(indexText: string, plans: readonly ExamplePlan[]): string {
  const index = JSON.parse(indexText) as { examples: ExampleEntry[] };
  const made = new Set(plans.map((p) => p.entry.file));
  return `${JSON.stringify({ examples: [...index.examples.filter((e) => !made.has(e.file)), ...plans.map((p) => p.entry)] }, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const plans = examplePlans();
  for (const plan of plans) {
    writeFileSync(join(EXAMPLES_DIR, plan.entry.file), plan.text);
    if (plan.recording) writeFileSync(join(EXAMPLES_DIR, plan.recording.file), plan.recording.text);
  }
  const indexPath = join(EXAMPLES_DIR, 'index.json');
  writeFileSync(indexPath, indexWith(readFileSync(indexPath, 'utf8'), plans));
  for (const plan of plans) console.log(`${plan.entry.file}: ${plan.entry.joints} joints, ${plan.entry.dofs} DOFs, ${plan.text.length} characters`);
}
