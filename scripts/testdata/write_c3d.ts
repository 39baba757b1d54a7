// Writes test-data/lab-files/c3d/: the humanoid's marker motion (src/bodyplan/testing/humanMarkerMotion.ts)
// as marker systems write C3D, Z-up in millimetres at 100 Hz, with per-point residuals (one point
// with a 9 mm residual, a poorly reconstructed one), the motion's gaps as invalid points (residual
// −1) and 4 analog channels at 1000 Hz (force plate-like) that readers of points must skip:
//   walk-vicon-float.c3d   Intel, floats (POINT:SCALE −0.1), as Vicon Nexus writes by default
//   walk-integer.c3d       Intel, int16 counts of 0.1 mm (POINT:SCALE 0.1)
//   walk-dec.c3d           DEC (VAX floats), as older Vicon and Motion Analysis systems wrote
//   walk-mips.c3d          MIPS (big-endian), as SGI-based systems wrote
// Run: npx tsx scripts/testdata/write_c3d.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { humanMarkerMotion } from '../../src/bodyplan/testing/humanMarkerMotion.ts';
import { gaussianNoise } from '../../src/bodyplan/testing/humanFourCameraRecording.ts';
import { writeC3d, type C3dSpec, type Processor } from './c3dWriter.ts';

const motion = humanMarkerMotion();
const points = motion.markers.length;
const millimetres = motion.positions.map((metres) => metres * 1000);
const noise = gaussianNoise(7);
const residuals = new Float64Array(motion.frameCount * points).map(() => 0.6 + 0.2 * Math.abs(noise()));
residuals[40 * points + motion.markers.indexOf('right_knee')] = 9;
const cameraMasks = new Uint8Array(motion.frameCount * points).map((_, i) => 0x7f & ~(1 << (i % 7)));

function spec(processor: Processor, floats: boolean): C3dSpec {
  return {
    processor,
    floats,
    scale: 0.1,
    units: 'mm',
    rate: motion.fps,
    firstFrame: 1,
    labels: motion.markers,
    frameCount: motion.frameCount,
    positions: millimetres,
    residuals,
    cameraMasks,
    analog: {
      labels: ['Fx1', 'Fy1', 'Fz1', 'Mz1'],
      rate: 10 * motion.fps,
      sample: (frame, sample, channel) => Math.round(800 * Math.sin((frame * 10 + sample) * 0.02 + channel)),
    },
    manufacturer: { company: 'none', software: 'bodyplan scripts/testdata/write_c3d.ts' },
  };
}

const directory = join(import.meta.dirname, '..', '..', 'test-data', 'lab-files', 'c3d');
for (const [name, processor, floats] of [
  ['walk-vicon-float.c3d', 'Intel', true],
  ['walk-integer.c3d', 'Intel', false],
  ['walk-dec.c3d', 'DEC', true],
  ['walk-mips.c3d', 'MIPS', true],
] as const) {
  const bytes = writeC3d(spec(processor, floats));
  writeFileSync(join(directory, name), bytes);
  console.log(`wrote ${name}: ${bytes.length} bytes`);
}
