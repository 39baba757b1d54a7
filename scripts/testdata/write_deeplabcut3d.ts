// Writes test-data/lab-files/deeplabcut3d/walk_DLC_3D.csv: the humanoid's marker motion
// (src/bodyplan/testing/humanMarkerMotion.ts) as DeepLabCut's triangulate() saves its 3D output with
// save_as_csv=True: pandas' CSV of columns scorer (DLC_3D, the default scorername_3d) / bodyparts /
// coords (x, y, z), the frame index first, empty fields where a point was not triangulated. The
// calibration is taken to be in metres, so the file is too. The motion's Z-up frame is kept (a
// DeepLabCut 3D file is in its first camera's frame; a lab turns it as it needs).
// Run: npx tsx scripts/testdata/write_deeplabcut3d.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { humanMarkerMotion } from '../../src/bodyplan/testing/humanMarkerMotion.ts';

const SCORER = 'DLC_3D';
const motion = humanMarkerMotion();
const m = motion.markers.length;
const triple = <T>(f: (name: string, axis: number) => T) => motion.markers.flatMap((name) => [0, 1, 2].map((axis) => f(name, axis)));
const lines = [
  ['scorer', ...triple(() => SCORER)].join(','),
  ['bodyparts', ...triple((name) => name)].join(','),
  ['coords', ...triple((_, axis) => 'xyz'[axis]!)].join(','),
];
for (let f = 0; f < motion.frameCount; f++) {
  const row = [String(f)];
  for (let i = 0; i < 3 * m; i++) {
    const value = motion.positions[3 * m * f + i]!;
    row.push(Number.isNaN(value) ? '' : String(value));
  }
  lines.push(row.join(','));
}
const out = join(import.meta.dirname, '..', '..', 'test-data', 'lab-files', 'deeplabcut3d', 'walk_DLC_3D.csv');
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`wrote ${out}`);
