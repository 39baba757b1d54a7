import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasErrors } from '../src/bodyplan/format/diagnostics.ts';
import { loadBodyPlan } from '../src/bodyplan/format/load.ts';
import { EXAMPLES_DIR, examplePlans, type ExampleEntry } from './examplePlans.ts';

describe('the real-sized example plans', () => {
  const plans = examplePlans();
  const index = (JSON.parse(readFileSync(join(EXAMPLES_DIR, 'index.json'), 'utf8')) as { examples: ExampleEntry[] }).examples;

  it.each(plans.map((p) => [p.entry.file, p] as const))('%s is shipped as scripts/examplePlans.ts makes it, loads without errors, and is listed', (file, plan) => {
    expect(readFileSync(join(EXAMPLES_DIR, file), 'utf8'), 'run `npx tsx scripts/examplePlans.ts`').toBe(plan.text);
    const { document, diagnostics } = loadBodyPlan(plan.text);
    expect(document).not.toBeNull();
    expect(hasErrors(diagnostics)).toBe(false);
    expect(index).toContainEqual(plan.entry);
    if (plan.recording) expect(readFileSync(join(EXAMPLES_DIR, plan.recording.file), 'utf8')).toBe(plan.recording.text);
  });

  it('are real-sized: a 29-hinge biped, a 42-DOF fly with its 3-camera recording, an arm imported from its xacro package', () => {
    expect(plans.map((p) => p.entry.recording ?? null)).toEqual([null, 'neuromechfly-3cams.json', null]);
    expect(plans.map((p) => [p.entry.file, p.entry.joints, p.entry.dofs])).toEqual([
      ['g1-sized-biped.json', 30, 29],
      ['neuromechfly-legs.json', 31, 42],
      ['ros2-arm.json', 9, 6],
    ]);
  });
});
