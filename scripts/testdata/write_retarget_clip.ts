// Writes the retarget test clips (issue 41) of src/bodyplan/retarget/testing/walkTurnJumpMotion.ts
// (stand, walk with a 90° left turn, crouch, jump, land; 4.5 s at 30 fps) into
// src/bodyplan/retarget/test-data/:
//   walk-turn-jump.bvh          LAFAN1's layout: Y up, facing +Z, centimetres, ZYX rotation channels
//   walk-turn-jump-zup-m.bvh    the same motion Z up, facing +Y, in metres
//   walk-turn-jump.trc          Plug-in Gait-style markers of the same motion, OpenSim's Y-up layout, mm
// Run: npx tsx scripts/testdata/write_retarget_clip.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { walkTurnJumpMotion } from '../../src/bodyplan/retarget/testing/walkTurnJumpMotion.ts';
import { writeClipBvh, writeClipTrc, Y_UP_CM, Z_UP_M_FACING_Y } from '../../src/bodyplan/retarget/testing/clipFiles.ts';

const folder = join(import.meta.dirname, '..', '..', 'src', 'bodyplan', 'retarget', 'test-data');
const motion = walkTurnJumpMotion();
const files: [string, string][] = [
  ['walk-turn-jump.bvh', writeClipBvh(motion, Y_UP_CM)],
  ['walk-turn-jump-zup-m.bvh', writeClipBvh(motion, Z_UP_M_FACING_Y)],
  ['walk-turn-jump.trc', writeClipTrc(motion, 'walk-turn-jump.trc')],
];
for (const [name, text] of files) {
  writeFileSync(join(folder, name), text);
  console.log(`wrote ${name} (${text.length} bytes)`);
}
