// Writes the retarget test clips (issue 41) of src/bodyplan/retarget/testing/walkTurnJumpMotion.ts
// (stand, walk with a 90° left turn, crouch, jump, land; 4.5 s at 30 fps) into
// src/bodyplan/retarget/test-data/:
//   walk-turn-jump.bvh          LAFAN1's layout: Y up, facing +Z, centimetres, ZYX rotation channels
//   walk-turn-jump-zup-m.bvh    the same motion Z up, facing +Y, in metres
//   walk-turn-jump.trc          Plug-in Gait-style markers of the same motion, OpenSim's Y-up layout, mm
//   walk-turn-jump.c3d          the same markers as a Vicon-style C3D: Z up, millimetres, float points
//   walk-turn-jump-noisy.trc    the markers as a lab exports them (testing/noisyMarkerClip.ts): 1.5 mm
//   walk-turn-jump-noisy.c3d    noise, gaps, an 8-frame LKNE/LTHI swap, an unlabelled extra; a gap is
//                               empty fields in the .trc, residual -1 with coordinates 0 in the .c3d
// Run: npx tsx scripts/testdata/write_retarget_clip.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { walkTurnJumpMotion } from '../../src/bodyplan/retarget/testing/walkTurnJumpMotion.ts';
import { clipMarkerPositions, CLIP_MARKERS, writeClipBvh, writeClipTrc, writeMarkerTrc, Y_UP_CM, Z_UP_M_FACING_Y } from '../../src/bodyplan/retarget/testing/clipFiles.ts';
import { noisyMarkerClip } from '../../src/bodyplan/retarget/testing/noisyMarkerClip.ts';
import { writeC3d } from './c3dWriter.ts';

const folder = join(import.meta.dirname, '..', '..', 'src', 'bodyplan', 'retarget', 'test-data');
const motion = walkTurnJumpMotion();
const markerCount = CLIP_MARKERS.length;
const c3d = writeC3d({
  processor: 'Intel', floats: true, scale: 0.1, units: 'mm', rate: motion.fps, firstFrame: 1,
  labels: CLIP_MARKERS.map(([name]) => name), frameCount: motion.frameCount,
  positions: clipMarkerPositions(motion).map((metres) => metres * 1000),
  residuals: new Float64Array(motion.frameCount * markerCount).fill(0.8),
  cameraMasks: new Uint8Array(motion.frameCount * markerCount).fill(0x7f),
  analog: { labels: [], rate: motion.fps, sample: () => 0 },
  manufacturer: { company: 'none', software: 'bodyplan scripts/testdata/write_retarget_clip.ts' },
});
writeFileSync(join(folder, 'walk-turn-jump.c3d'), c3d);
console.log(`wrote walk-turn-jump.c3d (${c3d.length} bytes)`);
const noisy = noisyMarkerClip(motion);
const noisyC3d = writeC3d({
  processor: 'Intel', floats: true, scale: 0.1, units: 'mm', rate: noisy.fps, firstFrame: 1,
  labels: noisy.names, frameCount: noisy.frameCount,
  positions: noisy.positions.map((metres) => metres * 1000),
  residuals: new Float64Array(noisy.frameCount * noisy.names.length).fill(1.5),
  cameraMasks: new Uint8Array(noisy.frameCount * noisy.names.length).fill(0x3e),
  analog: { labels: [], rate: noisy.fps, sample: () => 0 },
  manufacturer: { company: 'none', software: 'bodyplan scripts/testdata/write_retarget_clip.ts' },
});
writeFileSync(join(folder, 'walk-turn-jump-noisy.c3d'), noisyC3d);
console.log(`wrote walk-turn-jump-noisy.c3d (${noisyC3d.length} bytes)`);
const files: [string, string][] = [
  ['walk-turn-jump.bvh', writeClipBvh(motion, Y_UP_CM)],
  ['walk-turn-jump-zup-m.bvh', writeClipBvh(motion, Z_UP_M_FACING_Y)],
  ['walk-turn-jump.trc', writeClipTrc(motion, 'walk-turn-jump.trc')],
  ['walk-turn-jump-noisy.trc', writeMarkerTrc(noisy.names, noisy.positions, noisy.fps, noisy.frameCount, 'walk-turn-jump-noisy.trc')],
];
for (const [name, text] of files) {
  writeFileSync(join(folder, name), text);
  console.log(`wrote ${name} (${text.length} bytes)`);
}
