import { describe, expect, it } from 'vitest';
import { exportMjcf } from '../../export/exportMjcf.ts';
import { importRobotModel } from '../importRobotModel.ts';
import { compareWithMujoco } from './mujocoReference.ts';

/**
 * Generated MJCF models (seeded, so any failure reproduces) mixing every feature at random: angle
 * units, Euler sequences, the five orientation forms, frames, several hinge/slide/ball joints per
 * body with anchors off the origin, refs, ranges, sites, a free root. Each is imported and exported
 * and both are compared with MuJoCo over random poses, as for the hand-written models.
 */
const MODELS = 12;
const POSES = 25;
const TOLERANCE = 1e-9;

function generator(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const num = (lo: number, hi: number) => Number((lo + (hi - lo) * next()).toFixed(4));
  const vec = (n: number, lo = -1, hi = 1) => Array.from({ length: n }, () => num(lo, hi)).join(' ');
  return { next, pick, num, vec };
}

function randomModel(seed: number): string {
  const { next, pick, num, vec } = generator(seed);
  const degrees = next() < 0.5;
  const angle = (radians: number) => Number((degrees ? (radians * 180) / Math.PI : radians).toFixed(4));
  const sequence = Array.from({ length: 3 }, () => pick(['x', 'y', 'z', 'X', 'Y', 'Z'])).join('');
  const orientation = () => {
    switch (pick(['none', 'quat', 'euler', 'axisangle', 'xyaxes', 'zaxis'])) {
      case 'quat': return ` quat="${vec(4)}"`;
      case 'euler': return ` euler="${[num(-3, 3), num(-3, 3), num(-3, 3)].map(angle).join(' ')}"`;
      case 'axisangle': return ` axisangle="${vec(3)} ${angle(num(-3, 3))}"`;
      case 'xyaxes': return ` xyaxes="1 ${vec(2, -0.5, 0.5)} ${vec(1, -0.5, 0.5)} 1 ${vec(1, -0.5, 0.5)}"`;
      case 'zaxis': return ` zaxis="${vec(3)}"`;
      default: return '';
    }
  };
  let bodies = 0;
  let joints = 0;
  let sites = 0;
  const body = (depth: number, free: boolean): string => {
    const name = `b${bodies++}`;
    const lines = [`<body name="${name}" pos="${vec(3)}"${orientation()}>`];
    if (free) lines.push('<freejoint name="root"/>');
    else {
      const count = pick([0, 1, 1, 2, 3]);
      for (let k = 0; k < count; k++) {
        const type = pick(['hinge', 'hinge', 'slide', 'ball']);
        const anchor = next() < 0.5 ? ` pos="${vec(3, -0.3, 0.3)}"` : '';
        const axis = type === 'ball' ? '' : ` axis="${vec(3)}"`;
        let range = '';
        if (type === 'hinge' && next() < 0.6) range = ` range="${angle(num(-2, 0))} ${angle(num(0, 2))}"`;
        if (type === 'slide' && next() < 0.6) range = ` range="${num(-0.3, 0)} ${num(0, 0.3)}"`;
        const ref = type !== 'ball' && next() < 0.2 ? ` ref="${type === 'hinge' ? angle(num(-0.5, 0.5)) : num(-0.1, 0.1)}"` : '';
        lines.push(`<joint name="j${joints++}" type="${type}"${anchor}${axis}${range}${ref}/>`);
        if (type === 'ball') break; // MuJoCo refuses any joint after a ball joint in the same body
      }
    }
    if (next() < 0.5) lines.push(`<site name="s${sites++}" pos="${vec(3)}"${orientation()}/>`);
    const children = depth < 4 ? pick([0, 1, 1, 2]) : 0;
    for (let c = 0; c < children; c++) {
      const child = body(depth + 1, false);
      lines.push(next() < 0.3 ? `<frame pos="${vec(3)}"${orientation()}>${child}</frame>` : child);
    }
    lines.push('</body>');
    return lines.join('\n');
  };
  const free = next() < 0.4;
  const top = free ? body(0, true) : Array.from({ length: pick([1, 2]) }, () => body(0, false)).join('\n');
  return [
    `<mujoco model="random${seed}">`,
    `<compiler angle="${degrees ? 'degree' : 'radian'}" eulerseq="${sequence}" boundmass="0.001" boundinertia="0.001"/>`,
    '<worldbody>',
    top,
    '</worldbody>',
    '</mujoco>',
  ].join('\n');
}

describe(`${MODELS} generated MJCF models against MuJoCo`, () => {
  for (let seed = 1; seed <= MODELS; seed++) {
    it(`model ${seed}: import and export match MuJoCo over ${POSES} poses`, async () => {
      const xml = randomModel(seed);
      const result = importRobotModel(xml);
      expect(result.diagnostics.filter((d) => d.severity === 'error'), xml).toEqual([]);
      const plan = result.plan!;
      const imported = await compareWithMujoco(xml, `random${seed}.xml`, plan, POSES, seed);
      expect(imported.unmatched, xml).toEqual([]);
      expect(imported.maxError, xml).toBeLessThanOrEqual(TOLERANCE * Math.max(imported.size, 1e-3));
      const exported = exportMjcf(plan);
      const back = await compareWithMujoco(exported, `random${seed}.exported.xml`, plan, POSES, seed + 100);
      expect(back.maxError, exported).toBeLessThanOrEqual(TOLERANCE * Math.max(back.size, 1e-3));
    });
  }
});
