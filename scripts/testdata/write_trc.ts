// Writes test-data/lab-files/trc/walk-pose2sim.trc: the humanoid's marker motion
// (src/bodyplan/testing/humanMarkerMotion.ts) as Pose2Sim writes a .trc (its make_trc layout: 5
// header lines, no blank line after them, Frame# from 1, empty fields for unseen markers), in
// millimetres and Y-up as OpenSim expects. Run: npx tsx scripts/testdata/write_trc.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { humanMarkerMotion } from '../../src/bodyplan/testing/humanMarkerMotion.ts';
import { zUpToYUp } from '../../src/bodyplan/recording/labFiles/upAxis.ts';

const NAME = 'walk-pose2sim.trc';
const motion = humanMarkerMotion();
const yUp = Float64Array.from(motion.positions);
zUpToYUp(yUp);
const m = motion.markers.length;
const lines = [
  `PathFileType\t4\t(X/Y/Z)\t${NAME}`,
  'DataRate\tCameraRate\tNumFrames\tNumMarkers\tUnits\tOrigDataRate\tOrigDataStartFrame\tOrigNumFrames',
  [motion.fps, motion.fps, motion.frameCount, m, 'mm', motion.fps, 1, motion.frameCount].join('\t'),
  `Frame#\tTime\t${motion.markers.join('\t\t\t')}\t\t\t`,
  `\t\t${motion.markers.map((_, i) => `X${i + 1}\tY${i + 1}\tZ${i + 1}`).join('\t')}`,
];
for (let f = 0; f < motion.frameCount; f++) {
  const row = [String(f + 1), (f / motion.fps).toFixed(6)];
  for (let i = 0; i < 3 * m; i++) {
    const metres = yUp[3 * m * f + i]!;
    row.push(Number.isNaN(metres) ? '' : (metres * 1000).toFixed(6));
  }
  lines.push(row.join('\t'));
}
const out = join(import.meta.dirname, '..', '..', 'test-data', 'lab-files', 'trc', NAME);
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`wrote ${out}`);
