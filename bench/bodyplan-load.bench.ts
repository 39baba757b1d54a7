// Body-plan load: parse + validate + compile (loadBodyPlan) against a bare JSON.parse of the same
// text, measured in the same run. Goal: <= 3x on a generated 10,000-joint plan and on the fly.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadBodyPlan } from '../src/bodyplan/load.ts';
import { serializeBodyPlan } from '../src/bodyplan/serialize.ts';
import type { BodyPlan, Joint } from '../src/bodyplan/schema.ts';

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

function generatedPlan(jointCount: number): string {
  const joints: Joint[] = [];
  for (let i = 0; i < jointCount; i++) {
    joints.push({
      name: `joint_${i}`,
      parent: i === 0 ? null : `joint_${Math.floor((i - 1) / 3)}`,
      offset_pos: [0.1 * (i % 7), -0.05 * (i % 5), 0.2],
      offset_quat: [0.9238795325112867, 0, 0.3826834323650898, 0],
      dofs: [0, 1, 2].map((k) => ({
        name: `joint_${i}_${['yaw', 'pitch', 'roll'][k]}`,
        type: 'hinge' as const,
        axis: [k === 0 ? 1 : 0, k === 1 ? 1 : 0, k === 2 ? 1 : 0] as [number, number, number],
        neutral: 0.01 * k,
        limits: [-1.5, 1.5] as [number, number],
      })),
    });
  }
  const plan: BodyPlan = { fixed_base: false, joints };
  return serializeBodyPlan(plan);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? NaN;
}

/** Median ms per call of `baseline` and `candidate`, interleaved sample by sample. */
function compare(text: string, repeat: number, samples: number) {
  const base: number[] = [];
  const load: number[] = [];
  for (let s = 0; s < samples + 2; s++) {
    gc();
    let t = performance.now();
    for (let r = 0; r < repeat; r++) JSON.parse(text);
    const b = (performance.now() - t) / repeat;
    gc();
    t = performance.now();
    for (let r = 0; r < repeat; r++) {
      const result = loadBodyPlan(text);
      if (result.model === null) throw new Error(`benchmark plan is invalid: ${JSON.stringify(result.diagnostics.slice(0, 3))}`);
    }
    const l = (performance.now() - t) / repeat;
    if (s >= 2) { base.push(b); load.push(l); } // the first two samples warm the JIT
  }
  return { jsonParse: median(base), load: median(load), ratio: median(load.map((l, i) => l / (base[i] ?? NaN))) };
}

const fly = readFileSync(join(import.meta.dirname, '..', '..', 'shared', 'quickik', 'neuromechfly_ypr_legs.json'), 'utf8');
const big = generatedPlan(10_000);

for (const [name, text, repeat, samples] of [
  ['generated 10,000 joints x 3 DOFs', big, 1, 15],
  ['NeuroMechFly (31 joints, 42 DOFs)', fly, 200, 15],
] as const) {
  const r = compare(text, repeat, samples);
  console.log(
    `${name}: ${(text.length / 1e6).toFixed(2)} MB; JSON.parse ${r.jsonParse.toFixed(3)} ms, ` +
    `loadBodyPlan (parse + validate + compile) ${r.load.toFixed(3)} ms; ratio ${r.ratio.toFixed(2)}x (goal <= 3x; median of ${samples})`,
  );
}
