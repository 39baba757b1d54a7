// Test-only access to QuickIK's NeuroMechFly data, copied into test-data/neuromechfly (see its README for provenance).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasErrors } from '../format/diagnostics.ts';
import { loadBodyPlan } from '../format/load.ts';
import type { BodyPlan } from '../format/schema.ts';

const QUICKIK_DIR = join(import.meta.dirname, '..', '..', '..', 'test-data', 'neuromechfly');
export const FLY_BODY_PLAN_PATH = join(QUICKIK_DIR, 'neuromechfly_ypr_legs.json');
export const FLY_FIXTURES_PATH = join(QUICKIK_DIR, 'neuromechfly_fixtures.json');

type Point = [number, number, number];
export interface FlyFixtures {
  leg_joint_names: string[];
  synthetic_frames: { frame: number; target_ego: Point[]; ground_truth_dof_angles_per_leg: number[][] }[];
  real_frames: { frame: number; target_ego: Point[]; flygym_ik_reconstructed_ego: Point[]; flygym_ik_cost: number }[];
  native_rate_frames: { frame: number; target_ego: Point[] }[];
}

/** Loads through the project's one pipeline; a plan with errors fails the test that reads it. */
function readBodyPlan(path: string): BodyPlan {
  const { document, diagnostics } = loadBodyPlan(readFileSync(path, 'utf8'));
  if (document === null || hasErrors(diagnostics)) {
    throw new Error(`${path} does not load: ${diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`).join('; ')}`);
  }
  return document;
}

export function readFlyBodyPlan(): BodyPlan {
  return readBodyPlan(FLY_BODY_PLAN_PATH);
}

export function readFlyFixtures(): FlyFixtures {
  return JSON.parse(readFileSync(FLY_FIXTURES_PATH, 'utf8')) as FlyFixtures;
}

/**
 * The first `count` native-rate frames as 3D targets of the fly plan's model (one point a joint,
 * NaN for the root, which has no keypoint): the recordings the IK tests solve.
 */
export function flyNativeTargets(jointCount: number, count: number): Float64Array[] {
  return readFlyFixtures()
    .native_rate_frames.slice(0, count)
    .map((frame) => {
      const targets = new Float64Array(3 * jointCount).fill(NaN);
      frame.target_ego.forEach((point, i) => targets.set(point, 3 * (i + 1)));
      return targets;
    });
}
