// Writes the G1-sized test humanoid of src/bodyplan/retarget/testing/g1TestHumanoid.ts (issue 41) as
// a body-plan file the Studio can open, for the Studio's retarget e2e test
// (e2e/studio-retarget.spec.ts) and for trying a retarget by hand:
//   src/bodyplan/retarget/test-data/g1-test-humanoid.json
// Run: npx tsx scripts/testdata/write_g1_test_humanoid.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serializeBodyPlan } from '../../src/bodyplan/format/serialize.ts';
import { g1TestHumanoid } from '../../src/bodyplan/retarget/testing/g1TestHumanoid.ts';

const file = join(import.meta.dirname, '..', '..', 'src', 'bodyplan', 'retarget', 'test-data', 'g1-test-humanoid.json');
const text = serializeBodyPlan(g1TestHumanoid());
writeFileSync(file, text);
console.log(`wrote ${file} (${text.length} bytes)`);
