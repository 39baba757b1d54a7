import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBodyPlan } from '../../format/load.ts';
import { serializeBodyPlan } from '../../format/serialize.ts';
import { g1TestHumanoid } from './g1TestHumanoid.ts';

// The Studio's retarget e2e test opens the test humanoid from this file; it must be what the
// module builds (run scripts/testdata/write_g1_test_humanoid.ts after changing the module).
describe('test-data/g1-test-humanoid.json', () => {
  const text = readFileSync(join(import.meta.dirname, '..', 'test-data', 'g1-test-humanoid.json'), 'utf8');

  it('is the test humanoid as g1TestHumanoid() builds it', () => {
    expect(text).toBe(serializeBodyPlan(g1TestHumanoid()));
  });

  it('loads as a valid free-floating plan with 29 hinges', () => {
    const { model, diagnostics } = loadBodyPlan(text);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(model?.fixedBase).toBe(false);
    expect(model?.dofCount).toBe(29);
  });
});
